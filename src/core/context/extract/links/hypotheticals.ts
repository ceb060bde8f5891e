/**
 * A sentence that makes a job a condition states no job: "If hired, Olamide joins Jarkko's team",
 * "If she accepts the offer, she will report to the CFO", "Should the deal close, Aroha would move
 * to Fonterra". The reporting lines, employers and moves its rules read are taken back (the people
 * and companies it names stay). A condition about the reader ("If you need anything from
 * Nordhavn, Aisha is your person") states the link as a fact and keeps it.
 */
import type { Reader } from '../reader.js'
import type { View } from './view.js'
import { dropRequestedIntros } from './intro-requests.js'

/** Words that make the condition one about getting or taking a job. */
const JOB_CONDITIONS = new Set([
  'hired',
  'appointed',
  'selected',
  'successful',
  'accepts',
  'accept',
  'accepted',
  'offer',
  'approved',
  'confirmed',
  'joins',
  'moves',
])

/** Whether the sentence opens with a condition on a job ("If hired,", "Should she accept the offer,"). */
export function jobCondition(view: View): boolean {
  const k = view.speaker ? view.bodyStart : 0
  if (!view.isW(k, 'if', 'should', 'unless', 'once')) return false
  for (let x = k + 1; x < view.n && x <= k + 6; x++) {
    if (view.isX(x, ',')) return false
    if (view.isW(x, ...JOB_CONDITIONS)) return true
  }
  return false
}

/** Takes back the job links the sentence's rules read since `mark`, when it opens with a condition on a job. */
export function dropHypothetical(r: Reader, view: View, mark: number): void {
  // Introductions asked for, not made (intro-requests.ts).
  dropRequestedIntros(r, view, mark)
  if (r.links.length === mark || !jobCondition(view)) return
  const kept = r.links.slice(0, mark)
  for (const link of r.links.slice(mark)) {
    if (link.kind === 'reports_to' || link.kind === 'works_at' || link.kind === 'left_for')
      r.linkKeys.delete(`${link.kind}|${link.from}|${link.to}`)
    else kept.push(link)
  }
  r.links.length = 0
  r.links.push(...kept)
}
