import { describe, expect, it } from 'vitest'
import { shapeRead as read } from '../../../test/support/link-shapes.js'

// The shapes of issue 27's works-at pass, each with every person, company and link the reader
// should find and nothing more: people named like months, one-word companies in employment
// phrases, attendee lines, signatures and chat answers.

describe('works-at shapes', () => {
  it.each([
    [
      'Call with April Reyes (Finance Director, Solana Foods). April will send the budget.',
      ['April Reyes'],
      ['Solana Foods'],
      ['works_at April Reyes -> Solana Foods'],
    ],
    ['June Park joined Rakuten last month.', ['June Park'], ['Rakuten'], ['works_at June Park -> Rakuten']],
    [
      'Jan Kowalski (Allegro) asked for the roadmap.',
      ['Jan Kowalski'],
      ['Allegro'],
      ['works_at Jan Kowalski -> Allegro'],
    ],
    // A month after a word that makes it a date is no given name.
    ['In June Tomas Berg joined Rakuten.', ['Tomas Berg'], ['Rakuten'], ['works_at Tomas Berg -> Rakuten']],
    ['The pilot starts in April; the June Review is on Monday.', [], [], []],
    // One-word companies in employment phrases.
    [
      'Kenji Watanabe, ex-Grab, is now with Zalando as Director of Payments.',
      ['Kenji Watanabe'],
      ['Grab', 'Zalando'],
      ['left_for Kenji Watanabe -> Zalando', 'works_at Kenji Watanabe -> Zalando'],
    ],
    [
      'Chidi Eze, formerly of Paystack, has joined Moniepoint as Head of Risk.',
      ['Chidi Eze'],
      ['Moniepoint', 'Paystack'],
      ['left_for Chidi Eze -> Moniepoint', 'works_at Chidi Eze -> Moniepoint'],
    ],
    ["Astrid Holm heads Vireo's London office.", ['Astrid Holm'], ['Vireo'], ['works_at Astrid Holm -> Vireo']],
    [
      "Otto Brandt, Kaufland's head of category, asked for a custom SLA.",
      ['Otto Brandt'],
      ['Kaufland'],
      ['works_at Otto Brandt -> Kaufland'],
    ],
    [
      'Hamid Karimi left in January; Sara Haddad replaced him as head of ops at Talabat.',
      ['Hamid Karimi', 'Sara Haddad'],
      ['Talabat'],
      ['works_at Sara Haddad -> Talabat'],
    ],
    [
      'Met with Victoria Osei, who runs the Accra office of Sankofa Capital.',
      ['Victoria Osei'],
      ['Sankofa Capital'],
      ['works_at Victoria Osei -> Sankofa Capital'],
    ],
    // A department after a title is no company.
    [
      'Ngozi Eze is Director of Logistics at Lagos Freight.',
      ['Ngozi Eze'],
      ['Lagos Freight'],
      ['works_at Ngozi Eze -> Lagos Freight'],
    ],
    // A side of a meeting opening a sentence is a company; a person's message is not.
    [
      'From Nordlys Energi: Sigrid Dahl (VP Strategy).',
      ['Sigrid Dahl'],
      ['Nordlys Energi'],
      ['works_at Sigrid Dahl -> Nordlys Energi'],
    ],
    ['From Lucia Romero: the contract is signed.', ['Lucia Romero'], [], []],
    // Attendee lines: a name and where they work; a name and another name.
    [
      'Attendees:\n- Hannah Becker, hannah.becker@quellwerk.de\n- Priya Raman, Northwind Advisory',
      ['Hannah Becker', 'Priya Raman'],
      ['Northwind Advisory'],
      ['works_at Priya Raman -> Northwind Advisory'],
    ],
    ['Attendees\n- Hannah Becker, Lucia Romero', ['Hannah Becker', 'Lucia Romero'], [], []],
    [
      'From our side (Brightline Software): Mateo Ruiz and Aisha Bello.',
      ['Aisha Bello', 'Mateo Ruiz'],
      ['Brightline Software'],
      ['works_at Aisha Bello -> Brightline Software', 'works_at Mateo Ruiz -> Brightline Software'],
    ],
    // In a chat line, "she" and "he" are never its speaker.
    [
      '[14:01] Kofi Boateng: who is our contact at Zuri Pay?\n[14:02] Ama Owusu: Efua Mensah.\n[14:02] Ama Owusu: she is their finance lead',
      ['Ama Owusu', 'Efua Mensah', 'Kofi Boateng'],
      ['Zuri Pay'],
      ['works_at Efua Mensah -> Zuri Pay'],
    ],
    [
      '[09:15] Ravi Menon: is Oliver Grant still at Tessellate?\n[09:16] Fatima Zahra: yes. He also knows Chiara Bianchi',
      ['Chiara Bianchi', 'Fatima Zahra', 'Oliver Grant', 'Ravi Menon'],
      ['Tessellate'],
      ['knows Chiara Bianchi -> Oliver Grant'],
    ],
    // A company and then who: the company stays one.
    [
      'I shared the deck with Dalia Katz at Sequoia Harbor, who led our Series A.',
      ['Dalia Katz'],
      ['Sequoia Harbor'],
      ['works_at Dalia Katz -> Sequoia Harbor'],
    ],
    [
      'Call w/ Bianca Rossi, head of finance at Duomo Retail.',
      ['Bianca Rossi'],
      ['Duomo Retail'],
      ['works_at Bianca Rossi -> Duomo Retail'],
    ],
    [
      'Steering committee\nMirela Popescu - Carpathia Energy\nGrace Kimani - Baobab Advisory (facilitator)',
      ['Grace Kimani', 'Mirela Popescu'],
      ['Baobab Advisory', 'Carpathia Energy'],
      ['works_at Grace Kimani -> Baobab Advisory', 'works_at Mirela Popescu -> Carpathia Energy'],
    ],
    [
      'Visited Mekong Textiles with Linh Tran of Saigon Sourcing.',
      ['Linh Tran'],
      ['Mekong Textiles', 'Saigon Sourcing'],
      ['works_at Linh Tran -> Saigon Sourcing'],
    ],
    // Joining the writer's company: where she was before is a company, and no employer is named.
    ['Isabela Costa joins us from Itaú as Head of Risk.', ['Isabela Costa'], ['Itaú'], []],
    // "his advisor, P from C": her own company, not his.
    [
      'Call with Kaveh Rostami of Zagros Mining and his advisor, Helen Park from McKinsey.',
      ['Helen Park', 'Kaveh Rostami'],
      ['McKinsey', 'Zagros Mining'],
      ['works_at Helen Park -> McKinsey', 'works_at Kaveh Rostami -> Zagros Mining'],
    ],
    [
      'The board approved the rollout.\n\nCheers,\nTane Parata\nPartnerships at Kōwhai',
      ['Tane Parata'],
      ['Kōwhai'],
      ['works_at Tane Parata -> Kōwhai'],
    ],
    // Before a surname, "to" and "by" make a month a given name.
    [
      'Daniela Popescu reports to Jan Dvořák.',
      ['Daniela Popescu', 'Jan Dvořák'],
      [],
      ['reports_to Daniela Popescu -> Jan Dvořák'],
    ],
    [
      'Rafael Costa works under Beatriz Lima in the Lisbon office of Tejo Energia.',
      ['Beatriz Lima', 'Rafael Costa'],
      ['Tejo Energia'],
      [
        'reports_to Rafael Costa -> Beatriz Lima',
        'works_at Beatriz Lima -> Tejo Energia',
        'works_at Rafael Costa -> Tejo Energia',
      ],
    ],
    // A first name the text uses alone, with an adverb before its verb, vouches for the full name.
    [
      'Farid Noori left Herat Carpets. Farid now works at Kabul Fintech.',
      ['Farid Noori'],
      ['Herat Carpets', 'Kabul Fintech'],
      ['left_for Farid Noori -> Kabul Fintech', 'works_at Farid Noori -> Kabul Fintech'],
    ],
    // Where two people worked together is no one's employer now.
    [
      'Spoke to Camila Rojas. She used to work with Diego Torres at Andes Mining.',
      ['Camila Rojas', 'Diego Torres'],
      ['Andes Mining'],
      ['knows Camila Rojas -> Diego Torres'],
    ],
    // A company the sentence names after "her deputy, P" says more than her employer.
    [
      'After six years at Helix Pharma, Valentina Russo is leaving to join Corvo Therapeutics. Her deputy, Emeka Nwosu, takes over at Helix Pharma.',
      ['Emeka Nwosu', 'Valentina Russo'],
      ['Corvo Therapeutics', 'Helix Pharma'],
      [
        'left_for Valentina Russo -> Corvo Therapeutics',
        'works_at Emeka Nwosu -> Helix Pharma',
        'works_at Valentina Russo -> Corvo Therapeutics',
      ],
    ],
    // A note that opens by meeting one company: who it met, and a reporting line in it, work there; not an introducer.
    [
      "Sync with Kauri Software.\nHemi Parata is Mere Tane's boss. Mere Tane was recommended to us by Liam O'Sullivan.",
      ['Hemi Parata', "Liam O'Sullivan", 'Mere Tane'],
      ['Kauri Software'],
      [
        "introduced_by Mere Tane -> Liam O'Sullivan",
        'reports_to Mere Tane -> Hemi Parata',
        'works_at Hemi Parata -> Kauri Software',
        'works_at Mere Tane -> Kauri Software',
      ],
    ],
    [
      'Met the Pampas Agro buyers today with Sebastián Romero and Florencia Díaz.',
      ['Florencia Díaz', 'Sebastián Romero'],
      ['Pampas Agro'],
      ['works_at Florencia Díaz -> Pampas Agro', 'works_at Sebastián Romero -> Pampas Agro'],
    ],
    // A person's own company in parentheses is not the company the meeting was with.
    [
      'Notes from call with April Reyes (Finance Director, Solana Foods) and Jordan Hughes.',
      ['April Reyes', 'Jordan Hughes'],
      ['Solana Foods'],
      ['works_at April Reyes -> Solana Foods'],
    ],
    // Past an alumni appositive, the verb: "an Accenture alum who now runs ...", "has taken over as".
    [
      'Spoke with Dmitri Volkov, an Accenture alum who now runs operations at Neva Logistics.',
      ['Dmitri Volkov'],
      ['Accenture', 'Neva Logistics'],
      ['left_for Dmitri Volkov -> Neva Logistics', 'works_at Dmitri Volkov -> Neva Logistics'],
    ],
    [
      'Hamid Rezaei, a Deloitte alum, has taken over as COO of Persis Foods.',
      ['Hamid Rezaei'],
      ['Deloitte', 'Persis Foods'],
      ['left_for Hamid Rezaei -> Persis Foods', 'works_at Hamid Rezaei -> Persis Foods'],
    ],
    [
      'Murat Kaya is a buyer for Bosphorus Markets.',
      ['Murat Kaya'],
      ['Bosphorus Markets'],
      ['works_at Murat Kaya -> Bosphorus Markets'],
    ],
    // Their IT, the team there: the company in play; a customer's account is handled by the writer's side.
    [
      'Call with Tidewater Shipping today. Copying Ken Ito, who handles their IT.',
      ['Ken Ito'],
      ['Tidewater Shipping'],
      ['works_at Ken Ito -> Tidewater Shipping'],
    ],
    [
      'Call with Tidewater Shipping today. Copying Ken Ito, who handles their account.',
      ['Ken Ito'],
      ['Tidewater Shipping'],
      [],
    ],
    [
      'Kickoff with Meridian Foods. Sandra Okoye runs the finance team there.',
      ['Sandra Okoye'],
      ['Meridian Foods'],
      ['works_at Sandra Okoye -> Meridian Foods'],
    ],
    // A chat question about who is at a company, and a name alone for its answer.
    [
      '[14:20] Owen Price: who is the decision maker at Severn Water?\n[14:21] Bronwen Hughes: Gareth Lewis.',
      ['Bronwen Hughes', 'Gareth Lewis', 'Owen Price'],
      ['Severn Water'],
      ['works_at Gareth Lewis -> Severn Water'],
    ],
    // Given names outside the word lists, by what stands before the name.
    [
      'Please loop in Teuila Fasoa from Pacifica Freight.',
      ['Teuila Fasoa'],
      ['Pacifica Freight'],
      ['works_at Teuila Fasoa -> Pacifica Freight'],
    ],
    [
      'The CTO of Pacifica Freight, Waru Kopu, joined late.',
      ['Waru Kopu'],
      ['Pacifica Freight'],
      ['works_at Waru Kopu -> Pacifica Freight'],
    ],
    [
      'Introducing Waru Kopu (Pacifica Freight).',
      ['Waru Kopu'],
      ['Pacifica Freight'],
      ['works_at Waru Kopu -> Pacifica Freight'],
    ],
    [
      "Pacifica Freight's Waru Kopu called.",
      ['Waru Kopu'],
      ['Pacifica Freight'],
      ['works_at Waru Kopu -> Pacifica Freight'],
    ],
    // One-word companies placed by what stands around them.
    ['Klarna CFO Lars Berg said yes.', ['Lars Berg'], ['Klarna'], ['works_at Lars Berg -> Klarna']],
    [
      'Lars Berg, who leads payments for Klarna, said yes.',
      ['Lars Berg'],
      ['Klarna'],
      ['works_at Lars Berg -> Klarna'],
    ],
    [
      'Lars Berg, formerly Klarna, is now at Adyen.',
      ['Lars Berg'],
      ['Adyen', 'Klarna'],
      ['left_for Lars Berg -> Adyen', 'works_at Lars Berg -> Adyen'],
    ],
    ['Lars Berg is with Klarna now.', ['Lars Berg'], ['Klarna'], ['works_at Lars Berg -> Klarna']],
    [
      'Attendees:\nLars Berg - Klarna\nMaja Holm - Adyen',
      ['Lars Berg', 'Maja Holm'],
      ['Adyen', 'Klarna'],
      ['works_at Lars Berg -> Klarna', 'works_at Maja Holm -> Adyen'],
    ],
    ['Thanks,\nLars Berg | Klarna', ['Lars Berg'], ['Klarna'], ['works_at Lars Berg -> Klarna']],
    // An object's own company; the parentheses after "A and B" are B's; a company one works closely with is a partner.
    [
      'Maria Lopez from Kestrel Bank met Peter Novak from Orbis Labs.',
      ['Maria Lopez', 'Peter Novak'],
      ['Kestrel Bank', 'Orbis Labs'],
      [
        'knows Maria Lopez -> Peter Novak',
        'works_at Maria Lopez -> Kestrel Bank',
        'works_at Peter Novak -> Orbis Labs',
      ],
    ],
    [
      'Maria Lopez and Peter Novak (Orbis Labs) joined.',
      ['Maria Lopez', 'Peter Novak'],
      ['Orbis Labs'],
      ['works_at Peter Novak -> Orbis Labs'],
    ],
    [
      'Maria Lopez at Kestrel Bank works closely with Orbis Labs.',
      ['Maria Lopez'],
      ['Kestrel Bank', 'Orbis Labs'],
      ['works_at Maria Lopez -> Kestrel Bank'],
    ],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})
