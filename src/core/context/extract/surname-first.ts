/*
 * Names written surname first (W10): "Chen Jia Hui", "Lim Wei Jie", "Goh Mei Ling", as Chinese,
 * Singaporean, Malaysian, Korean and Vietnamese colleagues write their names in attendee lists and
 * signatures. The reader drops a run's first word when the second is a given name ("Met Tomas
 * Lindqvist": a verb before the name); a common family name is no verb, and three words opening
 * with one are the whole name (where "Thu" in "Đỗ Thu Hà" is a given name, no weekday: people.ts).
 * So are three or more words ending like a company's name ("Saint Luke Diagnostics Ltd", "Samoa
 * Sun Energy Ltd"): a given name second in them ("Luke", "Sun") is part of the company's name.
 */
import { COMPANY_WORDS, FIRST_NAMES, LEGAL_SUFFIXES } from '../lexicon.js'
import { chainEnd } from './chain-ends.js'
import type { Tok } from './scanner.js'

/** Common family names written first; none is an English word that opens a sentence ("He", "Do", "Sun"). */
const FAMILY_FIRST = new Set(
  `chen lim goh tan lee ng wong ong teo koh chua liu wang zhang li huang zhao wu zhou xu lin gao yeo chan cheung
leung lau yap tay toh quek foo yang zhu hu guo luo tang feng deng cao peng zeng xiao tian pan yuan cai jiang
cheng lu jin kim park choi jung kang cho yoon jang kwon hwang ahn nguyen tran pham hoang phan vu vo dang bui ngo
duong huynh chong
nguyễn trần lê phạm hoàng huỳnh vũ võ đặng bùi đỗ hồ ngô dương lý`.split(/\s+/),
)

const titleWord = (t: Tok | undefined): boolean =>
  t !== undefined && t.kind === 'word' && /^\p{Lu}\p{Ll}+$/u.test(t.text)

/**
 * Whether tokens[a, j) are three title-case words opening with a common family name, the second a
 * given name ("Chen Jia Hui"): the run is the whole name, its first word no verb before it.
 */
export function surnameFirst(tokens: readonly Tok[], a: number, j: number): boolean {
  if (j - a !== 3) return false
  const first = tokens[a]!
  return (
    FAMILY_FIRST.has(first.lc) &&
    !FIRST_NAMES.has(first.lc) &&
    titleWord(first) &&
    titleWord(tokens[a + 1]) &&
    titleWord(tokens[a + 2])
  )
}

/** Whether tokens[a, j) keep their first word although the second is a given name (see above). */
export function keepsFirstWord(tokens: readonly Tok[], a: number, j: number): boolean {
  const last = tokens[j - 1]!.lc
  if (surnameFirst(tokens, a, j)) return true
  return j - a >= 3 && (COMPANY_WORDS.has(last) || LEGAL_SUFFIXES.has(last) || chainEnd(tokens.slice(a, j)))
}
