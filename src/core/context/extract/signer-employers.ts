/*
 * A run after a person and their title, set off by commas, is where the person works, not another
 * person (issue 27, W17): "Owner: Marcin Dąbrowski, Corporate Support, Tūī Public Radio", "> Seong-ho
 * Jung, Talent Partner, Jadeite Search wrote:". A list of people ("Anna Berg, Tom Reed, Ola Lie")
 * has no title between its names, so it is left alone (and a bar right after a name, "Mateus Oliveira |
 * Oliveira Santos Arquitetura", sets off the company as a signature line writes it); a verb after the run ("wrote") or the line's
 * end is no sign of a person there.
 */
import type { Element, Run } from './elements.js'
import { FIRST_NAMES } from '../lexicon.js'

/** Whether the run stands in "P, Title, RUN": a person, one to three title words, and a comma before it. */
export function employerAfterSigner(run: Run): boolean {
  const { out } = run
  const n = out.length
  if (run.prev?.k !== 'X' || !SEPARATORS.has(run.prev.p) || run.prevWord !== run.prev.p) return false
  // "Ana Silva, CFO, Tom Berg": a run that opens with a given name and has no company's word is the next person
  // of a list (FX2's case); a signature's firm named for a person reads by firm-cues.ts and its line.
  if (!run.companySignal && FIRST_NAMES.has(run.words[0]!.lc)) return false
  // "Mateus Oliveira | Oliveira Santos Arquitetura": a bar right after a name sets off the company.
  if (run.prev.p === '|' && out[n - 2]?.k === 'P') return true
  let x = n - 2
  let titled = false
  while (x >= 0 && n - 2 - x < 3 && titleWord(out[x]!)) {
    if (out[x]!.k === 'T') titled = true
    x--
  }
  if (x === n - 2 || !(titled || n - 2 - x >= 2)) return false
  const comma = out[x]
  return comma?.k === 'X' && SEPARATORS.has(comma.p) && out[x - 1]?.k === 'P'
}

/** Marks that set a signature's parts apart. */
const SEPARATORS = new Set([',', '|'])

/** A title, or a capitalised word of one ("Corporate Support"). */
const titleWord = (e: Element): boolean => e.k === 'T' || (e.k === 'W' && e.cap)
