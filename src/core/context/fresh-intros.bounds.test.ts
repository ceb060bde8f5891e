import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'
import { CONTEXT_LIMITS } from './artifacts.js'

// The W9 pass's shapes (fresh-intros.test.ts), each repeated to the maximum input: arrow lines and
// change logs, first-person moves and farewells, sign-offs of other languages, chat hand-overs,
// quoted introductions, opt-in asks, "leaving ... to join", possessive introducers and "Source:
// Introduced by". None may hold the event loop or write past the caps.
const MAX = CONTEXT_LIMITS.maxContentBytes

const ADVERSARIAL: Record<string, () => string> = {
  'arrow lines': () => fill('• Siddharth Rao: Infosys → Zeta Payments (VP Eng)\n• Mariam Bakr: Nile Foods → ???\n'),
  'an endless arrow chain': () => 'Ana Lima: ' + fill('Infosys → Zeta Payments → ').slice(0, MAX - 32),
  'arrows between capitalised words': () => fill('Title: Category Manager → Head of Buying → Valio -> Fazer: → '),
  'change logs': () => fill('Contact: Eija Koskinen\nCompany: Lapland Outdoor Oy → Arctic Gear Group\n'),
  'first-person moves': () =>
    fill(
      'I no longer work at Vistula Packaging; as of 1 January I have joined Baltic Cartons. I moved across to Patagonia Wind. ',
    ),
  'farewells and future jobs': () =>
    fill(
      "Today is my last day at Rukun Properties. From Monday I'll be at Seri Capital. I will be joining Seri Capital. ",
    ),
  'an endless clause before a semicolon': () =>
    fill('I no longer have not joined ').slice(0, MAX - 40) + '; I have joined Fazer',
  'sign-offs of other languages': () =>
    fill('Terima kasih,\nNurul Farah Aziz\nSaludos,\nValentina Cruz\nNgā mihi,\nAroha\n'),
  'chat hand-overs': () =>
    fill('Raúl Ortega: putting you two in touch — Ji-ho Choi, Nomvula Zulu\nLeilani Kahale: Tomasz meet Hiroko\n'),
  'an endless hand-over line': () => 'Raúl Ortega: putting you two in touch ' + fill('Ji-ho Choi, ').slice(0, MAX - 64),
  'quoted introductions': () =>
    'Thanks Kofi (moving you to bcc)!\n> On 14 Jan 2026, Kofi Asante wrote:\n' +
    fill('> Aino Virtanen, Rahul Iyer — you both should talk.\n').slice(0, MAX - 80),
  'opt-in asks': () => fill('Before I connect you two, are you open to it? Would you like me to introduce Ana Lima? '),
  'leaving to join': () =>
    fill('Juma Mwangi is leaving at the end of January to join Safari Cloud. Ana is leaving leaving to '),
  'an endless leaving': () =>
    'Juma Mwangi is leaving ' + fill('at the end ').slice(0, MAX - 80) + ' to join Safari Cloud',
  'possessive introducers': () =>
    fill("- Bogdan Lewandowski — warm intro from Marta's old boss, Ewa Nowak; intro from Ana's, Ana's, Tom Reed. "),
  'copied-in names and dash turns': () =>
    fill('+Tevita Fifita (cc), as promised. Tevita — Kalani Akana is CTO. Ana Lima Reed (cc) ( cc ) Tevita — — '),
  'an endless name before a cc': () => '+' + fill('Tevita Fifita ').slice(0, MAX - 32) + ' (cc)',
  'update headings and interviews': () =>
    fill('Leadership update from Karibu Telecom\nLindiwe Mthembu, is interviewing at Anglo Platinum, is meeting at '),
  'invite lists': () =>
    fill('Required: Tuan Hoang (Hanoi Garments), Burak Çelik (Ankara Denim)\nOptional: Kaan Yilmaz, '),
  'introduced-by sources': () => fill('Name: Yusuf Al-Amin\nSource: Introduced by Layla Haddad (board member)\n'),
}

describeIngestBounds(
  'introductions and moves a fresh writer tells by structure, at the maximum input size (512 KiB)',
  ADVERSARIAL,
)
