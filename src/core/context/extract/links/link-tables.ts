/*
 * A table of people with a column of a link (issue 27's fallback, third pass): under a header row
 * "| Name | Company | Knows |" (or "Introduced by", "Referred by"), each row's first person knows
 * (or was introduced by) the one person in that column. A cell of several people, a row with no
 * person first, or a column that names no link, and it stands back.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** The column of a link a header row holds, kept for the rows under it. */
interface Column {
  at: number
  kind: 'knows' | 'intro'
}
const columns = new WeakMap<Reader, Column>()

/** The cells of a table row ("| a | b |"): each cell's elements' indexes, or undefined when the line is no row. */
function cells(view: View): number[][] | undefined {
  if (!view.isX(view.bodyStart, '|')) return undefined
  const out: number[][] = []
  let cell: number[] = []
  for (let x = view.bodyStart + 1; x < view.n; x++) {
    if (view.isX(x, '|')) {
      out.push(cell)
      cell = []
    } else cell.push(x)
  }
  return out.length >= 2 ? out : undefined
}

/** The link a header cell names: "Knows", "Introduced by", "Intro by", "Referred by". */
function headerKind(view: View, cell: number[]): Column['kind'] | undefined {
  const words = cell.map((x) => view.at(x)).map((e) => (e?.k === 'W' ? e.w : '?'))
  if (words.length === 1 && words[0] === 'knows') return 'knows'
  if (words.length === 2 && ['introduced', 'intro', 'referred'].includes(words[0]!) && words[1] === 'by') return 'intro'
  return undefined
}

/** The one person a cell holds, or undefined. */
function personIn(view: View, cell: number[] | undefined): PersonState | undefined {
  const people = (cell ?? []).map((x) => view.personAt(x)).filter((p) => p !== undefined)
  return people.length === 1 && cell!.length === 1 ? people[0] : undefined
}

/** Reads one line: a header row with a column of a link, or a row under one. */
export function linkTable(r: Reader, view: View): void {
  const row = cells(view)
  if (!row) {
    columns.delete(r)
    return
  }
  for (let c = 1; c < row.length; c++) {
    const kind = headerKind(view, row[c]!)
    if (kind) {
      columns.set(r, { at: c, kind })
      return
    }
  }
  const column = columns.get(r)
  if (!column) return
  const a = personIn(view, row[0])
  const b = personIn(view, row[column.at])
  if (!a || !b || a === b) return
  if (column.kind === 'knows') r.knows(a, b, view.sentence)
  else r.introduced(a, b, view.sentence)
}
