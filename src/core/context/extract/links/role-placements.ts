/*
 * Placements one sentence's wording of roles gives (issue 27), read in this order after the addressed
 * employer: "you ... at C" to the one addressee, a colleague of a placed person, the company "their" stands
 * for, successors and stand-ins, work handed over, duties "for C", "at C, where I ...", departments of the
 * company in play, "their" roles beside a person or before a name, a chat speaker's own company, "our"
 * titles beside names, "our"/"your" roles and teams, and "P and the whole C team". Grouped so `readLinks`
 * stays one readable sequence of families.
 */
import type { Reader } from '../reader.js'
import { addressedPlace } from './addressed-places.js'
import { colleaguesIn } from './colleagues.js'
import { departmentsOf } from './departments.js'
import { possessiveRoles } from './possessive-roles.js'
import { speakerOurs } from './speaker-ours.js'
import { ourTitledNames } from './our-titled-names.js'
import { successorsIn } from './successors.js'
import { handedOver } from './handed-over.js'
import { dutyFor } from './duty-for.js'
import { whereIWork } from './where-i-work.js'
import { personAndTeam } from './team-of-company.js'
import { theirAntecedent } from './their-antecedents.js'
import { theirRoles } from './their-roles.js'
import { theirRoleNames } from './their-role-names.js'
import type { View } from './view.js'

/** The role placements of one sentence. */
export function rolePlacementsIn(r: Reader, view: View): void {
  addressedPlace(r, view)
  colleaguesIn(r, view)
  theirAntecedent(r, view)
  successorsIn(r, view)
  handedOver(r, view)
  dutyFor(r, view)
  whereIWork(r, view)
  departmentsOf(r, view)
  theirRoles(r, view)
  theirRoleNames(r, view)
  speakerOurs(r, view)
  ourTitledNames(r, view)
  possessiveRoles(r, view)
  personAndTeam(r, view)
}
