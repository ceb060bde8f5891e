// Store benchmark: @msw/data 1.x Collection versus a plain Map, at the size of the `large`
// scenario (10,000 records). Run: npx tsx scripts/bench/store.ts
// The figures behind decisions/0001-store-plain-maps.md.
import { Collection } from '@msw/data'
import { z } from 'zod'

const N = 10_000
const schema = z.object({
  id: z.string(),
  object_id: z.string(),
  created_at: z.string(),
  values: z.record(z.string(), z.unknown()),
})
const row = (i: number) => ({
  id: String(i + 1),
  object_id: i % 2 ? '1' : '2',
  created_at: new Date(i * 1000).toISOString(),
  values: { name: `n${i}` },
})
const time = async (label: string, fn: () => unknown | Promise<unknown>) => {
  const start = performance.now()
  await fn()
  console.log(`${label.padEnd(44)} ${(performance.now() - start).toFixed(2).padStart(9)} ms`)
}

const collection = new Collection({ schema })
await time(`@msw/data: create ${N} (async, validated)`, async () => {
  for (let i = 0; i < N; i++) await collection.create(row(i))
})
await time('@msw/data: findFirst by id x1000', () => {
  for (let i = 0; i < 1000; i++) collection.findFirst((q) => q.where({ id: String(i * 7 + 1) }))
})
await time('@msw/data: update by id x100 (async)', async () => {
  for (let i = 0; i < 100; i++)
    await collection.update((q) => q.where({ id: String(i * 7 + 1) }), {
      data(r) {
        r.values = { name: 'x' }
      },
    })
})

const map = new Map<string, ReturnType<typeof row>>()
await time(`Map: set ${N}`, () => {
  for (let i = 0; i < N; i++) map.set(String(i + 1), row(i))
})
await time('Map: get by id x1000', () => {
  for (let i = 0; i < 1000; i++) map.get(String(i * 7 + 1))
})
await time('Map: update by id x100', () => {
  for (let i = 0; i < 100; i++) map.get(String(i * 7 + 1))!.values = { name: 'x' }
})
