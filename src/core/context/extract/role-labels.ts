/*
 * "Host: Gulzhan Amanova (Eurasia Mining Forum)", "- Champion: Ratana Srisai, front office
 * manager; ...", "now has its three speakers: Réka Horváth (Chief Sustainability Officer, ...)"
 * (issue 27, E6): a role's label and its colon name a person, whatever the lists of given names know,
 * as a side's label does (people-slots.ts). A singular label opens its line (after a bullet or a
 * number at most); a plural one ("speakers:", "panelists:") introduces a list wherever it stands. The
 * name ends the line or is followed by a mark. A few token looks.
 */
import type { Run } from './elements.js'
import type { Tok } from './scanner.js'

/** Labels of one person's role in an event or a project. */
const ROLES = new Set([
  'host',
  'champion',
  'speaker',
  'moderator',
  'facilitator',
  'chair',
  'organiser',
  'organizer',
  'presenter',
  'panelist',
  'panellist',
  'interviewer',
])
/** Labels of a list of people. */
const LISTS = new Set(['hosts', 'speakers', 'moderators', 'panelists', 'panellists', 'presenters', 'champions'])
const AFTER = new Set([',', '(', ';', '—', '–', '-'])

const bulletOnly = (tokens: readonly Tok[], end: number): boolean => {
  for (let x = 0; x < end; x++) if (tokens[x]!.kind === 'word' && !/^\d+$/.test(tokens[x]!.text)) return false
  return true
}

/** Whether the run follows a role's label and its colon. */
export function roleLabel(run: Run): boolean {
  const { tokens, a, after } = run
  if (tokens[a - 1]?.text !== ':' || (after !== undefined && !(after.kind === 'punct' && AFTER.has(after.text))))
    return false
  const label = tokens[a - 2]
  if (label?.kind !== 'word') return false
  return LISTS.has(label.lc) || (ROLES.has(label.lc) && a - 2 <= 3 && bulletOnly(tokens, a - 2))
}
