import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'
import { CONTEXT_LIMITS } from './artifacts.js'

// The link shapes added after issue 27's first round (link-shapes.test.ts), each repeated to the
// maximum input: lists that a company closes walk back over names, appositives skip ahead, a
// first-name sign-off makes a person. None may hold the event loop or write past the caps.
const MAX = CONTEXT_LIMITS.maxContentBytes

const ADVERSARIAL: Record<string, () => string> = {
  'a list of names with roles closed by a company': () =>
    'Attendees: ' + fill('Maria Lopez (VP Finance), ').slice(11, MAX - 40) + 'David Kim from Harborview Logistics.',
  'lists closed by companies, repeated': () => fill('Maria Lopez (CFO), David Kim (CTO) from Harborview Logistics. '),
  'team lists after a colon': () =>
    fill('Met the team at Harborview Logistics today: Maria Lopez, David Kim and Peter Novak. '),
  appositives: () =>
    fill(
      "Daniel Aziz, an old colleague of Laura Vogel, formerly of Orbis Labs, Maria Lopez's manager, is now at Kestrel Bank. ",
    ),
  'first-name sign-offs': () => fill('Thanks!\n— Chris\n'),
  'introductions and moves': () =>
    fill('Anna Duarte put me in touch with Peter Boateng. Laura Vogel jumped ship to Kestrel Bank from Orbis Labs. '),
  // Issue 27's second pass: sentences of acquaintance, "they" for two people, pronouns as objects.
  'acquaintance, "they" and pronouns': () =>
    fill(
      'Lunch with Farah Aziz (Indigo Bank) and Mateus Rocha (Tropic Pay). They went to school together; the two of them are old friends and she is on good terms with him. ',
    ),
  'introduction e-mails and lists of reports': () =>
    fill(
      'Hi Kwame, meet Lucía Herrera. Lucía, Kwame Asante runs Accra Ventures. You two should talk. Thanks for the intro, Rania! His direct reports are Mei Lin, Carlos Souza and Ama Owusu. ',
    ),
  // Every first name new, each vouched for by the text: the set the reader keeps grows with the text.
  'first names the text vouches for, all different': () => {
    const parts: string[] = []
    let size = 0
    for (let i = 0; size < MAX; i++) {
      const word = 'Q' + [...i.toString(26)].map((d) => String.fromCharCode(97 + parseInt(d, 26))).join('')
      const part = `${word} is here. ${word} Oyelaran met Ewan Fraser. `
      parts.push(part)
      size += part.length
    }
    return parts.join('').slice(0, MAX)
  },
}

describeIngestBounds('link shape bounds at the maximum input size (512 KiB)', ADVERSARIAL)
