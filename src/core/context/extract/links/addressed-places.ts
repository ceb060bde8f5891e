/*
 * Where the person an e-mail greets works, in the second person's looser shapes (issue 27, M1: four
 * tuning writers' batches): "you look after exports at Yamato Dyes", "your warehouse pilot at Harmattan
 * Logistics", "you as the person who runs logistics at Atlas Dates", "your security team at Delft
 * Dynamics", "thanks for hosting us at Bosphorus Shipping". A "you" or "your" with "at C" a few words
 * after it, no person and no clause's end between, places the addressee (addressed-employers.ts reads
 * the fixed phrases first). Not where they were seen ("see you at", "meet you at"), not the writer's
 * own company, not in a chat line (its "you" is whoever the line turns to), not the "you" of "thank
 * you", not "your account at C" (a customer's).
 */
import type { Reader } from '../reader.js'
import { addressee } from './referrals.js'
import type { View } from './view.js'
import { servingTitle } from '../serving-titles.js'

/** How many elements after "you" the "at C" may stand. */
const REACH = 8
/** Words that make "at C" a place the two met or will meet, or the writer's side's: no employer. */
const NOT_THEIRS = new Set([
  'see',
  'seeing',
  'saw',
  'meet',
  'meeting',
  'met',
  'visit',
  'visiting',
  'catch',
  'bump',
  'join',
  'joining',
  'welcome',
  'interview',
  'interviewed',
  'interviewing',
  'we',
  'our',
  'i',
  'my',
  'former',
  'previous',
  'used',
  'were',
  'was',
  // "introduce you to the operations lead at C": someone else's job.
  'to',
  // "you two overlapped at C": the two of them, before.
  'two',
  'both',
  'overlapped',
  // "your interest in the Staff PM role at C": a candidate, applying there.
  'interest',
  'role',
  'job',
  'position',
  'opening',
  'application',
  'applied',
  'applying',
  // "Oksana, who will be your day-to-day contact at C": someone else serving them from C (M4).
  'contact',
  'rep',
  // "looks after your account at C": the addressee is C's customer (P2, t1049).
  'account',
  'accounts',
  // "do you know anyone at C": someone else there, asked about (W17).
  'anyone',
  'anybody',
  'someone',
  'somebody',
])

/** Reads one sentence of an e-mail for a "you ... at C" that places its addressee. */
export function addressedPlace(r: Reader, view: View): void {
  const { at, isW, n } = view
  if (view.speaker) return
  for (let i = 0; i < n; i++) {
    if (!isW(i, 'you', 'your')) continue
    // "Thank you for the tasting at C": the formula's "you" is no job's (P2, t1402); a "your" after it still is.
    if (isW(i - 1, 'thank')) continue
    for (let x = i + 1; x < n && x <= i + REACH; x++) {
      const e = at(x)
      if (e?.k === 'P' || e?.k === 'C' || (e?.k === 'X' && e.p !== '-')) break
      if (e?.k === 'W' && NOT_THEIRS.has(e.w)) break
      // "I'm your account manager at C": the one serving them works there (W17).
      if (e?.k === 'T' && servingTitle(e.title)) break
      if (!isW(x, 'at') || at(x + 1)?.k !== 'C') continue
      const company = r.companyAt(at(x + 1))
      // "Hi Kaveh and Lotte": which of the two "you" is, only a greeting of the sentence's own says.
      const own = view.personAt(view.bodyStart)
      const person = r.addressed.length > 1 && !own ? undefined : addressee(r, view)
      if (company && company !== r.writer && person && person !== r.writerPerson && !r.employerOf(person))
        r.worksAt(person, company, view.sentence)
      return
    }
  }
}
