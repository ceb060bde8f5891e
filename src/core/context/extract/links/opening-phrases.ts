/*
 * A longer phrase of time opening a sentence before "he"/"she" and a comma (N3): "After eight years
 * and more rebrands than any of us can count, she is now at Cariri Studio". pronouns.ts reads a short
 * one ("Since January she ...", "From Monday, he ..."); a longer one names no one, so the pronoun is
 * still the last sentence's subject. At most twelve plain words, looked at once from the comma back.
 */
import type { View } from './view.js'

/** Words a phrase of time opens with. */
const OPENERS = ['after', 'following', 'during', 'within', 'over', 'since']

/** Whether "he"/"she" at i follows ", " and a phrase of plain words opening the sentence with a word of time. */
export function longOpening(view: View, i: number): boolean {
  const { isW, isX, bodyStart } = view
  if (!isX(i - 1, ',') || i - 1 - bodyStart > 12 || !isW(bodyStart, ...OPENERS)) return false
  for (let x = bodyStart + 1; x < i - 1; x++) if (view.at(x)?.k !== 'W') return false
  return true
}
