import { describe, expect, it } from 'vitest'
import { shapeRead as read } from '../../../test/support/link-shapes.js'

// Issue 27, M7: the fresh batches' leftover misses of the other links (reports_to, knows, introduced_by,
// left_for), grouped by the structure they sit in across writers' batches (decision 0014, "M7"). Each case
// lists every person, company and link the reader should find and nothing more; near misses stand beside.

type Case = [text: string, people: string[], companies: string[], links: string[]]

/** One test per case: the text reads exactly its people, companies and links. */
const readsAll = (cases: Case[]) =>
  it.each(cases)('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })

describe('two people addressed at once (addressed-pairs.ts)', () => {
  readsAll([
    // "A, B, connecting you": both addressed, both introduced by the one who signed.
    [
      'Subject: Intro: Lena / Tom\n\nLena, Tom, connecting you as promised.\n\nLena Vogel runs logistics at Orbit Labs. Tom Reed leads sales at Finch Pay.\n\nBest,\nAna Lima',
      ['Ana Lima', 'Lena Vogel', 'Tom Reed'],
      ['Finch Pay', 'Orbit Labs'],
      [
        'introduced_by Lena Vogel -> Ana Lima',
        'introduced_by Tom Reed -> Ana Lima',
        'works_at Lena Vogel -> Orbit Labs',
        'works_at Tom Reed -> Finch Pay',
      ],
    ],
    // "A, B — both of you said yes": a dash after the second name does as a comma does.
    [
      'Subject: Intro\n\nLena, Tom — both of you said yes, so here goes.\n\nLena Vogel runs logistics at Orbit Labs. Tom Reed leads sales at Finch Pay.\n\nWarm regards,\nAna Lima',
      ['Ana Lima', 'Lena Vogel', 'Tom Reed'],
      ['Finch Pay', 'Orbit Labs'],
      [
        'introduced_by Lena Vogel -> Ana Lima',
        'introduced_by Tom Reed -> Ana Lima',
        'works_at Lena Vogel -> Orbit Labs',
        'works_at Tom Reed -> Finch Pay',
      ],
    ],
    // Near miss: two names opening a thank-you, nothing handed over: no introduction.
    [
      'Hi team,\n\nLena, Tom, thanks for the notes from Monday.\n\nLena Vogel and Tom Reed will send the deck.\n\nBest,\nAna Lima',
      ['Ana Lima', 'Lena Vogel', 'Tom Reed'],
      [],
      [],
    ],
  ])
})

describe('a role written as his or hers (pronoun-roles.ts)', () => {
  readsAll([
    // "his GM, P": the owner reports to P.
    [
      'Call log — Siosaia Taufa, IT manager, Pacific Reef Resorts\nSiosaia said his GM, Leota Tuilagi, signs off on renewals.',
      ['Leota Tuilagi', 'Siosaia Taufa'],
      ['Pacific Reef Resorts'],
      [
        'reports_to Siosaia Taufa -> Leota Tuilagi',
        'works_at Leota Tuilagi -> Pacific Reef Resorts',
        'works_at Siosaia Taufa -> Pacific Reef Resorts',
      ],
    ],
    // "His ops manager, P": a role with its own field reports to the owner.
    [
      'Call log — Matiu Rangi, GM at Tui Orchards Ltd\nMatiu is unhappy with support. His ops manager, Anahera Wihongi, will run the trial.',
      ['Anahera Wihongi', 'Matiu Rangi'],
      ['Tui Orchards Ltd'],
      [
        'reports_to Anahera Wihongi -> Matiu Rangi',
        'works_at Anahera Wihongi -> Tui Orchards Ltd',
        'works_at Matiu Rangi -> Tui Orchards Ltd',
      ],
    ],
    // Near miss: "his old boss, P" is no reporting line now.
    [
      'Call log — Siosaia Taufa, IT manager, Pacific Reef Resorts\nSiosaia said his old boss, Leota Tuilagi, now runs Coral Bay Hotels.',
      ['Leota Tuilagi', 'Siosaia Taufa'],
      ['Coral Bay Hotels', 'Pacific Reef Resorts'],
      [
        'knows Leota Tuilagi -> Siosaia Taufa',
        'works_at Leota Tuilagi -> Coral Bay Hotels',
        'works_at Siosaia Taufa -> Pacific Reef Resorts',
      ],
    ],
  ])
})

describe('"reports to" with no subject of its own (bare-reports.ts)', () => {
  readsAll([
    // "P (her deputy, reports to her)": P reports to the one named before.
    [
      'Call log — Aigerim Bekova, Head of Network Planning, Steppelink Telecom\nAlso on the line: Daniyar Seitkali (her deputy, reports to her)',
      ['Aigerim Bekova', 'Daniyar Seitkali'],
      ['Steppelink Telecom'],
      [
        'reports_to Daniyar Seitkali -> Aigerim Bekova',
        'works_at Aigerim Bekova -> Steppelink Telecom',
        'works_at Daniyar Seitkali -> Steppelink Telecom',
      ],
    ],
    // "... and reports to me": the one person named before, to the writer.
    [
      'Hi Ayanda,\n\nRiaan van der Merwe is our new engineer: he joined us last month and reports to me.\n\nThanks,\nNokuthula Dlamini\nUmhlaba Architects',
      ['Ayanda', 'Nokuthula Dlamini', 'Riaan van der Merwe'],
      ['Umhlaba Architects'],
      [
        'reports_to Riaan van der Merwe -> Nokuthula Dlamini',
        'works_at Nokuthula Dlamini -> Umhlaba Architects',
        'works_at Riaan van der Merwe -> Umhlaba Architects',
      ],
    ],
    // Near miss: "no longer reports to me".
    [
      'Hi Ayanda,\n\nRiaan van der Merwe is our new engineer: he moved teams and no longer reports to me.\n\nThanks,\nNokuthula Dlamini\nUmhlaba Architects',
      ['Ayanda', 'Nokuthula Dlamini', 'Riaan van der Merwe'],
      ['Umhlaba Architects'],
      ['works_at Nokuthula Dlamini -> Umhlaba Architects', 'works_at Riaan van der Merwe -> Umhlaba Architects'],
    ],
  ])
})

describe('a sentence that turns to a greeted person (turned-subjects.ts), and "Over to you," (sentences.ts)', () => {
  readsAll([
    // "Tendai, Ximena and I served together": Tendai is turned to, not a subject; "Over to you," signs.
    [
      'Hi Ximena, hi Tendai,\n\nPutting you two in touch as promised. Ximena Huanca runs community relations at Minera Blanca; Tendai Moyo does the same at Great Dyke Platinum. Tendai, Ximena and I served together on a working group.\n\nOver to you,\nGabriel Ortiz',
      ['Gabriel Ortiz', 'Tendai Moyo', 'Ximena Huanca'],
      // The whole name since E4 (company-openers.ts): "at Great Dyke Platinum" in the middle of a sentence.
      ['Great Dyke Platinum', 'Minera Blanca'],
      [
        'introduced_by Tendai Moyo -> Gabriel Ortiz',
        'introduced_by Ximena Huanca -> Gabriel Ortiz',
        'knows Gabriel Ortiz -> Ximena Huanca',
        'works_at Ximena Huanca -> Minera Blanca',
      ],
    ],
    // Near miss: a list of three with no one greeted keeps all three.
    [
      'Hi Lena,\n\nNgozi Eze, Tomasz Nowak and I served together on the board of a charity.\n\nBest,\nAna Lima',
      ['Ana Lima', 'Lena', 'Ngozi Eze', 'Tomasz Nowak'],
      [],
      ['knows Ana Lima -> Ngozi Eze', 'knows Ana Lima -> Tomasz Nowak', 'knows Ngozi Eze -> Tomasz Nowak'],
    ],
  ])
})

describe("a team's listed members (listed-reports.ts)", () => {
  readsAll([
    // "His team of ..., including A and B, will report to him": each listed person, to the one "his" stands for.
    [
      'Team announcement\nWiremu Tane joins Kowhai Energy as Head of Grid Integration. In his new role Wiremu will report to Hemi Parata. His team of twelve engineers, including Ana Lima and Sefo Tuilagi, will report to him.',
      ['Ana Lima', 'Hemi Parata', 'Sefo Tuilagi', 'Wiremu Tane'],
      ['Kowhai Energy'],
      [
        'reports_to Ana Lima -> Wiremu Tane',
        'reports_to Sefo Tuilagi -> Wiremu Tane',
        'reports_to Wiremu Tane -> Hemi Parata',
        'works_at Ana Lima -> Kowhai Energy',
        'works_at Hemi Parata -> Kowhai Energy',
        'works_at Sefo Tuilagi -> Kowhai Energy',
        'works_at Wiremu Tane -> Kowhai Energy',
      ],
    ],
    // "P manages the quality team (A, B and a new hire)": each listed person, to P.
    [
      'Notes: account review, Kilimanjaro Coffee Exporters Ltd\nOur contacts there: Neema Mwakyusa manages the quality team (Juma Said, Rehema Kimaro and a new hire).',
      ['Juma Said', 'Neema Mwakyusa', 'Rehema Kimaro'],
      ['Kilimanjaro Coffee Exporters Ltd'],
      [
        'reports_to Juma Said -> Neema Mwakyusa',
        'reports_to Rehema Kimaro -> Neema Mwakyusa',
        'works_at Juma Said -> Kilimanjaro Coffee Exporters Ltd',
        'works_at Neema Mwakyusa -> Kilimanjaro Coffee Exporters Ltd',
        'works_at Rehema Kimaro -> Kilimanjaro Coffee Exporters Ltd',
      ],
    ],
    // Near miss: a list of customers, no team noun: no reporting line.
    [
      'Notes: account review, Kilimanjaro Coffee Exporters Ltd\nNeema Mwakyusa has three big customers, including Juma Said and Rehema Kimaro, who report to the board.',
      ['Juma Said', 'Neema Mwakyusa', 'Rehema Kimaro'],
      ['Kilimanjaro Coffee Exporters Ltd'],
      [],
    ],
  ])
})

describe('"comes to us from" (came-to-us.ts)', () => {
  readsAll([
    // "P comes to us from C": P works at "our" company, having left C for it.
    [
      'All,\n\nOlumide Fashola is joining our data team as a senior engineer. Olumide comes to us from Paystack, where he built their reconciliation pipeline.\n\nThanks,\nDayo Ogunleye\nCTO, Kuda Ledger Ltd',
      ['Dayo Ogunleye', 'Olumide Fashola'],
      ['Kuda Ledger Ltd', 'Paystack'],
      [
        'left_for Olumide Fashola -> Kuda Ledger Ltd',
        'works_at Dayo Ogunleye -> Kuda Ledger Ltd',
        'works_at Olumide Fashola -> Kuda Ledger Ltd',
      ],
    ],
    // Near miss: "came to us with a question from C" is no move.
    [
      'All,\n\nOlumide Fashola came to us with a question from Paystack about pricing.\n\nThanks,\nDayo Ogunleye\nCTO, Kuda Ledger Ltd',
      ['Dayo Ogunleye', 'Olumide Fashola'],
      ['Kuda Ledger Ltd'],
      ['works_at Dayo Ogunleye -> Kuda Ledger Ltd'],
    ],
  ])
})

describe('a forwarded message under a signed reply (contacts.ts)', () => {
  readsAll([
    // The writer who signed above the marker with a company stays the writer; the quoted name signs its own part.
    [
      "Subject: Fwd: lab in Lima?\n\nHi Camila,\n\nForwarding the note below. Renata Condori is the person I mentioned; I've known her since our time at Roche.\n\nBest,\nJorge Apaza\nRegional Medical Lead, Altiplano Therapeutics\n\n---------- Forwarded message ---------\nFrom: Renata Condori <rcondori@inkarrilabs.pe>\nSubject: Re: lab in Lima?\n\nJorge, yes, we run stability chambers.\nRenata Condori\nInkarri Labs",
      ['Camila', 'Jorge Apaza', 'Renata Condori'],
      ['Altiplano Therapeutics', 'Inkarri Labs', 'Roche'],
      [
        'introduced_by Renata Condori -> Jorge Apaza',
        'knows Jorge Apaza -> Renata Condori',
        'works_at Jorge Apaza -> Altiplano Therapeutics',
        'works_at Renata Condori -> Inkarri Labs',
      ],
    ],
  ])
})
