/**
 * JSON.parse, except that integers of 16 digits or more become strings of their exact digits: the
 * service writes some ids as bare JSON integers of 17 digits (above 2^53), which a plain parse
 * rounds. One linear pass over the text (strings skipped as they are), then JSON.parse.
 *
 * @example parseExactIds('{"artifact_id":32704519835648903}') // { artifact_id: '32704519835648903' }
 */
export function parseExactIds(text: string): any {
  let out = ''
  let last = 0
  let i = 0
  const n = text.length
  while (i < n) {
    const c = text.charCodeAt(i)
    if (c === 34 /* " */) {
      i++
      while (i < n && text.charCodeAt(i) !== 34) i += text.charCodeAt(i) === 92 /* \ */ ? 2 : 1
      i++
      continue
    }
    if ((c >= 48 && c <= 57) || c === 45 /* - */) {
      const start = i
      i++
      while (i < n && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) i++
      const next = text[i]
      const isInteger = next !== '.' && next !== 'e' && next !== 'E'
      if (isInteger && i - start - (c === 45 ? 1 : 0) >= 16) {
        out += `${text.slice(last, start)}"${text.slice(start, i)}"`
        last = i
      }
      continue
    }
    i++
  }
  return JSON.parse(last === 0 ? text : out + text.slice(last))
}
