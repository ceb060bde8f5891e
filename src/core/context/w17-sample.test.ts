import { describe, it } from 'vitest'
import { expectShape, type ShapeCase as Case } from '../../../test/support/link-shapes.js'

// The shapes of issue 27's W17 pass (t1461-t1500, an eighth fresh writer's batch to the fourth held-out
// part's brief), each with every person, company and link the reader should find and nothing more:
// replies and forwards (whose introduction a quoted sentence states, who signed above a forward or a
// quoted header), chat threads' one-line speakers, a speaker's past tie ("she was my manager at C"),
// "their" before a company the sentence names later, dashed subject lists, "she'll" and "herself",
// a signer's employer after their title, a text signed by its company's team, "he" after a clause's
// colon, the addressee's near misses, "me" and "you" in reporting, and a dated join.

const check = (c: Case) => expectShape(...c)

describe('replies and forwards', () => {
  it.each<Case>([
    // An introduction under "> From: P" is P's, not the replier's.
    [
      'Thanks Rangi (to bcc)!\n\nAmara, lovely to meet you. Could we talk next week?\n\nLeilani Makoa\nProducer, Koa Radio\n\n' +
        '> From: Rangi Parata\n> Leilani, meet Amara Eze, who leads the reef survey at Coral Bay Institute. Amara, Leilani is the producer I told you about.',
      ['Amara Eze', 'Leilani Makoa', 'Rangi Parata'],
      ['Coral Bay Institute', 'Koa Radio'],
      [
        'introduced_by Amara Eze -> Rangi Parata',
        'introduced_by Amara Eze -> Rangi Parata',
        'introduced_by Leilani Makoa -> Rangi Parata',
        'works_at Amara Eze -> Coral Bay Institute',
        'works_at Leilani Makoa -> Koa Radio',
      ],
    ],
    // A first name alone above a forwarded hand-over signs it; the forward's signature is its sender's.
    [
      "Oksana, meet Tendai Moyo of Baobab Cargo — the one I mentioned. Tendai, Oksana Melnyk runs our customs desk here at Dnipro Freight. I'll leave you two to it.\n\nPiotr\n\n" +
        '---------- Forwarded message ----------\nFrom: Tendai Moyo <tendai@baobabcargo.com>\nTo: Piotr Nowicki\n\n' +
        'Piotr, could you introduce me to your customs lead?\n\nTendai Moyo\nBaobab Cargo',
      ['Oksana Melnyk', 'Piotr Nowicki', 'Tendai Moyo'],
      ['Baobab Cargo', 'Dnipro Freight'],
      [
        'introduced_by Oksana Melnyk -> Piotr Nowicki',
        'introduced_by Tendai Moyo -> Piotr Nowicki',
        'works_at Oksana Melnyk -> Dnipro Freight',
        'works_at Piotr Nowicki -> Dnipro Freight',
        'works_at Tendai Moyo -> Baobab Cargo',
      ],
    ],
    // A name and its company line just above "On ..., P wrote:" sign the reply: "I know" is the replier's.
    [
      "Hi Omar,\n\nYes, I know Talia Cohen well. She's a principal at Cohen Stone Design now.\n\nBest,\nMei Chen\nRiverbend Studio\n\n" +
        '> On 14 Jan 2026, Omar Farouk wrote:\n> Do you know a good landscape architect?',
      ['Mei Chen', 'Omar Farouk', 'Talia Cohen'],
      ['Cohen Stone Design', 'Riverbend Studio'],
      // "She's a principal at C" opening a sentence reads as "she is" since N3 (names.ts).
      [
        'knows Mei Chen -> Talia Cohen',
        'works_at Mei Chen -> Riverbend Studio',
        'works_at Talia Cohen -> Cohen Stone Design',
      ],
    ],
  ])('%s', (...c) => check(c))
})

describe('chat threads', () => {
  it.each<Case>([
    // A speaker of one line in a thread where another speaks twice.
    [
      'Zarina: anyone been to the Almaty office lately?\nBekzat: last week, why\nZarina: need a photo of the new sign\nMadina: I can take one tomorrow\nBekzat: thanks Madina',
      ['Bekzat', 'Madina', 'Zarina'],
      [],
      [],
    ],
    // A thread whose line turns to someone by "@": its speakers are people, and the speaker introduces.
    [
      'Ngozi: @Ji-ho meet Teodor Ionescu, who joined our Cluj office at Danube Surveys on Monday\nTeodor: hi Ji-ho!\nJi-ho: welcome Teodor',
      ['Ji-ho', 'Ngozi', 'Teodor Ionescu'],
      ['Danube Surveys'],
      ['introduced_by Teodor Ionescu -> Ngozi', 'works_at Teodor Ionescu -> Danube Surveys'],
    ],
    // "he was my manager at C": a past job and a tie to the speaker, not where he works now.
    [
      'Lior: who runs sales at Kestrel Paints?\nAnanya: Tomás Ruiz — he was my manager at Brightline Media before I came here',
      ['Ananya', 'Tomás Ruiz'],
      ['Brightline Media', 'Kestrel Paints'],
      ['knows Ananya -> Tomás Ruiz'],
    ],
  ])('%s', (...c) => check(c))
})

describe('subjects and their companies', () => {
  it.each<Case>([
    // "Their" is the company before the sentence, not the one it names later.
    [
      'We met the Harbor Lane Tools team today. Their CTO is Sina Fakatava — she was my manager at Orca Labs years ago.\n\nDavid Klein',
      ['David Klein', 'Sina Fakatava'],
      ['Harbor Lane Tools', 'Orca Labs'],
      ['knows David Klein -> Sina Fakatava', 'works_at Sina Fakatava -> Harbor Lane Tools'],
    ],
    [
      'The two regional leads — Aiko Tanaka and Bruno Costa — report to Marta Silva from today.',
      ['Aiko Tanaka', 'Bruno Costa', 'Marta Silva'],
      [],
      ['reports_to Aiko Tanaka -> Marta Silva', 'reports_to Bruno Costa -> Marta Silva'],
    ],
    [
      "Please welcome Ifeoma Nwosu, our new VP Sales. She'll report to me.\n\nJonas Berg\nCEO, Fjellvind AS",
      ['Ifeoma Nwosu', 'Jonas Berg'],
      ['Fjellvind AS'],
      [
        'reports_to Ifeoma Nwosu -> Jonas Berg',
        'works_at Ifeoma Nwosu -> Fjellvind AS',
        'works_at Jonas Berg -> Fjellvind AS',
      ],
    ],
    [
      'From Monday, Ravi Menon leads the studio, and Ravi himself reports to me.\n\nClara Weiss\nManaging Partner, Weiss Loft Architects',
      ['Clara Weiss', 'Ravi Menon'],
      ['Weiss Loft Architects'],
      [
        'reports_to Ravi Menon -> Clara Weiss',
        'works_at Clara Weiss -> Weiss Loft Architects',
        'works_at Ravi Menon -> Weiss Loft Architects',
      ],
    ],
    // After a clause's colon, "he" is the person named before.
    [
      'Mateo Rojas, our morning host, signed off for the last time: he has joined Radio Altamira to run their drive show.',
      ['Mateo Rojas'],
      ['Radio Altamira'],
      ['works_at Mateo Rojas -> Radio Altamira'],
    ],
    [
      'Paula Reyes joined Orchid Hotels in March from Andean Travel Group.',
      ['Paula Reyes'],
      ['Andean Travel Group', 'Orchid Hotels'],
      ['left_for Paula Reyes -> Orchid Hotels', 'works_at Paula Reyes -> Orchid Hotels'],
    ],
  ])('%s', (...c) => check(c))
})

describe('signatures and sign-offs', () => {
  it.each<Case>([
    // After a person and their title, the run is their employer, not another person.
    // (E8: the owner line's own company is the owner's: owner-companies.ts.)
    [
      'Owner: Marcin Dąbrowski, Corporate Support, Tūī Public Radio',
      ['Marcin Dąbrowski'],
      ['Tūī Public Radio'],
      ['works_at Marcin Dąbrowski -> Tūī Public Radio'],
    ],
    [
      '> Kwame Asante, Talent Partner, Ridgeway Search wrote:\n> Could you share a reference?',
      ['Kwame Asante'],
      ['Ridgeway Search'],
      ['works_at Kwame Asante -> Ridgeway Search'],
    ],
    [
      'Rafael Souza | Head of Design | Souza Lima Arquitetura',
      ['Rafael Souza'],
      ['Souza Lima Arquitetura'],
      ['works_at Rafael Souza -> Souza Lima Arquitetura'],
    ],
    // A text closed by its company's team: "our" is that company.
    [
      'We welcome Sefa Boateng as our new night editor. He reports to our station manager, Ines Duarte.\n\n— The team at Lagoon City Radio',
      ['Ines Duarte', 'Sefa Boateng'],
      ['Lagoon City Radio'],
      [
        'reports_to Sefa Boateng -> Ines Duarte',
        'works_at Ines Duarte -> Lagoon City Radio',
        'works_at Sefa Boateng -> Lagoon City Radio',
      ],
    ],
  ])('%s', (...c) => check(c))
})

describe('the one an e-mail addresses', () => {
  it.each<Case>([
    // Asked whom they know at C: not placed there.
    [
      "Hi Yuki,\n\nDo you know anyone at Copperline Mining? I'd love an intro to their buyer.\n\nThanks,\nRosa Lima\nPampa Earthworks",
      ['Rosa Lima', 'Yuki'],
      ['Copperline Mining', 'Pampa Earthworks'],
      ['works_at Rosa Lima -> Pampa Earthworks'],
    ],
    // "your account manager at C" is the writer's job; a holiday is no company.
    [
      "Dear Kofi,\n\nI'm your new account manager at Tidewater Insurance Brokers. Paul Ng retired at Christmas.\n\nKind regards,\nMina Park",
      ['Kofi', 'Mina Park', 'Paul Ng'],
      ['Tidewater Insurance Brokers'],
      ['works_at Mina Park -> Tidewater Insurance Brokers'],
    ],
    [
      "Hi Aisha,\n\nI've copied Lars Holm, who I report to, since the discount needs his sign-off.\n\nBest,\nNoor Haddad\nAccount Executive\nBrightdesk Ltd",
      ['Aisha', 'Lars Holm', 'Noor Haddad'],
      ['Brightdesk Ltd'],
      [
        'reports_to Noor Haddad -> Lars Holm',
        'works_at Lars Holm -> Brightdesk Ltd',
        'works_at Noor Haddad -> Brightdesk Ltd',
      ],
    ],
    [
      'Hi Marisol,\n\nGood news: Kenji Sato started with us on Monday. Kenji will report to you.\n\nBest,\nEmma Roth\nHR, Lakeside Copper Ltd',
      ['Emma Roth', 'Kenji Sato', 'Marisol'],
      ['Lakeside Copper Ltd'],
      [
        'reports_to Kenji Sato -> Marisol',
        'works_at Emma Roth -> Lakeside Copper Ltd',
        'works_at Kenji Sato -> Lakeside Copper Ltd',
      ],
    ],
  ])('%s', (...c) => check(c))
})
