import { describe, expect, it } from 'vitest'
import { createNameDirectory, extractContext } from './extract/index.js'
import { shapeRead as read } from '../../../test/support/link-shapes.js'

// The shapes of issue 27's fresh-writer pass (t861-t900), each with every person, company and link
// the reader should find and nothing more: legal forms written with stops, slashes or spaces, a
// heading's "×", given names of more cultures, a chat's repeated speakers and "@" mentions, hyphened
// meeting names, a company named by its meeting or deal, a title's department in parentheses, and a
// follow-up's first name given in full on a later line.

describe('people and companies a fresh writer names', () => {
  it.each([
    // "A/S", "A.Ş.", "Sp. z o.o.", "Ltda", "S.A.": the legal form ends the company's name.
    [
      'Signed today with Vestfjord Marine A/S, whose COO is Kari Nilsen.',
      ['Kari Nilsen'],
      ['Vestfjord Marine A/S'],
      ['works_at Kari Nilsen -> Vestfjord Marine A/S'],
    ],
    [
      'Invoice to Bosporus Gida A.Ş. attached; Selin Kaya (selin@bosporusgida.com.tr) approved it.',
      ['Selin Kaya'],
      ['Bosporus Gida A.Ş.'],
      ['works_at Selin Kaya -> Bosporus Gida A.Ş.'],
    ],
    [
      'Our reseller is Krakow Data Sp. z o.o. and Marek Zając runs sales at Krakow Data Sp. z o.o.',
      ['Marek Zając'],
      ['Krakow Data Sp. z o.o.'],
      ['works_at Marek Zając -> Krakow Data Sp. z o.o.'],
    ],
    [
      'Rio Frio Armazéns Ltda signed. Iberia Ports S.A. declined.',
      [],
      ['Iberia Ports S.A.', 'Rio Frio Armazéns Ltda'],
      [],
    ],
    // "×" between a heading's two sides, as "x" is.
    [
      'Kickoff — Tallinn Bytes × Riga Freight\nAttendees: Mart Kask (Tallinn Bytes), Ilze Ozola (Riga Freight)',
      ['Ilze Ozola', 'Mart Kask'],
      ['Riga Freight', 'Tallinn Bytes'],
      ['works_at Ilze Ozola -> Riga Freight', 'works_at Mart Kask -> Tallinn Bytes'],
    ],
    // A speaker opening two of a thread's lines, whatever the lists of given names know.
    [
      'Ana: pilot starts monday\nTupac: great, who owns it?\nAna: Wayra Quispe at Andes Mining\nTupac: ok',
      ['Ana', 'Tupac', 'Wayra Quispe'],
      ['Andes Mining'],
      ['works_at Wayra Quispe -> Andes Mining'],
    ],
    // Labels of a note that repeat are no speakers.
    ['Budget: 40k\nPricing: list\nBudget: approved\nPricing: agreed', [], [], []],
    // A mention written onto its "@".
    ['cc @Ngozi please check the numbers', ['Ngozi'], [], []],
    // A meeting's hyphened or two-word name is no one's.
    ['The Town Hall moved to Friday. Quarterly All-Hands moved to Thursday.', [], [], []],
    // A company named by the meeting it is the object of; not a person's call.
    [
      'Notes from the Kaskazi Shipping board prep: Wanjiru Kamau (CEO) and Otieno Odhiambo (CFO) attended.',
      ['Otieno Odhiambo', 'Wanjiru Kamau'],
      ['Kaskazi Shipping'],
      ['works_at Otieno Odhiambo -> Kaskazi Shipping', 'works_at Wanjiru Kamau -> Kaskazi Shipping'],
    ],
    ['Recap from the Anna Berg call: she wants pricing.', ['Anna Berg'], [], []],
    // A title's department in parentheses is no company; a company after a title is.
    [
      'Present: Laila Nasser (VP Guest Experience), Omar Aziz (CTO Sahel Robotics)',
      ['Laila Nasser', 'Omar Aziz'],
      ['Sahel Robotics'],
      ['works_at Omar Aziz -> Sahel Robotics'],
    ],
    // "joins from X": where the one who joins was before.
    ['Efua joins from Ecobank as an analyst.', ['Efua'], ['Ecobank'], []],
    // Given names of more cultures, before a surname.
    [
      'Jussi Mäkelä and Chidinma Okafor will join; Tuomas Laine too.',
      ['Chidinma Okafor', 'Jussi Mäkelä', 'Tuomas Laine'],
      [],
      [],
    ],
    // A move to the company named after its kind.
    [
      'Changes at Orbit Labs: Ana Silva takes over from Tom Reed, who moves to our sister company, Orbit Freight, as CFO.',
      ['Ana Silva', 'Tom Reed'],
      ['Orbit Freight', 'Orbit Labs'],
      ['left_for Tom Reed -> Orbit Freight', 'works_at Tom Reed -> Orbit Freight'],
    ],
    // An emoji alone ends what was said before it: no "Sione Ana" (Sione, greeted, is a listed given name: E3).
    ['Mele Tupou: hi Sione 👋 Ana told me a lot about you', ['Mele Tupou', 'Sione'], [], []],
    // "I look after X at C": the speaker works there.
    [
      'Outi Rantanen: amazing! I look after partnerships at Tagtrail.',
      ['Outi Rantanen'],
      ['Tagtrail'],
      ['works_at Outi Rantanen -> Tagtrail'],
    ],
    // A chat line's "X, you should meet Y": its speaker introduces both.
    [
      'Hemi Ngata: hey Outi, you should meet Leilani Kahale\nOuti Rantanen: thanks Hemi',
      ['Hemi Ngata', 'Leilani Kahale', 'Outi Rantanen'],
      [],
      ['introduced_by Leilani Kahale -> Hemi Ngata', 'introduced_by Outi Rantanen -> Hemi Ngata'],
    ],
    // A given name alone before "at C" or "from their ...".
    [
      'Yaw: just heard from Kemi at Eko Pharma\nHana: ok, Rodrigo from their finance team too?',
      ['Hana', 'Kemi', 'Rodrigo', 'Yaw'],
      ['Eko Pharma'],
      ['works_at Kemi -> Eko Pharma', 'works_at Rodrigo -> Eko Pharma'],
    ],
    // "who left C" without where to: no longer at C, whatever the list of who was there says.
    [
      'Retro with Sahara Solar\nPresent: Youssef Amrani, Nadia Bensaid\nNadia, who left Sahara Solar in December, still helps with training.',
      ['Nadia Bensaid', 'Youssef Amrani'],
      ['Sahara Solar'],
      ['works_at Youssef Amrani -> Sahara Solar'],
    ],
    // A Vietnamese name, family name first.
    [
      'Intro: Nguyen Thi Lan (Saigon Roastworks) and Rafael Albuquerque.',
      ['Nguyen Thi Lan', 'Rafael Albuquerque'],
      ['Saigon Roastworks'],
      ['works_at Nguyen Thi Lan -> Saigon Roastworks'],
    ],
    // A supplier named after "their ... vendor," is a company, and leaves the one in play in place.
    [
      'Account: Anatolia Textiles A.Ş.\nBurak is moving off their current ERP vendor, Sistem Soft. His manager, Zeynep Aydın, signs.',
      ['Zeynep Aydın'],
      ['Anatolia Textiles A.Ş.', 'Sistem Soft'],
      ['works_at Zeynep Aydın -> Anatolia Textiles A.Ş.'],
    ],
    // Only a person is replaced in a role.
    ['Ewa Zielińska replaced Piotr as managing partner.', ['Ewa Zielińska', 'Piotr'], [], []],
    // "Programme Director": a title, so the signature's company is the signer's.
    [
      'Thanks,\nKatja Nieminen\nProgramme Director, Arctic Fibre Oy',
      ['Katja Nieminen'],
      ['Arctic Fibre Oy'],
      ['works_at Katja Nieminen -> Arctic Fibre Oy'],
    ],
    // A legal form alone is no company.
    ['Paweł will confirm the PLC firmware version. The SE region grows.', [], [], []],
    // "ł" spelled "l" in the domain.
    [
      'To: Wojciech Nowak <wojciech.nowak@wisla-software.pl>\nSubject: DPA for Wisła Software Sp. z o.o.\n\nHi Wojciech, the addendum is attached.',
      ['Wojciech Nowak'],
      ['Wisła Software Sp. z o.o.'],
      ['works_at Wojciech Nowak -> Wisła Software Sp. z o.o.'],
    ],
    // "joined as our ...": the writer's company.
    [
      'Hiring: Sebastian Lund joined as our first sales engineer.\n\nThanks,\nMarte Solheim\nCEO, Fjordwise AS',
      ['Marte Solheim', 'Sebastian Lund'],
      ['Fjordwise AS'],
      ['works_at Marte Solheim -> Fjordwise AS', 'works_at Sebastian Lund -> Fjordwise AS'],
    ],
    // "Our plant manager" in a quoted message: the quoted sender's company, not the replier's.
    [
      'From: Kenji Watanabe <k.watanabe@hoshino.co.jp>\nTo: Ifeoma Okonkwo <ifeoma@lagosgrid.ng>\n\nDear Ifeoma, the batch shipped.\n\nKenji Watanabe\nHoshino Precision Ltd.\n\n> On 13 Jan 2026, Ifeoma Okonkwo wrote:\n> Our plant manager Emeka Nwachukwu needs it.\n> Ifeoma Okonkwo | Procurement | LagosGrid Energy',
      ['Emeka Nwachukwu', 'Ifeoma Okonkwo', 'Kenji Watanabe'],
      ['Hoshino Precision Ltd', 'LagosGrid Energy'],
      [
        'works_at Emeka Nwachukwu -> LagosGrid Energy',
        'works_at Ifeoma Okonkwo -> LagosGrid Energy',
        'works_at Kenji Watanabe -> Hoshino Precision Ltd',
      ],
    ],
    // A company's person in parentheses after a role and a colon.
    [
      'We also met their packaging supplier, Rangoli Packs (owner: Suresh Iyer).',
      ['Suresh Iyer'],
      ['Rangoli Packs'],
      ['works_at Suresh Iyer -> Rangoli Packs'],
    ],
  ])('%j', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })

  it('gives a follow-up the full name a later line gives its first name', () => {
    const text =
      'Moana Tipene: recap from the call\nMoana Tipene: Keanu will send the deck by Friday\nKeanu Kealoha: on it'
    const x = extractContext(text, createNameDirectory([]), Date.parse('2026-01-15T10:00:00Z'))
    expect(x.followUps.map((f) => [f.title, f.due, f.assignee])).toEqual([
      ['Send the deck by Friday', '2026-01-16', 'Keanu Kealoha'],
    ])
  })

  it('reads each part of a sentence between semicolons as its own follow-up', () => {
    const text =
      'Next steps: Jakub Dvořák to share the test plan by Friday; Paweł Kamiński will confirm the version next Tuesday.'
    const x = extractContext(text, createNameDirectory([]), Date.parse('2026-01-15T10:00:00Z'))
    expect(x.followUps.map((f) => [f.title, f.due, f.assignee])).toEqual([
      ['Share the test plan by Friday', '2026-01-16', 'Jakub Dvořák'],
      ['Confirm the version next Tuesday', '2026-01-20', 'Paweł Kamiński'],
    ])
  })

  it("gives a chat line's later sentence's \"I'll\" to its speaker", () => {
    const text =
      "Haruka Sato: Ren will send the quote by Friday\nRen Kobayashi: 👍 and I'll ask Takeshi for the site list on Monday"
    const x = extractContext(text, createNameDirectory([]), Date.parse('2026-01-15T10:00:00Z'))
    expect(x.followUps.map((f) => [f.title, f.due, f.assignee])).toEqual([
      ['Send the quote by Friday', '2026-01-16', 'Ren Kobayashi'],
      ['Ask Takeshi for the site list on Monday', '2026-01-19', 'Ren Kobayashi'],
    ])
  })

  it('gives a follow-up the full name a middle word of it stands for', () => {
    const text = 'Call with Anh Tuan Pham, CEO of Mekong Solar.\nNext step: Tuan will send his load data by Wednesday.'
    const x = extractContext(text, createNameDirectory([]), Date.parse('2026-01-15T10:00:00Z'))
    expect(x.followUps.map((f) => [f.title, f.due, f.assignee])).toEqual([
      ['Send his load data by Wednesday', '2026-01-21', 'Anh Tuan Pham'],
    ])
  })
})
