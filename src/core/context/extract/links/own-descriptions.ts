/*
 * A list whose names carry their own descriptions (issue 27, N1): "Sara Ibrahim (company secretary)
 * and Paul Dubois of Dubois Avocats (outside counsel)". When an earlier name has its parenthesis and
 * the last one stands bare before "of"/"from" and a company with its own parenthesis after it, the
 * company describes the last name only, as the parentheses describe theirs. "A (VP Finance), B
 * (Controller) from Acme" keeps its shape, and so does "A (CFO) and B of Baltica Shipping".
 */
import type { View } from './view.js'

/**
 * Whether the list from elements[start] to the "of"/"from" at elements[at] gives its earlier names
 * parentheses and its last name its own after the company: the company is that name's own.
 */
export function lastNameOwnsCompany(view: View, start: number, at: number): boolean {
  // The last name's own parenthesis after its company: "Paul Dubois of Dubois Avocats (outside counsel)".
  if (view.at(at - 1)?.k !== 'P' || !view.isX(at + 2, '(')) return false
  for (let x = Math.max(0, start); x < at - 1; x++) if (view.isX(x, ')')) return true
  return false
}
