import { describe, expect, it } from 'vitest'
import { shapeLinks as links } from '../../../test/support/link-shapes.js'

// The fallback's third pass (issue 27; links/deputies.ts, managed-lists.ts, move-asides.ts, called
// from link-fallback.ts): a deputy reports to the one whose deputy they are, a list under a manager
// ("took over management of the engineers, A and B"; "Team (reporting to P): A, B") reports to them,
// and a move told in an aside ("P (ex-C) to the D team", "(ex-C, now CTO at D)", "who used to be at C
// and now runs D", "on the new role at D").
// Each condition has a case where it links and one where it stands back; every case lists all the
// links the reader writes.

describe('the third pass of the fallback links', () => {
  it.each([
    // "Her deputy P": P reports to the one "her" stands for (the sentence before's person).
    [
      'Kobalt Labs signed today. Anneke Visser runs finance there. Her deputy Rui Tavares will be our contact.',
      [
        'reports_to Rui Tavares -> Anneke Visser',
        'works_at Anneke Visser -> Kobalt Labs',
        'works_at Rui Tavares -> Kobalt Labs',
      ],
    ],
    // "P's deputy, Q": Q reports to P.
    ["Chidi Eze will send pricing to Sunita Bhatt's deputy, Owen Price.", ['reports_to Owen Price -> Sunita Bhatt']],
    // "Q, P's deputy,": the appositive's person reports to P.
    ["Anna Berg, Maria Costa's deputy, joined the call.", ['reports_to Anna Berg -> Maria Costa']],
    // "Q, who ..., becomes her deputy": the clause's subject reports to the person before.
    [
      'Reorg note from Saltmarsh Bank: the lending groups merge under Ifeoma Nwosu. Karthik Iyer, who ran SME lending, becomes her deputy.',
      [
        'reports_to Karthik Iyer -> Ifeoma Nwosu',
        'works_at Ifeoma Nwosu -> Saltmarsh Bank',
        'works_at Karthik Iyer -> Saltmarsh Bank',
      ],
    ],
    // A manager, a word of managing, and the people listed after a comma.
    [
      'Team update at Najd Systems: Noura Al-Qahtani has taken over management of the pre-sales engineers, Faisal Otaibi and Reem Harbi.',
      // (The team update places all three at Najd Systems: org-lines.ts, M1.)
      [
        'reports_to Faisal Otaibi -> Noura Al-Qahtani',
        'reports_to Reem Harbi -> Noura Al-Qahtani',
        'works_at Faisal Otaibi -> Najd Systems',
        'works_at Noura Al-Qahtani -> Najd Systems',
        'works_at Reem Harbi -> Najd Systems',
      ],
    ],
    // A heading that says whom the list reports to: every one of the list.
    [
      'Sales team (reporting to Maria Costa): Anna Berg, Tom Lind, Eva Ek.',
      ['reports_to Anna Berg -> Maria Costa', 'reports_to Eva Ek -> Maria Costa', 'reports_to Tom Lind -> Maria Costa'],
    ],
    // "P (ex-C) to the D team": a move to D.
    [
      'Excited to welcome Oluwaseun Adeyemi (ex-Jumia) to the Paystack partnerships team!',
      ['left_for Oluwaseun Adeyemi -> Paystack', 'works_at Oluwaseun Adeyemi -> Paystack'],
    ],
    // "(ex-C, now T at D)": a move to D, with the former employer one the reader does not hold.
    [
      'Call notes: Fernanda Alves (ex-iFood, now Head of Growth at Loggi) wants a pilot for two cities.',
      ['left_for Fernanda Alves -> Loggi', 'works_at Fernanda Alves -> Loggi'],
    ],
    // "who used to be at C and now runs a small fund, D".
    [
      'Coffee with Stanley Morgan, who used to be at Morgan Stanley and now runs a small fund, Tidewater Partners.',
      ['left_for Stanley Morgan -> Tidewater Partners', 'works_at Stanley Morgan -> Tidewater Partners'],
    ],
    // "on the new role at D".
    [
      'Congrats to Hyun-woo Park on the new role at Han River Capital! Sad to see him leave Seoul Securities.',
      ['left_for Hyun-woo Park -> Han River Capital', 'works_at Hyun-woo Park -> Han River Capital'],
    ],
  ])('links: %s', (text, want) => {
    expect(links(text)).toEqual(want)
  })

  it.each([
    // A deputy in the past ("who was her deputy"): no reporting now.
    [
      'Hiring debrief: Ruth Cohen vouched for Avi Levi, who was her deputy at Negev Water for three years.',
      ['knows Avi Levi -> Ruth Cohen'],
    ],
    ["Tom Lind, who was Maria Costa's deputy, called.", []],
    // The one whose deputy they are has left: the deputy stays behind.
    [
      'Valentina Russo is leaving to join Corvo Therapeutics. Her deputy, Emeka Nwosu, takes over at Helix Pharma.',
      [
        'left_for Valentina Russo -> Corvo Therapeutics',
        'works_at Emeka Nwosu -> Helix Pharma',
        'works_at Valentina Russo -> Corvo Therapeutics',
      ],
    ],
    // A negation.
    ['Karthik Iyer is not her deputy; Ifeoma Nwosu said so.', []],
    // The people after the comma are no list the manager manages ("with ...").
    ['Noura Al-Qahtani leads the workshop, with Faisal Otaibi and Reem Harbi.', []],
    // The list is of customers, not staff.
    ['Noura Al-Qahtani manages the key clients, Faisal Otaibi and Reem Harbi.', []],
    ['Noura Al-Qahtani does not manage the engineers, Faisal Otaibi and Reem Harbi.', []],
    // A list under the heading that holds something other than people.
    ['Reporting to Maria Costa: Anna Berg and the interns.', []],
    // Another person before the company: the aside's person is not the one placed there.
    [
      'Board: Jonas Berglund (ex-Spotify) and Nomvula Khumalo, CFO of Ubuntu Payments.',
      ['works_at Nomvula Khumalo -> Ubuntu Payments'],
    ],
    // No company now.
    ['Viktor Sokolov (ex-Baltica Telecom) now consults independently.', []],
    ['Coffee with Mateus Lima, who used to be at Siemens and now works independently.', []],
    // A new office is no new role.
    [
      'Congrats to Hyun-woo Park on the new office at Han River Capital!',
      ['works_at Hyun-woo Park -> Han River Capital'],
    ],
    // A negation before the company.
    ['Anna Berg (ex-Acme Corp) never joined Globex.', []],
  ])('stands back: %s', (text, want) => {
    expect(links(text)).toEqual(want)
  })
})
