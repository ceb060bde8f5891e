/*
 * The works-at shapes of issue 27's M8 pass: clusters of the tuning part's leftover misses that
 * span three or more writers' batches, read once per sentence after the families before them.
 */
import type { Reader } from '../reader.js'
import { appositiveCompanies } from './appositive-companies.js'
import { boardOffices } from './board-offices.js'
import { jobVerbSubjects } from './job-verb-subjects.js'
import { nameCommaCompany } from './name-comma-company.js'
import { stayingEmployers } from './staying-employers.js'
import { stayingOurs, teamMoves } from './team-moves.js'
import type { View } from './view.js'

/** Reads the sentence's links of the shapes above into the reader. */
export function crossBatchEmployers(r: Reader, view: View): void {
  stayingEmployers(r, view)
  jobVerbSubjects(r, view)
  nameCommaCompany(r, view)
  appositiveCompanies(r, view)
  // M12: "In attendance: P (company secretary)" under a board meeting's heading.
  boardOffices(r, view)
  // M12: "P moves from Data Platform to Q's analytics group": a move inside "our" company.
  teamMoves(r, view)
  stayingOurs(r, view)
}
