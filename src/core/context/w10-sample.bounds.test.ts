import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'
import { CONTEXT_LIMITS } from './artifacts.js'

// The W10 pass's shapes (w10-sample.test.ts), each repeated to the maximum input: lower-case,
// prefix and Mexican legal forms, brand words, regions ending a name, surname-first names, side
// labels and qualified headings under attendees, names before a dash and a company, tenures, pairs
// past an appositive, the addressee's ties, greetings of other languages and a body's "Name," line,
// former employers, "they" after a company, "on our side", owner lines under "Actions". None may
// hold the event loop or write past the caps.
const MAX = CONTEXT_LIMITS.maxContentBytes

const ADVERSARIAL: Record<string, () => string> = {
  'lower-case legal forms': () =>
    fill('Contact: Tomáš Novák (Elektro Brno s.r.o., subcontractor). Dunav Gradnja d.o.o. s.r.o. d.o.o. s.r.o '),
  'forms without names': () => fill('s.r.o. d.o.o. S.A. de C.V. de C.V. s.r.o.d.o.o. '),
  'Mexican forms': () => fill('Attendees\nPacífico Distribuidora S.A. de C.V.: Rosa Méndez (key account director)\n'),
  'brand words': () =>
    fill('Goh Mei Ling from RoboDispense Asia met MacKenzie Ross of SafeLift Training at FinTech Week. '),
  'an endless brand word': () => 'Ana Lima from Robo' + fill('DispenseRobo').slice(0, MAX - 40) + ' Asia',
  'regions ending names': () =>
    fill('Sales Europe and Veolia Polska met. Our team in Sri Lanka. Customer Success EMEA, Telenet Pacific. '),
  chains: () => fill('Mai Linh Pharmacy Chain, VP Supply Chain, Hotel Chains Chain Chain Pharmacy Chain '),
  'surname-first names': () =>
    fill('Attendees: Chen Jia Hui (Lion City Comms), Lim Wei Jie, Đỗ Thu Hà, Saint Luke Diagnostics Ltd\n'),
  'side labels': () =>
    fill('Attendees\nMercado Sol: Valentina Ríos (category manager), Diego Fernández\nBanco Sur: Rosa Méndez\n'),
  'an endless attendee block of labels': () => 'Attendees\n' + fill('Mercado Sol: Valentina Ríos\n').slice(0, MAX - 20),
  'qualified attendee headings': () =>
    fill('Confirmed attendees\n1. Nancy Kerenga — trainer, SafeLift Training\nExpected participants:\n'),
  'names before a dash and a company': () =>
    fill('Attendees:\n  Chen Jia Hui, Marcus Tan, Ana Lima and Tom Reed — Lion City Comms Pte Ltd\n'),
  'an endless list of names before a dash': () => fill('Chen Jia Hui, ').slice(0, MAX - 40) + ' — Lion City Comms',
  tenures: () =>
    fill('Suresh Pillai has been with Kaveri Logistics for six years. She has been with with been with since '),
  'pairs past an appositive': () =>
    fill('Divya Menon and Arjun Reddy, the two shift leads, will now report to Suresh Pillai. And , and , '),
  "the addressee's ties": () =>
    'Hi Sunita,\n\n' +
    fill('your cousin Vikram Joshi, your old friend, you worked together at, you two were together on ').slice(
      0,
      MAX - 40,
    ),
  'greetings of other languages': () => fill('Hola Javier, Olá Bruna! Kia ora Mere. Bula Losana! hola hola Hola '),
  'a name line first': () => 'Martín,\n' + fill('Subject: x\n').slice(0, MAX - 20),
  'former employers': () =>
    fill('Guest: Aleksander Wróbel (consultant, formerly with Veolia Polska); used to be at Savanna Foods, ex- '),
  'they after a company': () =>
    fill('PT Nusantara Logistik: Dewi Lestari\n- Nusantara can take over; they already run a site for Sinar Mart. '),
  'competitors and builders': () =>
    fill('He is comparing us with Colombo Scaff Hire; benchmarking us against Carpatia Construct. us with us to '),
  'logged-by lines': () => fill('Huy and I were at university together.\n— logged by Jasmine Tan\n— logged by\n'),
  'on our side': () => fill('Nurlan Abenov on our side reports it. on their end on your team on our '),
  'call durations': () => fill('Call 12 min.\nCall: 40 minutes\nCall - 999 h\nCall 1234 min Call : '),
  'owner lines under actions': () =>
    fill('Actions\nPiotr Zieliński: photometric check, Monday\nWanjiru — valuation 4 by Friday\n'),
  'an endless actions list': () => 'Actions\n' + fill('Piotr: check, Monday\n').slice(0, MAX - 20),
}

describeIngestBounds(
  'the shapes of a fresh writer to the fourth part brief, at the maximum input size (512 KiB)',
  ADVERSARIAL,
)
