/*
 * A company that only tags one person in parentheses (N3): "Vela Foods QBR. Present: Ana Lima (CFO),
 * Lee Park (Orbis Labs), Tom Reed (Head of IT)". Lee's firm is his own; the meeting is still Vela
 * Foods', so Tom's title without a company stays there. Like "with Maya Levin from Crossroads
 * Capital" (sides.ts), the company right after a person's "(" leaves the one in play as it was (only
 * asked when one is in play). Two element looks.
 */
import type { View } from './view.js'

/** Whether the company at i stands right after "(" after a person: "Lee Park (Orbis Labs)". */
export function taggedInParens(view: View, i: number): boolean {
  return view.isX(i - 1, '(') && view.at(i - 2)?.k === 'P'
}
