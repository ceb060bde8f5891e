import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'
import { CONTEXT_LIMITS } from './artifacts.js'

// The M3 pass's shapes (people-link-clusters.test.ts), each repeated to the maximum input: first-person
// ties, roles written as someone's, the writer's introduction e-mail (one list after "meet" whose
// parenthesis never closes), a CRM record's fields held for a "Contact:" line that comes only at the end,
// asides about a former job (one that never closes) and moves placed once the text is read. None may
// hold the event loop or write past the caps.
const MAX = CONTEXT_LIMITS.maxContentBytes

const ADVERSARIAL: Record<string, () => string> = {
  'first-person ties, over and over': () =>
    fill(
      'My old boss, Kenji Ito, my my thesis supervisor, Aroha Ngata, with whom I , the best manager I she worked for me never my ',
    ),
  "roles written as someone's, over and over": () =>
    fill(
      "Olu Bello, CEO of Lagos Grid. his CTO, Ada Eze, her direct report, his his quality lead, Tom Becker's boss Priya Shah ",
    ),
  'an introduction e-mail that presents, copies and greets without end': () =>
    'Hi Lena, Jonas —\n' +
    fill(
      'Happy to introduce you to Jonas Weber. Hi both, meet Lena Vogel (Orbit Labs) and Jonas Weber (Finch Pay), Copying Mark Evans. Over to you two! ',
    ).slice(0, MAX - 40),
  'a list after "meet" whose parenthesis never closes': () =>
    'meet Lena Vogel (' + fill('Orbit Labs Finch Pay and Jonas Weber , ').slice(0, MAX - 24),
  'record fields waiting for a "Contact:" line that comes last': () =>
    fill('Referred by: Marco Bianchi\nLead source: referral from Tom Reed.\nKnows: Ana Lima\n').slice(0, MAX - 40) +
    '\nContact: Sofia Rossi',
  'asides about a former job, over and over': () =>
    fill(
      "Sofia Rossi, CFO, Lumen Grid (was Head of IT, Vento Energy). Vento Energy's former IT head, Sofia Rossi, on her move from Vento Energy to Lumen Grid! ",
    ),
  'an aside about a former job that never closes': () =>
    'Sofia Rossi, CFO, Lumen Grid (was ' + fill('Head of IT, Vento Energy, Lumen Grid; ').slice(0, MAX - 48),
  'new joiners from elsewhere under one heading': () =>
    'Kauri Freight — finance team change\n' +
    fill('Ravi Patel, who joins from Tasman Logistics, and Ana Lima will report to Mere Tane. ').slice(0, MAX - 48),
}

describeIngestBounds('the M3 pass: other links across tuning batches, at the maximum input size (512 KiB)', ADVERSARIAL)
