/*
 * A full name spelled by an address in the text: "Aroha Ngata ... reach her at
 * aroha.ngata@saltmarsh.io". The address's local part, a given name and a family name joined by a
 * dot, a dash or an underscore, vouches for a name the lists of given names do not know.
 */
import { lettersOf } from './elements.js'
import type { Reader } from './reader.js'

/**
 * "first.last@": two parts of a local part right before an "@". Read only in the 61 characters before
 * each "@" (two parts of at most 30 letters and their mark), so the text is not scanned letter by letter.
 */
const LOCAL = /([\p{L}]{2,30})[._-]([\p{L}]{2,30})$/u
const BEFORE_AT = 61

const spelled = new WeakMap<Reader, Set<string>>()

function localParts(r: Reader): Set<string> {
  let parts = spelled.get(r)
  if (parts) return parts
  parts = new Set()
  for (let at = r.text.indexOf('@'); at >= 0 && parts.size < 400; at = r.text.indexOf('@', at + 1)) {
    const m = LOCAL.exec(r.text.slice(Math.max(0, at - BEFORE_AT), at))
    if (m) parts.add(`${lettersOf(m[1]!)}|${lettersOf(m[2]!)}`)
  }
  spelled.set(r, parts)
  return parts
}

/** Whether a name's first and last words are spelled by an address's local part ("Aroha Ngata", aroha.ngata@). */
export function spelledByAddress(r: Reader, names: readonly string[]): boolean {
  if (names.length < 2) return false
  const parts = localParts(r)
  return parts.size > 0 && parts.has(`${lettersOf(names[0]!)}|${lettersOf(names[names.length - 1]!)}`)
}
