/*
 * A person-shaped name a firm's noun stands before: "the law firm Arthur Cox", "the firm Baker
 * McKenzie"; or that a person runs, founded or owns: "Zhang Wei runs Jade River.". Many firms carry their founders' names; where the text says it is a firm, the name is a
 * company's, not a person's (FX2, issue 27). A lone person-shaped name with no such cue ("Arthur Cox
 * called") stays a person; "at", "LLP", "& Co" already make a company.
 */
import { TITLE_HEADS, TITLE_WORDS } from '../lexicon.js'
import { titleCase, type Run } from './elements.js'
import type { Reader } from './reader.js'
import { titledLineCompany } from './titled-line-companies.js'
import { patronBefore, patronCompany } from './patron-companies.js'
import { headedCompany } from './headed-companies.js'
import { nowRunCompany } from './now-run-companies.js'

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

/** Verbs whose object is a business: one runs, founds or owns a company, not a person. */
const BUSINESS_VERBS = new Set(['runs', 'ran', 'founded', 'co-founded', 'cofounded', 'owns', 'owned'])

/**
 * Whether a person (or "he", "she", "who") stands right before a business verb and the run after it:
 * "Zhang Wei runs Jade River", "she founded Grace Hopper Labs". Not a possessive ("runs Anna's team")
 * nor a run with a title's word ("runs Customer Success", a department).
 */
export function businessObject(run: Run): boolean {
  const { out, prevWord, poss, words } = run
  if (poss || prevWord === undefined || !BUSINESS_VERBS.has(prevWord)) return false
  // Only a person-shaped name ("Jade River"): "who ran SME lending" runs a unit whose name is no firm's.
  if (words.length < 2 || !words.every((w) => titleCase(w.text))) return false
  if (words.some((w) => TITLE_WORDS.has(w.lc) || TITLE_HEADS.has(w.lc))) return false
  const subject = out[out.length - 2]
  return subject?.k === 'P' || (subject?.k === 'W' && /^(he|she|who)$/.test(subject.w))
}

/**
 * Whether any cue above, a signature's "P - Title, NAME" (titled-line-companies.ts), "a customer of NAME"
 * (patron-companies.ts), a note's heading "NAME — kickoff notes" (headed-companies.ts) or "used to be at C and now
 * runs NAME" (now-run-companies.ts) makes the run a firm's name.
 */
export const firmShaped = (r: Reader, run: Run): boolean =>
  firmNamedRun(run) ||
  titledLineCompany(r, run) ||
  businessObject(run) ||
  patronCompany(r, run) ||
  patronBefore(r, run) ||
  headedCompany(r, run) ||
  nowRunCompany(run)
