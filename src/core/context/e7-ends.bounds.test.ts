import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'
import { CONTEXT_LIMITS } from './artifacts.js'

// The E7 pass's shapes (e7-ends.test.ts), each repeated to the maximum input: "Thu" after family names,
// Irish particles and more given names, given names opening lines before a comma (after chat speakers too)
// or action items,
// companies where people knew each other (one a run of capitals that never ends, one "from" whose name never
// comes), signatures' companies under a title line, schools where people study, "she's with C", years "with" a company, and places in tags and before nouns. None may hold the event loop or write
// past the caps.
const MAX = CONTEXT_LIMITS.maxContentBytes

const ADVERSARIAL: Record<string, () => string> = {
  '"Thu" after family names, over and over': () =>
    fill("[13:06] Tran Thu Ha: Le Thu's Pham Thu: Nguyen Thu Thu Thu Le Le Thu "),
  'Irish particles and more given names, over and over': () =>
    fill('Cathal Ó Briain Ó Ó Uí Fergal Quinn Meskerem Tilahun Oysha Karimova Bashir '),
  'given names opening lines before a comma': () =>
    fill('Kirsten, Verdant\nBashir, see\nRosa: Fatima, I\n> Carol, x\n'),
  'one speaker colon before an endless line of names and commas': () =>
    'Rosa: ' + fill('Fatima, Kirsten, Bashir, ').slice(0, MAX - 16),
  'companies where people knew each other, over and over': () =>
    fill('she knows him from Siemens, my old manager from Infosys, our auditor from SGS, knew them from '),
  'one "knows him from" before a run of capitals that never ends': () =>
    'knows him from ' + fill('Acme Beta Gamma Delta ').slice(0, MAX - 20),
  'one endless capitalised word after "my old boss from"': () =>
    'my old boss from Robo' + fill('DispenseRobo').slice(0, MAX - 30),
  'action items with assignees, over and over': () =>
    fill('To do: Ritu to send\n- Sophie to share\n2. Iolana to the\nNext steps: Anna to to Ciarán: '),
  'signatures with a title line and a company, over and over': () =>
    fill('Best,\nHanna Szűcs\nAccount Director\nRózsa Communications\nBlue Heron\n'),
  'schools where people study, over and over': () =>
    fill('studied at Warsaw University of Technology, student at Escola de Verão do Porto, students at of at '),
  'one "studied at" before a run of capitals and joiners that never ends': () =>
    'studied at ' + fill('Warsaw University of Technology of ').slice(0, MAX - 20),
  "she's with companies, over and over": () => fill("she's with Epiroc now, he's with Anna, she's with with "),
  'years with companies, over and over': () =>
    fill('after eight years flying with Aer Lingus, five years with Tata Chemicals, years with with '),
  'places in tags and before nouns, over and over': () =>
    fill('(warehouse manager, Ségou) pilot at Aktobe the Valle del Cauca account West African Andes–Africa '),
}

describeIngestBounds('the E7 pass: ends across tuning batches, at the maximum input size (512 KiB)', ADVERSARIAL)
