/*
 * A note's heading that names the company it is about after a label: "Org notes, Pacific Salmon:",
 * "Deal memo: Tashkent Cotton.", "Account plan — Kaveri Mills". The run after the label's mark,
 * closing the sentence, is a company (a person named so would be one the lists or a cue know).
 */
import { daysAtCompany } from './company-days.js'
import type { Run } from './elements.js'
import type { Tok } from './scanner.js'

/** The label's last word: what a note about a company is called. */
const HEADING_LABELS = new Set(['notes', 'memo', 'update', 'plan', 'brief', 'recap', 'summary', 'chart'])

/** Whether the run tokens[a..j) follows "<label><mark>" opening the sentence and closes it (or only ":" or "." follows). */
export function labelHeadingCompany(tokens: readonly Tok[], a: number, j: number): boolean {
  const closes = j === tokens.length || (j === tokens.length - 1 && /^[:.]$/.test(tokens[j]!.text))
  if (!closes || a < 2 || a > 3) return false
  const mark = tokens[a - 1]!
  const label = tokens[a - 2]!
  return mark.kind === 'punct' && /^[-–—:,]$/.test(mark.text) && label.kind === 'word' && HEADING_LABELS.has(label.lc)
}

/** A run the words around it make a company: a heading's label before it, or "our ... days" around it. */
export function labelledCompany(run: Run): boolean {
  return daysAtCompany(run) || labelHeadingCompany(run.tokens, run.a, run.j)
}
