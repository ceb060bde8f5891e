/*
 * A signature written on one line with pipes (W12): "Dilfuza Yusupova | Partner, Silk Route Capital"
 * under "Best," or under the first name alone ("Dilfuza"). The name's employer was read, but not that
 * the line signs the mail: the intro the mail made ("Jahongir, meet Wade Bearspaw ...") had no
 * introducer, and "I" no one. A whole line that opens with a person and a pipe, with no other person
 * on it, names the writer when a sign-off stands above it, when it is the text's last line, or when
 * the line above is the same person's given name alone. Not a table of people ("Lisa Wong | Parallax
 * Games" under "Attendees", though its last row ends the text); not a quoted message's signature ("> Aylin
 * Kaya | Marmara Logistik GmbH"), and never over a writer already read.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** Sets the writer from a piped signature line (one look at the sentence's elements, one at the line above). */
export function pipedSigner(r: Reader, view: View): void {
  const { at, isX, n, wholeLine } = view
  const first = at(0)
  // Below a quoted message's header the line signs the quoted message, not the mail.
  if (r.quoted || r.writerPerson || r.attendeeBlock > 0 || !wholeLine || n < 3 || first?.k !== 'P' || !isX(1, '|'))
    return
  for (let x = 2; x < n; x++) if (at(x)!.k === 'P') return
  const person: PersonState = first.ref
  if (r.signature > 0 || r.lineEnd >= r.textEnd || givenNameAbove(r.text, first.start, person)) r.writerPerson = person
}

/** Whether the line above the one starting at `start` (blank lines aside) is the person's given name alone. */
function givenNameAbove(text: string, start: number, person: PersonState): boolean {
  const given = person.words[0]
  if (given === undefined) return false
  let end = text.lastIndexOf('\n', start - 1)
  // Up to two blank lines between the two.
  for (let k = 0; k < 3 && end > 0; k++) {
    const from = text.lastIndexOf('\n', end - 1) + 1
    // A given name alone is a short line: a long one is not sliced.
    if (end - from > 64) return false
    const line = text.slice(from, end).trim()
    if (line !== '') return line === given
    end = from - 1
  }
  return false
}
