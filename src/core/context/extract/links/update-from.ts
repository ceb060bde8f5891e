/*
 * An announcement's heading names whose it is (issue 27, t1021-t1060): "Leadership update from
 * Karibu Telecom", "News from Falcon Trade Finance". The text is written from that company, so
 * "our" and "us" under it are its ("Our VP Engineering, Achieng Otieno, will step in").
 */
import type { Reader } from '../reader.js'
import type { View } from './view.js'

const HEADS = new Set(['update', 'updates', 'note', 'message', 'news', 'memo', 'announcement', 'letter'])

/** Reads a heading line "(words) update from C" for the writer's company. */
export function updateFrom(r: Reader, view: View): void {
  const { at, isW } = view
  if (r.writer || !view.wholeLine || view.speaker || view.n > 6) return
  const last = at(view.n - 1)
  if (last?.k !== 'C' || last.poss || !isW(view.n - 2, 'from') || !isW(view.n - 3, ...HEADS)) return
  for (let x = view.bodyStart; x < view.n - 3; x++) if (at(x)?.k !== 'W') return
  r.writer = last.ref
}
