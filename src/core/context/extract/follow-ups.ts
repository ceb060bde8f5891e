/*
 * Follow-ups: a sentence asking for an action is a suggested task, with its due day, the person
 * asked to do it, and the names it is about (those of its sentence, else of the nearest sentence
 * before it that names someone). Read on tokens, a bounded number of them from the sentence's
 * start, in the forms notes use:
 *
 *   "Send the proposal by Friday", "Please send ...", "We need to ...", "I'll send ..."
 *   "Julia will send the order form by Friday", "Marcus to share the credentials next Tuesday"
 *   "Action item: ...", "TODO: ...", "Next: Astrid will send ..."
 *   "@Keanu can you send it over today?", "Tomasz, please send ...", "Could someone send ..."
 */
import { mentionCut } from './mention-requests.js'
import { extractDates } from './dates.js'
import type { Element } from './elements.js'
import { WRITER, type Reader } from './reader.js'
import { collapseSpaces, isUpper, type Tok } from './scanner.js'
import { EXTRACTION_LIMITS } from './types.js'
import { afterTag } from './speaker-tags.js'
import { ACTIONS_MORE } from './action-verbs.js'
import { headingDate, pastMoreOpeners, pastOwnTeam } from './follow-up-shapes.js'
import { ownerItem } from './owner-items.js'
import { durationAfter } from './call-durations.js'
import { mentionVerb } from './mention-verbs.js'

/** Verbs of the actions a note asks for. */
const ACTIONS = new Set([
  'send',
  'call',
  'email',
  'e-mail',
  'follow',
  'schedule',
  'book',
  'share',
  'review',
  'prepare',
  'set',
  'reach',
  'check',
  'draft',
  'introduce',
  'ping',
  'invite',
  'arrange',
  'confirm',
  'circulate',
  'update',
  'add',
  'loop',
  'provide',
  'deliver',
  'forward',
  'write',
  'compile',
  'finalize',
  'finalise',
  'sign',
  'organise',
  'organize',
  'put',
  'create',
  'fix',
  'ask',
  'contact',
  'chase',
  'submit',
  'upload',
  'reply',
  'get',
  // Everyday asks of a fresh writer's action items (issue 27, W7).
  ...ACTIONS_MORE,
])
/** Words after an imperative that make the line a heading, not a request: "Call log", "Call with Gabriel", "Review of Q3". */
const HEADING_AFTER = new Set([
  'log',
  'notes',
  'note',
  'with',
  'of',
  'from',
  'summary',
  'recap',
  'went',
  'was',
  'is',
  ':',
  '—',
  '-',
  '–',
])
/** Labels before a follow-up: "Action item:", "TODO:", "Next step:", "Follow-up:". */
const LABELS = new Set([
  'action',
  'actions',
  'item',
  'items',
  'todo',
  'to-do',
  'ai',
  'next',
  'step',
  'steps',
  'follow-up',
  'follow-ups',
  'follow',
  'up',
  'reminder',
  'task',
  'tasks',
  'quarterly',
])
/** Words a chat line may open with before its request: "ok, I'll email Moussa", "nice, Lars can you ...". */
const OPENERS = new Set([
  'ok',
  'okay',
  'sure',
  'great',
  'thanks',
  'nice',
  'yes',
  'fyi',
  'so',
  'also',
  'and',
  'then',
  'cool',
  'perfect',
])
/** What stands between the writer and the verb: "we need to", "I'll", "let's", "don't forget to". */
const LEADS: string[][] = [
  ['please'],
  ['we', 'should'],
  ['we', 'need', 'to'],
  ['need', 'to'],
  ["i'll"],
  ['i’ll'],
  ['i', 'will'],
  ["we'll"],
  ['we’ll'],
  ['we', 'will'],
  ["let's"],
  ['let’s'],
  ['remember', 'to'],
  ["don't", 'forget', 'to'],
  ['don’t', 'forget', 'to'],
  ['could', 'someone'],
  ['can', 'someone'],
  ['could', 'you'],
  ['can', 'you'],
]
/** What stands between a named person and the verb: "Julia will", "Marcus to", "Lars can you", "Tomasz, please". */
const ASKS: string[][] = [
  ['will'],
  ['will', 'also'],
  ['to'],
  ['can', 'you'],
  ['could', 'you'],
  // A chat's "pls" and "please also" (W10): "@Jomar pls also send me the log by Friday" (longer first).
  ['please', 'also'],
  ['please'],
  ['pls', 'also'],
  ['pls'],
  [',', 'please'],
  [',', 'can', 'you'],
  [',', 'could', 'you'],
]

const matches = (tokens: readonly Tok[], at: number, words: readonly string[]): boolean =>
  words.every((w, k) => tokens[at + k]?.lc === w)

function followUpTitle(text: string): string {
  let rest = collapseSpaces(text)
  let end = rest.length
  while (end > 0 && '.!?;:,'.includes(rest[end - 1]!)) end--
  rest = rest.slice(0, end)
  const title = rest.charAt(0).toUpperCase() + rest.slice(1)
  return title.length > 200 ? `${title.slice(0, 199).trimEnd()}…` : title
}

/** Where the request starts, past a chat line's speaker, list marks, labels ("Action item:") and openers ("ok,"). */
function requestStart(
  tokens: readonly Tok[],
  elements: readonly Element[],
): { p: number; speaker: string | undefined } {
  let said: string | undefined
  let p = 0
  const skipMarks = () => {
    while (p < tokens.length && p < 12 && (tokens[p]!.kind !== 'word' || /^\d+$/.test(tokens[p]!.text))) p++
  }
  skipMarks()
  // "[10:04] Aisha Bello: ..." (a speaker is a person element followed by ":").
  const speaker = elements.find((e) => e.k === 'P')
  if (speaker?.k === 'P' && speaker.start === tokens[p]?.start) {
    let q = p
    while (q < tokens.length && q < p + 5 && tokens[q]!.kind === 'word') q++
    q = afterTag(tokens, q)
    if (tokens[q]?.lc === ':') {
      p = q + 1
      said = speaker.ref.name
    }
  }
  for (let round = 0; round < 4; round++) {
    skipMarks()
    p = pastMoreOpeners(tokens, p)
    let q = p
    while (q < tokens.length && q < p + 3 && LABELS.has(tokens[q]!.lc)) q++
    if (q > p && tokens[q]?.lc === ':') {
      p = q + 1
      continue
    }
    if (OPENERS.has(tokens[p]?.lc ?? '') && tokens[p + 1]?.lc === ',') {
      p += 2
      continue
    }
    // "... and I'll ask Takeshi for the site list": a request joined to what came before.
    if ((tokens[p]?.lc === 'and' || tokens[p]?.lc === 'also') && p + 1 < tokens.length) {
      p += 1
      continue
    }
    break
  }
  return { p, speaker: said }
}

/** The verb of an imperative at tokens[p] ("Send ...", "Please send ...", "I'll send ..."): its index and who is asked (the writer for "I"). */
function imperative(tokens: readonly Tok[], p: number): { verb: number; assignee?: string } | undefined {
  for (const lead of LEADS) {
    if (!matches(tokens, p, lead)) continue
    const verb = p + lead.length
    if (!ACTIONS.has(tokens[verb]?.lc ?? '')) return undefined
    return { verb, ...(lead[0]!.startsWith('i') && { assignee: WRITER }) }
  }
  // The scanner reads "Let's" as the word "Let" with a possessive 's: the lead "let's" all the same.
  if (tokens[p]?.lc === 'let' && tokens[p]!.poss && ACTIONS.has(tokens[p + 1]?.lc ?? '')) return { verb: p + 1 }
  const next = tokens[p + 1]
  if (ACTIONS.has(tokens[p]?.lc ?? '') && (!next || !HEADING_AFTER.has(next.lc)) && !durationAfter(tokens, p))
    return { verb: p }
  return undefined
}

/** A request to a named person at tokens[p]: "Julia will send ...", "@Keanu can you ...", "Tomasz, please ...". */
function asked(
  r: Reader,
  tokens: readonly Tok[],
  elements: readonly Element[],
  p: number,
): { verb: number; assignee: string } | undefined {
  const first = tokens[p]
  if (!first || first.kind !== 'word' || !isUpper(first.text[0]!)) return undefined
  const person = elements.find((e) => e.k === 'P' && e.start === first.start)
  // The rest of the name: "Salim Juma will ...".
  let q = p + 1
  while (q < p + 4 && tokens[q]?.kind === 'word' && isUpper(tokens[q]!.text[0]!)) q++
  q = pastOwnTeam(tokens, q)
  // A lone first name the text gives in full elsewhere is that person; else as written.
  const assignee = person?.k === 'P' ? person.ref.name : (uniquePart(r, first.lc) ?? first.text)
  // "@Tomasz review the SOW": a mention, then the verb (mention-verbs.ts).
  if (mentionVerb(r.text, first, tokens[q]) && ACTIONS.has(tokens[q]!.lc)) return { verb: q, assignee }
  for (const ask of ASKS) {
    if (!matches(tokens, q, ask)) continue
    const verb = q + ask.length
    if (!ACTIONS.has(tokens[verb]?.lc ?? '')) return undefined
    return { verb, assignee }
  }
  return undefined
}

function uniquePart(r: Reader, word: string): string | undefined {
  const people = r.byPart.get(word)
  return people && people.size === 1 ? [...people][0]!.name : undefined
}

/**
 * Reads a sentence's follow-ups, if it asks for any: each part between semicolons is read on its own
 * ("Next steps: Jakub to share the test plan by Friday; Paweł will confirm the version next Tuesday").
 */
export function readFollowUp(
  r: Reader,
  tokens: Tok[],
  elements: Element[],
  text: () => string,
  names: string[],
  dateCue: boolean,
): void {
  let from = 0
  for (let k = 0; k <= tokens.length; k++) {
    const cut = k < tokens.length && (tokens[k]!.text === ';' || mentionCut(r.text, tokens, k))
    if (k < tokens.length && !(tokens[k]!.kind === 'punct' && cut)) continue
    if (k > from)
      readOne(r, from === 0 && k === tokens.length ? tokens : tokens.slice(from, k), elements, text, names, dateCue)
    from = k + 1
  }
}

/** Reads one part's follow-up, if it asks for one. */
function readOne(
  r: Reader,
  tokens: Tok[],
  elements: Element[],
  text: () => string,
  names: string[],
  dateCue: boolean,
): void {
  const { p, speaker } = requestStart(tokens, elements)
  if (p >= tokens.length) return
  const found = ownerItem(r, tokens, elements, p, speaker) ?? imperative(tokens, p) ?? asked(r, tokens, elements, p)
  if (!found) return
  // "I'll ..." in a chat line: its speaker.
  // A later sentence of the same chat line ("... 👍 and I'll ask ..."): the line's speaker.
  const said = speaker ?? r.lineSpeaker?.name
  if (found.assignee === WRITER && said) found.assignee = said
  if (r.followUps.length >= EXTRACTION_LIMITS.followUps) {
    r.dropped.follow_ups++
    return
  }
  let about = names
  for (
    let back = r.previousNames.length - 1;
    about.length === 0 && back >= 0 && back >= r.previousNames.length - 2;
    back--
  )
    about = r.previousNames[back]!
  const body = r.text.slice(tokens[found.verb]!.start, tokens[tokens.length - 1]!.end)
  const due = dateCue ? extractDates(body, r.now)[0] : undefined
  if (headingDate(r.sentences === 1, due?.date, r.now)) return
  r.followUps.push({
    title: followUpTitle(body),
    ...(due && { due: due.date }),
    sentence: text(),
    names: [...about],
    ...(found.assignee !== undefined && { assignee: found.assignee }),
  })
}
