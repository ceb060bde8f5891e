import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'

// The N3 pass's shapes (n3-near-misses.test.ts), each repeated to the maximum input: parentheses with a
// company served, "from our supplier", "our outside counsel", offered introductions, "knows her" in chat
// lines, products named again, new company ends, "of the" before a body with "of" in its name, notes in a
// company label's parentheses, "I've known" and "He's" opening sentences. Every test is a look at a few
// elements around one word; the product names are kept in a set of at most 50.
const ADVERSARIAL: Record<string, () => string> = {
  'parentheses with a company served': () =>
    fill(
      'Hiroko Tanaka (Tanaka Law, counsel to Prairie Mutual) (to to Acme Bank) ( , to ) Ana Lima (CFO to Orbis Labs) ',
    ),
  'from our outsiders': () =>
    fill('Dilnoza Karimova, the rep from our carton supplier Samarkand Paper, from our our our supplier supplier '),
  'our outside counsel': () =>
    fill('Marta Kowal of Ridgeway Legal is our outside counsel. is our outside is our external '),
  'offered introductions': () =>
    fill('Shall I put you in touch with Bilal Chaudhry? shall I put I put put you in touch with with '),
  'knows her in chat lines': () =>
    fill('[14:05] Sofia Andersson: but Petr Horák knows her well, knows her her well knows\n'),
  'products named again': () =>
    fill(
      'Atlas Ledger, our new invoicing product, and Atlas Ledger. Kestrel Flow, the scheduling module; Kestrel Flow ',
    ),
  'company ends': () =>
    fill('Sahel Haulage, Baltic Clearing, Haulage Clearing Haulage, Anders Holm, Baltic Clearing\n'),
  'bodies with of in their names': () =>
    fill('Ewa Kowalczyk of the Warsaw University of Technology, of the of the University of of of '),
  'notes in a company label': () =>
    fill('Harrow & Finch (our consultants): Imogen Clarke, Raj Patel\n( our our ): ( ):\n'),
  'contractions opening sentences': () =>
    fill(
      "I've known Aditi Rao for years. He's head of platform at Sakura Logistics. He's a founder looking at Kauri Pay. ",
    ),
  'now with a person who is': () =>
    fill(
      'now with Pua Kahananui, who is great; now with Accra Angels, who invest; now with , who is who is PDFs KPIs ',
    ),
  "greetings of other languages and the greeted person's role": () =>
    fill('Merhaba Esra,\nyour current role leading the platform group at Danube Systems, your current current role\n'),
  'long openings before she': () =>
    fill(
      'After eight years and more rebrands than any of us can count, she is now at Cariri Studio. After after , she ',
    ),
  'tellings, places and outsiders in other words': () =>
    fill(
      "reported to Tom Reed that it broke; left for Vela Foods' offices; Tomás Reyes (our recruiter) from our law firm; reported to that about ",
    ),
  'companies tagging people in parentheses': () =>
    fill('Vela Foods QBR\nPresent: Ana Lima (CFO), Lee Park (Orbis Labs), Tom Reed (Head of IT), ( Orbis Labs ( (\n'),
}

describeIngestBounds(
  'the N3 pass: a third fresh batch of near misses, at the maximum input size (512 KiB)',
  ADVERSARIAL,
)
