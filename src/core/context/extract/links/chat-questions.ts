/*
 * A chat thread's question about a person and the next line's answer: "who does Arjun Nair answer
 * to?" answered "Priscilla Owusu." (he reports to her); "how do you know Jorge Navarro?" answered
 * by the next speaker at all, unless to say no (they know him); "are P and Q connected?" answered
 * "yes, ..." (they know each other). A question waits for the next
 * sentence only.
 */
import type { Reader } from '../reader.js'
import { managerAt } from './reporting.js'
import type { View } from './view.js'

const NOT = ['no', 'nope', 'not', "don't", 'don’t', 'dont', 'never', "didn't", 'didn’t']

/** Reads the answer to the question asked before, then asks this line's question, if any. */
export function chatQuestion(r: Reader, view: View): void {
  const { at, isW, isX, n, sentence } = view
  const asked = r.askedAbout
  r.askedAbout = undefined
  const speaker = view.speaker
  if (!speaker) return
  const b = view.bodyStart
  if (asked && asked.person !== speaker) {
    const answer = at(b)
    if (asked.about === 'manager') {
      // The answer is a name alone: "Priscilla Owusu." (not "Priscilla Owusu's team, I think"), or "for P, the
      // export director".
      const a = isW(b, 'for', 'to', 'under') ? b + 1 : b
      const named = at(a)
      // "Aoife Kelly, since the reorg": a comma, and no one else named in the answer.
      const others = view.peopleHere.some((p) => p !== speaker && named?.k === 'P' && p !== named.ref)
      const alone = a + 1 >= n || isX(a + 1, '.', '!') || (isX(a + 1, ',') && (a > b || !others))
      if (named?.k === 'P' && !named.poss && named.ref !== asked.person && alone)
        r.report(asked.person, named.ref, sentence)
    } else if (asked.about === 'introducer') {
      // "who introduced us to Anna Berg?" answered "Tom Lee did", "Tom Lee.", "I did", "me".
      const named = view.personAt(b)
      const by = named ?? ((isW(b, 'i') && isW(b + 1, 'did')) || isW(b, 'me') ? speaker : undefined)
      const alone = b + 1 >= n || isX(b + 1, '.', '!', ',') || isW(b + 1, 'did')
      if (by && by !== asked.person && alone && !isX(n - 1, '?')) r.introduced(asked.person, by, sentence)
    } else if (asked.about === 'pair') {
      // "are Omar Sheikh and Bilal Qureshi connected?" answered "yes, old friends": they know each other.
      if (isW(b, 'yes', 'yep', 'yeah', 'definitely') && asked.other && !isX(n - 1, '?'))
        r.knows(asked.person, asked.other, sentence)
    } else if (asked.about === 'who knows') {
      // "who knows Takeshi Mori?" answered "me, we did our MBA together", "I do": the one who says so.
      // "does anyone know Clara Jensen?" answered "yes! we were at business school together" too.
      const yes = isW(b, 'yes', 'yep', 'yeah') && !isW(b + 1, 'but') && !view.peopleHere.some((p) => p !== speaker)
      if ((isW(b, 'me', 'moi') || (isW(b, 'i') && isW(b + 1, 'do', 'know')) || yes) && !isX(n - 1, '?'))
        r.knows(speaker, asked.person, sentence)
    } else if (![b, b + 1, b + 2].some((x) => isW(x, ...NOT)) && !isX(n - 1, '?'))
      // Not a question back ("who is Jorge?").
      r.knows(speaker, asked.person, sentence)
  }
  if (!isX(n - 1, '?')) return
  // "how do you know Jorge Navarro?", "how did you meet him?" is not asked here: only knowing.
  if (isW(b, 'how') && isW(b + 1, 'do', 'did') && isW(b + 2, 'you') && isW(b + 3, 'know')) {
    const person = view.personAt(b + 4)
    if (person && person !== speaker) r.askedAbout = { person, about: 'knows' }
    return
  }
  // "are P and Q connected (at all)?", "do P and Q know each other?": a yes answers it.
  const one = view.personAt(b + 1)
  const two = isW(b + 2, 'and') ? view.personAt(b + 3) : undefined
  const pairAsked =
    (isW(b, 'are') && isW(b + 4, 'connected', 'acquainted', 'friends')) ||
    (isW(b, 'do') && isW(b + 4, 'know') && isW(b + 5, 'each'))
  if (one && two && one !== two && pairAsked) {
    r.askedAbout = { person: one, about: 'pair', other: two }
    return
  }
  // "does anyone know Clara Jensen at Copenhagen Wind?", "anybody know P?": as "who knows P?".
  const d = isW(b, 'does', 'do') ? b + 1 : b
  const anyone = isW(d, 'anyone', 'anybody') && isW(d + 1, 'know', 'knows') ? view.personAt(d + 2) : undefined
  if (anyone && anyone !== speaker) {
    r.askedAbout = { person: anyone, about: 'who knows' }
    return
  }
  if (!isW(b, 'who')) return
  // "who introduced us to Anna Berg?", "who intro'd you to P?": answered by a name.
  if (isW(b + 1, 'introduced', "intro'd", 'intro’d', 'referred') && isW(b + 2, 'us', 'you', 'me') && isW(b + 3, 'to')) {
    const person = view.personAt(b + 4)
    if (person && person !== speaker) r.askedAbout = { person, about: 'introducer' }
    return
  }
  // "who knows Takeshi Mori at Kobe Steelworks?": answered by whoever says they do.
  const known = isW(b + 1, 'knows') ? view.personAt(b + 2) : undefined
  if (known && known !== speaker) {
    r.askedAbout = { person: known, about: 'who knows' }
    return
  }
  // "who does Arjun Nair answer to (at Monsoon Pay)?", "who does she report to?".
  const subject = view.personAt(b + 2)
  // "who does Lucas Bernard work for?" too.
  const to = isW(b + 3, 'work') ? isW(b + 4, 'for', 'under') : isW(b + 4, 'to', 'into')
  if (isW(b + 1, 'does', 'did') && subject && isW(b + 3, 'report', 'answer', 'work') && to) {
    r.askedAbout = { person: subject, about: 'manager' }
    return
  }
  // "who is Arjun Nair's manager?", "who's his boss?" is asked of the name only.
  const owner = at(b + 2)
  if (isW(b + 1, 'is', 'was') && owner?.k === 'P' && owner.poss && managerAt(view, b + 3) !== undefined)
    r.askedAbout = { person: owner.ref, about: 'manager' }
}
