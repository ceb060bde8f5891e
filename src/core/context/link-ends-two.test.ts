import { describe, expect, it } from 'vitest'
import { shapeRead as read } from '../../../test/support/link-shapes.js'

// The shapes of issue 27's link-ends-two pass (t751-t800), where a link's end was a company or a
// person of a rarer shape, each with every person, company and link the reader should find and
// nothing more: brands with "+", digits, ".io"; businesses named by what stands around them; events;
// surnames after an article; chat speakers, greeted pairs and titled single names.

describe('companies and people of rarer shapes', () => {
  it.each([
    // "+" joins a company's name as "&" does.
    [
      'Weekly sync\nAttendees: Oona Virtanen (Fox + Hare), Dario Conti (Fox + Hare)',
      ['Dario Conti', 'Oona Virtanen'],
      ['Fox + Hare'],
      ['works_at Dario Conti -> Fox + Hare', 'works_at Oona Virtanen -> Fox + Hare'],
    ],
    // A capitalised domain written as the name is the company, in a sentence and on a signature's line.
    [
      'Thanks for the call. I am copying Ikenna Obi, who runs billing at Tidepool.io.\n\nBest,\nMarit Olsen\nCOO, Tidepool.io',
      ['Ikenna Obi', 'Marit Olsen'],
      ['Tidepool.io'],
      ['works_at Ikenna Obi -> Tidepool.io', 'works_at Marit Olsen -> Tidepool.io'],
    ],
    // ... and in a person's parentheses, which makes the name before it a person.
    [
      'Intro: Wen Bo (Parcel.ai) and Femi Ojo.',
      ['Femi Ojo', 'Wen Bo'],
      ['Parcel.ai'],
      ['works_at Wen Bo -> Parcel.ai'],
    ],
    // A brand opening with digits.
    [
      'Call with Lara Quinn, office manager at 2Bright Dental. She wants the scheduling module.',
      ['Lara Quinn'],
      ['2Bright Dental'],
      ['works_at Lara Quinn -> 2Bright Dental'],
    ],
    // Whose business, then its name between commas; a business a person runs.
    ['Her startup, Pebblework, was shortlisted for the award.', [], ['Pebblework'], []],
    [
      'Sione Tupou runs 9Lives Pets in Auckland.',
      ['Sione Tupou'],
      ['9Lives Pets'],
      ['works_at Sione Tupou -> 9Lives Pets'],
    ],
    // A company's department team.
    [
      'Excited to welcome Jana Novak to the Brightwire partnerships team!',
      ['Jana Novak'],
      ['Brightwire'],
      ['works_at Jana Novak -> Brightwire'],
    ],
    // A heading's two sides, then one side's line of people.
    [
      'Kickoff: Orchard Labs x Quillfeather\nQuillfeather: Moana Reti (Account Manager)',
      ['Moana Reti'],
      ['Orchard Labs', 'Quillfeather'],
      ['works_at Moana Reti -> Quillfeather'],
    ],
    // Capitals joined by "&" are a company; a business term so written is not.
    [
      'Bilal Aziz will run the pilot with P&G as the launch customer. R&D signs off first.',
      ['Bilal Aziz'],
      ['P&G'],
      [],
    ],
    // One word raising money or owning a new app.
    [
      'Zephr just closed their Series B. Ama Boateng is their new CFO.',
      ['Ama Boateng'],
      ['Zephr'],
      ['works_at Ama Boateng -> Zephr'],
    ],
    ["Zephr's new app ships in May.", [], ['Zephr'], []],
    // A company named like a person, where only an employer stands.
    ['Coffee with Grant Douglas, who used to be at Morgan Stanley.', ['Grant Douglas'], ['Morgan Stanley'], []],
    // Events are neither people nor companies.
    ['Notes from Fintech Summit: Rosa Lind asked about pricing.', ['Rosa Lind'], [], []],
    [
      'see you at Slush? Tomas Berg from Kite Labs will be there',
      ['Tomas Berg'],
      ['Kite Labs'],
      ['works_at Tomas Berg -> Kite Labs'],
    ],
    // A surname after its article, and "bint" between a name's parts.
    [
      'Noura al-Hashimi (COO, Gulf Pearl Foods) signed today.',
      ['Noura al-Hashimi'],
      ['Gulf Pearl Foods'],
      ['works_at Noura al-Hashimi -> Gulf Pearl Foods'],
    ],
    [
      'Layla bint Faisal is Head of Customs at Oasis Freight.',
      ['Layla bint Faisal'],
      ['Oasis Freight'],
      ['works_at Layla bint Faisal -> Oasis Freight'],
    ],
    // A chat line's speaker after its time, whatever the lists of given names know.
    [
      '[09:12] Thuy: who owns the Kestrel Labs account?\n[09:13] Ravi Menon: Dara Quinn does',
      ['Dara Quinn', 'Ravi Menon', 'Thuy'],
      ['Kestrel Labs'],
      [],
    ],
    // Two names a greeting line opens with.
    ['Hi Kaveh and Lotte,\n\nAttached is the deck.', ['Kaveh', 'Lotte'], [], []],
    // One name, a comma and whose title it is.
    [
      'Org change at Java Digital: Suharto, our head of finance, now also oversees legal.',
      ['Suharto'],
      ['Java Digital'],
      ['works_at Suharto -> Java Digital'],
    ],
    // A name with its role in parentheses; a roastery is a company.
    [
      'Call log: Pham Thi Mai (purchasing, Hanoi Silk Roasters) called about the order.',
      ['Pham Thi Mai'],
      ['Hanoi Silk Roasters'],
      ['works_at Pham Thi Mai -> Hanoi Silk Roasters'],
    ],
    // Verbs only a person does after a full name.
    ['Kwame Asante covers Accra and Otieno Ouma covers Nairobi.', ['Kwame Asante', 'Otieno Ouma'], [], []],
    // "from our side" after a name in a list of who was there: the writer's side, not the company met.
    [
      'Meeting with Gulf Star Shipping\nPresent: Ali Rahman (COO), Sara Odeh from our side',
      ['Ali Rahman', 'Sara Odeh'],
      ['Gulf Star Shipping'],
      ['works_at Ali Rahman -> Gulf Star Shipping'],
    ],
    // Whose supplier or auditor a business is; where someone came from; who bought or backed it.
    [
      'Call with Rosa Lind, head of finance at Duomo Retail. Their auditor is KPMG.',
      ['Rosa Lind'],
      ['Duomo Retail', 'KPMG'],
      ['works_at Rosa Lind -> Duomo Retail'],
    ],
    ['Our logistics supplier, Swift Anchor, delivers on Tuesday.', [], ['Swift Anchor'], []],
    [
      'Effective Monday, Imani Okoro joins Kaveri Foods. Imani comes to us from Deloitte.',
      ['Imani Okoro'],
      ['Deloitte', 'Kaveri Foods'],
      ['left_for Imani Okoro -> Kaveri Foods', 'works_at Imani Okoro -> Kaveri Foods'],
    ],
    ['Parsa Labs was acquired by Siemens in 2022.', [], ['Parsa Labs', 'Siemens'], []],
    [
      'Aisha Bello, an angel investor who backed Paper Crane early, wants a call.',
      ['Aisha Bello'],
      ['Paper Crane'],
      [],
    ],
    // An industry word ends a company's name; given names from many cultures open a person's.
    ['Sync with Andes Copper. Tomás Fuentes signs the order.', ['Tomás Fuentes'], ['Andes Copper'], []],
    [
      'Kiran Rao went to school with Dewi Lestari.',
      ['Dewi Lestari', 'Kiran Rao'],
      [],
      ['knows Dewi Lestari -> Kiran Rao'],
    ],
    // Initials opening a name, and one after a given name.
    [
      'Attendees\nJ. P. Okafor — Brightwater & Co\nA. K. Mehta — Brightwater & Co',
      ['A. K. Mehta', 'J. P. Okafor'],
      ['Brightwater & Co'],
      ['works_at A. K. Mehta -> Brightwater & Co', 'works_at J. P. Okafor -> Brightwater & Co'],
    ],
    [
      'Leadership update: R. J. Balogun joins KPMG as Director.',
      ['R. J. Balogun'],
      ['KPMG'],
      ['works_at R. J. Balogun -> KPMG'],
    ],
    ['Call with Anna K. Berg, CFO of Nordbank.', ['Anna K. Berg'], ['Nordbank'], ['works_at Anna K. Berg -> Nordbank']],
  ] as const)('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })

  it.each([
    // Products and teams are no companies; a team of title words is a department.
    'Release notes: Kobalt Sync 2.1 fixes the import; thanks to the Platform and Mobile teams.',
    'The Revenue Ops team and the Customer Success team meet Thursday.',
    // A partner is no one's title for one word alone; a greeting of groups names no one.
    'Kobalt, our partner, sent the contract.',
    'Hi Team and Partners,\nThe deck is attached.',
    // A business noun owned, then no name, names nothing.
    'Their auditor is late again.',
    // A heading after a time is no speaker; business terms with "&" are no companies.
    '[10:00] Update: the build is green',
    'M&A work is done; the Q&A is on Friday.',
  ])('nothing named: %s', (text) => {
    expect(read(text)).toEqual({ people: [], companies: [], links: [] })
  })

  it.each([
    // A person's new app stays the person's; a lower-case or file-like domain is no company.
    ["Anna Berg's new app ships in May.", ['Anna Berg'], []],
    ['Visit Booking.com for rooms. Node.js, ASP.NET and tidepool.io are fine.', [], ['Booking.com']],
    // A letter after a word is no initial of a name.
    ['We go with Plan B. Then the team ships.', [], []],
    ['Plan B. Anna Berg called.', ['Anna Berg'], []],
    // Schools where people studied are no employers; a professor at a university works there.
    ['Anna Berg and Tomas Lind studied together at AUB.', ['Anna Berg', 'Tomas Lind'], []],
    ['Anna Berg and Tomas Lind were in the same MBA class at LUMS.', ['Anna Berg', 'Tomas Lind'], []],
    ['Emeka Obi and Chiamaka Eze met at Lagos Business School.', ['Chiamaka Eze', 'Emeka Obi'], []],
    ['Amira Haddad is a professor at Cairo University.', ['Amira Haddad'], ['Cairo University']],
    // A partner in apposition with a given name is a person.
    ['Our partner, Anna Berg, sent the contract.', ['Anna Berg'], []],
  ] as const)('only what is named: %s', (text, people, companies) => {
    const found = read(text)
    expect([found.people, found.companies]).toEqual([people, companies])
  })
})
