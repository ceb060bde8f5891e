/*
 * Who wrote a reply that carries a quoted or forwarded message (issue 27, P2: fresh batch t1381-t1420,
 * "- Ilhan" over a forwarded note signed "Khadra Osman / Operations Director, Juba Foods Ltd"). Below the
 * quote's marker, a signature is the quoted sender's: when someone else already signed the text above
 * it, its company is not the writer's company, or the replier was placed at the forwarded sender's
 * employer. The quoted sender's own link from the signature stays.
 */
import type { Reader } from './reader.js'

/**
 * Whether the signature of the line's person may give the writer's company: not under a quote's marker
 * when the text was signed above it by someone else.
 */
export function signsForWriter(r: Reader): boolean {
  return !(r.quoted && r.writerPerson !== undefined && r.writerPerson !== r.linePerson)
}
