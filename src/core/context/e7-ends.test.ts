import { describe, it } from 'vitest'
import { expectShape as check, type ShapeCase as Case } from '../../../test/support/link-shapes.js'

// Issue 27, E7: the people and companies the whole tuning part still missed or misread after E5 and E6,
// grouped by shape and fixed where a shape recurs across three writers' batches or more (decision 0014, "E7").
// Each case lists every person, company and link the reader should find and nothing more; near misses beside.

describe('"Thu" after a Vietnamese family name is a name, no Thursday (family-first-thu.ts)', () => {
  it.each<Case>([
    [
      '[13:05] Hoang Minh Tuan: who is on the panel?\n[13:06] Tran Thu Ha: Le Quang Huy from VinaPay and our CEO\n[13:08] Tran Thu Ha: no, that was his brother',
      ['Hoang Minh Tuan', 'Le Quang Huy', 'Tran Thu Ha'],
      ['VinaPay'],
      ['works_at Le Quang Huy -> VinaPay'],
    ],
    [
      "Sync notes: Hoang Minh is Le Thu's godfather, and Le Thu joined Saigon Logistics as COO in June.",
      ['Hoang Minh', 'Le Thu'],
      ['Saigon Logistics'],
      ['knows Hoang Minh -> Le Thu', 'works_at Le Thu -> Saigon Logistics'],
    ],
    // The speaker of the line before is no one's "she" in the next line: Linh Tran left, not Pham Thu.
    [
      "[16:20] Hoang Minh: you remember Linh Tran from our Saigon Tech days?\n[16:21] Pham Thu: of course! what's she up to?\n[16:21] Hoang Minh: she left for Mekong Ventures last year, partner there now",
      ['Hoang Minh', 'Linh Tran', 'Pham Thu'],
      ['Mekong Ventures', 'Saigon Tech'],
      ['left_for Linh Tran -> Mekong Ventures', 'works_at Linh Tran -> Mekong Ventures'],
    ],
    // Near misses: the weekday and a French article stay plain.
    ['Can we move the call to Thu at 3pm? Le Monde ran the story.', [], [], []],
    ['Do Thu and Fri work for the Acme Labs visit?', [], ['Acme Labs'], []],
  ])('%s', check)
})

describe('a Malaysian name written family name first, "Chong" (surname-first.ts)', () => {
  it.each<Case>([
    [
      'To: Dr. Chong Mei Fong\nSubject: Audit dates\n\nDear Dr. Chong,\n\nThe audit is on 3 February.\n\nRegards,\nAzlan Hakim\nSite Director, Penang Peptides Sdn Bhd',
      ['Azlan Hakim', 'Chong Mei Fong'],
      ['Penang Peptides Sdn Bhd'],
      ['works_at Azlan Hakim -> Penang Peptides Sdn Bhd'],
    ],
  ])('%s', check)
})

describe('given names the lists lacked, and the Irish "Ó" (ends-given-names.ts, lexicon.ts)', () => {
  it.each<Case>([
    [
      'Regards,\nCathal Ó Briain\nReporter, El Tiempo',
      ['Cathal Ó Briain'],
      ['El Tiempo'],
      ['works_at Cathal Ó Briain -> El Tiempo'],
    ],
    [
      "[09:02] Saoirse Nolan: Meskerem Tilahun used to run cargo sales there, but she's at DHL Aviation now",
      ['Meskerem Tilahun', 'Saoirse Nolan'],
      ['DHL Aviation'],
      ['works_at Meskerem Tilahun -> DHL Aviation'],
    ],
    ["Once it's drafted it goes to Oysha Karimova for sign-off.", ['Oysha Karimova'], [], []],
  ])('%s', check)
})

describe('a given name opening a line before a comma is the one it turns to (line-addressees.ts)', () => {
  it.each<Case>([
    [
      "Kirsten, Verdant Grocers' store systems lead, Aidan Walsh, called twice this morning.",
      ['Aidan Walsh', 'Kirsten'],
      ['Verdant Grocers'],
      ['works_at Aidan Walsh -> Verdant Grocers'],
    ],
    ['Bashir, see below - the intro to the certifier. Can you take it?', ['Bashir'], [], []],
    ['Kenji: who replaced him?\nRosa: Fatima, I think she was his deputy', ['Fatima', 'Kenji', 'Rosa'], [], []],
    // Near misses: an ambiguous given name before a place, and a quoted reply's nickname for this mail's writer.
    ['Florence, Italy is where the fair is.', [], [], []],
    ['> Carol, long time! Are you still at Rappi?', [], ['Rappi'], []],
  ])('%s', check)
})

describe("a company where two people knew each other, and an auditor's firm (known-from-companies.ts)", () => {
  it.each<Case>([
    [
      'Our auditor from SGS, Réka Molnár, is on site next week.',
      ['Réka Molnár'],
      ['SGS'],
      ['works_at Réka Molnár -> SGS'],
    ],
    // Where they knew each other is a past employer: a company, no one's current one.
    ['[10:22] Ben Adler: via Clara Wolf, she knows him from Siemens', ['Ben Adler', 'Clara Wolf'], ['Siemens'], []],
    [
      'Ravi Menon: my old manager from Infosys is there - Sanjay Kulkarni runs their vendor office.',
      ['Ravi Menon', 'Sanjay Kulkarni'],
      ['Infosys'],
      [],
    ],
    // Near misses: a place and a month after "from".
    ['Clara Wolf knows him from Berlin.', ['Clara Wolf'], [], []],
    ['My old manager from February is back.', [], [], []],
  ])('%s', check)
})

describe('years "with" a company are years at it (tenure-with.ts)', () => {
  it.each<Case>([
    [
      "Personal news: after eight years flying with Aer Lingus, I've joined Emirates as a training captain. Thank you to my old Aer Lingus chief pilot, Fergal Quinn, for everything.",
      ['Fergal Quinn'],
      ['Aer Lingus', 'Emirates'],
      [],
    ],
    // Near misses: a person with a given name first, and "with" after no "years".
    ['I spent two years with Anna Berg as her deputy.', ['Anna Berg'], [], []],
    ['We had dinner with Anna Berg after two years of talks.', ['Anna Berg'], [], []],
  ])('%s', check)
})

describe('places the reader took for companies (ends-places.ts)', () => {
  it.each<Case>([
    // A city in a person's tag took her and her boss from the company the call log names.
    [
      'Call log\nCompany: Sahel Grain Traders SARL\nWho: Aminata Traoré (warehouse manager, Ségou)\nTopic: moisture meters\n\nAminata is keen; her boss, Ousmane Keïta, approves anything larger and is in Bamako until Monday.',
      ['Aminata Traoré', 'Ousmane Keïta'],
      ['Sahel Grain Traders SARL'],
      [
        'reports_to Aminata Traoré -> Ousmane Keïta',
        'works_at Aminata Traoré -> Sahel Grain Traders SARL',
        'works_at Ousmane Keïta -> Sahel Grain Traders SARL',
      ],
    ],
    ['Subject: Re: pilot at Aktobe\n\nWe would be glad to run the same pilot at Aktobe.', [], [], []],
    [
      'Lucía Herrera heads growth at Pampa Labs and is looking at West African markets.',
      ['Lucía Herrera'],
      ['Pampa Labs'],
      ['works_at Lucía Herrera -> Pampa Labs'],
    ],
    ["I'm handing the Valle del Cauca account over to Camila Restrepo.", ['Camila Restrepo'], [], []],
    // "Ximena and I served": a given name paired with "I" before a verb (FX3, paired-given-names.ts).
    ['Tendai, Ximena and I served together on an Andes–Africa working group.', ['Tendai', 'Ximena'], [], []],
    // Near miss: a demonym inside a company's name keeps the company.
    [
      'Kwame Boateng joined African Bank in May.',
      ['Kwame Boateng'],
      ['African Bank'],
      ['works_at Kwame Boateng -> African Bank'],
    ],
  ])('%s', check)
})

describe('a name, a comma and "our" closing the text is read, not thrown on (titles.ts)', () => {
  // The bounds family of known-from-companies.ts met it: a title looked for past the line's end threw.
  it.each<Case>([
    ['Thanks to Kobalt, our', [], [], []],
    ['my old manager from Infosys, our', [], ['Infosys'], []],
  ])('%s', check)
})

describe('a school where someone studies is a company, no employer (studied-schools.ts)', () => {
  it.each<Case>([
    [
      'He studied at Warsaw University of Technology and interned at Pixelbay.',
      [],
      ['Pixelbay', 'Warsaw University of Technology'],
      [],
    ],
    [
      'Coffee chat with Amelia Brooks, final-year student at Edinburgh Napier University, about our graduate scheme.',
      ['Amelia Brooks'],
      ['Edinburgh Napier University'],
      [],
    ],
    [
      'Our team lead, Park Ji-woo, studied at Seoul National University and joined Hanbit Robotics in 2022.',
      ['Park Ji-woo'],
      ['Hanbit Robotics', 'Seoul National University'],
      ['works_at Park Ji-woo -> Hanbit Robotics'],
    ],
    [
      '> We would be delighted to host your students at Escola de Verão do Porto this summer.',
      [],
      ['Escola de Verão do Porto'],
      [],
    ],
    // Near misses: no school's word in the name, and a school's word where no one studies.
    ['She studied at INSEAD and was a student at Oxford.', [], [], []],
    ['We met at the University Club.', [], [], []],
  ])('%s', check)
})

describe('"she\'s with C now" as "is with C" (companies.ts)', () => {
  it.each<Case>([
    [
      "Tigist Bekele: she left Sandvik in December, she's with Epiroc now.",
      ['Tigist Bekele'],
      ['Epiroc', 'Sandvik'],
      [],
    ],
    // Near miss: a given name after "she's with" is someone she is with.
    ['She’s with Anna at the fair.', [], [], []],
  ])('%s', check)
})

describe('a given name opening an action item is its assignee (action-assignees.ts)', () => {
  it.each<Case>([
    ['Dawa wants 2,000 jars.\nTo do: Ritu to send landed-cost pricing by Friday.', ['Dawa', 'Ritu'], [], []],
    ['Next steps:\n- Sophie to send the deck\n2. Iolana to share the notes', ['Iolana', 'Sophie'], [], []],
    // Near misses: no verb after "to", and an ambiguous given name.
    ['Anna to the rescue.', [], [], []],
    ['Plan: Will to send', [], [], []],
  ])('%s', check)
})

describe('a listed given name written with its marks (first-names.ts)', () => {
  it.each<Case>([
    [
      'Nok: the candidate is still at Chao Phraya Riverside Hotel\nCiarán: great. could you introduce me to him before the panel?',
      ['Ciarán'],
      ['Chao Phraya Riverside Hotel'],
      [],
    ],
  ])('%s', check)
})

describe("a signature's company under the signer's title line (titled-signer-lines.ts)", () => {
  it.each<Case>([
    [
      'Please send questions to me.\n\nBest,\nHanna Szűcs\nAccount Director\nRózsa Communications',
      ['Hanna Szűcs'],
      ['Rózsa Communications'],
      ['works_at Hanna Szűcs -> Rózsa Communications'],
    ],
    [
      'Thanks.\n\nRegards,\nHanna Szűcs\nCFO\nBlue Heron',
      ['Hanna Szűcs'],
      ['Blue Heron'],
      ['works_at Hanna Szűcs -> Blue Heron'],
    ],
    // Near misses: a second signer with a title of their own, and one under a title line that named the company.
    ['Thanks.\n\nBest,\nAnna Berg\nCEO\nMaria Lopez\nCFO', ['Anna Berg', 'Maria Lopez'], [], []],
    [
      'Thanks.\n\nBest,\nAnna Berg\nCEO, Acme Labs\nMaria Lopez',
      ['Anna Berg', 'Maria Lopez'],
      ['Acme Labs'],
      ['works_at Anna Berg -> Acme Labs', 'works_at Maria Lopez -> Acme Labs'],
    ],
  ])('%s', check)
})
