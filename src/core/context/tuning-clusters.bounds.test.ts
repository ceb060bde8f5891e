import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'
import { CONTEXT_LIMITS } from './artifacts.js'

// The M1 pass's shapes (tuning-clusters.test.ts), each repeated to the maximum input: reporting lines
// in one company, "their" roles, org announcement headings (one a first line that never ends, one a label that never
// reaches its colon), "you ... at C" and colleagues. The finishing pass reads the clause around every
// person it may place: none may hold the event loop or write past the caps.
const MAX = CONTEXT_LIMITS.maxContentBytes

const ADVERSARIAL: Record<string, () => string> = {
  'reporting lines in one company': () =>
    fill(
      "Structure note, Tamarind Health: Olga Ivanova reports to Priya Raman. He is Anaru Smith's manager now that Beth Cole has left Kauri Freight. ",
    ),
  'an org heading, then people named with clauses after them': () =>
    'Team update at Lindqvist Marine:\n' +
    fill(
      'Erik Holm, who is leaving, takes over from Maja Berg at Baltic Cargo. Sofia Ek stays on with our partner Minho Data. ',
    ).slice(0, MAX - 40),
  'a first line that never ends, with org words and no colon': () =>
    fill('Promotions Team update at Kereru Bank Aroha Ngata Liam Chen ').slice(0, MAX - 8) + '\nx',
  'a subject line whose label never reaches its colon': () =>
    'Subject: ' + fill('Leadership changes in Finance Mele Tupou ').slice(0, MAX - 32) + ':',
  'companies after endless letters and marks': () =>
    fill('Supercalifragilisticexpialidocious Anka Steel (—Kereru Bank, '),
  '"you" and "your" before "at C", over and over': () =>
    fill('Hi Yusuf,\nyou look after procurement at Anka Steel; your team your role you you at at Kereru Bank. '),
  'colleagues, over and over': () =>
    fill(
      "Julia Weber (buyer, Rhein Optik GmbH) called. Her colleague Tobias Kranz, her colleagues, Ana Lima and Rui Sousa, Priya Shah from Daniel Okafor's team. ",
    ),
  '"their" and roles beside people, over and over': () =>
    fill(
      'Visit to Tasman Mills. Ravi Menon, their shift supervisor, their floor manager, Aiko Mori, Nina Park is their new office lead their their , ',
    ),
}

describeIngestBounds('the M1 pass: structures across tuning batches, at the maximum input size (512 KiB)', ADVERSARIAL)
