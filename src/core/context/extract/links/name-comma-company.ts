/*
 * A list line that opens with a name, a comma and a company (issue 27, M8): "- Pania Walker, Kōwhai
 * Energy — inbound via the website", "2. Fatma Şahin, Ege Ceramics — stand visitor", "2. Juan Pablo
 * Ríos, buyer, Andina Retail S.A.S.". Leads and contacts lists write where a person works this way,
 * with or without a role between (a known title was read already; a role in lower case was not).
 * Elsewhere in a line, a role whose head is a title's ("Call log — Kgosi Mothibi, Logistics
 * Director, Okavango Freight Forwarders": a title the title reader does not know) stands between.
 * The company ends the line or a dash, a bracket or a stop follows it: "Anna, Acme wants a demo"
 * is an address and a sentence, not a contact line.
 */
import { TITLE_HEADS } from '../../lexicon.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** Marks that may follow the company: the line's end or its note. */
const AFTER = ['—', '–', '-', '.', '(', ';', ':']

/** Reads "P, [role,] C" opening a line, and "P, <title>, C" in it: P works at C. */
export function nameCommaCompany(r: Reader, view: View): void {
  const { at, n } = view
  let s = view.bodyStart
  // A bullet or a number with its stop ("-", "•", "2.").
  while (s < n && s < view.bodyStart + 3 && (at(s)!.k === 'X' || at(s)!.k === 'N' || /^\d+$/.test(wordAt(view, s)))) s++
  read(r, view, s, true)
  for (let i = s + 1; i + 3 < n; i++) if (at(i)!.k === 'P') read(r, view, i, false)
}

/** Reads one "P, [role,] C" at i; a role without a title's head only when the name opens the line. */
function read(r: Reader, view: View, i: number, opening: boolean): void {
  const { at, isX, n } = view
  const p = at(i)
  if (p?.k !== 'P' || p.poss || !isX(i + 1, ',')) return
  let c = i + 2
  // A role of up to four words, then a comma: "buyer,", "head of sales,", "Logistics Director,".
  if (at(c)?.k !== 'C') {
    let w = c
    let head = false
    for (; w < c + 4 && (at(w)?.k === 'W' || at(w)?.k === 'T'); w++)
      head ||= at(w)!.k === 'T' || TITLE_HEADS.has(wordAt(view, w))
    if (w === c || !isX(w, ',') || !(opening || head)) return
    c = w + 1
  }
  const company = at(c)
  if (company?.k !== 'C' || company.poss || !(c + 1 >= n || isX(c + 1, ...AFTER))) return
  r.worksAt(p.ref, company.ref, view.sentence)
}

const wordAt = (view: View, i: number): string => {
  const e = view.at(i)
  return e?.k === 'W' ? e.w : ''
}
