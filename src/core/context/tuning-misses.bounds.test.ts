import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'
import { CONTEXT_LIMITS } from './artifacts.js'

// The shapes of the pass on the tuning part's own misses (tuning-misses.test.ts), each repeated to the
// maximum input: reporting lines set at a company, lists under a company heading (one that never ends,
// and headings only), introduction mails addressing someone, jobs taken and companies traded, an
// appositive whose closing comma never comes, records' owners, whose days, heading labels, and the writer's introductions. None may hold the event
// loop or write past the caps.
const MAX = CONTEXT_LIMITS.maxContentBytes

const ADVERSARIAL: Record<string, () => string> = {
  'the writer introducing someone, and promising to': () =>
    fill(
      "I'd like to introduce you to Jakob Lindholm. Let me introduce you to Ana Lima. Meet my colleague Haruto Suzuki. I will introduce you to Tom Reed. Please meet our partner ",
    ),
  'heading labels before companies, and before an endless run of capitalised words': () =>
    fill('Org notes, Pacific Salmon:\nDeal memo: Tashkent Cotton. Account plan — Kaveri Mills\nNotes, '),
  'a heading label, then capitalised words that never close the sentence': () =>
    'Deal memo: ' + fill('Tashkent Cotton Pacific Salmon ').slice(0, MAX - 64) + '.',
  'given names the lists gained, without surnames and with endless ones': () =>
    fill('Renata Andrés Gülşen Losa Noa Otieno Chinonso Rosalind Faisal Reem Leandro Amina Vargas Molina Taufa '),
  "a record's owner lines": () =>
    fill('Name: Lucía Paredes\nCompany: Cusco Textiles\nOwner: Tom Becker\nAccount manager: Lina Khoury\nOwner:\n'),
  'whose days, and an endless run of capitalised words before "days"': () =>
    fill('We go back to our Siemens days. They met in their Karachi days. '),
  'their, then capitalised words that never reach "days"': () =>
    'their ' + fill('Spotify Nordic Health ').slice(0, MAX - 64) + ' days',
  'reporting lines set at a company': () =>
    fill(
      'At Outback Rail, Mia Thompson now manages Jack Wilson. Keiko Sato oversees Daichi Mori at Naniwa Trading. New org at Baltic Grain: Jonas Petrauskas joined as Rūta Kazlauskienė’s deputy. ',
    ),
  'a list under a company heading that never ends': () =>
    'Attendees from Pinecrest Bank:\n' +
    fill('- Lena Fischer, Risk\n- Tom Reed (us)\nJonas Berg: knows our CEO\n').slice(0, MAX - 64),
  'company headings only': () => fill('People at Nordic Timber:\nTeam map for Baltic Data:\n'),
  'introduction mails addressing someone': () =>
    fill(
      'Hi Patrick,\nI’d like you to meet Adwoa Mensah of Greenhouse Foods. Lars, meet Aisha Bello.\nWarmly,\nSun-mi Lee\n',
    ),
  'jobs taken and companies traded': () =>
    fill(
      'Aliyu Musa, our main contact at Kano Cement, has taken a job with Sahara Solar. Olu Bello traded Kite Labs for Naija Cloud. Ana took a role at ',
    ),
  'an appositive whose closing comma never comes': () =>
    'Aliyu Musa, ' +
    fill('our main contact at Kano Cement ').slice(0, MAX - 64) +
    ', has taken a job with Sahara Solar',
}

describeIngestBounds('the tuning misses the reader reads, at the maximum input size (512 KiB)', ADVERSARIAL)
