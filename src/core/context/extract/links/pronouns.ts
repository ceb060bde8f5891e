/*
 * Who "he" or "she" opening a clause stands for, where the sentence reader's own rules would take the
 * wrong person: after a short time phrase ("Since January she reports to ..."), and never the writer
 * or a chat line's speaker.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import { agreeingPerson } from './pronoun-agreement.js'
import type { View } from './view.js'
import { spokeInChat } from './speaker-pronouns.js'
import { longOpening } from './opening-phrases.js'

/**
 * "Since January she ...", "From Monday, he ...": a short time phrase opening the sentence before the
 * pronoun ('sentence'); after a semicolon, "...; since the reorg he reports to Hine" ('clause', M9).
 */
function afterOpening(view: View, i: number): 'sentence' | 'clause' | undefined {
  const { isW, isX, bodyStart } = view
  // "After eight years and more rebrands than any of us can count, she ..." (opening-phrases.ts, N3).
  if (longOpening(view, i)) return 'sentence'
  const end = isX(i - 1, ',') ? i - 2 : i - 1
  for (const t of [end - 1, end - 2]) {
    if (!isW(t, 'since', 'from', 'until', 'in') || view.at(t + 1)?.k !== 'W' || view.at(end)?.k !== 'W') continue
    if (t === bodyStart && t === end - 1) return 'sentence'
    if (isX(t - 1, ';')) return 'clause'
  }
  return undefined
}

/**
 * Whom "he"/"she" at i stands for, given the subject read for it: never a chat line's speaker (the
 * person named before who is not), nor the writer ("I'm a friend of Tom Lee's; he suggested we talk":
 * the last other person this sentence named, else the one named before).
 */
function pronounNotSelf(r: Reader, view: View, i: number, subject: PersonState): PersonState | undefined {
  // ... nor, in a chat line, anyone who spoke a line before (speaker-pronouns.ts).
  if (subject === r.lineSpeaker || subject === view.speaker || spokeInChat(r, view, subject)) return r.lastNamed
  if (subject !== r.me) return subject
  for (let x = i - 1; x >= view.bodyStart; x--) {
    const p = view.personAt(x)
    if (p && p !== r.me) return p
  }
  return r.lastNamed !== r.me ? r.lastNamed : undefined
}

/**
 * The subject "he"/"she" at i stands for, given the one the sentence reader read (if any): after a
 * short opening time phrase the last sentence's subject, as at the start of a sentence.
 */
export function pronounSubject(
  r: Reader,
  view: View,
  i: number,
  subject: PersonState | undefined,
): PersonState | undefined {
  if (subject) return agreeingPerson(r, view, i, pronounNotSelf(r, view, i, subject))
  const after = afterOpening(view, i)
  const opening = after === 'sentence' ? (r.previousSubject ?? r.lastPerson) : after ? r.lastPerson : undefined
  return opening && agreeingPerson(r, view, i, pronounNotSelf(r, view, i, opening))
}
