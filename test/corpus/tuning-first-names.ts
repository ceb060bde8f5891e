import type { CorpusText } from './types.js'

/**
 * Tuning texts f01-f12, written for the first-name pass (issue 27): people a text names by a first
 * name alone in a person's role (a chat speaker, the subject of a follow-up or a link, the one a
 * link ends at, "Thanks, Anna"), and words that are given names and everyday words at once ("Will",
 * "May", "Grace") where they are not people. Each text's expectations were written and committed
 * before the reader was run on it.
 */
export const TUNING_FIRST_NAMES: CorpusText[] = [
  {
    id: 'f01',
    genre: 'e-mail',
    text: `Hi Laura,

Great to meet you last week. Daniel introduced me to Marcus Feld, who runs data at Quayside Logistics, and we have a call on Thursday.

Best,
Helen Price`,
    people: ['Laura', 'Daniel', 'Marcus Feld', 'Helen Price'],
    companies: ['Quayside Logistics'],
    worksAt: [['Marcus Feld', 'Quayside Logistics']],
    links: [['introduced_by', 'Marcus Feld', 'Daniel']],
  },
  {
    id: 'f02',
    genre: 'chat',
    text: `Anna: has anyone talked to Tidewater Labs yet?
Oscar: yes, their CTO Ingrid Solberg. She reports to Henrik.
Anna: great, can you send me her email?`,
    people: ['Anna', 'Oscar', 'Ingrid Solberg', 'Henrik'],
    companies: ['Tidewater Labs'],
    worksAt: [
      ['Ingrid Solberg', 'Tidewater Labs'],
      ['Henrik', 'Tidewater Labs'],
    ],
    links: [['reports_to', 'Ingrid Solberg', 'Henrik']],
  },
  {
    id: 'f03',
    genre: 'meeting notes',
    text: `Call with Brightline Media. Present: Paul Okafor (Head of Partnerships) and Clara.
Clara will send the pricing sheet by Friday. Paul asked about the May release.`,
    people: ['Paul Okafor', 'Clara'],
    companies: ['Brightline Media'],
    worksAt: [
      ['Paul Okafor', 'Brightline Media'],
      ['Clara', 'Brightline Media'],
    ],
  },
  {
    id: 'f04',
    genre: 'e-mail',
    text: `Thanks, Rachel!

Will do. I'll loop in our CFO next week and we can take it from there.

Grace Liu
Finance, Orchard Bank`,
    people: ['Rachel', 'Grace Liu'],
    companies: ['Orchard Bank'],
    worksAt: [['Grace Liu', 'Orchard Bank']],
  },
  {
    id: 'f05',
    genre: 'introduction',
    text: `Sofia, you should meet Tobias Wendt. He leads procurement at Kestrel Foods and reports to Miriam.

Tobias, Sofia is the founder of Larchwood Analytics.

Cheers,
Jonas`,
    people: ['Sofia', 'Tobias Wendt', 'Miriam', 'Jonas'],
    companies: ['Kestrel Foods', 'Larchwood Analytics'],
    worksAt: [
      ['Tobias Wendt', 'Kestrel Foods'],
      ['Miriam', 'Kestrel Foods'],
      ['Sofia', 'Larchwood Analytics'],
    ],
    links: [
      ['reports_to', 'Tobias Wendt', 'Miriam'],
      ['introduced_by', 'Sofia', 'Jonas'],
      ['introduced_by', 'Tobias Wendt', 'Jonas'],
    ],
  },
  {
    id: 'f06',
    genre: 'meeting notes',
    text: `Will the Harbor Freight deal close in May? Hope so. Spoke with Nadia Rahman, their VP Sales; she was positive.`,
    people: ['Nadia Rahman'],
    companies: ['Harbor Freight'],
    worksAt: [['Nadia Rahman', 'Harbor Freight']],
  },
  {
    id: 'f07',
    genre: 'e-mail',
    text: `Hi Peter,

Quick note: Mateo Ruiz joined Saltmarsh Energy as CFO last month. Ethan will set up an intro.

Thanks,
Laila Haddad`,
    people: ['Peter', 'Mateo Ruiz', 'Ethan', 'Laila Haddad'],
    companies: ['Saltmarsh Energy'],
    worksAt: [['Mateo Ruiz', 'Saltmarsh Energy']],
  },
  {
    id: 'f08',
    genre: 'chat',
    text: `[09:14] Priya: who owns the Coldwater Dairy account now?
[09:15] Marco: Hannah Vogt, since Lukas left for Alpine Mills.
[09:15] Priya: thanks Marco`,
    people: ['Priya', 'Marco', 'Hannah Vogt', 'Lukas'],
    companies: ['Coldwater Dairy', 'Alpine Mills'],
    worksAt: [],
    links: [['left_for', 'Lukas', 'Alpine Mills']],
  },
  {
    id: 'f09',
    genre: 'call log',
    text: `Called Stefan Brandt at Nordwerk GmbH. Stefan said the budget is approved; Stefan will send the PO on Monday.`,
    people: ['Stefan Brandt'],
    companies: ['Nordwerk GmbH'],
    worksAt: [['Stefan Brandt', 'Nordwerk GmbH']],
  },
  {
    id: 'f10',
    genre: 'e-mail',
    text: `Dear Olivia,

Thank you for the call. As discussed, our Head of Legal, Fiona Grant, will review the terms. Sophie introduced us to your team at Redcliffe Partners, so I have copied her.

Kind regards,
Martin Bell
Pinecrest Capital`,
    people: ['Olivia', 'Fiona Grant', 'Sophie', 'Martin Bell'],
    companies: ['Redcliffe Partners', 'Pinecrest Capital'],
    worksAt: [
      ['Fiona Grant', 'Pinecrest Capital'],
      ['Martin Bell', 'Pinecrest Capital'],
      ['Olivia', 'Redcliffe Partners'],
    ],
    links: [['introduced_by', 'Olivia', 'Sophie']],
  },
  {
    id: 'f11',
    genre: 'meeting notes',
    text: `Sync with Alder Health. Grace is out until June, so we met with Victor Lang (COO). Victor reports to Natalie.`,
    people: ['Grace', 'Victor Lang', 'Natalie'],
    companies: ['Alder Health'],
    worksAt: [
      ['Victor Lang', 'Alder Health'],
      ['Natalie', 'Alder Health'],
    ],
    links: [['reports_to', 'Victor Lang', 'Natalie']],
  },
  {
    id: 'f12',
    genre: 'chat',
    text: `Emma: Rebecca Stone joined Fernhill Bank last week.
Emma: she knows Adrian from her time at Blackwood Advisors
Jacob: nice, Adrian will be pleased`,
    people: ['Emma', 'Rebecca Stone', 'Adrian', 'Jacob'],
    companies: ['Fernhill Bank', 'Blackwood Advisors'],
    worksAt: [['Rebecca Stone', 'Fernhill Bank']],
    links: [['knows', 'Rebecca Stone', 'Adrian']],
  },
]
