import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'
import { CONTEXT_LIMITS } from './artifacts.js'

// The works-at shapes of w121-w180 (works-at-three.test.ts), each repeated to the maximum input:
// contacts listed under a company's line without end, a side's labels, signatures' lines, who
// stands for a company, departments before names. None may hold the event loop or write past the caps.
const MAX = CONTEXT_LIMITS.maxContentBytes

const ADVERSARIAL: Record<string, () => string> = {
  'a company line with an endless list of contacts under it': () =>
    'Aspen Bank\n' + fill('- Priya Kapoor, sponsor\n- Tomas Varga (security)\n').slice(0, MAX - 16),
  'company lines and listed contacts, alternating': () =>
    fill('Aspen Bank\n- Priya Kapoor, sponsor\nKite Labs:\n- Maria Cho (support)\nWe met.\n'),
  "a company's attendees and a side's labels": () =>
    fill(
      'Coral Telecom attendees: Wanjiru Kamau (VP Care), Jomo Otieno (Ops)\nVendor attendees (Echo Voice): Lasse Berg\nTheir team: Dr. Kwame Mensah (CMO), Lisa Cheng\nFrom us: Nadia Karim, Peter Holm\n',
    ),
  'an endless side list of honorifics': () => 'Their team: ' + fill('Dr. Mr. Ms. Prof. ').slice(0, MAX - 16),
  'notes by, signatures with titles and departments, pipes': () =>
    fill(
      'Notes by Ines Lopes, Fieldline Health\nTobias Kern\nAccount Executive\nSunridge Software\nOliver Hale\nCustomer Service\nBrookside Supplies Ltd\nMarcus Obi | Operations | Pelican Freight\n',
    ),
  'an endless pipe line': () => 'Marcus Obi | ' + fill('Operations | Pelican Freight | ').slice(0, MAX - 16),
  'who stands for a company': () =>
    fill(
      'Indigo Hotels, whose GM is Kavya Rao, met Stratus Systems, where Jonas Weber leads the work. Vortex Motors was represented by Mehmet Kaya. Chiara Riva from the accounts team at Vela Shipping joined us at Meridian Freight as head of sales. ',
    ),
  'sides, teams and qualified titles': () =>
    fill(
      "Legal on their end is Arjun Menon. Their partner on the board is Kenneth Osei. Marigold Foods' brand team is Leticia Prado and Ravi Iyer. Our dispatch manager, Leila Amini, called. ",
    ),
  'a brand team without end': () =>
    "Marigold Foods' brand team is " + fill('Leticia Prado, Ravi Iyer and ').slice(0, MAX - 40),
  'departments of two words and chat answers': () =>
    fill(
      'Elena Popa: Farida Haddad, their head of retail lending at Tidal Bank, said yes.\nElena Popa: the COO, Henrik Lund\nHannah Vogel represents Ferro Steel on this deal.\n',
    ),
  'current jobs, shares of work, buyers and moves': () =>
    fill(
      'the CV of Wei Chen, currently a QA manager at Norrland Pharma. Velvet Agency does the creative (Ayumi Sato leads). Kasia Nowak, who buys packaging for Morningside Bakeries, called. Ana Lopes worked at Quantix before leaving for Loop Health. ',
    ),
  'lists of a company, announcements and joins': () =>
    fill(
      'Sofia Marchetti, Jonas Berg, Ama Owusu (all Orion Retail), Mark Li (our Head of Engineering). Acme Corp is pleased to announce that Maria Lopez, formerly CFO of Beta Ltd, joins as CFO. Org update from Granite Pay: Kwame Boateng joins from Harbor Lane as Head of Partnerships. Her CFO, Ben Howard, agrees. ',
    ),
  'an endless list before "(all C)"': () =>
    fill('Sofia Marchetti, Jonas Berg and ').slice(0, MAX - 32) + ' (all Orion Retail)',
  'an announcement that never says who joins': () =>
    'Acme Corp announces that ' + fill('Maria Lopez, formerly of Beta Ltd, ').slice(0, MAX - 32),
  'services to the one written to, clients served, people on their own': () =>
    fill(
      'Irina will run your onboarding at Okafor Build. Zara Ahmed, our account manager for Acme Corp, called. Diego Rios is a data engineer I know; he now freelances. She is self-employed.\nPriya Shah\nBrightwave Software\n',
    ),
  'an endless run of "he" before freelancing': () => fill('he he she ').slice(0, MAX - 16) + ' freelances',
  'attendees grouped by company': () =>
    fill(
      'Attendees: Ana Costa, Rui Pinto (Tejo Foods); Mark Hale, Jenny Cho (Brightline Software)\nTejo Foods - Ana Costa, Rui Pinto\nMark Hale / Brightline Software\n',
    ),
  'an endless group before a semicolon': () =>
    'Attendees: ' + fill('Ana Costa, Rui Pinto, ').slice(0, MAX - 40) + ' (Tejo Foods);',
  'people from a company that serves another': () =>
    fill('Ken Mori from their IT provider, Bitwise Systems, and Ana Lima of our law firm, Baker Lane LLP, agree. '),
  'an endless service noun phrase': () =>
    'Ken Mori from their ' + fill('big IT ').slice(0, MAX - 64) + ' provider, Bitwise Systems',
  "a card's fields after bars": () =>
    fill('Name: Chloé Laurent | Company: Pixel Harbour | Title: Head of Ad Sales | Company: | , Company: '),
}

describeIngestBounds('works-at where two or three companies meet, at the maximum input size (512 KiB)', ADVERSARIAL)
