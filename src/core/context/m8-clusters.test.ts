import { describe, expect, it } from 'vitest'
import { shapeRead as read } from '../../../test/support/link-shapes.js'

// Issue 27, M8: the tuning part's leftover works-at misses and wrong links grouped by the structure
// they sit in, fixed where a shape recurs across writers' batches (decision 0014, "M8"). Each case
// lists every person, company and link the reader should find and nothing more; near misses beside.

describe('a move that has not happened states the present employer (staying-employers.ts)', () => {
  it.each([
    [
      'Hannah Vogel is not leaving Kestrel Labs for Brightline Robotics, whatever the rumours say.',
      ['Hannah Vogel'],
      ['Brightline Robotics', 'Kestrel Labs'],
      ['works_at Hannah Vogel -> Kestrel Labs'],
    ],
    [
      'Raj Patel might leave Sundial Health for Northstar Capital next year.',
      ['Raj Patel'],
      ['Northstar Capital', 'Sundial Health'],
      ['works_at Raj Patel -> Sundial Health'],
    ],
    // The subject stands before "said she".
    [
      'Over coffee Leila Ahmadi said she is thinking of leaving Caspian Foods for a startup.',
      ['Leila Ahmadi'],
      ['Caspian Foods'],
      ['works_at Leila Ahmadi -> Caspian Foods'],
    ],
    [
      'Samir Haddad was asked to leave Cedar Pay for Levant Bank but said no.',
      ['Samir Haddad'],
      ['Cedar Pay', 'Levant Bank'],
      ['works_at Samir Haddad -> Cedar Pay'],
    ],
    // Near miss: a move that happened places the person at the new company only.
    [
      'Omar Haddad left Cedar Pay for Levant Bank in May.',
      ['Omar Haddad'],
      ['Cedar Pay', 'Levant Bank'],
      ['left_for Omar Haddad -> Levant Bank', 'works_at Omar Haddad -> Levant Bank'],
    ],
    // Near miss: the negation belongs to an aside, and a company stands between it and the verb.
    [
      'Omar Haddad, who never liked Cedar Pay, is leaving Levant Bank.',
      ['Omar Haddad'],
      ['Cedar Pay', 'Levant Bank'],
      [],
    ],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('a job verb whose subject stands apart from it (job-verb-subjects.ts)', () => {
  it.each([
    [
      'Marisol Fernández — runs treasury at Caribe Mutual in San Juan.',
      ['Marisol Fernández'],
      ['Caribe Mutual'],
      ['works_at Marisol Fernández -> Caribe Mutual'],
    ],
    [
      'Hi Paulo, meet Beatriz dos Santos: she runs procurement at Vila Nova Hotels.',
      ['Beatriz dos Santos'],
      ['Vila Nova Hotels'],
      ['works_at Beatriz dos Santos -> Vila Nova Hotels'],
    ],
    [
      'Davide Conti is my running buddy, he just became COO at Lago Energia.',
      ['Davide Conti'],
      ['Lago Energia'],
      ['works_at Davide Conti -> Lago Energia'],
    ],
    [
      'Shirin Ahmadi, with whom I did my graduate scheme at Shell, now leads procurement at Zagros Petrochem.',
      ['Shirin Ahmadi'],
      ['Shell', 'Zagros Petrochem'],
      ['works_at Shirin Ahmadi -> Zagros Petrochem'],
    ],
    [
      'Adaeze Okonkwo is building claims tooling at Lagos Claims Labs.',
      ['Adaeze Okonkwo'],
      ['Lagos Claims Labs'],
      ['works_at Adaeze Okonkwo -> Lagos Claims Labs'],
    ],
    // Near miss: a rule before read "she" already; the one who connected is not placed too.
    [
      'Sipho Zulu connected us with Ayanda Mthembu last week; she runs logistics at Durban Freight.',
      ['Ayanda Mthembu', 'Sipho Zulu'],
      ['Durban Freight'],
      ['introduced_by Ayanda Mthembu -> Sipho Zulu', 'works_at Ayanda Mthembu -> Durban Freight'],
    ],
    // "he's now at C", "he's been at C" (read as "he is", "he has"), after a comma.
    [
      "Joy: heads up, Kittipong Chaisiri left Bangkok Re last week, he's now at Luzon Risk Partners",
      ['Kittipong Chaisiri'],
      ['Bangkok Re', 'Luzon Risk Partners'],
      ['left_for Kittipong Chaisiri -> Luzon Risk Partners', 'works_at Kittipong Chaisiri -> Luzon Risk Partners'],
    ],
    [
      "Fergus Byrne picked up — he's been at Liffey Analytics since June.",
      ['Fergus Byrne'],
      ['Liffey Analytics'],
      ['works_at Fergus Byrne -> Liffey Analytics'],
    ],
    [
      "Fergus Byrne called; Ana said he's not at Liffey Analytics anymore.",
      ['Ana', 'Fergus Byrne'],
      ['Liffey Analytics'],
      [],
    ],
    // Near misses: the reader's own account, a job no longer held, a past job.
    ['Meet Ana Lima: she looks after your account at Pampa Energía.', ['Ana Lima'], ['Pampa Energía'], []],
    ['Meet Ana Lima: she no longer runs treasury at Caribe Mutual.', ['Ana Lima'], ['Caribe Mutual'], []],
    ['Ana Lima, who ran the pilot at Adriatic Ports, is retiring.', ['Ana Lima'], ['Adriatic Ports'], []],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('one sentence placing one person at two companies (not-employers.ts)', () => {
  it.each([
    // The writer's "our" is a client the person serves.
    [
      "I've also copied Jonas Lind from Nordic Freight, who handles our Baltic routes.\n\nKind regards,\nAmara Nwosu\nKey Accounts, Silverline Cargo",
      ['Amara Nwosu', 'Jonas Lind'],
      ['Nordic Freight', 'Silverline Cargo'],
      ['works_at Amara Nwosu -> Silverline Cargo', 'works_at Jonas Lind -> Nordic Freight'],
    ],
    // "Their" consultant comes from a company of their own.
    [
      'Call with Siriporn Chaiyawat, Partner at Baan Sathapat Architects. Their structural consultant is Kittisak Wongsuwan from Chao Phraya Engineering.',
      ['Kittisak Wongsuwan', 'Siriporn Chaiyawat'],
      ['Baan Sathapat Architects', 'Chao Phraya Engineering'],
      [
        'works_at Kittisak Wongsuwan -> Chao Phraya Engineering',
        'works_at Siriporn Chaiyawat -> Baan Sathapat Architects',
      ],
    ],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('lower-case legal forms of Czech, Croatian and Albanian companies (lower-legal-forms.ts)', () => {
  it.each([
    [
      '| Jana Horáková | Vltava Stroje a.s. | Programme sponsor |',
      ['Jana Horáková'],
      ['Vltava Stroje a.s.'],
      ['works_at Jana Horáková -> Vltava Stroje a.s.'],
    ],
    [
      'Call — Jelena Kovačević, Head of Procurement, Jadran Pharma d.d.',
      ['Jelena Kovačević'],
      ['Jadran Pharma d.d.'],
      ['works_at Jelena Kovačević -> Jadran Pharma d.d.'],
    ],
    [
      'Best regards,\nArben Krasniqi\nCommercial Manager\nAdria Port Services sh.p.k.',
      ['Arben Krasniqi'],
      ['Adria Port Services sh.p.k.'],
      ['works_at Arben Krasniqi -> Adria Port Services sh.p.k.'],
    ],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('a contact line: a name, a comma, a role and a company (name-comma-company.ts)', () => {
  it.each([
    [
      '- Pania Walker, Kōwhai Energy — inbound via the website',
      ['Pania Walker'],
      ['Kōwhai Energy'],
      ['works_at Pania Walker -> Kōwhai Energy'],
    ],
    [
      '2. Juan Pablo Ríos, buyer, Andina Retail S.A.S. Met at the coffee bar.',
      ['Juan Pablo Ríos'],
      ['Andina Retail S.A.S.'],
      ['works_at Juan Pablo Ríos -> Andina Retail S.A.S.'],
    ],
    // Inside a line, a role with a title's head between.
    [
      'Call log — Kgosi Mothibi, Logistics Director, Okavango Freight Forwarders',
      ['Kgosi Mothibi'],
      ['Okavango Freight Forwarders'],
      ['works_at Kgosi Mothibi -> Okavango Freight Forwarders'],
    ],
    // Near miss: an address, then a sentence about the company.
    ['Thanks, Anna Berg, Acme Bank wants a demo.', ['Anna Berg'], ['Acme Bank'], []],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('a company inside the appositive after a name (appositive-companies.ts)', () => {
  it.each([
    [
      'An intro to Ingrid Solberg, the other Fjordkraft Ventures partner, is on hold.',
      ['Ingrid Solberg'],
      ['Fjordkraft Ventures'],
      ['works_at Ingrid Solberg -> Fjordkraft Ventures'],
    ],
    [
      'Renata Vargas, our engagement lead at Palisade Consulting, joins.',
      ['Renata Vargas'],
      ['Palisade Consulting'],
      ['works_at Renata Vargas -> Palisade Consulting'],
    ],
    // Near misses: a past role; a deal, no role; an "at C" after the appositive that is the verb's.
    [
      'Renata Vargas, our former account manager at Palisade Consulting, joins.',
      ['Renata Vargas'],
      ['Palisade Consulting'],
      [],
    ],
    ['We met Lea Park, the Acme Bank deal, yesterday.', ['Lea Park'], ['Acme Bank'], []],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe("an outsider, or a title once held, is no company's staff (not-employers.ts, dropOutsidersOf)", () => {
  it.each([
    // "Mercado Sol's lead investor" (the partner's own firm is left unread here, as before).
    [
      "QBR — Mercado Sol\nMercado Sol: Valentina Ríos (category manager)\nAlso present: Hernán Castillo (partner at Fondo Andino, Mercado Sol's lead investor)",
      ['Hernán Castillo', 'Valentina Ríos'],
      ['Fondo Andino', 'Mercado Sol'],
      ['works_at Valentina Ríos -> Mercado Sol'],
    ],
    // A panel's recruiter noted as external: no staff of the hiring company.
    [
      'Interview panel — Data Engineer\nPanel:\n| Name | Role | Notes |\n| Sigrid Aaltonen | Head of Data, Revontuli Health Oy | hiring manager |\n| Jarkko Nieminen | ML Lead | reports to Sigrid |\n| Aiyana Redcloud | Recruiter (external, TalentBridge) | |',
      ['Aiyana Redcloud', 'Jarkko Nieminen', 'Sigrid Aaltonen'],
      ['Revontuli Health Oy'],
      [
        'reports_to Jarkko Nieminen -> Sigrid Aaltonen',
        'works_at Jarkko Nieminen -> Revontuli Health Oy',
        'works_at Sigrid Aaltonen -> Revontuli Health Oy',
      ],
    ],
    // A title once held ("my old manager ... is there") is not the speaker's job.
    [
      'Mei Tan: anyone have a contact at Busan Mobility now? our guy there moved on last month\nArun Rao: my old manager from Wipro is there — Vikram Shetty, he runs their vendor office.',
      ['Arun Rao', 'Mei Tan', 'Vikram Shetty'],
      // (E7: where they worked together is a company of the text, no one's employer: known-from-companies.ts.)
      ['Busan Mobility', 'Wipro'],
      ['works_at Vikram Shetty -> Busan Mobility'],
    ],
    // Near miss: the company named twice, once as the person's own.
    [
      "Lunch with Hyun-woo Park (ex-Samsung, now CTO at Green Lantern) and Elif Arslan from Maple Street Capital, one of Green Lantern's investors.",
      ['Elif Arslan', 'Hyun-woo Park'],
      ['Green Lantern', 'Maple Street Capital', 'Samsung'],
      [
        'left_for Hyun-woo Park -> Green Lantern',
        'works_at Elif Arslan -> Maple Street Capital',
        'works_at Hyun-woo Park -> Green Lantern',
      ],
    ],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('a CRM card\'s "Account:" field names the contact\'s employer (card-fields.ts)', () => {
  it.each([
    [
      'Contact record\nName: Yusuf Al-Amin\nTitle: Procurement Manager\nAccount: Gulf Packaging LLC',
      ['Yusuf Al-Amin'],
      ['Gulf Packaging LLC'],
      ['works_at Yusuf Al-Amin -> Gulf Packaging LLC'],
    ],
    // Near miss: the account's owner is on the writer's side.
    [
      'Contact record\nName: Yusuf Al-Amin\nAccount: Gulf Packaging LLC\nOwner: Joon-ho Lee',
      ['Joon-ho Lee', 'Yusuf Al-Amin'],
      ['Gulf Packaging LLC'],
      ['works_at Yusuf Al-Amin -> Gulf Packaging LLC'],
    ],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})
