/**
 * An honorific before a name ("our CMO, Dr. Benedikt Hoffmann-Weiss", "mr. Joost van der Linden",
 * "Ms. Olga Ivanova") is left out of the sentence's elements, so the link rules read the name where
 * they would read it without one: the appositive after a title, a list of attendees, "reports to".
 */
import { HONORIFICS } from './cues.js'
import type { Element } from './elements.js'

/** The elements without an honorific word (and its full stop) right before a person. */
export function withoutHonorifics(elements: Element[]): Element[] {
  let any = false
  for (const e of elements) if (e.k === 'W' && HONORIFICS.has(e.w)) any = true
  if (!any) return elements
  const out: Element[] = []
  for (let i = 0; i < elements.length; i++) {
    const e = elements[i]!
    if (e.k === 'W' && HONORIFICS.has(e.w)) {
      const dot = elements[i + 1]?.k === 'X' && (elements[i + 1] as { p: string }).p === '.'
      if (elements[i + (dot ? 2 : 1)]?.k === 'P') {
        if (dot) i++
        continue
      }
    }
    out.push(e)
  }
  return out
}
