import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'

// The E4 pass's shapes (e4-clusters.test.ts), each repeated to the maximum input: runs joined through
// "of" and "do" (a look at the word before and the run's first word), institution heads, three-word
// names after a colon or a title's comma, adjectives opening company names, and first names after an
// owner's title, surnames an honorific greets (each a constant look at the tokens and elements around the
// run; the fold at the end looks up the surname's fuller names once per lone name).
const ADVERSARIAL: Record<string, () => string> = {
  'institutions through of and do, over and over': () =>
    fill(
      'Wanjiru Kamau (University of Nairobi) met Rodrigo Lima at Banco Rural do Sul do Norte of Bank of Lisbon of Of of do Do Hotel Miramare Sorrento, University of of of University of ',
    ),
  'long runs of institution words and particles': () =>
    fill('University of Bank of Institute of Museum of Banco do Grupo dos Caixa das Hotel Hotel Hotel '),
  'three-word names after colons and title commas': () =>
    fill(
      'Present: Ole Martin Hansen (Fjordkraft Ventures), Nana Kwame Asante\nour managing partner, Nana Kwame Asante, CEO, Ole Martin Hansen: Present: : , , ',
    ),
  'adjectives opening company names mid-sentence': () =>
    fill(
      'the CFO at New Horizon Ventures for Great Dyke Platinum at Most Mira Foundation new New Great Most Best Group ',
    ),
  'first names after owner titles': () =>
    fill(
      'our plant manager Bisi will be the admin user; your CEO Haruto go back; the CTO, Bisi, said our CFO Monday our our CEO CEO , , ',
    ),
  'honorific greetings and surnames to fold': () =>
    fill(
      'Dear Mr. Okonkwo,\nHello Mr Fitzgerald:\nHi Mr. Okeke, Chinedu Okeke Ada Okeke Okeke Okeke\nDear Dr. Dear Mr. Mr. Mr. ,\n',
    ),
}

describeIngestBounds('the E4 pass: ends across tuning batches, at the maximum input size (512 KiB)', ADVERSARIAL)
