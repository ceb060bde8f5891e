/*
 * "I'm Mina Park from Kestrel", "Attendees: I'm Mina Park": the writer's "I'm" (and "I've", "I'd",
 * "I'll") opening a capitalised run is no part of the name after it (FX3, issue 27: the text named a
 * person "I'm Mina Park", and placed them at Kestrel). A listed given name after it already cut the
 * run there (names.ts); an unlisted one ("Mina") did not.
 */
import { FIRST_PERSON } from './cues.js'
import type { Tok } from './scanner.js'

/** Whether the token is the writer's contracted "I" ("I'm", "I’ve"), never a name's first word. */
export const contractedI = (tok: Tok): boolean => tok.lc !== 'i' && FIRST_PERSON.has(tok.lc)
