/*
 * A chat line's speaker with a tag in parentheses: "Dariusz Nowak (Lumen Robotics): joining late"
 * names a person whatever the lists of given names know, and the tag is their company; but a tag of
 * the chat tool ("Olusegun Bakare (Guest):", "(External)", "(Host)") names no company.
 */
import type { Element } from './elements.js'
import type { Tok } from './scanner.js'

/** Tags a chat or meeting tool puts after a name: no company's name. */
export const PARTY_TAGS = new Set([
  'guest',
  'external',
  'ext',
  'host',
  'co-host',
  'organizer',
  'organiser',
  'presenter',
  'moderator',
  'bot',
  'admin',
  'you',
  'me',
])

/** The most tokens read inside the parentheses. */
const TAG_TOKENS = 8

/**
 * Whether tokens[j] opens parentheses after a name at the line's start and a colon follows them:
 * "Dariusz Nowak (Lumen Robotics): ...". `lineStart` says the name opens its line.
 */
export function speakerBeforeTag(tokens: readonly Tok[], j: number, lineStart: boolean): boolean {
  if (!lineStart || tokens[j]?.text !== '(') return false
  for (let k = j + 1; k < tokens.length && k <= j + TAG_TOKENS; k++) {
    const tok = tokens[k]!
    if (tok.text === ')') return k > j + 1 && tokens[k + 1]?.text === ':'
    if (tok.kind !== 'word' && tok.text !== '&' && tok.text !== '.' && tok.text !== '-') return false
  }
  return false
}

/** Whether elements[k] opens a company tag and a colon closes it: "(", the company, ")", ":". */
export function taggedSpeaker(elements: readonly Element[], k: number): boolean {
  const open = elements[k]
  const close = elements[k + 2]
  const colon = elements[k + 3]
  return (
    open?.k === 'X' &&
    open.p === '(' &&
    elements[k + 1]?.k === 'C' &&
    close?.k === 'X' &&
    close.p === ')' &&
    colon?.k === 'X' &&
    colon.p === ':'
  )
}

/** The index after a tag in parentheses at tokens[q] ("(Lumen Robotics)"), or q when none stands there. */
export function afterTag(tokens: readonly Tok[], q: number): number {
  if (tokens[q]?.text !== '(') return q
  for (let x = q + 1; x < tokens.length && x <= q + TAG_TOKENS; x++) if (tokens[x]!.text === ')') return x + 1
  return q
}
