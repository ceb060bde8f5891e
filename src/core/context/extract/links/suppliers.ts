/*
 * A business named as another's supplier ("their current ERP vendor, Sistem Soft", "their packaging
 * supplier, Rangoli Packs"): it serves the company in play and does not take its place, so "His
 * manager, ..." after it stays at the company the note is about.
 */
import type { View } from './view.js'

const SUPPLIER_NOUNS = [
  'vendor',
  'vendors',
  'supplier',
  'suppliers',
  'distributor',
  'reseller',
  'auditor',
  'lender',
  'insurer',
  'landlord',
]

/** Whether the company at index i stands after "<whose> ... vendor,". */
export function supplierOf(view: View, i: number): boolean {
  if (!view.isX(i - 1, ',') || !view.isW(i - 2, ...SUPPLIER_NOUNS)) return false
  // "our insurer, Volta Assurance. Their loss adjuster ...": the writer's own supplier is the one now talked of (N3).
  return !view.isW(i - 3, 'our') && !view.isW(i - 4, 'our')
}
