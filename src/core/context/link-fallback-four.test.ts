import { describe, expect, it } from 'vitest'
import { shapeLinks as links } from '../../../test/support/link-shapes.js'

// The fallback's third pass for knows and introduced_by (issue 27; links/intro-turns.ts,
// they-know.ts, same-team.ts, note-taker.ts, first-name-ends.ts, link-tables.ts, intro-next.ts,
// their-contact.ts, the words of ties in link-fallback.ts, "Meet" before a name in cues.ts).
// Each condition has a case where it links and one where it stands back; every case lists all the
// links the reader writes.

describe('the third pass of the fallback links', () => {
  it.each([
    // "Sofia, you should meet ...": the first name turned to is addressed; with the other, both introduced.
    [
      'Sofia, you should meet Tobias Wendt. He leads procurement at Kestrel Foods.\n\nTobias, Sofia is the founder of Larchwood Analytics.\n\nCheers,\nJonas',
      [
        'introduced_by Sofia -> Jonas',
        'introduced_by Tobias Wendt -> Jonas',
        'works_at Sofia -> Larchwood Analytics',
        'works_at Tobias Wendt -> Kestrel Foods',
      ],
    ],
    // "Li Wei, meet P": a name of two words not read yet is addressed.
    [
      'Li Wei, meet Noa Ben-David. Noa is CTO at Shalom Robotics; Li Wei leads hardware at Pearl River Devices. — Gil',
      [
        'introduced_by Li Wei -> Gil',
        'introduced_by Noa Ben-David -> Gil',
        'works_at Li Wei -> Pearl River Devices',
        'works_at Noa Ben-David -> Shalom Robotics',
      ],
    ],
    // "Quick intro: P": the mail presents them, a hand-over.
    [
      'Hi Ivana,\n\nQuick intro: Malik Johnson, creative director at Pixel + Grain, is looking for a print partner. Malik, Ivana runs 4Color Print in Zagreb.\n\nCheers,\nNoor',
      [
        'introduced_by Ivana -> Noor',
        'introduced_by Malik Johnson -> Noor',
        'works_at Ivana -> 4Color Print',
        'works_at Malik Johnson -> Pixel + Grain',
      ],
    ],
    // "Meet Sina Matagi!": "Meet" opening the sentence is no part of the name.
    [
      'Hi Aroha,\n\nMeet Sina Matagi! She runs growth at Kiwi Ledger.\n\nTane Walker',
      [
        'introduced_by Aroha -> Tane Walker',
        'introduced_by Sina Matagi -> Tane Walker',
        'works_at Sina Matagi -> Kiwi Ledger',
      ],
    ],
    // "..., and they still have lunch": the two the sentence names know each other.
    [
      'Relationship map: Amina Yusuf was the one who hired Ibrahim Musa in 2018, and they still have lunch monthly.',
      ['knows Amina Yusuf -> Ibrahim Musa'],
    ],
    ['Amina Yusuf hired Ibrahim Musa in 2018, and they go back years.', ['knows Amina Yusuf -> Ibrahim Musa']],
    // "She ... with P, and they are clearly close": "she" opening the sentence is the one named before.
    [
      'Call with Olga Ivanova of Volga Chemicals. She was on the phone with Anton Sokolov, their plant director, and they are clearly close.',
      [
        'knows Anton Sokolov -> Olga Ivanova',
        'works_at Anton Sokolov -> Volga Chemicals',
        'works_at Olga Ivanova -> Volga Chemicals',
      ],
    ],
    // "he and P are ... each other's": the two joined before "each other" (the clause before asks; this one states).
    [
      "Kemi Ade: ask Emeka Obi to warm things up, he and Adaeze Nnamdi are godparents to each other's kids",
      ['knows Adaeze Nnamdi -> Emeka Obi'],
    ],
    // "... and have stayed friends": going on about the two subjects.
    ['Ruth Mensah hired Jan Boer in 2019 and have stayed friends.', ['knows Jan Boer -> Ruth Mensah']],
    // "Sina and I spent four years in the same team": a first name alone for one named before, and the writer.
    [
      'Meet Sina Matagi! Sina and I spent four years in the same team at Fonterra.\n\nTane Walker',
      ['introduced_by Sina Matagi -> Tane Walker', 'knows Tane Walker -> Sina Matagi'],
    ],
    ['Ana Lima and Bo Chen were in the same class at INSEAD.', ['knows Ana Lima -> Bo Chen']],
    // "Notes: Hana Sato" on the last line: the writer, the "I" of the notes.
    [
      'Kickoff with Ngozi Eze (CFO) and Tomasz Wrobel of Baltica Shipping.\nNgozi, Tomasz and I were at Deloitte together.\nNotes: Hana Sato',
      [
        'knows Hana Sato -> Ngozi Eze',
        'knows Hana Sato -> Tomasz Wrobel',
        'knows Ngozi Eze -> Tomasz Wrobel',
        'works_at Ngozi Eze -> Baltica Shipping',
        'works_at Tomasz Wrobel -> Baltica Shipping',
      ],
    ],
    // "Paulo is a contact of P's": a first name alone, opening a clause before a verb, for the one named in full.
    [
      "Attendees: Paulo Ferreira (Corvina Seafoods), Kai Becker\nBackground: Paulo is a contact of Yasmin Haddad's.",
      ['knows Paulo Ferreira -> Yasmin Haddad', 'works_at Paulo Ferreira -> Corvina Seafoods'],
    ],
    // A table with a column of a link.
    [
      'Relationship map:\n| Name | Company | Knows |\n| Lucia Romero | Brightwater Analytics | Sven Aalto |',
      ['knows Lucia Romero -> Sven Aalto', 'works_at Lucia Romero -> Brightwater Analytics'],
    ],
    [
      'Relationship map:\n| Name | Company | Introduced by |\n| Lucia Romero | Brightwater Analytics | Sven Aalto |',
      ['introduced_by Lucia Romero -> Sven Aalto', 'works_at Lucia Romero -> Brightwater Analytics'],
    ],
    // An introduction told across two sentences.
    [
      'Bo Chen runs procurement at Zeta Foods. Ana Lima made the introduction last week.',
      ['introduced_by Bo Chen -> Ana Lima', 'works_at Bo Chen -> Zeta Foods'],
    ],
    [
      'Bo Chen runs procurement at Zeta Foods. The intro came from Ana Lima.',
      ['introduced_by Bo Chen -> Ana Lima', 'works_at Bo Chen -> Zeta Foods'],
    ],
    // "his contact is P": the one "his" stands for knows P.
    [
      'Call with Roberto Salazar of Andes Fresh. Andes Fresh supplies Vega Markets, where his contact is Lucía Herrera.',
      [
        'knows Lucía Herrera -> Roberto Salazar',
        'works_at Lucía Herrera -> Vega Markets',
        'works_at Roberto Salazar -> Andes Fresh',
      ],
    ],
    // Ties of a life outside work.
    ['Anna Berg mentored Tom Lee at Shell.', ['knows Anna Berg -> Tom Lee']],
    ['Anna Berg is an old neighbour of Tom Lee.', ['knows Anna Berg -> Tom Lee']],
  ])('links: %s', (text, want) => {
    expect(links(text)).toEqual(want)
  })

  it.each([
    // "Sofia, you know the drill": no turn to present someone; no hand-over, no introduction.
    [
      'Sofia, you know the drill. Tobias Wendt leads procurement at Kestrel Foods.\n\nTobias, Sofia is the founder of Larchwood Analytics.\n\nCheers,\nJonas',
      ['works_at Sofia -> Larchwood Analytics', 'works_at Tobias Wendt -> Kestrel Foods'],
    ],
    // "Quick note:": a label that names no introduction.
    [
      'Hi Ivana,\n\nQuick note: Malik Johnson, creative director at Pixel + Grain, is looking for a print partner. Malik, Ivana runs 4Color Print in Zagreb.\n\nCheers,\nNoor',
      ['works_at Ivana -> 4Color Print', 'works_at Malik Johnson -> Pixel + Grain'],
    ],
    // "meet" inside a sentence: a plan, no introduction.
    ['Hi Aroha,\n\nWe will meet Sina Matagi at the expo.\n\nTane Walker', []],
    // Three people before "they", a negation, "back" of no shared past, a singular "has": no knowing read.
    ['Amina Yusuf, Ibrahim Musa and Tunde Bakare had dinner in Lagos, and they are still close.', []],
    ['Amina Yusuf hired Ibrahim Musa in 2018, and they are not close.', []],
    ['Amina Yusuf hired Ibrahim Musa in 2018, and they went back to the office.', []],
    ['Amina Yusuf hired Ibrahim Musa in 2018 and has stayed close to the team.', []],
    // "will visit each other": a plan.
    ['Emeka Obi and Adaeze Nnamdi will visit each other in May.', []],
    // "work in the same team": colleagues now, which the corpus does not record.
    ['Ana Lima and Bo Chen work in the same team at Shell.', []],
    // "Notes: P to send ...": a task, not the one who took the notes.
    [
      'Kickoff with Ngozi Eze (CFO) and Tomasz Wrobel of Baltica Shipping.\nNgozi, Tomasz and I were at Deloitte together.\nNotes: Hana Sato to send the SOW',
      [
        'knows Ngozi Eze -> Tomasz Wrobel',
        'works_at Ngozi Eze -> Baltica Shipping',
        'works_at Tomasz Wrobel -> Baltica Shipping',
      ],
    ],
    // Two people of the first name: "Paulo" alone is neither.
    [
      "Attendees: Paulo Ferreira (Corvina Seafoods), Paulo Costa (Corvina Seafoods)\nBackground: Paulo is a contact of Yasmin Haddad's.",
      ['works_at Paulo Costa -> Corvina Seafoods', 'works_at Paulo Ferreira -> Corvina Seafoods'],
    ],
    // A cell of two people, and a column that names no link.
    [
      'Relationship map:\n| Name | Company | Knows |\n| Lucia Romero | Brightwater Analytics | Sven Aalto, Mia Berg |',
      ['works_at Lucia Romero -> Brightwater Analytics'],
    ],
    [
      'Relationship map:\n| Name | Company | Owner |\n| Lucia Romero | Brightwater Analytics | Sven Aalto |',
      ['works_at Lucia Romero -> Brightwater Analytics'],
    ],
    // An introduction to someone else, two people before, a promise: no introduction across sentences.
    [
      'Bo Chen runs procurement at Zeta Foods. Ana Lima made the intro to their CFO.',
      ['works_at Bo Chen -> Zeta Foods'],
    ],
    [
      'Bo Chen and Mia Berg run procurement at Zeta Foods. Ana Lima made the introduction.',
      ['works_at Bo Chen -> Zeta Foods', 'works_at Mia Berg -> Zeta Foods'],
    ],
    [
      'Bo Chen runs procurement at Zeta Foods. Ana Lima will make the introduction.',
      ['works_at Bo Chen -> Zeta Foods'],
    ],
    // "his contact ... is not P", "his contact details": no contact named.
    [
      'Call with Roberto Salazar of Andes Fresh. His contact at Vega Markets is not Lucía Herrera any more.',
      ['works_at Roberto Salazar -> Andes Fresh'],
    ],
    [
      'Call with Roberto Salazar of Andes Fresh. His contact details are on the card, and Lucía Herrera has them.',
      ['works_at Roberto Salazar -> Andes Fresh'],
    ],
    // A teammate now is a colleague, which the corpus does not record.
    ['Anna Berg joined Shell with her teammate Tom Lee.', ['works_at Anna Berg -> Shell', 'works_at Tom Lee -> Shell']],
  ])('stands back: %s', (text, want) => {
    expect(links(text)).toEqual(want)
  })
})
