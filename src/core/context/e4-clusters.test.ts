import { describe, expect, it } from 'vitest'
import { shapeRead as read } from '../../../test/support/link-shapes.js'

// Issue 27, E4: the ends the tuning part missed or read wrong across writers' batches (decision 0014,
// "E4"): institutions named through "of" or "do", three-word names in a name's slot, adjectives that
// open company names, and first names alone after an owner's title. Each case lists everything the
// reader finds; the near misses stand beside the shapes.

describe('an institution named through "of" or "do" (institution-joins.ts)', () => {
  it.each([
    [
      'Advisors: Prof. Wanjiru Kamau (University of Nairobi) advises us on agronomy.',
      ['Wanjiru Kamau'],
      ['University of Nairobi'],
      ['works_at Wanjiru Kamau -> University of Nairobi'],
    ],
    [
      'Rodrigo Lima handles export finance at Banco Rural do Sul; he joined for coffee.',
      ['Rodrigo Lima'],
      ['Banco Rural do Sul'],
      ['works_at Rodrigo Lima -> Banco Rural do Sul'],
    ],
    [
      'Ana Silva is a partner at Bank of Lisbon.',
      ['Ana Silva'],
      ['Bank of Lisbon'],
      ['works_at Ana Silva -> Bank of Lisbon'],
    ],
    // An opening head word names an institution wherever it stands (here after a heading's comma).
    [
      'Notes — supplier review, Hotel Miramare Sorrento\nPresent: Francesca De Luca (GM), Salvatore Esposito (F&B)',
      ['Francesca De Luca', 'Salvatore Esposito'],
      ['Hotel Miramare Sorrento'],
      [
        'works_at Francesca De Luca -> Hotel Miramare Sorrento',
        'works_at Salvatore Esposito -> Hotel Miramare Sorrento',
      ],
    ],
    // Near misses: a title's "of" stays a title's; a company before "of" is not joined to what follows.
    [
      'Ana Silva, Head of Sales at Acme, met the CFO of Bank of Lisbon.',
      ['Ana Silva'],
      ['Acme', 'Bank of Lisbon'],
      ['works_at Ana Silva -> Acme'],
    ],
    [
      'Maria Costa of Nordvik Capital met Anna do Rego today.',
      ['Maria Costa'],
      ['Nordvik Capital'],
      ['works_at Maria Costa -> Nordvik Capital'],
    ],
    // A department is a part of a company, not one.
    ['Ana Silva, Director of the Department of Medicine, called.', ['Ana Silva'], [], []],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('a three-word name in a name slot keeps its first word (listed-full-names.ts)', () => {
  it.each([
    [
      'Present: Ole Martin Hansen (Fjordkraft Ventures), Salma Benali (CEO, Atlas Robotics)',
      ['Ole Martin Hansen', 'Salma Benali'],
      ['Atlas Robotics', 'Fjordkraft Ventures'],
      ['works_at Ole Martin Hansen -> Fjordkraft Ventures', 'works_at Salma Benali -> Atlas Robotics'],
    ],
    ['She will work alongside our managing partner, Nana Kwame Asante.', ['Nana Kwame Asante'], [], []],
    // Near miss: a verb opening a note's line is no part of the name.
    ['Next: Ping Linus Quill about the renewal.', ['Linus Quill'], [], []],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('an adjective opening a company name mid-sentence (company-openers.ts)', () => {
  it.each([
    [
      'Ana Silva is the CFO at New Horizon Ventures.',
      ['Ana Silva'],
      ['New Horizon Ventures'],
      ['works_at Ana Silva -> New Horizon Ventures'],
    ],
    [
      'Lejla Begić, fundraising lead at Most Mira Foundation, called.',
      ['Lejla Begić'],
      ['Most Mira Foundation'],
      ['works_at Lejla Begić -> Most Mira Foundation'],
    ],
    // Near misses: at a sentence's start the word may open the sentence; "Great work" is no company.
    [
      'New Horizon Ventures hired Ana Silva.',
      ['Ana Silva'],
      ['Horizon Ventures'],
      ['works_at Ana Silva -> Horizon Ventures'],
    ],
    [
      'Great work by Ana Silva at Kauri Health.',
      ['Ana Silva'],
      ['Kauri Health'],
      ['works_at Ana Silva -> Kauri Health'],
    ],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe("a first name alone after an owner's title (titled-first-names.ts)", () => {
  it.each([
    ['perfect. our plant manager Bisi will be the admin user', ['Bisi'], [], []],
    ['Femi and your CEO Haruto go back a long way.', ['Haruto'], [], []],
    ['Their CTO, Bisi, will send it.', ['Bisi'], [], []],
    // Near misses: a day, or a company's name, after the title.
    ['our CFO Monday will send it', [], [], []],
    ['our CFO Acme Capital will send it', [], ['Acme Capital'], []],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('a surname an honorific greets (honorific-greetings.ts)', () => {
  it.each([
    [
      'Dear Mr. Okonkwo,\n\nThank you for your time today. As discussed, our COO, Sandra Lee, will send the term sheet.\n\nSincerely,\nMichael Grant\nDirector of Partnerships\nEvergreen Analytics',
      ['Michael Grant', 'Okonkwo', 'Sandra Lee'],
      ['Evergreen Analytics'],
      ['works_at Michael Grant -> Evergreen Analytics', 'works_at Sandra Lee -> Evergreen Analytics'],
    ],
    ['Hello Mr. Fitzgerald,\n\nYour order has shipped.', ['Fitzgerald'], [], []],
    // The surname folds into the fuller name the text ends with it.
    [
      // (E7: "Sung-min," opening the line is the one it turns to, a person: line-addressees.ts.)
      'Hi Mr. Okeke,\n\nSung-min, Chinedu Okeke is COO at Onitsha Distribution and is evaluating us.',
      ['Chinedu Okeke', 'Sung-min'],
      ['Onitsha Distribution'],
      ['works_at Chinedu Okeke -> Onitsha Distribution'],
    ],
    // Near misses: a listed given name does not fold into a surname; no honorific, or two, no surname read.
    [
      'Hi Jordan,\n\nMichael Jordan from Bulls Capital called.',
      ['Jordan', 'Michael Jordan'],
      ['Bulls Capital'],
      ['works_at Michael Jordan -> Bulls Capital'],
    ],
    ['Dear Sir,\n\nYour order has shipped.', [], [], []],
    ['Dear Mr. Smith and Ms. Jones,\n\nYour order has shipped.', [], [], []],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})
