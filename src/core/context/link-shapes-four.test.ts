import { describe, expect, it } from 'vitest'
import { shapeLinks as links } from '../../../test/support/link-shapes.js'

// The shapes of issue 27's fourth pass, each with every link the reader should write and nothing
// more: managers named with a word before them ("new", "line"), teams and their leads, knowing put
// as everyday text puts it, introductions told to the one introduced, hires and new jobs, and texts
// that name people with no link between them.

describe('link shapes, fourth pass', () => {
  it.each([
    ["Laura Vogel's new manager is Daniel Aziz.", ['reports_to Laura Vogel -> Daniel Aziz']],
    ['Laura Vogel says her line manager Daniel Aziz signs off.', ['reports_to Laura Vogel -> Daniel Aziz']],
    ["Laura Vogel's old manager was Daniel Aziz.", []],
    [
      "Daniel Aziz's team now includes Laura Vogel and Peter Novak.",
      ['reports_to Laura Vogel -> Daniel Aziz', 'reports_to Peter Novak -> Daniel Aziz'],
    ],
    ['Daniel Aziz joined in May. His team includes Laura Vogel.', ['reports_to Laura Vogel -> Daniel Aziz']],
    [
      'Present: Daniel Aziz (CFO, Kite Labs), Laura Vogel (his deputy).',
      [
        'reports_to Laura Vogel -> Daniel Aziz',
        'works_at Daniel Aziz -> Kite Labs',
        'works_at Laura Vogel -> Kite Labs',
      ],
    ],
    [
      'Hiroshi Tanaka is COO at Saffron Foods. We worked together at Mitsui.\n\nBest,\nKenji Watanabe',
      ['knows Kenji Watanabe -> Hiroshi Tanaka', 'works_at Hiroshi Tanaka -> Saffron Foods'],
    ],
    [
      'Hiroshi Tanaka is COO at Saffron Foods. We worked together at Mitsui.',
      ['works_at Hiroshi Tanaka -> Saffron Foods'],
    ],
    [
      'Daniel Aziz and I go back to our Siemens days.\n\nCheers,\nLaura Vogel',
      // The writer is known after the text is read: "I" comes first, as the writer's placeholder sorts.
      ['knows Laura Vogel -> Daniel Aziz'],
    ],
    ['Laura Vogel and Daniel Aziz go back years.', ['knows Daniel Aziz -> Laura Vogel']],
    ['Laura Vogel and Daniel Aziz go back to Warsaw on Monday.', []],
    [
      '[14:20] Ji-woo Park: you know Mateus Costa?\n[14:21] Haruto Sato: yes, we met at Web Summit',
      ['knows Haruto Sato -> Mateus Costa'],
    ],
    ['Laura Vogel and Daniel Aziz met at the summit.', ['knows Daniel Aziz -> Laura Vogel']],
    ['Laura Vogel and Daniel Aziz met with the board.', []],
    ['Laura Vogel and Daniel Aziz are close.', ['knows Daniel Aziz -> Laura Vogel']],
    ['Laura Vogel said she knows Daniel Aziz from her Google days.', ['knows Daniel Aziz -> Laura Vogel']],
    ['Laura Vogel is connected to Daniel Aziz on LinkedIn.', ['knows Daniel Aziz -> Laura Vogel']],
    ['Laura Vogel has worked alongside Daniel Aziz for years.', ['knows Daniel Aziz -> Laura Vogel']],
    ['Daniel Aziz mentors Laura Vogel.', ['knows Daniel Aziz -> Laura Vogel']],
    ['Call with Laura Vogel. Her friend Daniel Aziz runs sales.', ['knows Daniel Aziz -> Laura Vogel']],
    ["Laura Vogel's old classmate, Daniel Aziz, called.", ['knows Daniel Aziz -> Laura Vogel']],
    ['[10:00] Laura Vogel: my former colleague Daniel Aziz called', ['knows Daniel Aziz -> Laura Vogel']],
    ['Call with Laura Vogel. Her colleague Daniel Aziz called.', []],
    ['Laura Vogel co-founded Kite Labs with Daniel Aziz.', ['knows Daniel Aziz -> Laura Vogel']],
    ['Laura Vogel has a good relationship with Daniel Aziz.', ['knows Daniel Aziz -> Laura Vogel']],
    ['Dinner with Laura Vogel and her husband, Daniel Aziz.', ['knows Daniel Aziz -> Laura Vogel']],
    ['Laura Vogel used to work for Daniel Aziz.', ['knows Daniel Aziz -> Laura Vogel']],
    [
      '[10:00] Laura Vogel: Daniel Aziz works there, we were on the same team at Deloitte',
      ['knows Daniel Aziz -> Laura Vogel'],
    ],
    [
      "Spoke with Laura Vogel, who was Daniel Aziz's manager at Kite Labs before she joined Orbit Bank.",
      ['knows Daniel Aziz -> Laura Vogel', 'left_for Laura Vogel -> Orbit Bank', 'works_at Laura Vogel -> Orbit Bank'],
    ],
    [
      'I met Laura Vogel through Daniel Aziz. She runs sales at Kite Labs.\n\nBest,\nAnna Berg',
      [
        'introduced_by Laura Vogel -> Daniel Aziz',
        'knows Anna Berg -> Laura Vogel',
        'works_at Laura Vogel -> Kite Labs',
      ],
    ],
    ['Met Laura Vogel today.\n\nBest,\nAnna Berg', []],
    ["Laura Vogel is part of Daniel Aziz's team.", ['reports_to Laura Vogel -> Daniel Aziz']],
    ['Laura Vogel is the part of the plan.', []],
    [
      'Daniel Aziz leads a team of three: Laura Vogel, Peter Novak and Maria Lopez.',
      [
        'reports_to Laura Vogel -> Daniel Aziz',
        'reports_to Maria Lopez -> Daniel Aziz',
        'reports_to Peter Novak -> Daniel Aziz',
      ],
    ],
    ['Daniel Aziz supervises Laura Vogel.', ['reports_to Laura Vogel -> Daniel Aziz']],
    [
      'Laura Vogel and Peter Novak report in to Daniel Aziz.',
      ['reports_to Laura Vogel -> Daniel Aziz', 'reports_to Peter Novak -> Daniel Aziz'],
    ],
    ["Laura Vogel's manager there is Daniel Aziz.", ['reports_to Laura Vogel -> Daniel Aziz']],
    [
      'Hi Laura Vogel,\n\nDaniel Aziz gave me your name. Could we talk on Friday?',
      ['introduced_by Laura Vogel -> Daniel Aziz'],
    ],
    ['Dear Laura Vogel, Daniel Aziz mentioned you might be interested.', ['introduced_by Laura Vogel -> Daniel Aziz']],
    ["Hi Laura Vogel,\n\nCc'ing Daniel Aziz, who introduced us.", ['introduced_by Laura Vogel -> Daniel Aziz']],
    [
      '[10:30] Maria Lopez: how do you know Laura Vogel?\n[10:31] Peter Novak: Daniel Aziz introduced us',
      // The one answering knows her, as the corpus's t331 has it (link-shapes-five.test.ts: chat questions).
      ['introduced_by Laura Vogel -> Daniel Aziz', 'knows Laura Vogel -> Peter Novak'],
    ],
    ["Laura Vogel reached out on Daniel Aziz's recommendation.", ['introduced_by Laura Vogel -> Daniel Aziz']],
    ['[15:40] Maria Lopez: @Peter Novak looping you in with Laura Vogel', ['introduced_by Laura Vogel -> Maria Lopez']],
    ['Laura Vogel mentioned you to the board.', []],
    [
      'Kite Labs has hired Laura Vogel away from Orbit Bank.',
      ['left_for Laura Vogel -> Kite Labs', 'works_at Laura Vogel -> Kite Labs'],
    ],
    [
      'Laura Vogel was poached by Kite Labs from Orbit Bank.',
      ['left_for Laura Vogel -> Kite Labs', 'works_at Laura Vogel -> Kite Labs'],
    ],
    [
      'Daniel Aziz has hired Laura Vogel into his data team at Kite Labs.',
      [
        'reports_to Laura Vogel -> Daniel Aziz',
        'works_at Daniel Aziz -> Kite Labs',
        'works_at Laura Vogel -> Kite Labs',
      ],
    ],
    [
      'After six years at Orbit Bank, Laura Vogel has taken a job as CFO of Kite Labs.',
      ['left_for Laura Vogel -> Kite Labs', 'works_at Laura Vogel -> Kite Labs'],
    ],
    ['Welcome Laura Vogel to Kite Labs!', ['works_at Laura Vogel -> Kite Labs']],
    [
      'Laura Vogel is off to Kite Labs after six years with Orbit Bank.',
      ['left_for Laura Vogel -> Kite Labs', 'works_at Laura Vogel -> Kite Labs'],
    ],
    ['Laura Vogel is heading to Kite Labs tomorrow for the demo.', []],
    [
      'Laura Vogel, who left Orbit Bank last year, is now CFO at Kite Labs.',
      ['left_for Laura Vogel -> Kite Labs', 'works_at Laura Vogel -> Kite Labs'],
    ],
    [
      'Before joining Kite Labs, Laura Vogel was head of sales at Orbit Bank.',
      ['left_for Laura Vogel -> Kite Labs', 'works_at Laura Vogel -> Kite Labs'],
    ],
    [
      'Laura Vogel joined Kite Labs in May. Before that she was head of sales at Orbit Bank.',
      ['left_for Laura Vogel -> Kite Labs', 'works_at Laura Vogel -> Kite Labs'],
    ],
    [
      'Laura Vogel is CFO of Kite Labs. She was at Orbit Bank until last year.',
      ['left_for Laura Vogel -> Kite Labs', 'works_at Laura Vogel -> Kite Labs'],
    ],
    [
      'Laura Vogel is CFO of Kite Labs. She was at Orbit Bank for nine years.',
      ['left_for Laura Vogel -> Kite Labs', 'works_at Laura Vogel -> Kite Labs'],
    ],
    ['Laura Vogel (CFO, Kite Labs) was at Orbit Bank for a meeting.', ['works_at Laura Vogel -> Kite Labs']],
    [
      "Friday is Laura Vogel's last day at Orbit Bank; she starts at Kite Labs on Monday.",
      ['left_for Laura Vogel -> Kite Labs', 'works_at Laura Vogel -> Kite Labs'],
    ],
    [
      'Laura Vogel has resigned from Orbit Bank and will join Kite Labs as CFO.',
      ['left_for Laura Vogel -> Kite Labs', 'works_at Laura Vogel -> Kite Labs'],
    ],
    [
      'Laura Vogel stepped down as CEO of Orbit Bank to join Kite Labs.',
      ['left_for Laura Vogel -> Kite Labs', 'works_at Laura Vogel -> Kite Labs'],
    ],
    // A move with no company left named is still a move (the corpus's t19, f08).
    [
      'Laura Vogel has moved on to Kite Labs.',
      ['left_for Laura Vogel -> Kite Labs', 'works_at Laura Vogel -> Kite Labs'],
    ],
    [
      'Laura Vogel returns to Kite Labs after three years at Orbit Bank.',
      ['left_for Laura Vogel -> Kite Labs', 'works_at Laura Vogel -> Kite Labs'],
    ],
    ['Laura Vogel returned to Kite Labs on Monday.', []],
    ['Laura Vogel is chief of staff to the CEO, Daniel Aziz.', ['reports_to Laura Vogel -> Daniel Aziz']],
    ['Laura Vogel is second in command to Daniel Aziz.', ['reports_to Laura Vogel -> Daniel Aziz']],
    ['Daniel Aziz runs sales. Laura Vogel is his deputy.', ['reports_to Laura Vogel -> Daniel Aziz']],
    ['[11:22] Laura Vogel: my former boss Daniel Aziz is their CFO now', ['knows Daniel Aziz -> Laura Vogel']],
    ['Daniel Aziz referred us to Laura Vogel.', ['introduced_by Laura Vogel -> Daniel Aziz']],
    ['Laura Vogel trained under Daniel Aziz.', ['knows Daniel Aziz -> Laura Vogel']],
    ['Laura Vogel offered to introduce us to Daniel Aziz.', ['knows Daniel Aziz -> Laura Vogel']],
    ['Laura Vogel will put in a word with Daniel Aziz.', ['knows Daniel Aziz -> Laura Vogel']],
    ['Laura Vogel can get us a meeting with Daniel Aziz.', ['knows Daniel Aziz -> Laura Vogel']],
    [
      'Laura Vogel has a contact at Kite Labs, Daniel Aziz.',
      ['knows Daniel Aziz -> Laura Vogel', 'works_at Daniel Aziz -> Kite Labs'],
    ],
    ['We should introduce Laura Vogel to Daniel Aziz.', []],
    [
      '[16:02] Maria Lopez: anyone know Daniel Aziz?\n[16:03] Laura Vogel: I know her well',
      ['knows Daniel Aziz -> Laura Vogel'],
    ],
    [
      '[12:10] Maria Lopez: does anyone know Daniel Aziz?\n[12:11] Laura Vogel: I do, happy to help',
      ['knows Daniel Aziz -> Laura Vogel'],
    ],
    ['[12:10] Maria Lopez: Daniel Aziz wants the deck\n[12:11] Laura Vogel: I do think we should send it', []],
    ['Laura Vogel and Daniel Aziz sit on the same board.', ['knows Daniel Aziz -> Laura Vogel']],
    ['Laura Vogel is the sister of Daniel Aziz.', ['knows Daniel Aziz -> Laura Vogel']],
    ['Laura Vogel made the connection to Daniel Aziz.', ['introduced_by Daniel Aziz -> Laura Vogel']],
    [
      'Attendees: Daniel Aziz (CFO, Kite Labs), Laura Vogel (reports to Daniel)',
      [
        'reports_to Laura Vogel -> Daniel Aziz',
        'works_at Daniel Aziz -> Kite Labs',
        'works_at Laura Vogel -> Kite Labs',
      ],
    ],
    ['Call with Laura Vogel and Daniel Aziz (her boss).', ['reports_to Laura Vogel -> Daniel Aziz']],
    [
      "Laura Vogel is Kite Labs's new CFO, coming from Orbit Bank.",
      ['left_for Laura Vogel -> Kite Labs', 'works_at Laura Vogel -> Kite Labs'],
    ],
    ["Laura Vogel's direct report, Daniel Aziz, joined.", ['reports_to Daniel Aziz -> Laura Vogel']],
    ["Spoke with Daniel Aziz, one of Laura Vogel's reports.", ['reports_to Daniel Aziz -> Laura Vogel']],
    [
      "Laura Vogel's team: Daniel Aziz and Maria Lopez.",
      ['reports_to Daniel Aziz -> Laura Vogel', 'reports_to Maria Lopez -> Laura Vogel'],
    ],
    ["Laura Vogel's team, Daniel Aziz said, is busy.", []],
    ['Ask Laura Vogel, to whom Daniel Aziz reports.', ['reports_to Daniel Aziz -> Laura Vogel']],
    ["Booked through Daniel Aziz, who is Laura Vogel's assistant.", ['reports_to Daniel Aziz -> Laura Vogel']],
    ['Daniel Aziz used to report to Laura Vogel.', ['knows Daniel Aziz -> Laura Vogel']],
    ["Laura Vogel's ex-colleague Daniel Aziz called.", ['knows Daniel Aziz -> Laura Vogel']],
    ['Laura Vogel and Daniel Aziz are old pals.', ['knows Daniel Aziz -> Laura Vogel']],
    ['Laura Vogel went to Stanford with Daniel Aziz.', ['knows Daniel Aziz -> Laura Vogel']],
    ['Laura Vogel manages the team Daniel Aziz is on.', ['reports_to Daniel Aziz -> Laura Vogel']],
    ['Daniel Aziz is under Laura Vogel.', ['reports_to Daniel Aziz -> Laura Vogel']],
    ['Laura Vogel is friendly with Daniel Aziz.', ['knows Daniel Aziz -> Laura Vogel']],
    [
      "[14:06] Laura Vogel: Daniel Aziz is at Kite Labs and I'm tight with him",
      ['knows Daniel Aziz -> Laura Vogel', 'works_at Daniel Aziz -> Kite Labs'],
    ],
    ['Laura Vogel and Daniel Aziz were co-founders of Kite Labs.', ['knows Daniel Aziz -> Laura Vogel']],
    ['Laura Vogel and Daniel Aziz were neighbours in Hamburg.', ['knows Daniel Aziz -> Laura Vogel']],
    ["Laura Vogel was Daniel Aziz's teacher.", ['knows Daniel Aziz -> Laura Vogel']],
    ['Laura Vogel plays golf with Daniel Aziz.', ['knows Daniel Aziz -> Laura Vogel']],
    ['Laura Vogel hired Daniel Aziz years ago.', ['knows Daniel Aziz -> Laura Vogel']],
    // A co-founder now is a colleague, which the corpus does not record as knowing.
    ['Laura Vogel is the CEO; her cofounder Daniel Aziz runs engineering.', []],
    // A name the lists do not know, after "introduced by": a person did it.
    ['Laura Vogel was introduced by Tane Rangi.', ['introduced_by Laura Vogel -> Tane Rangi']],
  ])('%s', (text, expected) => {
    expect(links(text)).toEqual([...expected].sort())
  })
})
