/*
 * A person-shaped name a firm's noun stands before: "the law firm Arthur Cox", "the firm Baker
 * McKenzie". Many firms carry their founders' names; where the text says it is a firm, the name is a
 * company's, not a person's (FX2, issue 27). A lone person-shaped name with no such cue ("Arthur Cox
 * called") stays a person; "at", "LLP", "& Co" already make a company.
 */
import type { Run } from './elements.js'

/** Whether a firm's noun stands right before the run ("law firm Arthur Cox", "the firm Arthur Cox"). */
export function firmNamedRun(run: Run): boolean {
  const { tokens, a, prevWord } = run
  if (prevWord !== 'firm' && prevWord !== 'firms') return false
  // "the firm", "law firm", "our accounting firm": a noun phrase, not "a lawyer whose firm Arthur ...".
  const before = tokens[a - 2]
  return (
    before?.kind === 'word' && /^(the|a|an|our|their|law|legal|accounting|audit|consulting|advisory)$/.test(before.lc)
  )
}
