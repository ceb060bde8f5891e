import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'
import { CONTEXT_LIMITS } from './artifacts.js'

// The works-at pass's shapes (works-at-shapes.test.ts), each repeated to the maximum input: a note
// about a meeting whose met people and reporting lines are placed at the end, chat questions and
// answers, attendee lines with a company, given-name months, title-then-name companies. None may
// hold the event loop or write past the caps.
const MAX = CONTEXT_LIMITS.maxContentBytes

const ADVERSARIAL: Record<string, () => string> = {
  'a meeting note whose people all report to each other': () =>
    'Sync with Kauri Software today with Hemi Parata and Mere Tane. ' +
    fill(
      "Hemi Parata is Mere Tane's boss; Mere Tane works under Hemi Parata in the Auckland office of Kauri Software. ",
    ).slice(0, MAX - 64),
  'chat questions and answers': () =>
    fill(
      '[14:20] Owen Price: who does Arjun Nair answer to at Severn Water?\n[14:21] Bronwen Hughes: Gareth Lewis.\n[14:22] Bronwen Hughes: she is their finance lead\n',
    ),
  'attendee and signature lines with a company': () =>
    'Attendees:\n' +
    fill('- Priya Raman, Northwind Advisory\nLars Berg - Klarna\nMirela Popescu - Carpathia Energy\n').slice(
      0,
      MAX - 16,
    ),
  'months, titles and one-word companies': () =>
    fill(
      'April Reyes reports to Jan Dvořák. Klarna CFO Lars Berg, formerly Paystack, is now with Zalando as Director of Payments. ',
    ),
}

describeIngestBounds('works-at shape bounds at the maximum input size (512 KiB)', ADVERSARIAL)
