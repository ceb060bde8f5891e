import { describe, expect, it } from 'vitest'
import { shapeRead as read } from '../../../test/support/link-shapes.js'

// Issue 27, M1: the tuning part's own misses grouped by the structure they sit in, fixed where a shape
// recurs across three writers' batches or more (decision 0014, "M1"). Each case lists every person,
// company and link the reader should find and nothing more; the near misses stand beside the shapes.

describe('reporting lines inside the one company a text is about (org-lines.ts)', () => {
  it.each([
    // A label before a colon names the company; "our new COO" has no company of its own.
    [
      'Structure note, Tamarind Health: since March Olga Ivanova reports to Priya Raman, our new COO.',
      ['Olga Ivanova', 'Priya Raman'],
      ['Tamarind Health'],
      [
        'reports_to Olga Ivanova -> Priya Raman',
        'works_at Olga Ivanova -> Tamarind Health',
        'works_at Priya Raman -> Tamarind Health',
      ],
    ],
    // Several reports of one manager: every line, not only the first, is placed.
    [
      'Since the reorg at Kestrel Bank, Lea Moreau and Sami Laine report to Ken Adachi.',
      ['Ken Adachi', 'Lea Moreau', 'Sami Laine'],
      ['Kestrel Bank'],
      [
        'reports_to Lea Moreau -> Ken Adachi',
        'reports_to Sami Laine -> Ken Adachi',
        'works_at Ken Adachi -> Kestrel Bank',
        'works_at Lea Moreau -> Kestrel Bank',
        'works_at Sami Laine -> Kestrel Bank',
      ],
    ],
    // The company someone left is still the one the line is in; the one who left is not placed.
    [
      "Please copy Hemi Walker on invoices; he is Anaru Smith's manager now that Beth Cole has left Kauri Freight.",
      ['Anaru Smith', 'Beth Cole', 'Hemi Walker'],
      ['Kauri Freight'],
      [
        'reports_to Anaru Smith -> Hemi Walker',
        'works_at Anaru Smith -> Kauri Freight',
        'works_at Hemi Walker -> Kauri Freight',
      ],
    ],
    // Near miss: a deal's customer ("the Bluewater Hotels pilot") is no workplace of the line.
    [
      "For the Bluewater Hotels pilot: Tom Reed's line manager is Ana Lima, so sign-off goes to her.",
      ['Ana Lima', 'Tom Reed'],
      ['Bluewater Hotels'],
      ['reports_to Tom Reed -> Ana Lima'],
    ],
    // Near miss: where a new hire came from is not where the line is.
    [
      'Welcome Farid Aziz, who joins us from Nile Textiles. He will report to Grace Otieno.',
      ['Farid Aziz', 'Grace Otieno'],
      ['Nile Textiles'],
      ['reports_to Farid Aziz -> Grace Otieno'],
    ],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe("an org announcement's opening places the people it names (org-announcements.ts)", () => {
  it.each([
    // A label before a colon on a long first line; whoever left for another company is not placed.
    [
      'Team update at Lindqvist Marine: Erik Holm takes over the Gothenburg depot from Maja Berg, who left for Baltic Cargo in May. Sofia Ek stays on as controller.',
      ['Erik Holm', 'Maja Berg', 'Sofia Ek'],
      ['Baltic Cargo', 'Lindqvist Marine'],
      [
        'left_for Maja Berg -> Baltic Cargo',
        'works_at Erik Holm -> Lindqvist Marine',
        'works_at Maja Berg -> Baltic Cargo',
        'works_at Sofia Ek -> Lindqvist Marine',
      ],
    ],
    // A list's heading.
    [
      'Promotions at Kereru Bank, effective 1 March:\n- Aroha Ngata to Senior Analyst\n- Liam Chen to Risk Lead',
      ['Aroha Ngata', 'Liam Chen'],
      ['Kereru Bank'],
      ['works_at Aroha Ngata -> Kereru Bank', 'works_at Liam Chen -> Kereru Bank'],
    ],
    // A subject line naming no company: the signature's; whoever "is leaving" is not placed.
    [
      'Subject: Leadership changes in Finance\n\nTeam, Mele Tupou will take over Accounts Payable from 1 May. Rangi Hohaia and Ana Fifita will report to Mele. Joe Blake, who is leaving, hands over this week.\n\nKiri Waititi\nCFO, Pohutukawa Foods',
      ['Ana Fifita', 'Joe Blake', 'Kiri Waititi', 'Mele Tupou', 'Rangi Hohaia'],
      ['Pohutukawa Foods'],
      [
        'reports_to Ana Fifita -> Mele Tupou',
        'reports_to Rangi Hohaia -> Mele Tupou',
        'works_at Ana Fifita -> Pohutukawa Foods',
        'works_at Kiri Waititi -> Pohutukawa Foods',
        'works_at Mele Tupou -> Pohutukawa Foods',
        'works_at Rangi Hohaia -> Pohutukawa Foods',
      ],
    ],
    // Near miss: a partner's lead named in the announcement works at the partner.
    [
      'Team news: Ines Costa has joined us at Douro Logistics as head of sales. Her first project is with our partner Minho Data, where Rui Pinto leads the work.',
      ['Ines Costa', 'Rui Pinto'],
      ['Douro Logistics', 'Minho Data'],
      ['works_at Ines Costa -> Douro Logistics', 'works_at Rui Pinto -> Minho Data'],
    ],
    // Near miss: a first line that is a sentence, not a heading.
    [
      'Oliver Grant left his laptop at the Fenwick Labs office for the IT team to collect.',
      ['Oliver Grant'],
      ['Fenwick Labs'],
      [],
    ],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('"you ... at C" places the person an e-mail greets (addressed-places.ts)', () => {
  it.each([
    [
      'Hi Yusuf,\n\nLeyla Demir suggested I get in touch. She said you look after procurement at Anka Steel. Could we talk next week?\n\nBest,\nMark Evans',
      ['Leyla Demir', 'Mark Evans', 'Yusuf'],
      ['Anka Steel'],
      ['introduced_by Yusuf -> Leyla Demir', 'works_at Yusuf -> Anka Steel'],
    ],
    // Near miss: a candidate's interest in a role at the writer's company, and where the two will meet.
    [
      "Hi Selma,\n\nThanks for your interest in the analyst role at Corvid Labs. I'd love to hear more about your work. See you at Web Summit!\n\nBest,\nJon Hale\nTalent, Corvid Labs",
      ['Jon Hale', 'Selma'],
      ['Corvid Labs'],
      ['works_at Jon Hale -> Corvid Labs'],
    ],
    // Near miss: someone else's job after "introduce you to".
    [
      'Hi Dara,\n\nOnce the contract is signed, Amir will introduce you to the plant lead at Vela Cement, Ruth Obi.\n\nThanks,\nCara Nolan',
      ['Amir', 'Cara Nolan', 'Dara', 'Ruth Obi'],
      ['Vela Cement'],
      ['works_at Ruth Obi -> Vela Cement'],
    ],
    // Near miss: "you two overlapped at C" is a past the two share (no job; they know each other, M9).
    [
      'Hi Noor,\n\nGood to hear from you. My manager, Sina Rahimi, says hello: you two overlapped at Zagros Cloud.\n\nBest,\nArash Kia\nPartnerships, Alborz Data',
      ['Arash Kia', 'Noor', 'Sina Rahimi'],
      ['Alborz Data', 'Zagros Cloud'],
      [
        'knows Noor -> Sina Rahimi',
        'reports_to Arash Kia -> Sina Rahimi',
        'works_at Arash Kia -> Alborz Data',
        'works_at Sina Rahimi -> Alborz Data',
      ],
    ],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('a colleague works where the one whose colleague they are works (colleagues.ts)', () => {
  it.each([
    [
      'Called Julia Weber (buyer, Rhein Optik GmbH) about the delay. Her colleague Tobias Kranz will send the new dates.',
      ['Julia Weber', 'Tobias Kranz'],
      ['Rhein Optik GmbH'],
      ['works_at Julia Weber -> Rhein Optik GmbH', 'works_at Tobias Kranz -> Rhein Optik GmbH'],
    ],
    // The owner's employer read after the colleague.
    [
      "Priya Shah from Daniel Okafor's team will join the call; Daniel runs claims at Sunbird Insurance.",
      ['Daniel Okafor', 'Priya Shah'],
      ['Sunbird Insurance'],
      ['works_at Daniel Okafor -> Sunbird Insurance', 'works_at Priya Shah -> Sunbird Insurance'],
    ],
    // Near miss: a former colleague.
    [
      'Marta Nowak (Vistula Paper SA) says her former colleague Piotr Zając is great.',
      ['Marta Nowak', 'Piotr Zając'],
      ['Vistula Paper SA'],
      ['knows Marta Nowak -> Piotr Zając', 'works_at Marta Nowak -> Vistula Paper SA'],
    ],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('"their" and a role beside a person, whatever words the role is (their-roles.ts)', () => {
  it.each([
    [
      'Toured the Kestrel Foods plant. Ravi Menon, their shift supervisor, walked us through the line.',
      ['Ravi Menon'],
      ['Kestrel Foods'],
      ['works_at Ravi Menon -> Kestrel Foods'],
    ],
    [
      'Call notes — Arbor Dental. Nina Park is their new office lead.',
      ['Nina Park'],
      ['Arbor Dental'],
      ['works_at Nina Park -> Arbor Dental'],
    ],
    // The company is one only once the text has been read: placed at the end.
    [
      'Visit to Tasman Mills, Friday.\nWe were met by their floor manager, Aiko Mori. Our engineer Ben Cho used to work at Tasman Mills.',
      ['Aiko Mori', 'Ben Cho'],
      ['Tasman Mills'],
      ['works_at Aiko Mori -> Tasman Mills'],
    ],
    // Near misses: a customer, a lawyer, an old boss.
    [
      'Met the Kestrel Foods team. Sara Lind, their biggest customer, joined. Ana Costa is their lawyer. Tom Reed, their old boss, called.',
      ['Ana Costa', 'Sara Lind', 'Tom Reed'],
      ['Kestrel Foods'],
      [],
    ],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})
