/*
 * Roles held for a company from outside it (issue 27, N1): "(advisor to Kaamos Systems)" under an
 * introducer's name, and a CRM note's "Ortakoy Textiles (account owner: Elif Yıldız)". The advisor
 * serves the company; the account owner is the seller's own person for the account. Neither works at
 * the company the line names.
 */
import { outsiderTitle } from '../outsiders.js'
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** The seller's roles for an account, as a CRM writes them beside the customer's name. */
const SELLER_ROLES = new Set(['account owner', 'account manager', 'account exec', 'account executive', 'sales rep'])

/** Whether a signature's title is held from outside the company after it: "advisor to C", "consultant to C". */
export function servesFromOutside(view: View, title: string, next: number): boolean {
  return view.isW(next, 'to') && outsiderTitle(title)
}

/** Whether a title in a company's parentheses ("C (account owner: P)") is the seller's, not the company's. */
export function sellerRole(title: string): boolean {
  return SELLER_ROLES.has(title.toLowerCase())
}

/**
 * "Ortakoy Textiles (account owner: Elif Yıldız)": the title alone asked the finishing pass to place
 * its person at the company in play, the customer; the seller's person is not placed there.
 */
export function unplaceSeller(r: Reader, view: View, person: PersonState): void {
  const line = view.sentence()
  for (let x = r.titledInPlay.length - 1; x >= 0; x--)
    if (r.titledInPlay[x]!.person === person && r.titledInPlay[x]!.sentence === line) r.titledInPlay.splice(x, 1)
}
