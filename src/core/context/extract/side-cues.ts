/*
 * A name, then "on our side" (W10): "Nurlan Abenov on our side reports any excursion", "Ama Owusu on
 * their end will confirm". The phrase says whose side a person is on, as a title would: the run
 * before it is a person, whatever its given name.
 */
import type { Tok } from './scanner.js'

const OWNERS = new Set(['our', 'their', 'your', 'my', 'his', 'her'])
const SIDES = new Set(['side', 'end', 'team'])

/** Whether "on our side" (or "on their end", "on your team") follows the run ending before tokens[j]. */
export function sideAfter(tokens: readonly Tok[], j: number): boolean {
  return tokens[j]?.lc === 'on' && OWNERS.has(tokens[j + 1]?.lc ?? '') && SIDES.has(tokens[j + 2]?.lc ?? '')
}
