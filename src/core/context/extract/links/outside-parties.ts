/*
 * People who serve a company from outside it (N3): "Dilnoza Karimova, the account rep from our carton
 * supplier Samarkand Paper", "Marta Kowal of Ridgeway Legal is our outside counsel", "Hiroko Tanaka
 * (Tanaka Law, counsel to Prairie Mutual)". "Our" before a supplier, a law firm or an auditor names
 * the writer's side's outsider, not a colleague; a company after "to" in a person's parentheses is
 * the one they serve, not their employer. Each test looks a few elements from where it is called.
 */
import type { Element } from '../elements.js'
import { outsiderTitle } from '../outsiders.js'
import { PATRON_NOUNS } from '../patron-companies.js'
import type { View } from './view.js'

/** Nouns of those who serve a company from outside it. */
const OUTSIDERS = new Set([
  ...PATRON_NOUNS,
  'auditor',
  'auditors',
  'insurer',
  'insurers',
  'courier',
  'couriers',
  'lawyer',
  'lawyers',
  'counsel',
  'solicitors',
  'attorneys',
  'agency',
  'recruiter',
  'recruiters',
  'investor',
  'investors',
  'landlord',
  'broker',
  'brokers',
  'consultancy',
  'consultant',
  'consultants',
  'contractor',
  'contractors',
  'freelancer',
])

/**
 * Whether the lower-case words from elements[i] on (at most four) name an outsider: "our carton supplier
 * Samarkand Paper", "our auditors", not "our Warsaw office" or "our QA team".
 */
export function outsiderNoun(view: View, i: number): boolean {
  return outsiderAt(view.elements, i)
}

/**
 * Whether elements from els[i] on (at most four) name an outsider: lower-case words up to an outsider's
 * noun ("carton supplier", "law firm": a firm with a word of its trade before it, not "our firm"), or
 * an outsider's title ("our recruiter", "our external auditor").
 */
function outsiderAt(els: readonly Element[], i: number): boolean {
  for (let x = i; x < i + 4; x++) {
    const e = els[x]
    if (e?.k === 'T') return OUTSIDERS.has(e.title.toLowerCase().split(/\s+/).pop()!) || outsiderTitle(e.title)
    if (e?.k !== 'W' || e.cap) return false
    if (OUTSIDERS.has(e.w) || (e.w === 'firm' && x > i)) return true
  }
  return false
}

/** "Tomás Reyes (our recruiter)": "our" in a person's parentheses before an outsider's noun or title. */
export function ourOutsiderInParens(inner: readonly Element[], x: number): boolean {
  return outsiderAt(inner, x + 1)
}

/** "our outside counsel", "their external auditor": a title held for a company from outside it. */
export function outsideQualified(view: View, w: number): boolean {
  return view.isW(w, 'our', 'their') && view.isW(w + 1, 'outside', 'external')
}

/**
 * Whether the company at inner[x] of a person's parentheses is one they serve: "(Tanaka Law, counsel to
 * Prairie Mutual)", "(advisor to Kiri Health)". Only after another company or a title of their own.
 */
export function servedInParens(inner: readonly Element[], x: number): boolean {
  const to = inner[x - 1]
  return to?.k === 'W' && to.w === 'to' && inner.slice(0, x - 1).some((e) => e.k === 'C' || e.k === 'T')
}
