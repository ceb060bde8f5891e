/*
 * Follow-ups: a sentence asking for an action ("Send the proposal by Friday") is a suggested task,
 * with its due day and the names it is about (those of its sentence, else of the nearest sentence
 * before it that names someone).
 */
import { extractDates } from './dates.js'
import type { Element } from './elements.js'
import type { Reader } from './reader.js'
import { collapseSpaces, type Tok } from './scanner.js'
import { EXTRACTION_LIMITS } from './types.js'

const FOLLOW_UP =
  /^(?:(?:please|we should|we need to|need to|i'll|i will|we'll|we will|let's|remember to|don't forget to|todo:?|action(?: item)?:|next step:?|reminder:|follow-up:|follow up:|ai:) )?(send|call|email|e-mail|follow up|schedule|book|share|review|prepare|set up|reach out|check in|draft|introduce|ping|invite|arrange|confirm)\b/i

/** First words of the sentences FOLLOW_UP can match. */
const FOLLOW_UP_CUES = new Set([
  'please',
  'we',
  'need',
  'i',
  "i'll",
  'we’ll',
  "we'll",
  'i’ll',
  'let',
  "let's",
  'let’s',
  'remember',
  'don',
  "don't",
  'don’t',
  'todo',
  'action',
  'next',
  'reminder',
  'follow',
  'follow-up',
  'ai',
  'send',
  'call',
  'email',
  'e-mail',
  'schedule',
  'book',
  'share',
  'review',
  'prepare',
  'set',
  'reach',
  'check',
  'draft',
  'introduce',
  'ping',
  'invite',
  'arrange',
  'confirm',
])

function followUpTitle(sentence: string): string {
  const rest = collapseSpaces(sentence).replace(/[.!?;:,]+$/, '')
  const title = rest.charAt(0).toUpperCase() + rest.slice(1)
  return title.length > 200 ? `${title.slice(0, 199).trimEnd()}…` : title
}

/** Reads a sentence's follow-up, if it asks for one. */
export function readFollowUp(
  r: Reader,
  tokens: Tok[],
  elements: Element[],
  text: () => string,
  names: string[],
  dateCue: boolean,
): void {
  const firstWord = tokens.find((t) => t.kind === 'word')
  if (!firstWord || !FOLLOW_UP_CUES.has(firstWord.lc)) return
  let lead = 0
  const full = text()
  while (lead < full.length && /[\s\-*•>\d.)]/.test(full[lead]!)) lead++
  const body = full.slice(lead)
  const m = FOLLOW_UP.exec(body)
  if (!m) return
  if (r.followUps.length >= EXTRACTION_LIMITS.followUps) {
    r.dropped.follow_ups++
    return
  }
  let about = names
  for (
    let back = r.previousNames.length - 1;
    about.length === 0 && back >= 0 && back >= r.previousNames.length - 2;
    back--
  )
    about = r.previousNames[back]!
  const due = dateCue ? extractDates(body, r.now)[0] : undefined
  r.followUps.push({
    title: followUpTitle(body.slice(m[0].length - m[1]!.length)),
    ...(due && { due: due.date }),
    sentence: full,
    names: [...about],
  })
}
