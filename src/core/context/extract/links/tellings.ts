/*
 * "Reported to P" that tells, not a reporting line (N3): "Kwabena reported to Akosua that the van was
 * broken into", "reported to Tom Reed about the outage". "reported" with "that" or "about" right after
 * the person is something said to them. Two element looks.
 */
import type { View } from './view.js'

/** Whether the verb at v ("reported") and the person at p, right after "to", tell something: "that", "about". */
export function tellingTo(view: View, v: number, p: number): boolean {
  return view.isW(v, 'reported') && view.at(p)?.k === 'P' && view.isW(p + 1, 'that', 'about')
}
