/*
 * A chat question about who one has at a company, and the next line's answer naming a person (issue
 * 27, M6: four fresh batches' chats): "who covers our treaty at Bangkok Re now?" answered "Ploy
 * Suwannarat. she reports to Narin", "can you intro me to your contact at Osaka Gas Trading?" answered
 * "sure — that's Ryo Ishikawa". The one named first in the answer works at that company, when nothing
 * else places them. The answer is the next sentence only, by another speaker, and names them in its
 * first words; not an answer that says no ("no, but Ana Lima might"), asks back ("which guy,
 * Dong-hyun?") or names another company.
 */
import type { CompanyState, PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

const ASKING = ['who', 'whom', 'contact', 'contacts', 'anyone', 'someone', 'somebody', 'person']
const NOT = ['no', 'nope', 'not', 'nobody', "don't", 'don’t', 'dont', 'never']

const asked = new WeakMap<Reader, { company: CompanyState; asker: PersonState }>()

/** Reads the answer to the question asked in the sentence before, then this sentence's question, if any. */
export function chatCompanyAnswers(r: Reader, view: View): void {
  const { at, isW, isX, n } = view
  const speaker = view.speaker ?? r.lineSpeaker
  const question = asked.get(r)
  asked.delete(r)
  if (!speaker) return
  const b = view.bodyStart
  if (question && view.speaker && question.asker !== view.speaker && !isW(b, ...NOT)) {
    let person: PersonState | undefined
    for (let x = b; x < n && x < b + 5 && !person; x++) {
      const e = at(x)
      if (e?.k === 'P' && !e.poss) person = e.ref
      else if (e?.k === 'C' || isW(x, ...NOT, 'which', 'who')) break
    }
    const asksBack = isX(n - 1, '?')
    const otherCompany = view.elements.some((e) => e.k === 'C' && e.ref !== question.company)
    if (person && person !== view.speaker && !asksBack && !otherCompany && !r.employerOf(person))
      r.worksAt(person, question.company, view.sentence)
  }
  // The question: one company after "at", a word of asking for a person, and a question mark at the end.
  if (!isX(n - 1, '?')) return
  let company: CompanyState | undefined
  let asking = false
  for (let i = b; i < n; i++) {
    const e = at(i)
    if (e?.k === 'C') {
      if (company || !isW(i - 1, 'at')) return
      company = e.ref
    } else if (e?.k === 'P' && e.ref !== speaker && !isX(i - 1, '@') && i !== b) return
    else if (isW(i, ...ASKING)) asking = true
  }
  if (company && asking) asked.set(r, { company, asker: speaker })
}
