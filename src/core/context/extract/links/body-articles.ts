/*
 * "Gulzat Osmonova of the Central Asia Grantmakers Forum", "Mulugeta Bekele at the Ethiopian
 * Pharmaceutical Supply Service" (issue 27, E6): a public body's name takes "the", which a company's
 * rarely does, and "P of/at C" read only a company right after the preposition. The article is
 * skipped only before a body institution-ends.ts read (its last word a body's), so "Ana of the Acme
 * team" and "Leo at the Lisbon office" read as before. Three element looks.
 */
import { BODY_ENDS } from '../institution-ends.js'
import type { View } from './view.js'

/** 1 when "of the"/"at the" stands at k before a body's name, else 0: how far the company sits past k + 1. */
export function bodyArticle(view: View, k: number): number {
  const { at, isW } = view
  if (!isW(k, 'of', 'at') || !isW(k + 1, 'the')) return 0
  const body = at(k + 2)
  if (body?.k !== 'C') return 0
  const name = body.ref.name
  // "the Warsaw University of Technology": the body's word stands before its "of" (N3).
  const of = name.indexOf(' of ')
  const head = of > 0 ? name.slice(0, of) : name
  return BODY_ENDS.has(head.slice(head.lastIndexOf(' ') + 1).toLowerCase()) ? 1 : 0
}

/**
 * "Gulzat Osmonova of the Central Asia Grantmakers Forum": a body that only tags a person keeps the
 * company in play, as "Maya Levin from Crossroads Capital" does (sides.ts), so a later "his finance
 * officer" is not placed at the body.
 */
export function taggedBody(view: View, i: number): boolean {
  const { at, isW } = view
  return isW(i - 1, 'the') && bodyArticle(view, i - 2) === 1 && at(i - 3)?.k === 'P'
}
