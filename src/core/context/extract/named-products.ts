/*
 * A product the text has named as one, named again (N3): "We introduced Atlas Ledger, our new
 * invoicing product, ... asked whether Atlas Ledger can post into their core system". The first
 * mention stands beside its product noun (product-appositives.ts); a later one stands alone, and
 * "Atlas" is a given name, so it read as a person. The names a text has called products are kept per
 * reader (at most 50), and a run of the same words is a product again.
 */
import { personKey, type Run } from './elements.js'
import { productAppositive } from './product-appositives.js'
import type { Reader } from './reader.js'

const named = new WeakMap<Reader, Set<string>>()

/** Whether the run is a product: beside its product noun now, or named so before in the text. */
export function productNamed(r: Reader, run: Run): boolean {
  const key = personKey(run.names)
  const products = named.get(r)
  if (products?.has(key)) return true
  if (!productAppositive(r, run)) return false
  if (!products) named.set(r, new Set([key]))
  else if (products.size < 50) products.add(key)
  return true
}
