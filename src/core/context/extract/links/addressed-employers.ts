/*
 * Where the person an e-mail is written to works, as a first note to them says it: "your team at
 * Yangtze Motors", "your work at Niger Foods", "he said you lead vendor selection at Lekki Telecom",
 * "you're the person to talk to about freight insurance at Porto Seguros". The person is the one the
 * e-mail greets (see addressee); a chat line's "you" is not read here.
 */
import type { Reader } from '../reader.js'
import { addressee } from './referrals.js'
import type { View } from './view.js'
import { addressedMove } from './addressed-moves.js'

const YOUR_PLACE = ['team', 'work', 'role', 'company', 'colleagues', 'side', 'group', 'department', 'office']
const YOU_DO = ['lead', 'run', 'head', 'manage', 'own', 'oversee', 'handle', "you're", 'you’re', 'are']

/** Reads one sentence of an e-mail for the addressee's employer. */
export function addressedEmployer(r: Reader, view: View): void {
  const { at, isW, n } = view
  if (view.speaker) return
  addressedMove(r, view)
  for (let i = 0; i < n; i++) {
    let from = -1
    // "your team at C", "your work at C".
    if (isW(i, 'your') && isW(i + 1, ...YOUR_PLACE) && isW(i + 2, 'at', 'with')) from = i + 2
    // "your current role leading the platform group at C" (N3).
    else if (isW(i, 'your') && isW(i + 1, 'current') && isW(i + 2, 'role', 'team', 'work')) from = i + 3
    // "you lead vendor selection at C", "you're the person to talk to about freight insurance at C".
    else if ((isW(i, 'you') && isW(i + 1, ...YOU_DO)) || isW(i, "you're", 'you’re')) from = i + 1
    if (from < 0) continue
    for (let x = from; x < n && x <= from + 10; x++) {
      const e = at(x)
      if (e?.k === 'P' || (e?.k === 'X' && e.p !== '-')) break
      if (!isW(x, 'at', 'with') || at(x + 1)?.k !== 'C') continue
      const company = r.companyAt(at(x + 1))
      const person = addressee(r, view)
      if (company && person && person !== r.writerPerson && !r.employerOf(person))
        r.worksAt(person, company, view.sentence)
      return
    }
  }
}
