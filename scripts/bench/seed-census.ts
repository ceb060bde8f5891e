// Seed census (issue 28): what the large seed leaves on the heap, by kind, counted from two heap
// snapshots of one process: after a small seed (modules loaded, code run once) and after a large
// one, each after a full collection. The objects only the second holds are what the large seed
// keeps (and each scavenge during the seed copies, twice: see docs/performance.md). Kinds are V8's
// node types, named by constructor for objects (`object:RelationshipEvent`); `array:` is V8's
// internal arrays (a Map's or Set's table, an Array's elements). Needs a few GB of memory to read
// the snapshots. Run alone (after `npm run build`):
//   npx tsx scripts/bench/seed-census.ts [--dist dist] [--top 25]
import { execFileSync } from 'node:child_process'
import { readFileSync, rmSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }
  nodes: number[]
  strings: string[]
}

// Runs in the child (node --expose-gc): seeds small, snapshots, seeds large, snapshots.
const CHILD = `
const v8 = await import('node:v8')
const { createMockCore } = await import(process.argv[1])
const small = createMockCore({ scenario: 'small', seed: 1, clock: 'manual' })
globalThis.gc()
v8.writeHeapSnapshot(process.argv[2])
const large = createMockCore({ scenario: 'large', seed: 1, clock: 'manual' })
globalThis.gc()
v8.writeHeapSnapshot(process.argv[3])
globalThis.kept = [small, large]
`

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`)
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback
}

const dist = option('dist', 'dist')
const top = Number(option('top', '25'))
const dir = mkdtempSync(join(tmpdir(), 'seed-census-'))
const [before, after] = [join(dir, 'before.heapsnapshot'), join(dir, 'after.heapsnapshot')]
try {
  const entry = pathToFileURL(resolve(dist, 'src/node-core.js')).href
  execFileSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', CHILD, entry, before, after])
  const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Snapshot
  const first = read(before)
  const { meta } = first.snapshot
  const width = meta.node_fields.length
  const [type, name, id, size] = ['type', 'name', 'id', 'self_size'].map((field) => meta.node_fields.indexOf(field))
  const known = new Set<number>()
  for (let i = 0; i < first.nodes.length; i += width) known.add(first.nodes[i + id!]!)
  const second = read(after)
  const types = meta.node_types[0]
  const kinds = new Map<string, { count: number; bytes: number }>()
  let total = { count: 0, bytes: 0 }
  for (let i = 0; i < second.nodes.length; i += width) {
    if (known.has(second.nodes[i + id!]!)) continue
    const kind = types[second.nodes[i + type!]!]!
    const label = kind === 'object' ? `object:${second.strings[second.nodes[i + name!]!]}` : `${kind}:`
    const entry = kinds.get(label) ?? { count: 0, bytes: 0 }
    entry.count++
    entry.bytes += second.nodes[i + size!]!
    kinds.set(label, entry)
    total = { count: total.count + 1, bytes: total.bytes + second.nodes[i + size!]! }
  }
  const mb = (bytes: number) => (bytes / 1e6).toFixed(2).padStart(7)
  console.log(`large seed, ${dist}: ${total.count.toLocaleString('en-US')} objects kept, ${mb(total.bytes)} MB`)
  for (const [label, entry] of [...kinds].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, top))
    console.log(`${entry.count.toLocaleString('en-US').padStart(9)} ${mb(entry.bytes)} MB  ${label}`)
} finally {
  rmSync(dir, { recursive: true, force: true })
}
