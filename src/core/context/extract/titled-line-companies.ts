/*
 * "Sean Murphy - Partner, Arthur Cox": a person, a dash, their title, a comma, and a name-shaped run
 * ending the line is the company they sign for, though its first word is a given name (FX2, issue 27:
 * firms named for their founders read as a second person). people.ts already keeps such a run from
 * a person's cues before it; a listed given name still made it one. Only at the line's end: "Sean
 * Murphy - Partner, Arthur Cox - Associate" lists two people.
 */
import type { Run } from './elements.js'
import type { Reader } from './reader.js'

const DASHES = new Set(['-', '–', '—', '|'])

/** Whether the run ends the line after "P <dash or comma> Title ,". */
export function titledLineCompany(r: Reader, run: Run): boolean {
  const { out, after, prevWord, words } = run
  if (after !== undefined || prevWord !== ',' || words.length > 4) return false
  const n = out.length
  const dash = out[n - 3]
  // Alone on its line, or after a sign-off's dash ("— Sean Murphy, Partner, Arthur Cox").
  const signOff = n === 5 && out[0]!.k === 'X' && DASHES.has(out[0]!.p)
  if (!(n === 4 || signOff) || dash?.k !== 'X') return false
  // A comma for the dash only in a signature: "Ana Silva, CFO, Tom Berg" may list two people.
  const mark = DASHES.has(dash.p) || (dash.p === ',' && (signOff || r.signature > 0))
  return mark && out[n - 1]?.k === 'X' && out[n - 2]?.k === 'T' && out[n - 4]?.k === 'P'
}
