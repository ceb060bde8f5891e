import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'

// The N2 pass's shapes (n2-near-misses.test.ts), each repeated to the maximum input: "I" under a quoted
// header, acquaintance cues "my" owns, "her manager" in chat lines, "said she might", board seats, "our"
// before the first of two joined names, companies after a title or an owner field, outside roles in an
// announcement, new company last words, "she" beside a chat line's speaker, attendee pairs before a comma
// and the greeted person's moves. Every test is a look at a few elements around one word; none scans
// back further than five.
const ADVERSARIAL: Record<string, () => string> = {
  'first person under quoted headers': () =>
    fill(
      '> On 13 Jan, Daniel Mekonnen wrote:\n> Aigerim, I have just started as plant manager at Kazakh Zinc. I joined Tengri Sensors. > > I I at at\n',
    ),
  'acquaintance cues the writer owns': () =>
    fill(
      'Somchai, you asked; I will check with my old colleague Fiachra Boyle and my my old old colleague colleague friend of mine, ',
    ),
  'her manager in chat lines': () =>
    fill('[10:03] Yerlan: Aliya Serik dropped off. Bolat Nurlanov is her manager now. is her her manager manager\n'),
  'said she might, over and over': () =>
    fill('Siobhan Kerr said she might move. Ana Lima says he is great. said she said she might might will '),
  'board seats': () =>
    fill('Makerita Vea will join our board. joins the advisory board, joined Coral Capital’s board join join our our '),
  'our before the first of joined names': () =>
    fill('our Head of Geology Asel Omarova and Gráinne Kelly from Kelly Search Partners, our our and and from from '),
  'companies after titles and owner fields': () =>
    fill(
      'Andrés Gil, their consultant from Deloitte; Owner: Lucía Vega, Andino Logistics\nOwner: , : , their from from , ',
    ),
  'outside roles in an announcement': () =>
    fill('Subject: Team update\nOur auditor from Intertek, Eszter Kovacs, our lawyer, our solicitor, headhunter '),
  'company last words': () =>
    fill('Zsolnay Boutique and Idrissi Transports, Turkish Technic, Boutique Boutique Transports Technic '),
  'attendee pairs with a company, a comma and the next attendee': () =>
    fill(
      'Present: Ana Lima and Tom Reed (Vela Foods), Bo Berg (Acme Bank), Cy Dahl and Di Ek (Orbis Labs), ( ), , and ',
    ),
  'moves of the person greeted': () =>
    fill(
      "Hi Samuel,\nI hadn't realised you'd moved from Glencore to Kazzinc. your move from Glencore to to you you've joined joined from ",
    ),
  'she beside a chat line speaker': () =>
    fill("[09:02] Saoirse Nolan: Meskerem Tilahun used to run sales there, but she's at Qatar Cargo now\n"),
}

describeIngestBounds(
  'the N2 pass: a second fresh batch of near misses, at the maximum input size (512 KiB)',
  ADVERSARIAL,
)
