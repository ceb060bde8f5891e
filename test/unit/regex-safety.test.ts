import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { analyse } from 'scslre'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// Every regular expression in src/ runs in time linear in its input: scslre (the analysis behind
// eslint-plugin-regexp's no-super-linear-backtracking) finds the quantifiers that backtrack
// exponentially or polynomially (Self and Trade reports), with or without a moving start.

const root = join(import.meta.dirname, '../..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
  })
}

interface Found {
  where: string
  source: string
  flags: string
}

/** Regex literals, and `new RegExp('...')` / `RegExp('...')` with a literal pattern. */
function regexesOf(file: string): Found[] {
  const text = readFileSync(file, 'utf8')
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found: Found[] = []
  const where = (node: ts.Node) =>
    `${relative(root, file)}:${sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1}`
  const visit = (node: ts.Node): void => {
    if (ts.isRegularExpressionLiteral(node)) {
      const literal = node.text
      const end = literal.lastIndexOf('/')
      found.push({ where: where(node), source: literal.slice(1, end), flags: literal.slice(end + 1) })
    } else if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'RegExp'
    ) {
      const [pattern, flags] = node.arguments ?? []
      if (pattern && (ts.isStringLiteral(pattern) || ts.isNoSubstitutionTemplateLiteral(pattern))) {
        found.push({
          where: where(node),
          source: pattern.text,
          flags: flags && ts.isStringLiteral(flags) ? flags.text : '',
        })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(sourceFile)
  return found
}

const all = sourceFiles(join(root, 'src')).flatMap(regexesOf)

/**
 * Reports accepted after reading them, by file and pattern, with why the input cannot be long
 * enough to matter. Keep this short: a new entry needs the same argument.
 */
const ACCEPTED: Record<string, string> = {
  // Applied only to a line of at most 24 characters (the sign-off check).
  'src/core/context/extract/sentences.ts /[,.!\\s]+$/': 'input of at most 24 characters',
}

describe('regular expressions in src/', () => {
  it('finds the regular expressions of src/ (the check reads them)', () => {
    expect(all.length).toBeGreaterThan(20)
  })

  it('has none that backtracks super-linearly', () => {
    const unsafe = all.flatMap(({ where, source, flags }) =>
      ACCEPTED[`${where.replace(/:\d+$/, '')} /${source}/`] !== undefined
        ? []
        : analyse({ source, flags }).reports.map(
            (report) =>
              `${where} /${source}/${flags}: ${report.exponential ? 'exponential' : 'polynomial'} (${report.type}) on a run of ${JSON.stringify(report.character.pick)}`,
          ),
    )
    expect(unsafe).toEqual([])
  })

  it('catches a known super-linear pattern (the check can fail)', () => {
    expect(analyse({ source: '^(a+)+$', flags: '' }).reports.length).toBeGreaterThan(0)
    expect(analyse({ source: '\\s*,\\s*$', flags: '' }).reports.length).toBeGreaterThan(0)
  })
})
