/**
 * Parses JSON text keeping integers of 16 digits or more exact: such an integer becomes a string
 * of its digits (the form every other id of the API has, and the one a path parameter takes back),
 * where `JSON.parse` would round it to the nearest double. Everything else parses as `JSON.parse`
 * does. One linear pass, only when the text holds such a run of digits.
 *
 * @example parseExactJson('{"artifact_id":32704519835647914}') // { artifact_id: '32704519835647914' }
 */
export function parseExactJson(text: string): unknown {
  if (!/\d{16}/.test(text)) return JSON.parse(text)
  let out = ''
  let from = 0
  let i = 0
  while (i < text.length) {
    const char = text[i]!
    if (char === '"') {
      // Skip the string, escapes included.
      i++
      while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1
      i++
      continue
    }
    if ((char >= '0' && char <= '9') || char === '-') {
      let end = i + 1
      while (end < text.length && /[0-9eE.+-]/.test(text[end]!)) end++
      const number = text.slice(i, end)
      if (/^-?\d{16,}$/.test(number)) {
        out += `${text.slice(from, i)}"${number}"`
        from = end
      }
      i = end
      continue
    }
    i++
  }
  return JSON.parse(out + text.slice(from))
}
