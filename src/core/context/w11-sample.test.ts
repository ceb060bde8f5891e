import { describe, expect, it } from 'vitest'
import { shapeRead as read } from '../../../test/support/link-shapes.js'

// The shapes of issue 27's W11 pass (t1101-t1140, a second fresh writer's batch to the fourth held-out
// part's brief), each with every person, company and link the reader should find and nothing more.
// The texts are new (other names, other companies), so a case holds the shape, not the batch's text;
// some are near misses the new rules must leave alone (a client field led by a given name, a heading
// whose name a comma follows, a turn in a text that introduces no one, a plain forward).

describe('shapes of a fresh writer told by structure (W11)', () => {
  it.each([
    // An account field names the company the record is about, whatever its last word.
    [
      'Account: Lakeshore Bakeries Online\nSpoke with: Ines Duarte (COO)',
      ['Ines Duarte'],
      ['Lakeshore Bakeries Online'],
      ['works_at Ines Duarte -> Lakeshore Bakeries Online'],
    ],
    // A client field led by a given name stays a person.
    ['Client: Maria Lopez\nNotes: wants a quote.', ['Maria Lopez'], [], []],
    // A meeting heading's pair are companies; a list of who was there splits by "for C;" and "from D".
    [
      'Meeting: Tamarind Learning / Orbit Edutech\nPresent: Ama Boateng (Head of Curriculum) and Kofi Mensah (IT lead) for Tamarind Learning; Seo-jun Park and Min-ji Han from Orbit Edutech',
      ['Ama Boateng', 'Kofi Mensah', 'Min-ji Han', 'Seo-jun Park'],
      ['Orbit Edutech', 'Tamarind Learning'],
      [
        'works_at Ama Boateng -> Tamarind Learning',
        'works_at Kofi Mensah -> Tamarind Learning',
        'works_at Min-ji Han -> Orbit Edutech',
        'works_at Seo-jun Park -> Orbit Edutech',
      ],
    ],
    // A call log heading's company, tagged "(prospect)".
    [
      'Call log — Tabriz Carpets Online (prospect)\nWho: Darius Tehrani, COO',
      ['Darius Tehrani'],
      ['Tabriz Carpets Online'],
      ['works_at Darius Tehrani -> Tabriz Carpets Online'],
    ],
    // A heading run followed by a comma stays a person.
    [
      'Call — Anh Tuan Pham, CEO of Mekong Solar JSC, 20 min',
      ['Anh Tuan Pham'],
      ['Mekong Solar JSC'],
      ['works_at Anh Tuan Pham -> Mekong Solar JSC'],
    ],
    // A chat welcome places the welcomed ("@Omar", named in full later) and the welcomer; "your manager is P" answers the speaker before.
    [
      "Lena Voss: welcome to Halden Kapital, @Omar! you'll sit with the analysts\nOmar Farouk: thanks! who do I ask about onboarding?\nLena Voss: your manager is Jonas Berg, he's back Monday",
      ['Jonas Berg', 'Lena Voss', 'Omar Farouk'],
      ['Halden Kapital'],
      [
        'reports_to Omar Farouk -> Jonas Berg',
        'works_at Jonas Berg -> Halden Kapital',
        'works_at Lena Voss -> Halden Kapital',
        'works_at Omar Farouk -> Halden Kapital',
      ],
    ],
    // "P, title, C hf." ends in the title's company; "their CFO" under "P reports to" is P's company, not the referrer's.
    [
      'Contact: Sigrún Pálsdóttir, Head of Treasury, Vatna Seafood hf.\nReferred by: Abdi Warsame (Horn Trade Finance)\nSigrún reports to their CFO, Einar Gunnarsson.',
      ['Abdi Warsame', 'Einar Gunnarsson', 'Sigrún Pálsdóttir'],
      ['Horn Trade Finance', 'Vatna Seafood'],
      [
        'introduced_by Sigrún Pálsdóttir -> Abdi Warsame',
        'reports_to Sigrún Pálsdóttir -> Einar Gunnarsson',
        'works_at Abdi Warsame -> Horn Trade Finance',
        'works_at Einar Gunnarsson -> Vatna Seafood',
        'works_at Sigrún Pálsdóttir -> Vatna Seafood',
      ],
    ],
    // An announcement heading "changes at C" names the writer's company: "our" and "me" under it.
    [
      'Subject: Leadership changes at Coral Reef Media\n\nColleagues,\n\nOur editor-in-chief, Natalie Joseph, left us last week to become Head of News at Atlantic Broadcasting Group. Rui Teixeira, until now our managing editor, becomes acting editor-in-chief and will report directly to me.\n\nSincerely,\nMarcia Clarke\nChief Executive',
      ['Marcia Clarke', 'Natalie Joseph', 'Rui Teixeira'],
      ['Atlantic Broadcasting Group', 'Coral Reef Media'],
      [
        'left_for Natalie Joseph -> Atlantic Broadcasting Group',
        'reports_to Rui Teixeira -> Marcia Clarke',
        'works_at Marcia Clarke -> Coral Reef Media',
        'works_at Natalie Joseph -> Atlantic Broadcasting Group',
        'works_at Rui Teixeira -> Coral Reef Media',
      ],
    ],
    // "Internal announcement — C" names the writer's company; "Both ... report to me" is about the two named before.
    [
      'Internal announcement — Grupo Sol Hoteles\n\nAna Ruiz moves from our Seville property to Madrid. Pedro Gil steps up to run Seville in her place.\n\nBoth will continue to report to me.\n\nLuis Romero\nChief Operating Officer',
      ['Ana Ruiz', 'Luis Romero', 'Pedro Gil'],
      ['Grupo Sol Hoteles'],
      [
        'reports_to Ana Ruiz -> Luis Romero',
        'reports_to Pedro Gil -> Luis Romero',
        'works_at Ana Ruiz -> Grupo Sol Hoteles',
        'works_at Luis Romero -> Grupo Sol Hoteles',
        'works_at Pedro Gil -> Grupo Sol Hoteles',
      ],
    ],
    // A relative clause between a subject and "will now report to".
    [
      'Tendai Moyo is promoted. Farai Dube, who leads the mobile squad, will now report to Tendai rather than to the CTO.',
      ['Farai Dube', 'Tendai Moyo'],
      [],
      ['reports_to Farai Dube -> Tendai Moyo'],
    ],
    // "P, your procurement lead" is the addressee's side, not the company the mail last named.
    [
      "Hi Tanisha,\n\nI spent four years at Delta Data before joining Kapok Systems, so I know their tooling.\n\nI'll keep Devon Reid, your procurement lead, copied on pricing.\n\nBest,\nEmre Demir",
      ['Devon Reid', 'Emre Demir', 'Tanisha'],
      ['Delta Data', 'Kapok Systems'],
      [],
    ],
    // "P, a producer I worked with": the writer knows P.
    [
      "Hi Aino,\n\nI'd like you to meet Senait Tekle, a producer I worked with on the series. She runs production at Red Sea Pictures.\n\nBest,\nJussi Laine",
      ['Aino', 'Jussi Laine', 'Senait Tekle'],
      ['Red Sea Pictures'],
      [
        'introduced_by Aino -> Jussi Laine',
        'introduced_by Senait Tekle -> Jussi Laine',
        'knows Jussi Laine -> Senait Tekle',
        'works_at Senait Tekle -> Red Sea Pictures',
      ],
    ],
    // A chat line's "we trained together" after a greeting sentence: its speaker knows the one it names.
    [
      "[11:20] Dwayne Charles: thanks for connecting me with Soo-ah Baek\n[11:21] Ye-jin Oh: glad it worked! Soo-ah's great, we trained together years ago.",
      ['Dwayne Charles', 'Soo-ah Baek', 'Ye-jin Oh'],
      [],
      ['knows Soo-ah Baek -> Ye-jin Oh'],
    ],
    // "I've known you both" in an introduction: the writer knows each person introduced.
    [
      "Subject: Yohannes <> Chen Wei\n\nChen Wei, Yohannes Girma — you two should talk.\n\nYohannes is CTO at Addis Pay PLC. Chen Wei leads partnerships at Huayu Technology Ltd.\n\nI've known you both for years, so I'll vouch for each of you.\n\nLin Mei-ling",
      ['Chen Wei', 'Lin Mei-ling', 'Yohannes Girma'],
      ['Addis Pay PLC', 'Huayu Technology Ltd'],
      [
        'introduced_by Chen Wei -> Lin Mei-ling',
        'introduced_by Yohannes Girma -> Lin Mei-ling',
        'knows Lin Mei-ling -> Chen Wei',
        'knows Lin Mei-ling -> Yohannes Girma',
        'works_at Chen Wei -> Huayu Technology Ltd',
        'works_at Yohannes Girma -> Addis Pay PLC',
      ],
    ],
    // A denied move ("is not leaving for C") makes no left-for link.
    [
      'To clear up the rumour: Astrid Berg is not leaving for Nordic Screen. She stays on as head of documentaries at Fjord Film AB.',
      ['Astrid Berg'],
      ['Fjord Film AB', 'Nordic Screen'],
      ['works_at Astrid Berg -> Fjord Film AB'],
    ],
    // "P, our works manager,": a person, at the writer's company.
    [
      'Our Bilbao workshop moves to a new site on 2 February. Iker Etxeberria, our works manager, moves with it.\n\nNekane Arrieta\nCustomer Service, Arrasate Forja S.A.',
      ['Iker Etxeberria', 'Nekane Arrieta'],
      ['Arrasate Forja S.A.'],
      ['works_at Iker Etxeberria -> Arrasate Forja S.A.', 'works_at Nekane Arrieta -> Arrasate Forja S.A.'],
    ],
    // "Our Dean, P," is a person; "With best regards," signs; a signature's unit line is neither a person nor a company.
    [
      'Our Dean, Wang Jianguo, has approved the pilot.\n\nWith best regards,\nZhou Xiaoming\nInternational Office\nLakeside University',
      ['Wang Jianguo', 'Zhou Xiaoming'],
      ['Lakeside University'],
      ['works_at Wang Jianguo -> Lakeside University', 'works_at Zhou Xiaoming -> Lakeside University'],
    ],
    // "Them:" lists the company met; "Us:" lists the writer's side, placed nowhere.
    [
      'Sprint review with the Valhalla Games folks, 14 Jan\nThem: Freja Nyström (producer), Arash Rahimi (tech lead)\nUs: Giorgia Marino, Bilal Qureshi',
      ['Arash Rahimi', 'Bilal Qureshi', 'Freja Nyström', 'Giorgia Marino'],
      ['Valhalla Games'],
      ['works_at Arash Rahimi -> Valhalla Games', 'works_at Freja Nyström -> Valhalla Games'],
    ],
    // An outsider's title after "their" ("their outside accountant") places them at the company in parentheses, not at "their".
    [
      'Account: Tabriz Carpets Online\nSpoke with: Darius Tehrani (COO)\nAlso on: Shirin Moradi, their outside accountant (Pardis Partners)',
      ['Darius Tehrani', 'Shirin Moradi'],
      ['Pardis Partners', 'Tabriz Carpets Online'],
      ['works_at Darius Tehrani -> Tabriz Carpets Online', 'works_at Shirin Moradi -> Pardis Partners'],
    ],
    // "loop in P" as an ask to someone else introduces no one.
    [
      "Mei Tanaka: Rohan Maharaj from Trinidad Freight wrote in\nCarlos Ruiz: loop in Takeshi Ono, he's done the most Caribbean work here",
      ['Carlos Ruiz', 'Mei Tanaka', 'Rohan Maharaj', 'Takeshi Ono'],
      ['Trinidad Freight'],
      ['works_at Rohan Maharaj -> Trinidad Freight'],
    ],
    // A press release from C: "has joined the firm" is C; a past employer makes it a move.
    [
      "Makris & Odhiambo LLP announces new partner\n\nLONDON, 12 January 2026 — Makris & Odhiambo LLP today announced that Dr. Zawadi Wekesa has joined the firm's arbitration practice as a partner. Wekesa was previously a partner at Hollins Grey LLP.",
      ['Zawadi Wekesa'],
      ['Hollins Grey LLP', 'Makris & Odhiambo LLP'],
      ['left_for Zawadi Wekesa -> Makris & Odhiambo LLP', 'works_at Zawadi Wekesa -> Makris & Odhiambo LLP'],
    ],
    // A chat speaker's own "just joined ... at C from D".
    [
      "[08:55] Ayaan Hassan: hi all, quick intro: I'm Ayaan, just joined the data team at Mombasa Mutual from Coastline Insurance\n[08:56] Chiara Lombardi: welcome Ayaan!",
      ['Ayaan Hassan', 'Chiara Lombardi'],
      ['Coastline Insurance', 'Mombasa Mutual'],
      ['left_for Ayaan Hassan -> Mombasa Mutual', 'works_at Ayaan Hassan -> Mombasa Mutual'],
    ],
    // "Director of X at C": X is the title's department, C the company.
    [
      'Hye-jin Park is Director of International Admissions at Westbourne Academy.',
      ['Hye-jin Park'],
      ['Westbourne Academy'],
      ['works_at Hye-jin Park -> Westbourne Academy'],
    ],
    // "with us" beside "P left C": C is the writer's company, so "joins us from D" and "our managing partner" are C's.
    [
      'Subject: Farewell and welcome\n\nAfter eleven years with us, Rania Haddad left Qasr Capital Partners last Friday to become CFO of Levant Pay.\n\nOmar Khalil, who joins us on 2 February from Gulf Horizon Bank, will report to our managing partner, Yasmin Al-Farsi.\n\n— Yasmin',
      ['Omar Khalil', 'Rania Haddad', 'Yasmin Al-Farsi'],
      ['Gulf Horizon Bank', 'Levant Pay', 'Qasr Capital Partners'],
      [
        'left_for Omar Khalil -> Qasr Capital Partners',
        'left_for Rania Haddad -> Levant Pay',
        'reports_to Omar Khalil -> Yasmin Al-Farsi',
        'works_at Omar Khalil -> Qasr Capital Partners',
        'works_at Rania Haddad -> Levant Pay',
        'works_at Yasmin Al-Farsi -> Qasr Capital Partners',
      ],
    ],
    // A past employer ("was previously a partner at C") does not become the company in play: the co-founder's title is the announcing company's.
    [
      'Kestrel Pay today announced that Zawadi Wekesa has joined as a partner. Wekesa was previously a partner at Hollins Grey LLP. She will work closely with co-founder Alexandros Makris.',
      ['Alexandros Makris', 'Zawadi Wekesa'],
      ['Hollins Grey LLP', 'Kestrel Pay'],
      [
        'left_for Zawadi Wekesa -> Kestrel Pay',
        'works_at Alexandros Makris -> Kestrel Pay',
        'works_at Zawadi Wekesa -> Kestrel Pay',
      ],
    ],
    // "Hi Ramón, thanks ...": a greeting opening the line turns to a name the text vouches for, though the lists do not know it.
    ['Hi Ramón, thanks so much for the intro!\n\nSaludos,\nYesenia Rosario', ['Ramón', 'Yesenia Rosario'], [], []],
    // "(F&B)" after a name is a unit, no company; "left for Naples straight after" is a trip, no move.
    [
      'Notes — supplier review at Kestrel Pay\nPresent: Francesca De Luca (GM), Salvatore Esposito (F&B)\n- Salvatore left for Naples straight after to see the linen supplier.',
      ['Francesca De Luca', 'Salvatore Esposito'],
      ['Kestrel Pay'],
      ['works_at Francesca De Luca -> Kestrel Pay', 'works_at Salvatore Esposito -> Kestrel Pay'],
    ],
    // "the Admissions Office" is a unit, no person.
    [
      'New faces in the Admissions Office\n\nJerome Baptiste moves across to become admissions systems lead.',
      ['Jerome Baptiste'],
      [],
      [],
    ],
    // A semicolon's "their" turns back to the run before it: a company (the rep works there, not at the account).
    [
      'Call log — Blue Lagoon Resorts (prospect)\nWho: Marcia Brown, purchasing manager\nMarcia is comparing us with Sakura Linen Supply; their rep Haruto Ishikawa visited her last week.',
      ['Haruto Ishikawa', 'Marcia Brown'],
      ['Blue Lagoon Resorts', 'Sakura Linen Supply'],
      ['works_at Haruto Ishikawa -> Sakura Linen Supply', 'works_at Marcia Brown -> Blue Lagoon Resorts'],
    ],
    // Turning to one person ("Tavita, ...") to present another in full presents that one too, under a greeting the reader does not know.
    [
      "Hei Ingrid,\n\nI'd like you to meet Tavita Leiataua, who leads sales at Moana Freight. Tavita, Ingrid Solberg runs procurement at Fjord Ventures.\n\nBest,\nJussi Laine",
      ['Ingrid Solberg', 'Jussi Laine', 'Tavita Leiataua'],
      ['Fjord Ventures', 'Moana Freight'],
      [
        'introduced_by Ingrid Solberg -> Jussi Laine',
        'introduced_by Tavita Leiataua -> Jussi Laine',
        'works_at Ingrid Solberg -> Fjord Ventures',
        'works_at Tavita Leiataua -> Moana Freight',
      ],
    ],
    // No one introduced by the writer: a turn presents no one.
    [
      // (E7: "Tom," opening the line is the one it turns to, a person: line-addressees.ts.)
      'Hi Ana,\n\nTom, Ines Duarte runs the warehouse now.\n\nBest,\nJussi Laine',
      ['Ana', 'Ines Duarte', 'Jussi Laine', 'Tom'],
      [],
      [],
    ],
    // A hand-over signed above a forward's marker: the signer introduced both, not the forwarded sender; "copying Ingrid here" addresses her.
    [
      "Subject: Fwd: Supplier partners\n\nDear Wanjiru Kamau, copying Ingrid here.\n\nIngrid Solberg runs sourcing at Fjord Marine and is after a partner in East Africa, which is what your team at Savanna Ledger does. Her note is below. I'll let the two of you take it from here.\n\nMikael Holm\n\n---------- Forwarded message ----------\nFrom: Ingrid Solberg <ingrid@fjordmarine.no>\nTo: Mikael Holm\n\nHi Mikael, do you know anyone in East Africa?",
      ['Ingrid Solberg', 'Mikael Holm', 'Wanjiru Kamau'],
      ['Fjord Marine', 'Savanna Ledger'],
      [
        'introduced_by Ingrid Solberg -> Mikael Holm',
        'introduced_by Wanjiru Kamau -> Mikael Holm',
        'works_at Ingrid Solberg -> Fjord Marine',
        'works_at Wanjiru Kamau -> Savanna Ledger',
      ],
    ],
    // A plain forward (no hand-over): the quoted sender stays the one whose "me" the forwarded text says.
    [
      'Forwarding for context.\nPaolo Russo\n\nBegin forwarded message:\nFrom: Laura Bianchi <laura@arno-textiles.it>\n\nOur buyer at Arno Textiles, Marco Gallo, reports to me.',
      ['Laura Bianchi', 'Marco Gallo', 'Paolo Russo'],
      ['Arno Textiles'],
      [
        'reports_to Marco Gallo -> Laura Bianchi',
        'works_at Laura Bianchi -> Arno Textiles',
        'works_at Marco Gallo -> Arno Textiles',
      ],
    ],
  ] as [string, string[], string[], string[]][])('%j', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})
