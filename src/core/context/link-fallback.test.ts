import { describe, expect, it } from 'vitest'
import { shapeLinks as links } from '../../../test/support/link-shapes.js'

// Issue 27's fallback for the other links (links/link-fallback.ts, links/move-fallback.ts): two ends
// the reader found in one clause, with a word of a link's family between them, linked when no phrase
// rule did. Each condition has a case where it links and one where it stands back; every case lists
// all the links the reader writes.

describe('the fallback links two people by the cue between them', () => {
  it.each([
    // Two people of one clause and "know each other" after them, a company between.
    [
      'Trip note: Kofi Mensah of Volta Cement and Selin Arslan know each other from the sailing club.',
      ['knows Kofi Mensah -> Selin Arslan', 'works_at Kofi Mensah -> Volta Cement'],
    ],
    // "knows" reaching the second person over a role the lists do not know.
    ['quick one: Ravi Menon from figma says he knows their PM Tove Lund', ['knows Ravi Menon -> Tove Lund']],
    // "he"/"she" opening a sentence is the one the sentence before was about; "referred by" over a title.
    [
      'Caller: Mirela Popescu, office manager at Danube Dental.\nShe was referred by their accountant, Teodor Ionescu of Ionescu Audit.',
      [
        'introduced_by Mirela Popescu -> Teodor Ionescu',
        'works_at Mirela Popescu -> Danube Dental',
        'works_at Teodor Ionescu -> Ionescu Audit',
      ],
    ],
    // "He'll report to": a new hire's manager is a fact already, though told in the future.
    [
      "Welcome Tane Rewi to Kauri Data! He starts today as our data engineer. He'll report to Mere Tipene.",
      ['reports_to Tane Rewi -> Mere Tipene', 'works_at Mere Tipene -> Kauri Data', 'works_at Tane Rewi -> Kauri Data'],
    ],
    // A person listed with "including" before the verb.
    [
      'Reorg at Hexa Labs: the account executives, including Laura Rossi, will report to Marc Petit from 1 May.',
      // (The reorg note places both at Hexa Labs: org-lines.ts, M1.)
      ['reports_to Laura Rossi -> Marc Petit', 'works_at Laura Rossi -> Hexa Labs', 'works_at Marc Petit -> Hexa Labs'],
    ],
    // "him" after the first end: the one the line before asked about, named in no clause of this one.
    [
      '[10:20] Emma Stone: how did we get to Noah Fischer?\n[10:22] Ben Adler: via Clara Wolf, she knows him from Siemens',
      ['introduced_by Noah Fischer -> Clara Wolf', 'knows Clara Wolf -> Noah Fischer'],
    ],
    // Two people a rule linked as knowing each other, with an introduction's cue: the introduction too.
    [
      'Laura Rossi was introduced to us by her old friend Gavin Shaw.',
      ['introduced_by Laura Rossi -> Gavin Shaw', 'knows Gavin Shaw -> Laura Rossi'],
    ],
    [
      'Gavin Shaw put us in touch with his old friend Laura Rossi.',
      ['introduced_by Laura Rossi -> Gavin Shaw', 'knows Gavin Shaw -> Laura Rossi'],
    ],
  ])('%s', (text, want) => {
    expect(links(text)).toEqual(want)
  })
})

describe('the fallback stands back', () => {
  it.each([
    // A negation.
    [
      'Trip note: Kofi Mensah of Volta Cement and Selin Arslan do not know each other yet.',
      ['works_at Kofi Mensah -> Volta Cement'],
    ],
    // A comparison: what is known is a thing.
    ['Tove Lund, their platform lead, knows the billing setup better than Ravi Menon does.', []],
    // A question.
    [
      'Caller: Mirela Popescu, office manager at Danube Dental.\nWas she referred by their accountant, Teodor Ionescu of Ionescu Audit?',
      ['works_at Mirela Popescu -> Danube Dental', 'works_at Teodor Ionescu -> Ionescu Audit'],
    ],
    // A promise of an introduction is none yet ("plant lead" is a title since the fresh-writer pass: his job stands).
    [
      'Karim Haddad will introduce you to the plant lead at Sahel Cement, Moussa Traore.',
      ['works_at Moussa Traore -> Sahel Cement'],
    ],
    // What was introduced is a thing, not the person after it.
    [
      'Karim Haddad (Atlas Foods, buying) introduced the new supplier portal to Ayesha Malik and her team.',
      ['works_at Karim Haddad -> Atlas Foods'],
    ],
    // "report" as a document: an owner's, or after "the".
    ["Ana Silva's report to Joao Costa on the outage is attached.", []],
    ['Ana Silva sent the audit report to Joao Costa on Monday.', []],
    // An offer of an introduction is none yet (the knowing is a phrase rule's).
    [
      'Rahim Chowdhury offered to introduce us to Laura Rossi, who heads procurement.',
      ['knows Laura Rossi -> Rahim Chowdhury'],
    ],
    // "him" is none of the clause's own people: the reports listed with "and" report to the one before them.
    [
      'Ops sync: Jurgis Kalnins heads operations, with Laura Rossi and Marc Petit reporting to him.',
      ['reports_to Laura Rossi -> Jurgis Kalnins', 'reports_to Marc Petit -> Jurgis Kalnins'],
    ],
    // A passive with no one who did it: a state ("connected on LinkedIn"), no introduction (the knowing is a phrase rule's).
    ['Laura Vogel is connected to Daniel Aziz on LinkedIn.', ['knows Daniel Aziz -> Laura Vogel']],
    // "manages" whose object is a relationship, not the person.
    ['Rasa Petraite manages our relationship with Jonas Kazlauskas, their procurement head.', []],
  ])('%s', (text, want) => {
    expect(links(text)).toEqual(want)
  })
})

describe('the fallback reads a move after a person', () => {
  it.each([
    // "left X for C" where X is no company the reader knows.
    [
      '[10:01] Bruno: no, Arvid Holm left ztrip for Kobalt in March',
      ['left_for Arvid Holm -> Kobalt', 'works_at Arvid Holm -> Kobalt'],
    ],
    [
      'Olu Bello traded lagos mobile for Naija Cloud in March.',
      ['left_for Olu Bello -> Naija Cloud', 'works_at Olu Bello -> Naija Cloud'],
    ],
    // "she" after a colon, leaving one company and heading to another.
    [
      'Farewell lunch for Emma Novak on Friday: she is leaving Bosphorus Bank and heading to Anatolia Pay as CFO.',
      ['left_for Emma Novak -> Anatolia Pay', 'works_at Emma Novak -> Anatolia Pay'],
    ],
    // A date after the company is no visit.
    [
      'Tom Reed left ztrip for Globex Ltd on 1 March.',
      ['left_for Tom Reed -> Globex Ltd', 'works_at Tom Reed -> Globex Ltd'],
    ],
    // "joins us ... from C": where they were; where they work now the text tells elsewhere.
    [
      'Please welcome Nomsa Dlamini to Cobaltline! Nomsa joins us as Account Executive from Protea Insurance, where she spent five years.',
      ['left_for Nomsa Dlamini -> Cobaltline', 'works_at Nomsa Dlamini -> Cobaltline'],
    ],
  ])('%s', (text, want) => {
    expect(links(text)).toEqual(want)
  })

  it.each([
    // A negation.
    ['Farewell lunch for Emma Novak on Friday: she is not leaving Bosphorus Bank for Anatolia Pay after all.', []],
    // "left for" a place, no company.
    ['Arvid Holm left for the airport after the Kobalt meeting.', []],
    // A visit: a purpose or a day after the company.
    ['Laura Vogel is heading to Kite Labs tomorrow for the demo.', []],
    ['Tom Reed went to Harbor Bank for the quarterly review.', []],
    // A move the clause takes back.
    ['Tom Reed left ztrip for Globex Ltd in 2015 and came back in 2019.', []],
    // Another person's clause ("when he moved") is not the first person's move.
    [
      'Notes: Grace Liu took over from Paul Evans when he moved to Harbor Bank.',
      ['left_for Paul Evans -> Harbor Bank', 'works_at Paul Evans -> Harbor Bank'],
    ],
  ])('stands back: %s', (text, want) => {
    expect(links(text)).toEqual(want)
  })
})
