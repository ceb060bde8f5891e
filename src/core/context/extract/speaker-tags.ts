/*
 * A chat line's speaker with a tag in parentheses: "Dariusz Nowak (Lumen Robotics): joining late"
 * names a person whatever the lists of given names know, and the tag is their company; but a tag of
 * the chat tool ("Olusegun Bakare (Guest):", "(External)", "(Host)") names no company.
 */
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
