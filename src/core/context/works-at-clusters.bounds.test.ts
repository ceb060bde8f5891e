import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'

// The M4 pass's shapes (works-at-clusters.test.ts), each repeated to the maximum input: attendee lists
// with and without company tags (each untagged attendee looks over the list), owners beside names,
// outsiders' clients and services, "your contact at", sign-off lines and titles a first-person clause
// follows (each drops entries from the titled list), companies where someone went, chat answers.
const ADVERSARIAL: Record<string, () => string> = {
  'attendee lists, tagged and untagged': () =>
    fill(
      'Meeting notes — Kestrel Foods\nAttendees: Ana Ruiz (Kestrel Foods), Tomás Vidal (Kestrel Foods), Priya Nair, Omar Haddad (Kestrel, CFO), Lea Roth (\n',
    ),
  'one long attendee line': () =>
    `Meeting notes — Kestrel Foods\nAttendees: ${'Ana Ruiz (Kestrel Foods), Priya Nair, '.repeat(12_000)}`,
  'owners beside names': () =>
    fill(
      "Call with Greenway Dental. Dr. Amara Obi (owner), Ingrid Dahl, the owner, The clinic owner, Dr. Sara Kim, Lucas Moreau, Moreau Cycles's owner. the the owner owner ( owner ",
    ),
  'outsiders, services and contacts for a client': () =>
    fill(
      'Rui Matos, IT partner for Douro Hotels, a consultant for Douro Hotels. Lena Roth will run the rollout for Douro Hotels. your day-to-day contact at Baltic Wind. for for partner for ',
    ),
  'sign-off lines and titles told by the writer': () =>
    fill(
      'Thanks to Mia Berg at Fernwood Capital.\n- Clara Holt, CEO\nSam Reid is the CFO I mentioned. the CEO I the the CFO I \n',
    ),
  "teams of people, and clauses after a name's comma": () =>
    fill(
      "designed by Priya Shah's team at Kaveri Finance, Priya Shah's old team at Kaveri Finance, Priya Shah's data science group at Kaveri Finance. Sara Malik, they were at INSEAD together. 's 's team team at at ",
    ),
  'where someone went, and chat answers naming companies': () =>
    fill(
      'Aroha Smith left for Tui Dairy, so Liam Ngata, their head of procurement, was poached by Kea Foods and went over to Tui Dairy.\n[10:02] Rui Costa: Lusa Rail, according to Marta Pires\n',
    ),
}

describeIngestBounds(
  'the M4 pass: works-at clusters across tuning batches, at the maximum input size (512 KiB)',
  ADVERSARIAL,
)
