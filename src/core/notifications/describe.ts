/**
 * Reads a custom notification's plain-language description into a short name, the prompt the
 * rule runs, a 5-field cron schedule (UTC) and the topic words its runs filter on. One pass over
 * the words, no backtracking: "every Monday at 9am" -> `0 9 * * 1`, "daily at 8" -> `0 8 * * *`,
 * "every hour" -> `0 * * * *`, "weekdays at 17:30" -> `30 17 * * 1-5`; nothing said -> daily at 9.
 *
 * @example
 * describeRule('Tell me about new insights on Acme every Monday at 9am')
 * // { name: 'New insights on Acme', prompt: 'Tell me about new insights on Acme every Monday at 9am', schedule: '0 9 * * 1', topics: ['acme'] }
 */
export interface RuleDescription {
  name: string
  prompt: string
  /** Five cron fields, minute hour day-of-month month day-of-week, read in UTC. */
  schedule: string
  /** Lower-case words that narrow what a run reports; empty: everything. */
  topics: string[]
}

export const DESCRIPTION_LIMITS = { maxCharacters: 2000, nameWords: 6, nameCharacters: 60 } as const

const DAYS: Record<string, number> = {
  sunday: 0,
  sundays: 0,
  sun: 0,
  monday: 1,
  mondays: 1,
  mon: 1,
  tuesday: 2,
  tuesdays: 2,
  tue: 2,
  tues: 2,
  wednesday: 3,
  wednesdays: 3,
  wed: 3,
  thursday: 4,
  thursdays: 4,
  thu: 4,
  thurs: 4,
  friday: 5,
  fridays: 5,
  fri: 5,
  saturday: 6,
  saturdays: 6,
  sat: 6,
}

/** Words that only ever say when or how often. */
const SCHEDULE_WORDS = new Set([
  'every',
  'each',
  'daily',
  'hourly',
  'weekly',
  'monthly',
  'weekday',
  'weekdays',
  'weekend',
  'weekends',
  'morning',
  'mornings',
  'evening',
  'evenings',
  'afternoon',
  'noon',
  'midnight',
  'am',
  'pm',
  'utc',
  'nightly',
  'once',
])
/** Words that say when only next to a schedule word ("every day", "at 9", "on Mondays"). */
const UNIT_WORDS = new Set([
  'day',
  'days',
  'hour',
  'hours',
  'minute',
  'minutes',
  'mins',
  'min',
  'week',
  'weeks',
  'month',
  'months',
  'night',
  'other',
])
const CONNECTIVES = new Set(['at', 'on', 'in', 'and', 'the', 'a', 'an', 'per', 'of', 'by', 'every', 'each'])

/** Words of a request that say nothing about its topic ("tell me about", "new", "updates"). */
const FILLER_WORDS = new Set([
  'tell',
  'me',
  'notify',
  'alert',
  'remind',
  'send',
  'let',
  'know',
  'give',
  'show',
  'summarize',
  'summary',
  'summarise',
  'about',
  'of',
  'on',
  'for',
  'when',
  'if',
  'any',
  'all',
  'new',
  'recent',
  'latest',
  'updates',
  'update',
  'updated',
  'changes',
  'change',
  'changed',
  'insights',
  'insight',
  'tasks',
  'task',
  'due',
  'records',
  'record',
  'news',
  'what',
  'whats',
  'happened',
  'happening',
  'to',
  'with',
  'my',
  'our',
  'the',
  'a',
  'an',
  'and',
  'or',
  'in',
  'at',
  'is',
  'are',
  'please',
  'i',
  'want',
  'get',
  'digest',
  'report',
  'list',
  'people',
  'companies',
  'company',
  'person',
  'contacts',
  'workspace',
  'that',
  'there',
  'from',
  'by',
  'up',
  'coming',
  'upcoming',
  'overdue',
  'us',
  'them',
  'it',
  'this',
  'alerts',
  'alert',
  'context',
  'reminders',
  'reminder',
  'notifications',
  'notification',
  'everything',
  'anything',
])

interface Token {
  /** The word as written, for the name and prompt. */
  text: string
  /** Lower case, for reading. */
  word: string
  /** A time of day read from this token (with a following am/pm), in minutes after midnight. */
  time?: number
  number?: number
}

/** Splits on anything but letters, digits, `:` and `'`, in one pass. */
function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  let start = -1
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) : 32
    const inWord =
      (code >= 48 && code <= 58) ||
      (code >= 65 && code <= 90) ||
      (code >= 97 && code <= 122) ||
      code === 39 ||
      code > 127
    if (inWord && start === -1) start = i
    else if (!inWord && start !== -1) {
      const raw = text.slice(start, i)
      tokens.push(readToken(raw))
      start = -1
    }
  }
  return tokens
}

function readToken(raw: string): Token {
  const word = raw.toLowerCase().replace(/'/g, '')
  const token: Token = { text: raw, word }
  // 9, 17:30, 9am, 9:30pm (am/pm may also be the next token).
  let i = 0
  let hours = 0
  while (i < word.length && i < 2 && word.charCodeAt(i) >= 48 && word.charCodeAt(i) <= 57)
    hours = hours * 10 + word.charCodeAt(i++) - 48
  if (i === 0) return token
  let minutes = 0
  if (word[i] === ':' && i + 3 <= word.length && /^\d\d$/.test(word.slice(i + 1, i + 3))) {
    minutes = Number(word.slice(i + 1, i + 3))
    i += 3
  }
  const rest = word.slice(i)
  if (rest === '' && !word.includes(':') && /^\d+$/.test(word)) token.number = Number(word)
  if (rest === 'am' || rest === 'pm') hours = to24(hours, rest)
  else if (rest !== '') return token
  if (hours <= 23 && minutes <= 59) token.time = hours * 60 + minutes
  return token
}

const to24 = (hours: number, meridiem: 'am' | 'pm'): number =>
  hours === 12 ? (meridiem === 'am' ? 0 : 12) : meridiem === 'pm' ? hours + 12 : hours

const capitalize = (text: string): string => (text ? text[0]!.toUpperCase() + text.slice(1) : text)

/** Reads a description; the caller has checked it is not blank and within the limit. */
export function describeRule(description: string): RuleDescription {
  const tokens = tokenize(description)
  let time: number | undefined
  let hourly = false
  let everyMinutes: number | undefined
  let everyHours: number | undefined
  let weekly = false
  let monthly = false
  const days = new Set<number>()
  const scheduleAt = new Set<number>()

  for (let i = 0; i < tokens.length; i++) {
    const { word } = tokens[i]!
    const next = tokens[i + 1]?.word
    const day = DAYS[word]
    if (day !== undefined) {
      days.add(day)
      scheduleAt.add(i)
      continue
    }
    if (word === 'weekdays' || word === 'weekday') [1, 2, 3, 4, 5].forEach((d) => days.add(d))
    else if (word === 'weekends' || word === 'weekend') [0, 6].forEach((d) => days.add(d))
    else if ((word === 'minute' || word === 'min') && ['every', 'each', 'a', 'per'].includes(tokens[i - 1]?.word ?? ''))
      everyMinutes = 1
    else if (word === 'hourly' || ((word === 'hour' || word === 'hours') && tokens[i - 1]?.number === undefined))
      hourly = true
    else if (
      word === 'weekly' ||
      (word === 'week' &&
        (tokens[i - 1]?.word === 'every' || tokens[i - 1]?.word === 'each' || tokens[i - 1]?.word === 'a'))
    )
      weekly = true
    else if (
      word === 'monthly' ||
      (word === 'month' &&
        (tokens[i - 1]?.word === 'every' || tokens[i - 1]?.word === 'each' || tokens[i - 1]?.word === 'a'))
    )
      monthly = true
    else if (word === 'noon') time = 12 * 60
    else if (word === 'midnight') time = 0
    else if (word === 'morning' || word === 'mornings') time ??= 9 * 60
    else if (word === 'evening' || word === 'evenings' || word === 'night' || word === 'nightly') time ??= 18 * 60
    else if (word === 'afternoon') time ??= 14 * 60
    else if (
      tokens[i]!.number !== undefined &&
      (next === 'minutes' || next === 'minute' || next === 'mins' || next === 'min')
    ) {
      everyMinutes = Math.min(Math.max(tokens[i]!.number!, 1), 59)
      scheduleAt.add(i)
    } else if (tokens[i]!.number !== undefined && (next === 'hours' || next === 'hour')) {
      everyHours = Math.min(Math.max(tokens[i]!.number!, 1), 23)
      scheduleAt.add(i)
    } else if (
      tokens[i]!.time !== undefined &&
      (tokens[i - 1]?.word === 'at' ||
        word.includes(':') ||
        /[ap]m$/.test(word) ||
        next === 'am' ||
        next === 'pm' ||
        next === 'utc')
    ) {
      let minutes = tokens[i]!.time!
      if ((next === 'am' || next === 'pm') && !/[ap]m$/.test(word))
        minutes = to24(Math.floor(minutes / 60), next) * 60 + (minutes % 60)
      time = minutes
      scheduleAt.add(i)
    } else continue
    scheduleAt.add(i)
  }

  const hour = time === undefined ? 9 : Math.floor(time / 60)
  const minute = time === undefined ? 0 : time % 60
  const dayField = days.size > 0 && days.size < 7 ? compactDays([...days].sort((a, b) => a - b)) : '*'
  let schedule: string
  if (everyMinutes !== undefined) schedule = `*/${everyMinutes} * * * ${dayField}`
  else if (everyHours !== undefined) schedule = `0 */${everyHours} * * ${dayField}`
  else if (hourly) schedule = `0 * * * ${dayField}`
  else if (days.size > 0) schedule = `${minute} ${hour} * * ${dayField}`
  else if (weekly) schedule = `${minute} ${hour} * * 1`
  else if (monthly) schedule = `${minute} ${hour} 1 * *`
  else schedule = `${minute} ${hour} * * *`

  // Schedule words, units next to them, and connectives leading into them say only when.
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i]!.word
    if (SCHEDULE_WORDS.has(word)) scheduleAt.add(i)
    else if (UNIT_WORDS.has(word) && (scheduleAt.has(i - 1) || tokens[i - 1]?.number !== undefined)) scheduleAt.add(i)
  }
  for (let i = tokens.length - 1; i >= 0; i--) {
    if (CONNECTIVES.has(tokens[i]!.word) && scheduleAt.has(i + 1)) scheduleAt.add(i)
  }
  const words = tokens.filter((_, i) => !scheduleAt.has(i))
  let first = 0
  while (first < words.length && FILLER_WORDS.has(words[first]!.word) && !KEEP_IN_NAME.has(words[first]!.word)) first++
  let last = words.length
  while (last > first && TRAILING_VERBS.has(words[last - 1]!.word)) last--
  const nameWords = trimConnectives(
    words.slice(first, Math.min(last, first + DESCRIPTION_LIMITS.nameWords)).map((t) => t.text),
  )
  const name = capitalize(nameWords.join(' ')).slice(0, DESCRIPTION_LIMITS.nameCharacters).trim() || 'Workspace updates'
  // The prompt is the request as written; one that names no topic asks for the whole workspace.
  const prompt = nameWords.length > 0 ? capitalize(description.trim().split(/\s+/).join(' ')) : GENERAL_PROMPT
  const topics = [
    ...new Set(
      words
        .filter(
          (t) =>
            !FILLER_WORDS.has(t.word) &&
            !UNIT_WORDS.has(t.word) &&
            t.word.length > 1 &&
            t.number === undefined &&
            t.time === undefined,
        )
        .map((t) => t.word),
    ),
  ].slice(0, 20)
  return { name, prompt, schedule, topics }
}

const GENERAL_PROMPT = 'Summarize what changed in the workspace: new insights, updated records and tasks due'

/** Verbs that close a request ("when Acme changes") and say nothing of its topic. */
const TRAILING_VERBS = new Set([
  'change',
  'changes',
  'changed',
  'update',
  'updates',
  'updated',
  'happen',
  'happens',
  'happened',
  'moves',
  'move',
  'moved',
])

/** Filler that still names what a rule is about when it opens the name ("New insights", "Due tasks"). */
const KEEP_IN_NAME = new Set(['new', 'due', 'overdue', 'upcoming', 'recent', 'latest'])

/** Drops connectives left dangling at either end ("about new insights on" -> "about new insights"). */
function trimConnectives(words: string[]): string[] {
  const dangling = new Set([
    'at',
    'on',
    'in',
    'and',
    'the',
    'a',
    'an',
    'every',
    'each',
    'of',
    'to',
    'for',
    'by',
    'with',
  ])
  let start = 0
  let end = words.length
  while (end > start && dangling.has(words[end - 1]!.toLowerCase())) end--
  while (start < end && dangling.has(words[start]!.toLowerCase())) start++
  return words.slice(start, end)
}

/** [1, 2, 3, 4, 5] -> `1-5`; [1, 4] -> `1,4`. */
function compactDays(days: number[]): string {
  const parts: string[] = []
  for (let i = 0; i < days.length; ) {
    let j = i
    while (j + 1 < days.length && days[j + 1] === days[j]! + 1) j++
    parts.push(j - i >= 2 ? `${days[i]}-${days[j]}` : days.slice(i, j + 1).join(','))
    i = j + 1
  }
  return parts.join(',')
}
