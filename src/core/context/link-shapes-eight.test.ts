import { describe, expect, it } from 'vitest'
import { shapeLinks as links } from '../../../test/support/link-shapes.js'

// The eighth link pass: near misses (t549-t586) and links far from their names (t587-), each with
// every link it should write (and what it should not).

describe('link shapes, eighth pass', () => {
  it.each([
    // Asking to be introduced introduces nobody; introducing someone to the reader still does.
    [
      'Hi Piotr,\n\nCould you introduce me to Olga Ivanova at Baltic Rail?\n\nThanks,\nKasia Nowak',
      ['works_at Olga Ivanova -> Baltic Rail'],
    ],
    ['Can you introduce us to Olga Ivanova?\n\nKasia Nowak', []],
    [
      'Hi Piotr,\n\nIntroducing Olga Ivanova, who runs procurement at Baltic Rail.\n\nBest,\nKasia Nowak',
      // The one greeted is introduced to Olga too (since the tuning-misses pass, as w149 expects).
      [
        'introduced_by Olga Ivanova -> Kasia Nowak',
        'introduced_by Piotr -> Kasia Nowak',
        'works_at Olga Ivanova -> Baltic Rail',
      ],
    ],
    // The main verb after a relative clause that names a person of its own.
    [
      'Hugo Martin, who reports to Chloé Dubois, introduced us to Léa Bernard.',
      ['introduced_by Léa Bernard -> Hugo Martin', 'reports_to Hugo Martin -> Chloé Dubois'],
    ],
    ['Hugo Martin, who runs sales, introduced us to Léa Bernard.', ['introduced_by Léa Bernard -> Hugo Martin']],
    [
      'Hugo Martin, who knows Chloé Dubois, reports to Léa Bernard.',
      ['knows Chloé Dubois -> Hugo Martin', 'reports_to Hugo Martin -> Léa Bernard'],
    ],
    // Not a verb after the comma: the relative clause's last word lists on.
    [
      'Hugo Martin, who knows Chloé Dubois, Léa Bernard and Tom Becker, is in Paris.',
      ['knows Chloé Dubois -> Hugo Martin'],
    ],
    // A company named like a person where only an employer stands.
    [
      'Petra Kraus left Hugo Boss for Adidas in the autumn.',
      ['left_for Petra Kraus -> Adidas', 'works_at Petra Kraus -> Adidas'],
    ],
    [
      'Sophie Turner moved from John Lewis to Ocado in March.',
      ['left_for Sophie Turner -> Ocado', 'works_at Sophie Turner -> Ocado'],
    ],
    ['Andrea Costa works at Philip Morris.', ['works_at Andrea Costa -> Philip Morris']],
    ['Andrea Costa is a partner at Philip Morris.', ['works_at Andrea Costa -> Philip Morris']],
    // Not an employer: a note left for a person, a person already read, a possessive.
    ['Mia Schulz left a note for Tom Becker.', []],
    ['Tom Becker called. Mia Schulz left Tom Becker for Anna Berg at the party.', []],
    ['Andrea Costa works at John Lewis’s farm.', []],
    // Links told apart from the names: a relative clause's introducer, a manager field in parentheses,
    // an introduction as a noun, a cleft, "they" in parentheses, a chat answer with a comma.
    [
      'Amira Haddad, whom Karim Nassar introduced to us in December, is ready.',
      ['introduced_by Amira Haddad -> Karim Nassar'],
    ],
    ['Amira Haddad, whom Karim Nassar met in December, is ready.', []],
    ['Tom Becker (manager: Anna Kowalski) joined.', ['reports_to Tom Becker -> Anna Kowalski']],
    ['Tom Becker (manager: Anna Kowalski, Lea Vogel) joined.', []],
    ['Our intro to Lars Berg came from Ingrid Holm.', ['introduced_by Lars Berg -> Ingrid Holm']],
    ['Our intro to Lars Berg came late, Ingrid Holm said.', []],
    ['It was Maria Santos who introduced us to Pedro Alves.', ['introduced_by Pedro Alves -> Maria Santos']],
    ['Tomas Lind and Anna Berg (they go way back) came.', ['knows Anna Berg -> Tomas Lind']],
    [
      "[15:01] Liam Walsh: who is Niamh Byrne's boss now?\n[15:03] Cian Doyle: Aoife Kelly, since the reorg",
      ['reports_to Niamh Byrne -> Aoife Kelly'],
    ],
    ["[15:01] Liam Walsh: who is Niamh Byrne's boss now?\n[15:03] Cian Doyle: Aoife Kelly, or Tom Becker", []],
    // Two joined members "both on his team": his is someone else's, and both report to them.
    [
      'Team: Gabriel Silva (lead), Camila Souza and Rafael Lima, both on his team since March.',
      ['reports_to Camila Souza -> Gabriel Silva', 'reports_to Rafael Lima -> Gabriel Silva'],
    ],
    ['Gabriel Silva called. Rafael Lima is on his team.', ['reports_to Rafael Lima -> Gabriel Silva']],
    // One of a lead's staff; not a peer.
    ['Claudia Weiss heads risk; Markus Huber is one of her analysts.', ['reports_to Markus Huber -> Claudia Weiss']],
    ["Markus Huber is one of Claudia Weiss's engineers.", ['reports_to Markus Huber -> Claudia Weiss']],
    ['Claudia Weiss called. Markus Huber is one of her partners.', []],
    // An introducer in parentheses, whatever the given name.
    ['New lead: Thabo Nkosi (intro: Lindiwe Dube).', ['introduced_by Thabo Nkosi -> Lindiwe Dube']],
    ['New lead: Thabo Nkosi (intro: Lindiwe Dube, Sipho Zulu).', []],
    // A chat's question whether two people are connected, answered yes (or not).
    [
      '[09:10] Nadia Rahman: are Omar Sheikh and Bilal Qureshi connected at all?\n[09:12] Sana Javed: yes, old friends',
      ['knows Bilal Qureshi -> Omar Sheikh'],
    ],
    ['[09:10] Nadia Rahman: do Omar Sheikh and Bilal Qureshi know each other?\n[09:12] Sana Javed: no idea', []],
    // A yes-or-no question states no link; a statement with a question mark still does.
    ['Does Tom Becker report to Anna Berg?', []],
    ['Is Tom Becker close to Anna Berg?', []],
    ['Tom Becker reports to Anna Berg?', ['reports_to Tom Becker -> Anna Berg']],
    // "they" right before an acquaintance's words, in a sentence of more people: the two joined before it.
    ['Dinner: Tomas Lind and Anna Berg (they go way back), plus Rui Alves.', ['knows Anna Berg -> Tomas Lind']],
    ['Dinner: Tomas Lind, Anna Berg and Rui Alves (they go way back).', []],
    // Names after "has known" and "oversees", whatever the given name.
    ['Anna Berg, who has known Ole Bakke since university, called.', ['knows Anna Berg -> Ole Bakke']],
    ['Keiko Sato oversees Daichi Mori and the Osaka desk.', ['reports_to Daichi Mori -> Keiko Sato']],
    // A manager's staff listed after a colon; not an account list.
    [
      'Farah Aziz manages two people on the account: Imran Sadiq and Zainab Noor.',
      ['reports_to Imran Sadiq -> Farah Aziz', 'reports_to Zainab Noor -> Farah Aziz'],
    ],
    ['Farah Aziz manages two accounts: Imran Sadiq and Zainab Noor.', []],
    // A job no title names, in an appositive: where the subject works, and the verb after it.
    [
      'Andrea Costa, a lawyer at Philip Morris, knows Marco Rossi from law school.',
      ['knows Andrea Costa -> Marco Rossi', 'works_at Andrea Costa -> Philip Morris'],
    ],
    // A person's report (a document) to someone is no reporting line; a codename is nobody.
    ["Tom Becker's report to Anna Berg on the outage is attached.", []],
    ["Tom Becker's deputy reports to Anna Berg.", []],
    ['Lina Berg introduced Project Falcon to the board.', []],
    ['Lina Berg introduced Erik Moe to the board.', ['introduced_by Erik Moe -> Lina Berg']],
  ])('%s', (text, expected) => {
    expect(links(text)).toEqual(expected)
  })
})
