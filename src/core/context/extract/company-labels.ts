/*
 * A line labelled by a company: "Redline Software: Alexei Volkov (presenter)", "Supplier, Tern
 * Digital: Lotte Jansen", "Agency (Brightfold Creative): Kwabena Asare, Lily Tran". The names
 * listed after the company's colon are its people, whatever their first words.
 */
import type { Element } from './elements.js'
import type { Tok } from './scanner.js'

const mark = (e: Element | undefined, ...marks: string[]): boolean => e?.k === 'X' && marks.includes(e.p)

/**
 * Where the labelling company of a line's elements stands and where its list starts (after the
 * colon), or undefined: list marks first, then the company, or one word and a comma or parentheses
 * around it ("Supplier, C:", "Agency (C):").
 */
export function companyLabel(els: readonly Element[]): { company: number; list: number } | undefined {
  let f = 0
  while (f < els.length && f < 3 && els[f]!.k === 'X') f++
  if (els[f]?.k === 'C' && mark(els[f + 1], ':')) return { company: f, list: f + 2 }
  // "Harrow & Finch (our consultants): Imogen Clarke, Raj Patel": a note on the company in parentheses (N3).
  const noted = parenNote(els, f + 1)
  if (els[f]?.k === 'C' && noted > 0 && mark(els[noted], ':')) return { company: f, list: noted + 1 }
  // "Tejo Foods - Ana Costa, Rui Pinto": a dash, then names.
  if (els[f]?.k === 'C' && mark(els[f + 1], '-', '–', '—') && els[f + 2]?.k === 'P') return { company: f, list: f + 2 }
  // "Crescent Telecom attendees: ...", "Lantern Health team: ...".
  if (els[f]?.k === 'C' && listNoun(els[f + 1]) && mark(els[f + 2], ':')) return { company: f, list: f + 3 }
  if (els[f]?.k !== 'W') return undefined
  // "Vendor attendees (Echo Voice): ...".
  if (
    listNoun(els[f + 1]) &&
    mark(els[f + 2], '(') &&
    els[f + 3]?.k === 'C' &&
    mark(els[f + 4], ')') &&
    mark(els[f + 5], ':')
  )
    return { company: f + 3, list: f + 6 }
  // "Supplier, Tern Digital:", "Client - Atlas Freight:".
  if (mark(els[f + 1], ',', '-', '–', '—') && els[f + 2]?.k === 'C' && mark(els[f + 3], ':'))
    return { company: f + 2, list: f + 4 }
  // "Agency (Brightfold Creative):".
  if (mark(els[f + 1], '(') && els[f + 2]?.k === 'C' && mark(els[f + 3], ')') && mark(els[f + 4], ':'))
    return { company: f + 2, list: f + 5 }
  return undefined
}

/** After "(" at els[i], one to three lower-case words and ")": the index after it, else -1. */
function parenNote(els: readonly Element[], i: number): number {
  if (!mark(els[i], '(')) return -1
  let x = i + 1
  while (x < i + 4 && els[x]?.k === 'W' && !(els[x] as { cap: boolean }).cap) x++
  return x > i + 1 && mark(els[x], ')') ? x + 1 : -1
}

/** Words for the people of one side, after its company: "Crescent Telecom attendees:". */
const LIST_NOUNS = new Set(['attendees', 'participants', 'team', 'contacts', 'people', 'delegation', 'side'])
const listNoun = (e: Element | undefined): boolean => e?.k === 'W' && LIST_NOUNS.has(e.w)

/** Whether a run read next (after `out`) stands in a company's list: right after its colon, a comma or "and". */
export function inCompanyList(out: readonly Element[]): boolean {
  const label = companyLabel(out)
  if (!label || out.length < label.list) return false
  const prev = out[out.length - 1]
  if (out.length === label.list) return true
  if (!(mark(prev, ',', ';') || (prev?.k === 'W' && prev.w === 'and'))) return false
  // Only names, titles and parentheses before it in the list: "A (COO), B (IT lead), C".
  let depth = 0
  for (let x = label.list; x < out.length; x++) {
    const e = out[x]!
    if (mark(e, '(')) depth++
    else if (mark(e, ')')) depth--
    else if (depth === 0 && !(e.k === 'P' || e.k === 'T' || mark(e, ',', ';') || (e.k === 'W' && e.w === 'and')))
      return false
  }
  return depth === 0
}

/** Words for the other side of a deal, before its company: "Agency (Brightfold Creative)", "Supplier (Tern Digital)". */
const SIDE_NOUNS = new Set([
  'agency',
  'supplier',
  'vendor',
  'client',
  'customer',
  'partner',
  'consultancy',
  'contractor',
  'reseller',
  'distributor',
  'integrator',
])

/** Whether the run at tokens[a] stands alone in parentheses after a side noun: "Agency (Brightfold Creative)". */
export function sideInParens(tokens: readonly Tok[], a: number, after: Tok | undefined): boolean {
  return (
    a >= 2 &&
    tokens[a - 1]!.text === '(' &&
    tokens[a - 2]!.kind === 'word' &&
    SIDE_NOUNS.has(tokens[a - 2]!.lc) &&
    after?.text === ')'
  )
}

/** A customer's deal after its name: "the Blue Heron renewal", "the Vega Markets pilot". */
const DEAL_WORDS = new Set([
  'renewal',
  'account',
  'deal',
  'pilot',
  'rollout',
  'contract',
  'opportunity',
  'rfp',
  'onboarding',
  'implementation',
  'migration',
  'pitch',
  'intro',
  'po',
  'order',
  'invoice',
  'proposal',
])

/**
 * Whether the run of two words or more stands between "the" and a deal word: "the Blue Heron
 * renewal" (not "the Durban rollout", "the SSO renewal": one word is as often a place or a product).
 */
export function dealOf(words: readonly Tok[], prevWord: string | undefined, after: Tok | undefined): boolean {
  return words.length >= 2 && prevWord === 'the' && after?.kind === 'word' && DEAL_WORDS.has(after.lc)
}

/** Verbs a company does to its people: "Harvest Table today named Ngozi Eze its CEO". */
export const APPOINT_VERBS = new Set([
  'named',
  'names',
  'appointed',
  'appoints',
  'hired',
  'hires',
  'promoted',
  'promotes',
])

/**
 * Whether the run (not starting with a given name) stands before an appointing verb and a
 * capitalised word: "Harvest Table today named Ngozi Eze ...", "Falcon Ridge has appointed ...".
 */
export function appointsAfter(tokens: readonly Tok[], j: number, given: boolean): boolean {
  if (given) return false
  let k = j
  if (tokens[k]?.lc === 'today' || tokens[k]?.lc === 'has' || tokens[k]?.lc === 'have') k++
  const verb = tokens[k]
  const next = tokens[k + 1]
  return verb?.kind === 'word' && APPOINT_VERBS.has(verb.lc) && next?.kind === 'word' && /^\p{Lu}/u.test(next.text)
}

/** What a company has and a person does not: "Clearpath, whose rep Steve Nolan ...". */
const COMPANY_HAS = new Set([
  'rep',
  'reps',
  'ceo',
  'cfo',
  'cto',
  'coo',
  'cmo',
  'gm',
  'md',
  'president',
  'founder',
  'founders',
  'sales',
  'product',
  'platform',
  'board',
  'investors',
  'customers',
  'employees',
  'staff',
])

/** Whether the run stands before ", whose" and something only a company has: "evaluating Clearpath, whose rep ...". */
export function whoseCompany(tokens: readonly Tok[], j: number, given: boolean): boolean {
  const word = tokens[j + 2]
  return (
    !given && tokens[j]?.text === ',' && tokens[j + 1]?.lc === 'whose' && word !== undefined && COMPANY_HAS.has(word.lc)
  )
}
