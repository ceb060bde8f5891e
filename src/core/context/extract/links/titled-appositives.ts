/*
 * A person, their title and their company set off together in a sentence: "Kofi Boateng, head of
 * sales, Volta Cloud, joined the call", "Kofi Boateng — head of sales, Volta Cloud — joined" (FX3,
 * issue 27: the company was read, the link was not; the same words in parentheses were). The three
 * stand one after another, the company's closing mark matches the opening one (a comma, or a dash), and
 * a lower-case word (the sentence's verb) or the sentence's end follows: a list of people ("Ana Silva,
 * CFO, Nordbank, Tom Berg, ...") goes on with a name and stands back. A title of someone from outside
 * ("outside counsel", "consultant") says nothing of an employer.
 */
import { TITLE_HEADS } from '../../lexicon.js'
import { outsiderTitle } from '../outsiders.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/**
 * The title between the marks from x: a title element, or a lower-case title of up to five words that
 * holds a title's head ("head of sales", "account manager"); its text and the index after it.
 */
function titleFrom(view: View, x: number): { title: string; next: number } | undefined {
  const e = view.at(x)
  if (e?.k === 'T') return { title: e.title, next: x + 1 }
  const words: string[] = []
  for (let y = x; y < view.n && y - x < 5; y++) {
    const w = view.at(y)
    if (w?.k !== 'W' || w.cap) break
    words.push(w.w)
  }
  // A title's head in it ("head of sales", "regional account manager"); the mark after it is checked by the caller.
  if (!words.some((w) => TITLE_HEADS.has(w))) return undefined
  return { title: words.join(' '), next: x + words.length }
}

/** Reads "P, TITLE, C, verb" and "P — TITLE, C — verb" in the sentence. */
export function titledAppositives(r: Reader, view: View): void {
  const { at, isX } = view
  for (let i = view.bodyStart; i + 5 <= view.n; i++) {
    const p = at(i)
    if (p?.k !== 'P' || p.poss) continue
    const mark = at(i + 1)
    if (mark?.k !== 'X' || !/^[,—–]$/.test(mark.p)) continue
    const t = titleFrom(view, i + 2)
    if (!t || !isX(t.next, ',') || outsiderTitle(t.title)) continue
    const c = at(t.next + 1)
    if (c?.k !== 'C' || c.poss) continue
    const k = t.next + 2
    const next = at(k + 1)
    const closes = k === view.n || isX(k, '.', '!') || (isX(k, mark.p) && next?.k === 'W' && !next.cap)
    if (closes) r.worksAt(p.ref, c.ref, view.sentence, t.title)
  }
}
