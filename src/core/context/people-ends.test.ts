import { describe, expect, it } from 'vitest'
import { shapeRead as read } from '../../../test/support/link-shapes.js'

// Issue 27's ends pass for people (extract/name-ends.ts and a given name's surname): name-shaped
// runs whose first word no list of given names knows, read as people because the words around them
// only stand beside a person; each case with every person, company and link the reader finds.

describe('people at the ends of links', () => {
  it.each([
    // A name, "to" and a title: a promotion.
    ['Headcount is 48. We promoted Ngoc Anh Tran to CTO.', ['Ngoc Anh Tran'], [], []],
    // A promotions list's line: a name, "to" and a role running to the line's end.
    [
      'Promotions at Wrenfield Insurance:\n- Bronwyn Hughes to Claims Team Lead',
      ['Bronwyn Hughes'],
      ['Wrenfield Insurance'],
      // (The promotions heading places her there: org-announcements.ts, M1.)
      ['works_at Bronwyn Hughes -> Wrenfield Insurance'],
    ],
    // "with whom": only a person.
    [
      'Shirin Ahmadi, with whom I did my graduate scheme, now leads procurement at Zagros Petrochem.',
      ['Shirin Ahmadi'],
      ['Zagros Petrochem'],
      // (Where she leads is read by a works-at rule across the aside: job-verb-subjects.ts, M8.)
      ['works_at Shirin Ahmadi -> Zagros Petrochem'],
    ],
    // A name, a comma and "reports to".
    [
      'Decision maker: Folasade Adeyemi, reports to Chinedu Okeke (COO)',
      ['Chinedu Okeke', 'Folasade Adeyemi'],
      [],
      ['reports_to Folasade Adeyemi -> Chinedu Okeke'],
    ],
    // "led by P".
    ['Accounts Payable (led by Xochitl Ramírez) is unchanged.', ['Xochitl Ramírez'], [], []],
    // "recruited P to C".
    [
      'Kofi Mensah recruited Ousmane Sy to Dakar Telecom in 2019.',
      ['Kofi Mensah', 'Ousmane Sy'],
      ['Dakar Telecom'],
      [],
    ],
    // "P and I have ...": a name joined to the writer.
    ['Li Na and I have dozens of mutual connections.', ['Li Na'], [], []],
    // "- P @ C" opening a list's line.
    [
      'Renewals\n- Yaw Boateng @ Sankofa Foods: renewal at risk',
      ['Yaw Boateng'],
      ['Sankofa Foods'],
      ['works_at Yaw Boateng -> Sankofa Foods'],
    ],
    // Two names joined by "and", then a verb of both.
    [
      'Congratulations to Hiroshi Sato! Emi Kato and Ren Ito move to his team from 1 April.',
      ['Emi Kato', 'Hiroshi Sato', 'Ren Ito'],
      [],
      ['reports_to Emi Kato -> Hiroshi Sato', 'reports_to Ren Ito -> Hiroshi Sato'],
    ],
    // A person's verb after the name.
    ['Agenda: after the numbers, Tama Hohaia presents the fleet roadmap.', ['Tama Hohaia'], [], []],
    // A seniority and a role after the comma.
    [
      '3. Chen Jing, senior dev at Moonbridge Games',
      ['Chen Jing'],
      ['Moonbridge Games'],
      ['works_at Chen Jing -> Moonbridge Games'],
    ],
    // Whose role, its head, a comma, the name.
    ['Toured the plant. Their plant manager, Ngozi Eze, showed us round.', ['Ngozi Eze'], [], []],
    // "Professor" before a name is no part of it.
    [
      "Professor Adebola Ige was Tunde Bakare's teacher.",
      ['Adebola Ige', 'Tunde Bakare'],
      [],
      ['knows Adebola Ige -> Tunde Bakare'],
    ],
    // A surname that is also an everyday word, after a known given name.
    [
      'Her brother-in-law, Karim Said, works at Cedar Point Clinics.',
      ['Karim Said'],
      ['Cedar Point Clinics'],
      ['works_at Karim Said -> Cedar Point Clinics'],
    ],
    // "Jan" before a particle and a surname is a given name.
    [
      'Your counsel at Delft Water, Jan de Boer, sat the bar exam.',
      ['Jan de Boer'],
      ['Delft Water'],
      ['works_at Jan de Boer -> Delft Water'],
    ],
    // An everyday word after a relation noun, before a capitalised surname, is a given name.
    [
      'She introduced me to her colleague Even Haugen, who runs partnerships at Tindra.',
      ['Even Haugen'],
      ['Tindra'],
      ['works_at Even Haugen -> Tindra'],
    ],
  ] as const)('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })

  it.each([
    // A company promoted to a list, a product moved to a tier: no title after "to".
    ['We moved Kibo Sheets to the new plan.', []],
    ['Upgrades:\n- Blue Harbor to Gold Tier pricing', []],
    // "and I" before a verb no two people share, a company before "@" mid-sentence.
    ['He runs the cooperative at Armor Légumes and I can ask him.', []],
    ['Ping the team at Sankofa Foods @ noon.', []],
    // Two runs joined by "and" before a verb that is no person's.
    ['Kibo Labs and Amber Route ship on Friday.', []],
    // A run after "by" with no leading verb, a month before a lower-case word.
    ['Owned by Harbor Group since 2019.', []],
    ['The pilot starts in Jan de facto.', []],
    // An everyday word after a word no given-name list knows stays no surname.
    ['The Tuesday Said meeting moved.', []],
    // A day after a relation noun is no given name; an everyday word opening a sentence stays no name.
    ['Ask her colleague Monday Morning.', []],
    ['Even Haugen was late.', []],
  ] as const)('not a name: %s', (text, people) => {
    expect(read(text).people).toEqual(people)
  })
})
