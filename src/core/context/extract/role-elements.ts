/*
 * A role before a company in a person's parentheses (issue 27, W18): "Georgios Nikolaidis (auditor,
 * Aegis Aviation Assurance)" places him as "(Engineer, C)" does, though "auditor" is a job no title
 * list holds (employer-slots.ts's ROLE_NOUNS: lawyer, auditor, broker, ...).
 */
import type { Element } from './elements.js'
import { ROLE_NOUNS } from './employer-slots.js'

/** Whether the element is a title or a plain role noun. */
export const titleOrRole = (e: Element | undefined): boolean => e?.k === 'T' || (e?.k === 'W' && ROLE_NOUNS.has(e.w))
