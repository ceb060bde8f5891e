/*
 * A list of who was there split into groups by company (issue 27, W11): "Present: P (Head of
 * Curriculum) and Q (IT lead) for C; R and S from D". "for C" closes a group only where the group
 * opens the list (after its colon) or follows another group's semicolon; elsewhere "A and B for C"
 * is what was done for C, not where A and B work.
 */
import type { View } from './view.js'

/** Whether the element at x, just before a list's first name, opens a group: a colon, a semicolon, nothing. */
export const listGroupOpens = (view: View, x: number): boolean => x < 0 || view.isX(x, ':', ';')
