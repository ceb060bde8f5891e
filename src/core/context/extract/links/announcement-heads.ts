/*
 * An announcement's heading names the company it is written from (issue 27, W11, t1101-t1140), in the
 * shapes update-from.ts does not read: "Subject: Leadership changes at Caribbean Sound Media",
 * "Internal announcement — Grupo Alhambra Hoteles", "Makris & Odhiambo LLP announces new partner".
 * "our", "us" and "me" under it are that company's and its writer's.
 */
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** What such a heading is: its last word before "at C", "— C" or ": C". */
const HEADS = new Set(['changes', 'change', 'update', 'updates', 'news', 'announcement', 'appointments', 'moves'])
/** A company opening the heading and announcing. */
const ANNOUNCES = new Set(['announces', 'announced', 'appoints', 'names', 'welcomes'])

/** Reads a short heading line for the writer's company. */
export function announcementHead(r: Reader, view: View): void {
  const { at, isW, isX } = view
  if (r.writer || !view.wholeLine || view.speaker || view.n > 9) return
  let s = view.bodyStart
  if (isW(s, 'subject') && isX(s + 1, ':')) s += 2
  const first = at(s)
  // "C announces new partner": the company opens the line, an announcing verb after it, words only after that.
  if (first?.k === 'C' && !first.poss && isW(s + 1, ...ANNOUNCES)) {
    for (let x = s + 2; x < view.n; x++) if (at(x)?.k !== 'W') return
    r.writer = first.ref
    return
  }
  const last = at(view.n - 1)
  if (last?.k !== 'C' || last.poss) return
  // "(words) changes at C", "(words) announcement — C": words only before the head.
  const linked = isW(view.n - 2, 'at') || isX(view.n - 2, '—', '–', '-', ':')
  if (!linked || !isW(view.n - 3, ...HEADS)) return
  for (let x = s; x < view.n - 3; x++) if (at(x)?.k !== 'W') return
  r.writer = last.ref
}
