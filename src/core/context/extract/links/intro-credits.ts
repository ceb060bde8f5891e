/*
 * Who brought the person an e-mail is written to, as the writer credits them: "your name came up in
 * a chat with Hamid Karimi", "I got your e-mail from Chidi Nwosu", and whoever arranged a call with
 * someone ("Intro call with Sven Lindgren (Göta Energy), arranged by Maja Nilsson").
 */
import type { Reader } from '../reader.js'
import { addressee, DETAILS } from './referrals.js'
import type { View, VerbRule } from './view.js'

/** "Your name came up (in a chat) with P", "your details came from P": at "came"; P introduced the one addressed. */
export function nameCameUpAt(r: Reader, view: View, i: number): void {
  const { isW } = view
  if (!(isW(i - 2, 'your') && isW(i - 1, ...DETAILS))) return
  for (let x = i + 1; x < view.n && x <= i + 8; x++) {
    if (view.isX(x, '.', ';', '?')) return
    const by = isW(x, 'with', 'from', 'by', 'via', 'through') ? view.personAt(x + 1) : undefined
    if (!by) continue
    const person = addressee(r, view)
    if (person && person !== by) r.introduced(person, by, view.sentence)
    return
  }
}

/** "I got your e-mail from Chidi Nwosu", "we received your details via P": P introduced the one addressed. */
export const gotYourDetailsVerb: VerbRule = (r, view, cl) => {
  const { isW } = view
  const { v } = cl
  if (!isW(v, 'got', 'get', 'received', 'have', 'had', 'found', 'was', 'were')) return false
  let w = v + 1
  // "was given your name by P", "got your contact details from P".
  if (isW(v, 'was', 'were') && isW(w, 'given', 'sent', 'passed')) w++
  if (!isW(w, 'your')) return false
  w++
  if (isW(w, 'contact') && isW(w + 1, ...DETAILS)) w++
  if (!isW(w, ...DETAILS)) return false
  w++
  if (!isW(w, 'from', 'via', 'through', 'by')) return false
  const by = view.personAt(w + 1)
  if (!by) return false
  const person = addressee(r, view)
  if (person && person !== by && !cl.subjects.includes(person)) r.introduced(person, by, view.sentence)
  return true
}

/** Verbs of arranging a call ("set up by" is setUpByAt's). */
export const ARRANGED = ['arranged', 'organised', 'organized', 'brokered', 'facilitated', 'booked']

/** "Intro call with P (C), arranged by Q", "a meeting with P organised by Q": at the verb; Q introduced P. */
export function arrangedByAt(r: Reader, view: View, i: number): void {
  const { isW, isX } = view
  const by = isW(i + 1, 'by') ? view.personAt(i + 2) : undefined
  if (!by) return
  // Only a call or meeting's own arrangement (", arranged by"), not "the agenda was arranged by Q".
  if (!isX(i - 1, ',') && !isW(i - 1, 'call', 'meeting', 'intro', 'chat', 'lunch', 'coffee', 'dinner')) return
  for (let x = view.bodyStart; x < i; x++)
    if (isW(x, 'call', 'meeting', 'intro', 'chat', 'lunch', 'coffee', 'dinner') && isW(x + 1, 'with')) {
      const person = view.personAt(x + 2)
      if (person && person !== by) r.introduced(person, by, view.sentence)
      return
    }
}
