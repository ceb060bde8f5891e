import { describe, expect, it } from 'vitest'
import { shapeRead as read } from '../../../test/support/link-shapes.js'

// Issue 27, M6: the fresh batches' leftover works-at misses, grouped by the structure they sit in and
// fixed where a shape spans three of the eight fresh batches (decision 0014, "M6"). Each case lists every
// person, company and link the reader should find and nothing more; the near misses stand beside them.

describe("members of someone's team work where that someone works (links/team-joins.ts)", () => {
  it("places the members a manager's team lists in parentheses", () => {
    expect(
      read(
        'Account review, Kilimanjaro Coffee Exporters Ltd. Our contacts there: Neema Mwakyusa manages the quality team (Juma Said, Rehema Kimaro and a new hire). Neema reports to the export director, Frank Massawe.',
      ),
    ).toEqual({
      people: ['Frank Massawe', 'Juma Said', 'Neema Mwakyusa', 'Rehema Kimaro'],
      companies: ['Kilimanjaro Coffee Exporters Ltd'],
      // (The members report to the team's head: M7's links/listed-reports.ts, as t1005 expects.)
      links: [
        'reports_to Juma Said -> Neema Mwakyusa',
        'reports_to Neema Mwakyusa -> Frank Massawe',
        'reports_to Rehema Kimaro -> Neema Mwakyusa',
        'works_at Frank Massawe -> Kilimanjaro Coffee Exporters Ltd',
        'works_at Juma Said -> Kilimanjaro Coffee Exporters Ltd',
        'works_at Neema Mwakyusa -> Kilimanjaro Coffee Exporters Ltd',
        'works_at Rehema Kimaro -> Kilimanjaro Coffee Exporters Ltd',
      ],
    })
  })

  it("places who is on the writer's team at the company the writer signs for", () => {
    expect(
      read(
        'Hi Tala,\nShona Kennedy on my team says they solved the battery problem.\nBest,\nAna Lima\nCTO, Chinook Rural Networks',
      ).links,
    ).toEqual(['works_at Ana Lima -> Chinook Rural Networks', 'works_at Shona Kennedy -> Chinook Rural Networks'])
  })

  it('places "his team of ..., including P" at his employer', () => {
    expect(
      read(
        'Wiremu Tane is Head of Grid at Kōwhai Energy. His team of twelve engineers, including Ana Lima and Sefo Tuilagi, is new.',
      ).links,
    ).toEqual([
      'works_at Ana Lima -> Kōwhai Energy',
      'works_at Sefo Tuilagi -> Kōwhai Energy',
      'works_at Wiremu Tane -> Kōwhai Energy',
    ])
  })

  it('leaves a freelancer joining the team, an old team and an unplaced owner unplaced', () => {
    // Not staff: the sentence says so.
    expect(
      read(
        "Hi Aleksandar,\nSerdar Annayev from Ashgabat is joining our team as a freelance visualiser; he isn't staff.\nBest,\nMerdan Atayev\nFounder, Kopetdag Studio",
      ).links,
    ).toEqual(['works_at Merdan Atayev -> Kopetdag Studio'])
    // A former team says nothing of where anyone works now.
    expect(
      read("Ana Lima is head of data at Tamarind Health. Kofi Mensah joined Ana Lima's old team in 2019.").links,
    ).toEqual(['works_at Ana Lima -> Tamarind Health'])
    // The owner is placed nowhere: nor is the member (who still reports to the owner, M7's listed-reports.ts).
    expect(read('Neema Mwakyusa manages the quality team (Juma Said, Rehema Kimaro).').links).toEqual([
      'reports_to Juma Said -> Neema Mwakyusa',
      'reports_to Rehema Kimaro -> Neema Mwakyusa',
    ])
  })
})

describe('closings of more languages sign the text (sign-offs.ts)', () => {
  it('reads "Pozdrav," as a sign-off, so the name under it signs with its company line', () => {
    expect(
      read(
        'Amira,\n\nAgreed on 40G from March. Our pricing lead, Milica Stanković, set the tariff.\n\nPozdrav,\nDragan Jovanović\nHead of Wholesale | Dunav Telekom d.o.o.',
      ).links,
    ).toEqual([
      'works_at Dragan Jovanović -> Dunav Telekom d.o.o.',
      'works_at Milica Stanković -> Dunav Telekom d.o.o.',
    ])
  })

  it('reads "Take care," and "Yours faithfully," as sign-offs', () => {
    expect(read('Hi Ana,\nI now run pricing at Harbour Mint.\nTake care,\nEwa Kamińska').links).toEqual([
      'works_at Ewa Kamińska -> Harbour Mint',
    ])
    expect(read('Dear Sir,\nI now run pricing at Harbour Mint.\nYours faithfully,\nChukwuemeka Obi').links).toEqual([
      'works_at Chukwuemeka Obi -> Harbour Mint',
    ])
  })
})

describe("a title's department words (title-departments.ts)", () => {
  it.each(['Facilities Director', 'Pricing Lead', 'Fundraising Lead', 'Head of Wholesale', 'Export Director'])(
    'reads "Name, %s, Company" on a call log line',
    (title) => {
      expect(
        read(`Call log — Kgosi Mothibi, ${title}, Okavango Freight Forwarders\nKgosi moves copper concentrate.`).links,
      ).toEqual(['works_at Kgosi Mothibi -> Okavango Freight Forwarders'])
    },
  )

  it('keeps companies whose names hold those words', () => {
    expect(read('Ana Lima works at Tema Logistics as head of ops.').companies).toEqual(['Tema Logistics'])
    expect(read('Maria Lopez, Harborview Logistics CFO, approved it.').links).toEqual([
      'works_at Maria Lopez -> Harborview Logistics',
    ])
    expect(read('Ana Lima joined Accra Credit Union last week.').links).toEqual([
      'works_at Ana Lima -> Accra Credit Union',
    ])
  })
})

describe("a company's name cut short after its first words (short-company-forms.ts)", () => {
  it('reads "Siam Mutual:" after "Siam Mutual Insurance PCL" as that company', () => {
    expect(
      read(
        'Partner meeting: Siam Mutual Insurance PCL × Harbourline Re\nPresent — Siam Mutual: Kanokwan Rattanakul (Chief Underwriting Officer), Pichit Boonmee (Actuarial); Harbourline Re: Declan Forsyth (Treaty Manager)',
      ),
    ).toEqual({
      people: ['Declan Forsyth', 'Kanokwan Rattanakul', 'Pichit Boonmee'],
      companies: ['Harbourline Re', 'Siam Mutual Insurance PCL'],
      links: [
        'works_at Declan Forsyth -> Harbourline Re',
        'works_at Kanokwan Rattanakul -> Siam Mutual Insurance PCL',
        'works_at Pichit Boonmee -> Siam Mutual Insurance PCL',
      ],
    })
  })

  it('keeps a person whose given name starts a company name a person', () => {
    expect(read('Grace Lee Partners sent the deck. Grace Lee will call on Monday.').people).toEqual(['Grace Lee'])
  })
})

describe('a quoted message opened by "> From:" or "> P wrote:" alone (quote-headers.ts)', () => {
  const reply =
    'Hi Pornthip,\nGreat news, we will plan the installs.\nBest,\nKaloyan Georgiev\nAccount Director, Balkan Marine Telematics AD\n\n'
  it('keeps the quoted "our" from the replier\'s company', () => {
    // What the rule removes is the wrong link to Balkan; since W17 the "> From:" line names the quoted sender,
    // so "Our fleet manager" places Thanakorn at Pornthip's company.
    expect(
      read(
        reply +
          '> From: Pornthip Sangthong <pornthip.s@siamreefer.co.th>\n> We want ten vessels. Our fleet manager, Thanakorn Phromma, will coordinate the port calls.\n> Pornthip Sangthong\n> Procurement Manager, Siam Reefer Lines Co., Ltd.',
      ).links,
    ).toEqual([
      'works_at Kaloyan Georgiev -> Balkan Marine Telematics AD',
      'works_at Pornthip Sangthong -> Siam Reefer Lines Co',
      'works_at Thanakorn Phromma -> Siam Reefer Lines Co',
    ])
  })

  it('leaves "our" the writer\'s where no quote opens', () => {
    expect(read(reply + 'Our field engineer, Bojan Todorov, will plan the installs.').links).toEqual([
      'works_at Bojan Todorov -> Balkan Marine Telematics AD',
      'works_at Kaloyan Georgiev -> Balkan Marine Telematics AD',
    ])
  })
})

describe("a chat question about one's contact at a company, answered by a name (chat-company-answers.ts)", () => {
  it('places the one the next speaker names first', () => {
    expect(
      read(
        '[10:02] Joy Manalo: heads up, the renewal is due\n[10:03] Dennis Aguilar: oh wow. who covers our treaty at Bangkok Re now?\n[10:03] Joy Manalo: Ploy Suwannarat. she reports to Narin Sukprasert',
      ).links,
    ).toEqual([
      'reports_to Ploy Suwannarat -> Narin Sukprasert',
      'works_at Narin Sukprasert -> Bangkok Re',
      'works_at Ploy Suwannarat -> Bangkok Re',
    ])
    expect(
      read(
        "Adwoa Asantewaa: @Kenta can you intro me to your contact at Osaka Gas Trading?\nKenta Fujimoto: sure — that's Ryo Ishikawa, I'll email you both now",
      ).links,
    ).toEqual(['works_at Ryo Ishikawa -> Osaka Gas Trading'])
  })

  it('leaves an answer that says no, asks back or waits a sentence unplaced', () => {
    expect(
      read('Ana Lima: anyone have a contact at Seoul Mobility?\nRavi Menon: no, but Kofi Mensah might').links,
    ).toEqual([])
    expect(
      read('Ana Lima: anyone have a contact at Seoul Mobility?\nRavi Menon: which guy, Dong-hyun Kim?').links,
    ).toEqual([])
    expect(
      read('Ana Lima: anyone have a contact at Seoul Mobility? our guy there left.\nRavi Menon: Dong-hyun Kim, I think')
        .links,
    ).toEqual([])
  })
})
