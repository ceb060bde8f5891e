import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'
import { CONTEXT_LIMITS } from './artifacts.js'

// The E5 pass's shapes (e5-ends.test.ts), each repeated to the maximum input: people inside company names,
// vendors in decisions (one a run of capitals that never ends, one a bid whose noun never comes), acquisitions
// and roles without owners, events ending in "Week", function acronyms, possessive given names, given names in
// more places (one a modal's question that never closes), schools where people were together, and more given
// names. None may hold the event loop or write past the caps.
const MAX = CONTEXT_LIMITS.maxContentBytes

const ADVERSARIAL: Record<string, () => string> = {
  'people inside company names, over and over': () =>
    fill('Summit Peak Outfitters Summit Peak: Kibo Labs Kibo Sheets Cooperativa Serra Verde Serra Verde can '),
  'decisions naming vendors without end': () =>
    fill('evaluated Parcelwise and went with ShipHub, lost it to Stripe; moved payroll from Paychex to '),
  'one decision before a run of capitals that never ends': () =>
    'went with ' + fill('Acme Beta Gamma Delta ').slice(0, MAX - 16),
  "a rival's name whose bid never comes": () => fill("Kargo Cepat's Kargo Cepat's the Tundra Outdoor PO the "),
  'acquisitions and roles without owners, over and over': () =>
    fill('Fjordline Maps has been acquired by the linen supplier, Lavanderia Partenope was bought by FinOps Week '),
  'a role before a run of capitals that never ends': () =>
    'the linen supplier, ' + fill('Lavanderia Partenope Sorrento Napoli ').slice(0, MAX - 32),
  // A search that starts with the run tried it at every capital of an endless word: quadratic (a CI bound found it).
  "one endless capitalised word before 's bid": () =>
    'Ana Lima from Robo' + fill('DispenseRobo').slice(0, MAX - 60) + "'s bid",
  'one endless capitalised word before an acquisition': () =>
    'Robo' + fill('DispenseRobo').slice(0, MAX - 60) + ' has been acquired by Nordhav Geo',
  'function acronyms as companies': () => fill('manages the API team, our lead for FX tools at IT HR QA '),
  'possessive given names before what a person owns': () =>
    fill("Amara Obi: did you see Jakob's email? Priya's manager Aroha's old team "),
  'schools where people were together': () =>
    fill('we were at Keio together, at IIT Bombay together, got to know Karim at INSEAD at at '),
  'lone given names in more places, over and over': () =>
    fill('took over from Leo, Can you take this, Adwoa? Maybe ask Ilse? per Sunita, Should Hiroko review? '),
  'a modal whose question never closes': () =>
    'Should Hiroko ' + fill('review the numbers first and then ').slice(0, MAX - 16),
  'runs ending in Week, over and over': () => fill('FinOps Week, Fashion Week Mary Weeks Week Week '),
  'given names of more cultures, over and over': () => fill('Mihaela Stan Kiri Rangihau Sefo Tuilagi Kaisa Heikkinen '),
}

describeIngestBounds('the E5 pass: ends across tuning batches, at the maximum input size (512 KiB)', ADVERSARIAL)
