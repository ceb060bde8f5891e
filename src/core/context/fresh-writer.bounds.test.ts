import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'
import { CONTEXT_LIMITS } from './artifacts.js'

// The fresh-writer pass's shapes (fresh-writer.test.ts), each repeated to the maximum input: legal
// forms with stops, slashes and spaces (and ones cut short), "×" headings, lines opening with a word
// and a colon (counted once per text), "@" mentions, hyphened meeting names, companies before a
// meeting word, departments in parentheses. None may hold the event loop or write past the caps.
const MAX = CONTEXT_LIMITS.maxContentBytes

const ADVERSARIAL: Record<string, () => string> = {
  'legal forms with stops, slashes and spaces': () =>
    fill('Vestfjord Marine A/S and Bosporus Gida A.Ş. met Krakow Data Sp. z o.o. and Iberia Ports S.A. in Rio. '),
  'legal forms cut short': () => fill('Sp. z Sp. z o Sp. A/ A/S/ A.Ş A. S.A S. z o.o. '),
  'an endless run of legal forms': () => 'Acme ' + fill('A/S Sp. z o.o. A.Ş. ').slice(0, MAX - 16),
  'headings with ×': () => fill('Kickoff — Tallinn Bytes × Riga Freight × Oslo Marine\n× × ×\n'),
  'lines opening with a word and a colon': () =>
    fill('Ana: hi\nTupac: ok\nBudget: 40k\nAna: Wayra Quispe at Andes Mining\n'),
  'one endless line of colons': () => 'Ana: ' + fill('Tupac: ').slice(0, MAX - 16),
  mentions: () => fill('cc @Ngozi please check @Kofi, @Ama can you @ @@ a@Bc @Ana\n'),
  'hyphened meeting names': () =>
    fill('Quarterly All-Hands moved. The Town Hall moved. Q1 Kick-Off Go-Live Check-In. '),
  'companies before a meeting word': () =>
    fill('Notes from the Kaskazi Shipping board prep and the Fujimoto Denki call, the Anna Berg call. '),
  'the, then an endless run of capitalised words': () =>
    'the ' + fill('Kaskazi Shipping ').slice(0, MAX - 16) + ' call',
  'departments in parentheses': () =>
    fill('Present: Laila Nasser (VP Guest Experience), Omar Aziz (CTO Sahel Robotics), Efua joins from Ecobank. '),
  'moves to a company named after its kind': () =>
    fill('Tom Reed moves to our sister company, Orbit Freight, as CFO; Ana moves to the parent company, the. '),
  emoji: () => fill('Mele Tupou: hi Sione 👋 Ana 🎉🎉 told 👍 me\n👋\n'),
  'look after, should meet, left': () =>
    fill(
      'Hemi Ngata: hey Outi, you should meet Leilani Kahale. I look after partnerships at Tagtrail. Nadia, who left Sahara Solar, helps. Kemi at Eko Pharma, Rodrigo from their team.\n',
    ),
  'an endless chain of "you should meet"': () =>
    'Hemi Ngata: hey Outi, ' + fill('you should meet Leilani Kahale, ').slice(0, MAX - 32),
  'family names first, and middle words as assignees': () =>
    fill(
      'Intro: Nguyen Thi Lan (Saigon Roastworks). Tuan will send his load data by Wednesday. Anh Tuan Pham agreed.\n',
    ),
  'suppliers and replaced people': () =>
    fill(
      'Burak left their current ERP vendor, Sistem Soft (owner: Ali). Ewa replaced Piotr as partner, succeeds Anna. ',
    ),
  'titles, legal forms alone, spelled letters, joined as ours': () =>
    fill(
      'Katja Nieminen\nProgramme Director, Arctic Fibre Oy\nthe PLC and SE, Wisła Øresund Straße, joined as our first CFO. ',
    ),
  'follow-ups between semicolons': () =>
    fill("Next steps: Jakub to share the plan by Friday; Paweł will confirm it; ; and I'll ask Takeshi on Monday; "),
  'one endless sentence of semicolons': () => 'Jakub to share ' + fill('the plan; ').slice(0, MAX - 32),
  "a company's person in parentheses": () =>
    fill('Rangoli Packs (owner: Suresh Iyer), Orbit Bank (CFO: Tom Reed), Kite Labs (contact: ( owner: : '),
}

describeIngestBounds('people and companies a fresh writer names, at the maximum input size (512 KiB)', ADVERSARIAL)
