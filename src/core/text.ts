/*
 * Small text helpers that replace regular expressions which backtrack on long runs (`/\/+$/`
 * takes time quadratic in a run of `/` that does not end the text): each is one linear pass.
 */

/**
 * The text without the given character at its end, however many times it is repeated.
 *
 * @example trimTrailing('http://x/base//', '/') // 'http://x/base'
 */
export function trimTrailing(text: string, char: string): string {
  let end = text.length
  while (end > 0 && text[end - 1] === char) end--
  return text.slice(0, end)
}

/**
 * The text without the given character at either end.
 *
 * @example trimChar('--acme-corp--', '-') // 'acme-corp'
 */
export function trimChar(text: string, char: string): string {
  let start = 0
  while (start < text.length && text[start] === char) start++
  return trimTrailing(text.slice(start), char)
}

/**
 * The text up to the first of the given characters (all of it when none occurs).
 *
 * @example cutAt('acme.com/about?x', '/?#') // 'acme.com'
 */
export function cutAt(text: string, chars: string): string {
  for (let i = 0; i < text.length; i++) if (chars.includes(text[i]!)) return text.slice(0, i)
  return text
}

const LABEL = /^[\p{L}\p{N}-]+$/u
const TOP_LABEL = /^\p{L}{2,}$/u
const LOCAL_PART = /^[\p{L}\p{N}._%+-]+$/u

/**
 * Whether a token is a domain name: dot-separated labels of letters, digits and `-`, ending in a
 * label of two or more letters.
 *
 * @example isDomainName('acme.co.uk') // true
 */
export function isDomainName(token: string): boolean {
  const labels = token.split('.')
  return labels.length >= 2 && TOP_LABEL.test(labels.at(-1)!) && labels.every((label) => LABEL.test(label))
}

/**
 * Whether a token is an e-mail address: `local@domain`, the domain as isDomainName reads it.
 *
 * @example isEmailAddress('ada@acme.com') // true
 */
export function isEmailAddress(token: string): boolean {
  const at = token.indexOf('@')
  return (
    at > 0 && at === token.lastIndexOf('@') && LOCAL_PART.test(token.slice(0, at)) && isDomainName(token.slice(at + 1))
  )
}
