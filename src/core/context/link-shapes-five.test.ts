import { describe, expect, it } from 'vitest'
import { shapeLinks as links } from '../../../test/support/link-shapes.js'

// The shapes of issue 27's fifth link pass, found among the tuning part's own misses, each with
// every link the reader should write and nothing more.

describe('link shapes, fifth pass', () => {
  it.each([
    // A later sentence of a chat line is its speaker's: "I" is Laura, "him" the name she answered.
    [
      '[10:01] Maria Lopez: who can help?\n[10:02] Laura Vogel: Daniel Aziz. I know him well',
      ['knows Daniel Aziz -> Laura Vogel'],
    ],
    // A name the lists of given names do not know, where only a person stands (extract/linked-names.ts).
    [
      'Nadia Petrenko joined in May. Her boss is Andriy Shevchenko.',
      ['reports_to Nadia Petrenko -> Andriy Shevchenko'],
    ],
    ["Nadia Petrenko's manager there is Abena Owusu.", ['reports_to Nadia Petrenko -> Abena Owusu']],
    ['Rangi Tamihana is under Aroha Ngata in the finance team.', ['reports_to Rangi Tamihana -> Aroha Ngata']],
    ['Nadia Petrenko supervises Oksana Bondar.', ['reports_to Oksana Bondar -> Nadia Petrenko']],
    [
      'Adebayo Ogunleye was referred to us by Funmilayo Bankole.',
      ['introduced_by Adebayo Ogunleye -> Funmilayo Bankole'],
    ],
    ['Ibrahim Traoré is part of Aminata Keita’s team.', ['reports_to Ibrahim Traoré -> Aminata Keita']],
    ["Kaveh Rostami is joining Shirin Ahmadi's team.", ['reports_to Kaveh Rostami -> Shirin Ahmadi']],
    [
      "At Farid Haidari's suggestion I contacted Soraya Amini at Herat Textiles.",
      ['introduced_by Soraya Amini -> Farid Haidari', 'works_at Soraya Amini -> Herat Textiles'],
    ],
    ['[14:21] Bronwen Hughes: I know Gareth Lewis well', ['knows Bronwen Hughes -> Gareth Lewis']],
    [
      "Niklas Brunner's team: Lea Huber, Jonas Graf and Mia Steiner.",
      [
        'reports_to Jonas Graf -> Niklas Brunner',
        'reports_to Lea Huber -> Niklas Brunner',
        'reports_to Mia Steiner -> Niklas Brunner',
      ],
    ],
    [
      'Aroha Walker leads a team of two, Tane Rangi and Mere Hohaia.',
      ['reports_to Mere Hohaia -> Aroha Walker', 'reports_to Tane Rangi -> Aroha Walker'],
    ],
    // Moves whose former employer the tuning texts told and the reader did not set beside the new one.
    [
      'Laura Vogel has moved on from Ashanti Gold. She starts at Volta Minerals on Monday.',
      ['left_for Laura Vogel -> Volta Minerals', 'works_at Laura Vogel -> Volta Minerals'],
    ],
    [
      'Laura Vogel has moved over from Infosys to Orbit Robotics.',
      ['left_for Laura Vogel -> Orbit Robotics', 'works_at Laura Vogel -> Orbit Robotics'],
    ],
    [
      'Big news: former Stripe exec Laura Vogel is the new CFO at Lumen Pay.',
      ['left_for Laura Vogel -> Lumen Pay', 'works_at Laura Vogel -> Lumen Pay'],
    ],
    [
      'Laura Vogel joined Kite Labs in May; before that she was at Orbit Bank.',
      ['left_for Laura Vogel -> Kite Labs', 'works_at Laura Vogel -> Kite Labs'],
    ],
    [
      'Laura Vogel, who ran procurement at Orbit Bank until last year, is now COO of Kite Labs.',
      ['left_for Laura Vogel -> Kite Labs', 'works_at Laura Vogel -> Kite Labs'],
    ],
    [
      'Daniel Aziz moved to Kite Labs in May; Laura Vogel replaced him as head of ops at Orbit Bank.',
      ['left_for Daniel Aziz -> Kite Labs', 'works_at Daniel Aziz -> Kite Labs', 'works_at Laura Vogel -> Orbit Bank'],
    ],
    // Held until a time that has not gone by, or no job held: no former employer.
    [
      'Laura Vogel is at Orbit Bank until Friday and joins Kite Labs next month.',
      ['works_at Laura Vogel -> Kite Labs', 'works_at Laura Vogel -> Orbit Bank'],
    ],
    // A relative clause with a subject of its own; a title before the one known.
    [
      'Laura Vogel, who I mentioned, overlapped with your CFO, Daniel Aziz, at McKinsey.',
      ['knows Daniel Aziz -> Laura Vogel'],
    ],
    ['Laura Vogel runs the finance team; Daniel Aziz sits under her.', ['reports_to Daniel Aziz -> Laura Vogel']],
    // A chat question about a person, answered on the next line.
    [
      '[14:02] Maria Lopez: who does Daniel Aziz answer to?\n[14:03] Peter Novak: Laura Vogel. Since May.',
      ['reports_to Daniel Aziz -> Laura Vogel'],
    ],
    [
      "[14:02] Maria Lopez: who is Daniel Aziz's manager?\n[14:03] Peter Novak: Laura Vogel.",
      ['reports_to Daniel Aziz -> Laura Vogel'],
    ],
    [
      '[10:30] Maria Lopez: how do you know Daniel Aziz?\n[10:31] Laura Vogel: we sat on a panel once',
      ['knows Daniel Aziz -> Laura Vogel'],
    ],
    ["[10:30] Maria Lopez: how do you know Daniel Aziz?\n[10:31] Laura Vogel: I don't, sorry", []],
    ['[10:30] Maria Lopez: how do you know Daniel Aziz?\n[10:31] Laura Vogel: who is he?', []],
    // Introductions as notes and intro mails tell them (links/intro-notes.ts).
    [
      'Maria Lopez, meet Daniel Aziz, who heads growth at Kite Labs.\n\nLaura Vogel',
      [
        'introduced_by Daniel Aziz -> Laura Vogel',
        'introduced_by Maria Lopez -> Laura Vogel',
        'works_at Daniel Aziz -> Kite Labs',
      ],
    ],
    [
      'Intro call with Daniel Aziz (Kite Labs), via Laura Vogel. Daniel needs tracking.',
      ['introduced_by Daniel Aziz -> Laura Vogel', 'works_at Daniel Aziz -> Kite Labs'],
    ],
    [
      'Inbound from Daniel Aziz, CTO. Kite Labs needs SSO. Referred by Laura Vogel.',
      ['introduced_by Daniel Aziz -> Laura Vogel'],
    ],
    [
      'First meeting with Daniel Aziz of Kite Labs. Laura Vogel made the introduction.',
      ['introduced_by Daniel Aziz -> Laura Vogel', 'works_at Daniel Aziz -> Kite Labs'],
    ],
    // Two people met: whose introduction it was is not said.
    ['Lunch with Daniel Aziz and Maria Lopez. Laura Vogel made the introduction.', []],
    // A known given name alone where a link's end stands, or joined to a person's name.
    [
      'Emma: Laura Vogel joined Kite Labs.\nEmma: she knows Adrian from her time at Orbit Bank',
      ['knows Adrian -> Laura Vogel', 'works_at Laura Vogel -> Kite Labs'],
    ],
    [
      '[18:01] Jack Wilson: Liam and Noah Taylor are old mates\n[18:02] Liam Brooks: on it',
      ['knows Liam Brooks -> Noah Taylor'],
    ],
    // Knowing told as close, with a name the lists do not know; a chat speaker who met someone.
    [
      'Notes: Siobhan Byrne, the CFO of Fenwick Insurance, and Declan Murphy are close.',
      ['knows Declan Murphy -> Siobhan Byrne', 'works_at Siobhan Byrne -> Fenwick Insurance'],
    ],
    ['Laura Vogel says the deal is close.', []],
    [
      '[09:14] Laura Vogel: Met Daniel Aziz from Kite Labs yesterday, he runs partnerships there',
      ['knows Daniel Aziz -> Laura Vogel', 'works_at Daniel Aziz -> Kite Labs'],
    ],
    ['Met Daniel Aziz from Kite Labs today.', ['works_at Daniel Aziz -> Kite Labs']],
    // Someone worked for at a company, once: a person, and no current employer of theirs.
    [
      'Spoke with Laura Vogel (Kite Labs). She used to work for Min-ji Kang at Samsung and they are still in touch.',
      ['knows Laura Vogel -> Min-ji Kang', 'works_at Laura Vogel -> Kite Labs'],
    ],
    [
      'Laura Vogel from Kite Labs used to work with Daniel Aziz back in Milan.',
      ['knows Daniel Aziz -> Laura Vogel', 'works_at Laura Vogel -> Kite Labs'],
    ],
    // A company's own word keeps a run a company where a person would stand; on its team, she works there
    // (FX3, links/company-team-members.ts).
    ['Nadia Petrenko is on Orbit Bank’s team.', ['works_at Nadia Petrenko -> Orbit Bank']],
  ])('%s', (text, expected) => {
    expect(links(text)).toEqual([...expected].sort())
  })
})
