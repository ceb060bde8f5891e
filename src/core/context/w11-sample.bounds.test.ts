import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'
import { CONTEXT_LIMITS } from './artifacts.js'

// The W11 pass's shapes (w11-sample.test.ts), each repeated to the maximum input: account fields,
// meeting headings' pairs, list groups by company, "P, title, C", welcomes and "your manager is",
// announcement headings, "Both ... report to", relative clauses before "will", "your" titles, the
// writer's and a speaker's acquaintances, denied moves, possessive appositives and side labels,
// signature units, "reports to their CFO", outsiders' "their", loop-in asks, "joined the firm" and a
// speaker's own arrival. None may hold the event loop or write past the caps.
const MAX = CONTEXT_LIMITS.maxContentBytes

const ADVERSARIAL: Record<string, () => string> = {
  'account fields': () =>
    fill('Account: Tabriz Carpets Online\nProspect: Blue Lagoon Resorts (prospect)\nClient: Ana\n'),
  'meeting headings with pairs': () =>
    fill(
      'Meeting: Kilimanjaro Learning Trust / Hanbit EdTech\nSync — Orbit Edutech x Tamarind <> Seaview (prospect)\n',
    ),
  'an endless heading pair chain': () => 'Meeting: ' + fill('Kilimanjaro Learning / ').slice(0, MAX - 32),
  'list groups by company': () =>
    fill(
      'Present: Neema Mushi (Head of Curriculum) and Joseph Mrema for Kilimanjaro Learning Trust; Ji-hoon Kang and Seo-yeon Lim from Hanbit EdTech\n',
    ),
  'an endless list group': () =>
    'Present: ' + fill('Neema Mushi (Lead) and ').slice(0, MAX - 64) + ' for Hanbit EdTech',
  'a person, a title and a company': () =>
    fill(
      'Contact: Guðrún Sigurðardóttir, Head of Treasury, Hekla Fisheries hf.\nSigrún reports to their CFO, Einar Jónsson.\n',
    ),
  'welcomes and managers in chat': () =>
    fill(
      "Lena Voss: welcome to Halden Kapital, @Omar! welcome to Oslo\nOmar Farouk: thanks!\nLena Voss: your manager is Jonas Berg, he's back\n",
    ),
  'announcement headings': () =>
    fill(
      'Subject: Leadership changes at Coral Reef Media\nInternal announcement — Grupo Sol Hoteles\nMakris & Odhiambo LLP announces new partner\n',
    ),
  'both report to': () =>
    fill(
      'Ana Ruiz moves to Madrid. Pedro Gil steps up. Both will continue to report to me. Both of them now report to Luis Romero. ',
    ),
  'an endless run before report': () => 'Both ' + fill('will continue to ').slice(0, MAX - 40) + 'report to me',
  'relative clauses before will': () =>
    fill('Farai Dube, who leads the mobile squad, will now report to Tendai Moyo rather than to the CTO. '),
  'your titles': () =>
    fill("I'll keep Devon Reid, your procurement lead, copied. Your plant lead, Nakato Ssempala, agreed. "),
  'the writer and a speaker knowing people': () =>
    fill(
      "I'd like you to meet Senait Tekle, a producer I worked with. I've known you both for years.\nYe-jin Oh: glad it worked! Soo-ah's great, we trained together.\n",
    ),
  'denied moves': () =>
    fill(
      "Astrid Berg is not leaving for Nordic Screen. Omar never joined Gulf Horizon Bank. She isn't moving to Aurora. ",
    ),
  'an endless denial': () => 'Astrid Berg is ' + fill('not ').slice(0, MAX - 64) + 'leaving for Nordic Screen',
  'possessive appositives and side labels': () =>
    fill(
      'Iker Etxeberria, our works manager, moves with it. Our Dean, Wang Jianguo, has approved.\nThem: Freja Nyström (producer), Arash Rahimi\nUs: Giorgia Marino, Bilal Qureshi\nAlso dialling in: Tove Lund, Nordkap Bank (lender)\n',
    ),
  'signature units': () => fill('With best regards,\nZhou Xiaoming\nInternational Office\nLakeside University\n'),
  'outsiders after their': () =>
    fill('Also on: Shirin Moradi, their outside accountant (Pardis Partners), their external counsel (Lex Ltd)\n'),
  'loop-in asks': () => fill("Carlos Ruiz: loop in Takeshi Ono, he's done the work\nMei Tanaka: please loop in Ana\n"),
  'joining the firm': () =>
    'Makris & Odhiambo LLP announces new partner\n' +
    fill('Zawadi Wekesa has joined the firm. Ana Lima joined the company. ').slice(0, MAX - 64),
  'a speaker arriving': () =>
    fill(
      "[08:55] Ayaan Hassan: hi all, I'm Ayaan, just joined the data team at Mombasa Mutual from Coastline Insurance\n",
    ),
  'departments after a title': () =>
    fill('Hye-jin Park is Director of International Admissions at Westbourne Academy. Head of Sales at at Of at '),
  'farewells with us': () =>
    fill(
      'After eleven years with us, Rania Haddad left Qasr Capital Partners. Omar Khalil joins us from Gulf Horizon Bank. ',
    ),
  'past employers and announcing companies': () =>
    fill(
      'Kestrel Pay today announced that Ana Lima has joined. Lima was previously at Beta Capital. She joins from Orbit Labs. Kestrel Pay announces ',
    ),
  'greetings turning to a vouched-for name': () =>
    fill('Hi Ramón, thanks so much for the intro!\nHi Ramón, Hi Ramón, '),
  'units with ampersands and trips': () =>
    fill(
      'Present: Francesca De Luca (GM), Salvatore Esposito (F&B), Ana Lima (R & D)\nSalvatore left for Naples straight after to see Lavanderia. F&B & F&B ',
    ),
  'units after the and semicolons before their': () =>
    fill(
      'New faces in the Admissions Office. Marcia is comparing us with Sakura Linen Supply; their rep Haruto Ishikawa visited; their ',
    ),
  'turns presenting another': () =>
    "I'd like you to meet Tavita Leiataua.\n" +
    fill('Tavita, Ingrid Solberg runs procurement. Tavita, Tavita, ').slice(0, MAX - 64),
  'hand-overs signed above forwards': () =>
    fill(
      "Dear Wanjiru Kamau, copying Ingrid here. I'll let the two of you take it from here.\n\nMikael Holm\n\n---------- Forwarded message ----------\nFrom: Ingrid Solberg <i@fm.no>\n",
    ),
  'an endless copying line': () => 'Dear Lan, ' + fill("copying Amani here, cc'ing Tom in, ").slice(0, MAX - 32),
  'an endless arrival': () =>
    "Ayaan Hassan: I've just joined " + fill('the data ').slice(0, MAX - 64) + ' at Mombasa Mutual',
}

describeIngestBounds(
  "a second fresh writer's shapes told by structure, at the maximum input size (512 KiB)",
  ADVERSARIAL,
)
