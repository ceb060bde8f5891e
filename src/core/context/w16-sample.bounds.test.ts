import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'
import { CONTEXT_LIMITS } from './artifacts.js'

// The W16 pass's shapes (w16-sample.test.ts), each repeated to the maximum input: company ends and a
// place joined before a name, companies a "they" sentence acts on or that tag an agent after "by", a
// person's group as a subject, "me" in chat lines, the batch's given names, and requests opened by a
// mention after a comma. None may hold the event loop or write past the caps.
const MAX = CONTEXT_LIMITS.maxContentBytes

const ADVERSARIAL: Record<string, () => string> = {
  'company ends': () =>
    fill('Bikash Shrestha\nEverest Tower Management\nHead of Asset Management, Himalayan Harvest Co-op. Coop Co-op. '),
  'places joined before names': () =>
    fill('at Tbilisi-based Gvino Interactive, of London-based Acme, Oslo-headquartered Nord-based-based X-based '),
  'an endless run of placed words': () => 'At ' + fill('Lima-based ').slice(0, MAX - 32) + ' Andes Bio',
  'they sentences and agents': () =>
    fill(
      'They are moving from a CRO (Pampa Bio S.A.) to Kura Labs; their CTO Ana Lima. Led by Ana Lima at Andes Bio. ',
    ),
  'possessed groups': () =>
    fill("Farid Ismail's three area managers will report to Nurul Aisyah's team staff managers reports. "),
  'me in chat lines': () => fill('[16:22] Agustina Molina: Rocío Paz, she reports to me\n'),
  'given names of the batch': () =>
    fill('Juho Mäkinen, Tashana Morgan, Nico Ledesma, Sopho Meladze, Zviad Abashidze, Máret Sara, Noelani Kahananui. '),
  'mention requests': () =>
    fill('[09:04] Ravi Pillai: ok, @Ana can you send it today, and @Mei Ling please order it by Monday, @, and @ '),
  'follow-up labels': () => fill('Follow-ups: send the quote by Monday; confirm the walk; Follow-ups: '),
}

describeIngestBounds('the W16 shapes at the maximum input size (512 KiB)', ADVERSARIAL)
