/*
 * A move told with its time between the leaving and the new employer (issue 27, t1021-t1060):
 * "Juma Mwangi is leaving at the end of January to join Safari Cloud as its CEO". The subject
 * stands right before the verb (past "is", "will"); only plain words stand between the leaving and
 * "to join C" (no person, no other company, no clause's mark), so "leaving the call early to join
 * a demo with C" names no employer: "a demo with" is not "to join C".
 */
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** At most this many plain words between the leaving and "to join". */
const GAP = 7

/** Reads one sentence for "P is leaving ... to join C". */
export function leavingToJoin(r: Reader, view: View): void {
  const { at, isW } = view
  for (let x = view.bodyStart + 1; x < view.n - 3; x++) {
    if (!isW(x, 'leaving', 'leave', 'leaves')) continue
    let s = x - 1
    while (s > view.bodyStart && isW(s, 'is', 'will', 'was', 'soon')) s--
    const person = view.personAt(s)
    if (!person || s === x - 1) continue
    let k = x + 1
    while (k < view.n && k - x <= GAP && at(k)?.k === 'W' && !isW(k, 'to', 'for', 'and', 'but', 'not')) k++
    if (!isW(k, 'to') || !isW(k + 1, 'join')) continue
    const next = at(k + 2)
    if (next?.k !== 'C' || next.poss) continue
    r.movedTo([person], undefined, next.ref, view.sentence)
    return
  }
}
