/*
 * A person from a company that serves another, the company told after the service: "Ken Mori from
 * their IT provider, Bitwise Systems", "Ana Lima of our law firm, Baker Lane LLP". The company named
 * after the comma is the person's employer, not the one "their" or "our" refers to.
 */
import type { CompanyState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** Nouns for a company that serves another. */
const PROVIDERS = new Set([
  'provider',
  'supplier',
  'vendor',
  'partner',
  'agency',
  'firm',
  'consultancy',
  'integrator',
  'reseller',
  'distributor',
  'auditor',
  'auditors',
  'bank',
  'insurer',
])

/** Reads "P from their IT provider, C" at x (the person). */
export function fromProvider(r: Reader, view: View, x: number): void {
  const { at, isW, isX, personAt, sentence } = view
  const person = personAt(x)
  if (!person || !isW(x + 1, 'from', 'of', 'at') || !isW(x + 2, 'their', 'our', 'the', 'its', 'his', 'her')) return
  let y = x + 3
  while (y < x + 6 && at(y)?.k === 'W' && !isW(y, ...PROVIDERS)) y++
  if (!isW(y, ...PROVIDERS) || !isX(y + 1, ',') || at(y + 2)?.k !== 'C') return
  r.worksAt(person, (at(y + 2) as { ref: CompanyState }).ref, sentence)
}
