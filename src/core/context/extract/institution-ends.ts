/*
 * "Gulzat Osmonova of the Central Asia Grantmakers Forum", "digital lead at the Bangkok Metropolitan
 * Administration", "Mulugeta Bekele at the Ethiopian Pharmaceutical Supply Service", "Director of
 * Admissions at Westbourne College", "left Habesha Air to join Emirates Aviation College as an
 * instructor" (issue 27, E6). A name ending in "College" or "Forum" reads as a school or an event, and
 * "Administration" or "Service" ends no company's name, so the link to the employer was lost in
 * three fresh batches. Where the run stands tells: right after a person or a title and "at"/"of"
 * ("the"), inside a person's parentheses, or after "join" with "as" a role after it, the body is
 * where that person works. A school where someone studied and an event someone speaks at stand
 * after neither ("studied at X College", "see you at the Y Forum"). One look at the run's last word
 * and at most four elements before it.
 */
import { TITLE_HEADS } from '../lexicon.js'
import { inPersonParens, type Element, type Run } from './elements.js'

/** Last words of public bodies, schools, hospitals and forums that employ people. */
export const BODY_ENDS = new Set([
  'college',
  'forum',
  'administration',
  'service',
  'hospital',
  'university',
  'polytechnic',
])

/** Words after a name that make it a company's unit. */
const UNITS = new Set(['team', 'teams', 'department', 'dept', 'desk', 'unit', 'office', 'division', 'staff', 'group'])

const JOIN_VERBS = new Set(['join', 'joins', 'joined', 'joining'])

/** Words before a person that make "at" where they met. */
const MEETINGS = ['met', 'meet', 'meeting', 'saw', 'see', 'into']

const word = (e: Element | undefined, ...ws: string[]): boolean => e?.k === 'W' && ws.includes(e.w)

/** Whether the run names a body that the person or title before it works at. */
export function institutionEnd(run: Run): boolean {
  const { words, out, after } = run
  if (words.length < 2 || !BODY_ENDS.has(words[words.length - 1]!.lc)) return false
  // "Ana Silva of the Customer Service team": a unit of a company, not a body.
  if (after?.kind === 'word' && UNITS.has(after.lc)) return false
  let k = out.length - 1
  // "to join Emirates Aviation College as an instructor".
  if (word(out[k], ...JOIN_VERBS)) return after?.kind === 'word' && after.lc === 'as'
  if (inPersonParens(out)) return true
  const the = word(out[k], 'the')
  if (the) k--
  // "met Ana Silva at the Africa Energy Forum": where people meet, not where she works.
  const at = word(out[k], 'at')
  if (!(at || word(out[k], 'of')) || (at && words[words.length - 1]!.lc === 'forum')) return false
  const owner = out[k - 1]
  // "I met Ana Silva at the Westbourne College open day": where they met, not where she works.
  if (owner?.k === 'P') return !(at && word(out[k - 2], ...MEETINGS))
  // "VP of Customer Service": without the article, a title's "of" names its field.
  if (!the && !at) return false
  // "digital lead at the ...": a title the lists read as plain words still ends in a title's head.
  return owner?.k === 'T' || (owner?.k === 'W' && TITLE_HEADS.has(owner.w)) || titleField(out, k - 1)
}

/** "Director of International Admissions at": a title's "of" and up to three words of its field before "at". */
function titleField(out: readonly Element[], k: number): boolean {
  for (let x = k; x >= 0 && x >= k - 3; x--) {
    const e = out[x]
    if (e?.k !== 'W' || !e.cap) return word(e, 'of') && x < k && out[x - 1]?.k === 'T'
  }
  return false
}
