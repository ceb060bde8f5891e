import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// Issue 27: the extractor is a folder a maintainer can take in, one module per part. Tuning one
// link shape should mean reading one family's module, not a 466-line method.

const root = join(import.meta.dirname, '../..')
const folder = join(root, 'src/core/context/extract')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
  })
}

/** Functions, methods and arrow functions of a file, with their length in lines. */
function functionsOf(file: string): { where: string; lines: number }[] {
  const text = readFileSync(file, 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found: { where: string; lines: number }[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart()).line
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line
      found.push({ where: `${relative(root, file)}:${start + 1}`, lines: end - start + 1 })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const files = sourceFiles(folder)
// The rest of the context folder (ingestion, its writes, artifacts, the lexicon) keeps the same limits.
const contextFiles = sourceFiles(join(root, 'src/core/context')).filter((f) => !f.startsWith(folder))

describe('the extractor folder (src/core/context/extract)', () => {
  it('has a module per part: scanner, elements, people, companies, a module per link family, the finishing pass', () => {
    const names = files.map((f) => relative(folder, f))
    for (const part of [
      'scanner.ts',
      'elements.ts',
      'people.ts',
      'companies.ts',
      'links/contacts.ts',
      'links/employment.ts',
      'links/reporting.ts',
      'links/introductions.ts',
      'links/moves.ts',
      'follow-ups.ts',
      'finish.ts',
    ])
      expect(names).toContain(part)
  })

  it('has no file over 400 lines', () => {
    const long = files
      .map((f) => ({ file: relative(root, f), lines: readFileSync(f, 'utf8').split('\n').length }))
      .filter((f) => f.lines > 400)
    expect(long).toEqual([])
  })

  it('has no function over 120 lines', () => {
    const all = files.flatMap(functionsOf)
    expect(all.length).toBeGreaterThan(50)
    expect(all.filter((f) => f.lines > 120)).toEqual([])
  })
})

describe('the rest of the context folder (src/core/context)', () => {
  it("splits an artifact's writes by job: plan, entities, links, follow-ups", () => {
    const names = contextFiles.map((f) => relative(join(root, 'src/core/context'), f))
    for (const part of ['ingest.ts', 'writes/plan.ts', 'writes/entities.ts', 'writes/links.ts', 'writes/follow-ups.ts'])
      expect(names).toContain(part)
  })

  it('has no file over 400 lines and no function over 120', () => {
    const long = contextFiles
      .map((f) => ({ file: relative(root, f), lines: readFileSync(f, 'utf8').split('\n').length }))
      .filter((f) => f.lines > 400)
    expect(long).toEqual([])
    const all = contextFiles.flatMap(functionsOf)
    expect(all.length).toBeGreaterThan(20)
    expect(all.filter((f) => f.lines > 120)).toEqual([])
  })
})
