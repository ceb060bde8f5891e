/*
 * A list under a heading that names one company ("Attendees from Pinecrest Bank:", "People at
 * Nordic Timber:", "Team map for Baltic Data:"): each line that opens with a person lists someone
 * there, though the line says only "Risk" or "knows our CEO from school". The finishing pass places
 * those that nothing else places (a line naming a company of its own, or "us", keeps its own reading).
 */
import type { CompanyState, PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import { EXTRACTION_LIMITS } from '../types.js'
import type { View } from './view.js'

interface Listed {
  /** The company of the heading read last, while its list goes on. */
  open: CompanyState | undefined
  items: { person: PersonState; company: CompanyState }[]
}

const lists = new WeakMap<Reader, Listed>()

/** Words that set a line's person on the writer's side: "(us)", "our side", "ours" (not "knows our CEO"). */
const OURS = new Set(['us', 'we', 'ours', 'me'])

/** Words of a heading over a company's own people ("Attendees from C:", "Org chart for C:"), not "Call with C:" (both sides). */
const LIST_HEADS = new Set([
  'attendees',
  'people',
  'team',
  'org',
  'staff',
  'contacts',
  'participants',
  'present',
  'chart',
  'map',
  'roster',
  'directory',
])

/** The company a heading line names ("... Pinecrest Bank:" ending the line), when it names one and no one. */
function headingCompany(view: View): CompanyState | undefined {
  const { at, isX, n, elements } = view
  const last = at(n - 2)
  if (!isX(n - 1, ':') || last?.k !== 'C' || last.poss || view.peopleHere.length > 0) return undefined
  if (
    !elements.some((e) => e.k === 'W' && LIST_HEADS.has(e.w)) ||
    view.elements.some((e) => e.k === 'W' && e.w === 'with')
  )
    return undefined
  return elements.every((e) => e.k !== 'C' || e.ref === last.ref) ? last.ref : undefined
}

/** Reads one sentence: a heading opens a list, a line opening with a person is an item, anything else ends it. */
export function companyListLine(r: Reader, view: View): void {
  let state = lists.get(r)
  if (!view.wholeLine) {
    if (state) state.open = undefined
    return
  }
  const heading = headingCompany(view)
  if (heading) {
    if (!state) lists.set(r, (state = { open: undefined, items: [] }))
    state.open = heading
    return
  }
  const company = state?.open
  if (!state || !company) return
  // From the line's start: "Jonas Berg: knows our CEO" reads as a chat line whose speaker is the item.
  let k = 0
  while (k < view.n && k < 3 && view.at(k)?.k === 'X') k++
  const person = view.personAt(k)
  if (!person) {
    state.open = undefined
    return
  }
  const own = view.elements.some(
    (e, x) =>
      e.k === 'C' || (e.k === 'W' && (OURS.has(e.w) || (e.w === 'our' && view.isW(x + 1, 'side', 'team', 'end')))),
  )
  if (!own && state.items.length < EXTRACTION_LIMITS.links) state.items.push({ person, company })
}

/** At the end of the text: the listed people whom nothing else placed work at their list's company. */
export function placeListed(r: Reader): void {
  const state = lists.get(r)
  if (!state) return
  for (const { person, company } of state.items)
    if (person !== r.writerPerson && !r.employerOf(person)) r.worksAt(person, company, () => '')
}
