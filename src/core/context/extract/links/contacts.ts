/*
 * Contacts: e-mail addresses and phone numbers to their owners, and who wrote the text.
 */
import type { PersonState } from '../elements.js'
import { FIRST_NAMES, NOT_NAME_WORDS, WEEKDAYS_AND_MONTHS } from '../../lexicon.js'
import { SIGN_OFFS } from '../cues.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'
import { WROTE_WORDS } from '../quote-verbs.js'
import { quoteMarks, signedAboveByName } from '../quoted-introducers.js'

/** E-mail addresses and phone numbers: to the person right before them ("Sarah Chen <sarah@x.io>", "(tomas@x.io)"), else the one person of the sentence, else the person of the line above. */
export function contacts(r: Reader, view: View): void {
  const { at, n, peopleHere } = view
  for (let i = 0; i < n; i++) {
    const e = at(i)!
    if (e.k !== 'E' && e.k !== 'N') continue
    let owner: PersonState | undefined
    for (let back = i - 1; back >= 0 && back >= i - 4; back--) {
      const b = at(back)!
      if (b.k === 'P') {
        owner = b.ref
        break
      }
      if (b.k === 'E' || b.k === 'N' || b.k === 'C') {
        if (b.k !== 'C') break
      }
      if (b.k === 'X' && (b.p === '.' || b.p === ';')) break
    }
    if (!owner && peopleHere.length === 1) owner = peopleHere[0]
    if (!owner && peopleHere.length === 0 && r.linePerson && r.linePersonAge <= 5) owner = r.linePerson
    if (e.k === 'E') r.email(e.email, owner)
    else r.phone(e.number, owner)
  }
}

/** Who wrote the text: "From: Name <address>", the name line of a signature, "— Name" at the end of a line. */
export function writer(r: Reader, view: View): void {
  const { at, isW, isX, n, elements, wholeLine } = view
  // "> From: Hemi Walker": a reply's quote marks stand before the quoted header (W17).
  const f = quoteMarks(view)
  if (isW(f, 'from') && isX(f + 1, ':') && at(f + 2)?.k === 'P') {
    // Below a quoted message's marker, its sender too (and the writer when nobody signed above it).
    if (r.quoted) r.quotedSender ??= (at(f + 2) as { ref: PersonState }).ref
    r.writerPerson ??= (at(f + 2) as { ref: PersonState }).ref
  }
  // "On Jan 12, Ingrid Haugen <ingrid@...> wrote:": the quoted message's sender.
  if (r.quoted && isW(n - 2, ...WROTE_WORDS) && isX(n - 1, ':')) {
    const sender = elements.find((x) => x.k === 'P')
    if (sender?.k === 'P') r.quotedSender ??= sender.ref
  }
  // "Org update from Ana Paula Ferreira, CEO of Cajú Logistics:".
  for (let x = 1; x < 4 && x < n; x++)
    if (
      isW(x, 'from') &&
      isW(x - 1, 'update', 'note', 'message', 'news', 'memo', 'announcement') &&
      at(x + 1)?.k === 'P'
    )
      r.writerPerson ??= (at(x + 1) as { ref: PersonState }).ref
  const lastElement = at(n - 1)
  // Below a forwarded or quoted message's marker, a signature is the quoted sender's: whoever signed
  // above it with their company stays the writer (M7: "Jorge Apaza / Regional Medical Lead, Altiplano
  // Therapeutics" over "---------- Forwarded message", "Renata" under it). Without a company above, the
  // company lines under the quoted name would be taken for the writer's: the later name signs then.
  if (r.quoted && r.writerPerson && (r.writer || signedAboveByName(r))) return
  if (
    lastElement?.k === 'P' &&
    (n === 1
      ? // A name alone on the text's last line signs it as a first name alone does ("Rui Costa").
        (r.signature > 0 || r.lineEnd >= r.textEnd) && wholeLine
      : isX(n - 2, '—', '–', '-') && elements.slice(0, n - 2).every((x) => x.k === 'X'))
  )
    r.writerPerson = lastElement.ref
  else if (
    lastElement?.k === 'W' &&
    lastElement.cap &&
    (FIRST_NAMES.has(lastElement.w) || r.attested.has(lastElement.w) || lastLineName(r, view)) &&
    (n === 1
      ? (r.signature > 0 || r.lineEnd >= r.textEnd) && wholeLine
      : isX(n - 2, '—', '–', '-') && elements.slice(0, n - 2).every((x) => x.k === 'X'))
  ) {
    // "— Chris", or "Chris" under "Best,": signed with a first name. The person of that first name
    // when the text named one; else a person by the first name alone, as a reader would list them.
    const named = r.byPart.get(lastElement.w)
    const word = lastElement.w.charAt(0).toUpperCase() + lastElement.w.slice(1)
    const person = named ? (named.size === 1 ? [...named][0] : undefined) : r.person([word], r.text.length)
    if (person) r.writerPerson = person
  }
}

/** A text's last line that is one capitalised word, and no word of the lists: how an e-mail is signed ("Tunde"). */
function lastLineName(r: Reader, view: View): boolean {
  const e = view.at(view.n - 1)
  return (
    view.n <= 2 &&
    r.lineEnd >= r.textEnd &&
    e?.k === 'W' &&
    /^\p{L}{2,}$/u.test(e.w) &&
    !NOT_NAME_WORDS.has(e.w) &&
    !SIGN_OFFS.has(e.w) &&
    !WEEKDAYS_AND_MONTHS.has(e.w)
  )
}
