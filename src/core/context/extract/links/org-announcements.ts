/*
 * An org announcement's opening, in the shapes the tuning writers use beside org-heading.ts's short
 * heading line (issue 27, M1: at least five writers' batches): a label before a colon on a long first
 * line ("Team update at Najd Systems: ...", "Org note, Kelpie Software: ...", "Reorg note from
 * Saltmarsh Bank: ..."), a list's heading ("Promotions at Wrenfield Insurance, effective 1 April:",
 * "New joiners this week at Pebblestone Studios"), a subject line ("Subject: Leadership changes in
 * Customer Success", the company then being the one the text is about). Everyone it names in full
 * who has no employer, did not leave and came from nowhere works at that company.
 */
import type { CompanyState, PersonState } from '../elements.js'
import { outsiderTitle } from '../outsiders.js'
import type { Reader } from '../reader.js'
import { homeCompany, notPlaced } from './org-lines.js'

/** Nouns of a company's own people: "Team update", "Org note", "From HR", "Leadership changes". */
const ORG_WORDS = new Set(['org', 'team', 'teams', 'organisation', 'organization', 'leadership', 'staff', 'hr'])
/** Nouns of a change or a notice: with an org noun, an announcement. */
const CHANGE_WORDS = new Set([
  'update',
  'updates',
  'change',
  'changes',
  'announcement',
  'announcements',
  'news',
  'note',
  'notes',
  'memo',
])
/** Nouns that make an announcement alone: "Reorg note", "Promotions at C", "New joiners this week at C". */
const ALONE_WORDS = new Set([
  'reorg',
  're-org',
  'restructuring',
  'reorganisation',
  'reorganization',
  'promotion',
  'promotions',
  'joiners',
  'starters',
  'appointments',
])
/** A meeting's or a deal's heading ("Call with the Acme team:") is about another company's people, no announcement. */
const MEETING_WORDS = new Set(['with', 'meeting', 'call', 'sync', 'met', 'meet', 'visit', 'demo', 'intro', 'kickoff'])
/** A heading is short: a longer label is a sentence, read by the sentence rules. */
const HEADING_MAX = 120

/** The announcement's heading: the first line, or a Subject: line among the first three, up to a colon. */
function heading(text: string): { start: number; end: number } | undefined {
  let start = 0
  for (let line = 0; line < 3 && start < text.length; line++) {
    let end = text.indexOf('\n', start)
    if (end < 0) end = text.length
    const subject = text.startsWith('Subject:', start)
    if (line === 0 || subject) {
      const from = subject ? start + 'Subject:'.length : start
      const colon = text.indexOf(':', from)
      const stop = colon >= 0 && colon < end ? colon : end
      // A first line without a colon is a heading only when it is no sentence and lines follow it.
      const label = stop < end || subject || (end < text.length && !'.!?'.includes(text[end - 1] ?? '.'))
      if (label && stop - from <= HEADING_MAX && isAnnouncement(text.slice(from, stop)))
        return { start: from, end: stop }
    }
    start = end + 1
  }
  return undefined
}

/** Whether a heading's words name an announcement of a company's own people (see the word lists). */
function isAnnouncement(head: string): boolean {
  const words = head.toLowerCase().split(/[^a-z-]+/)
  if (words.some((w) => MEETING_WORDS.has(w))) return false
  if (words.some((w) => ALONE_WORDS.has(w))) return true
  return words.some((w) => ORG_WORDS.has(w)) && words.some((w) => CHANGE_WORDS.has(w) || w === 'at' || w === 'from')
}

/** The company the announcement is about: the one its heading names, else the one company of the text. */
function announced(r: Reader): CompanyState | undefined {
  const h = heading(r.text)
  if (!h) return undefined
  const named = [...r.companies.values()].filter((c) => c.at >= h.start && c.at < h.end)
  if (named.length > 1) return undefined
  if (named[0]) return named[0]
  // A heading naming none: the signature's company, else the one company no one came from or went to.
  if (r.writer && r.writer !== r.ours) return r.writer
  const home = homeCompany(r)
  return home && !r.past.some((p) => p.company === home) ? home : undefined
}

/** Words after a person's name that say they are on their way out: "Grace Kim, who is leaving". */
const GOING = new Set(['leaving', 'leaves', 'left', 'quit', 'quits'])
/** How far after a name its clause is read, in characters. */
const CLAUSE_MAX = 80

/**
 * Whether the clause after a person's first mention (to the next person, the sentence's end or
 * CLAUSE_MAX characters) says they are leaving or names another company ("Kwesi Appiah ran until he
 * went to Gold Coast Telecom"): then the announcement does not place them.
 */
function goingElsewhere(r: Reader, p: PersonState, company: CompanyState): boolean {
  const from = p.at + p.name.length
  let to = Math.min(r.text.length, from + CLAUSE_MAX)
  for (const q of r.people.values()) if (q.at >= from && q.at < to) to = q.at
  // The sentence ends at a line's end or at ".", "!", "?" before white space.
  for (let k = from; k < to; k++)
    if (r.text[k] === '\n' || ('.!?'.includes(r.text[k]!) && (k + 1 >= r.text.length || r.text[k + 1] === ' '))) {
      to = k
      break
    }
  for (const c of r.companies.values()) if (c !== company && c.at >= from && c.at < to) return true
  if (wordsOf(r.text.slice(from, to)).some((w) => GOING.has(w))) return true
  // Before the name, back to the sentence's start or the person before: "with our partner Stratus IT, where Jonas Weber".
  let back = Math.max(0, p.at - CLAUSE_MAX)
  for (const q of r.people.values())
    if (q !== p && q.at + q.name.length <= p.at && q.at + q.name.length > back) back = q.at + q.name.length
  for (let k = p.at - 1; k > back; k--)
    if (r.text[k] === '\n' || ('.!?'.includes(r.text[k]!) && r.text[k + 1] === ' ')) {
      back = k
      break
    }
  // "a candidate at Unilever, Priyanka Desai": another company earlier in the clause is where they are.
  for (const c of r.companies.values())
    if (c !== company && c.at > back && c.at < p.at && /^,? ?$/.test(r.text.slice(c.at + c.name.length, p.at)))
      return true
  return wordsOf(r.text.slice(back, p.at)).some((w) => OUTSIDE_WORDS.has(w))
}

const wordsOf = (s: string): string[] => s.toLowerCase().split(/[^a-z]+/)
/** Words before a name that put its person at another company: "our partner Stratus IT, where Jonas Weber ...". */
const OUTSIDE_WORDS = new Set([
  'partner',
  'partners',
  'supplier',
  'vendor',
  'customer',
  'client',
  'investor',
  'agency',
  'consultant',
  'candidate',
  'recruiter',
  // Firms' people a company hires from outside (N2: "our auditor from SGS, Réka Molnár").
  'auditor',
  'auditors',
  'lawyer',
  'lawyers',
  'solicitor',
  'attorney',
  'headhunter',
])

/** Places the people an org announcement names in full at its company (see the module comment). */
export function placeAnnounced(r: Reader): void {
  const company = announced(r)
  if (!company) return
  const skip = notPlaced(r)
  const unplaced: PersonState[] = []
  for (const p of r.people.values())
    if (
      p !== r.me &&
      p.words.length >= 2 &&
      !skip.has(p.name) &&
      !(p.title && outsiderTitle(p.title)) &&
      !r.employerOf(p) &&
      // "Siobhan Quinn used to report to Declan Ryan": a tie read as an acquaintance is to someone from before.
      !r.links.some((l) => l.kind === 'knows' && (l.from === p.name || l.to === p.name)) &&
      !goingElsewhere(r, p, company)
    )
      unplaced.push(p)
  for (const p of unplaced) r.worksAt(p, company, () => '')
}
