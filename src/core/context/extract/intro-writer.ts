/*
 * Whether an e-mail's writer introduces someone ("I'd like you to meet Adwoa Mensah", "Meet Aisha
 * Bello, ..."): then the one it addresses by name ("Hi Patrick,", "Lars, ...") is introduced too,
 * though the mail never says "you two should talk".
 */
import { WRITER, type Reader } from './reader.js'

/** True when some person was introduced by the writer (and is not also the one addressed). */
export function introducesSomeone(r: Reader): boolean {
  // A forwarded introduction: who addresses whom, and who signed, belong to two different mails.
  if (r.quotedSender) return false
  const writer = r.writerPerson?.name
  return r.links.some(
    (l) => l.kind === 'introduced_by' && (l.to === WRITER || (writer !== undefined && l.to === writer)),
  )
}
