import { describe, expect, it } from 'vitest'
import { shapeRead as read } from '../../../test/support/link-shapes.js'

// The shapes of issue 27's ninth pass, where two companies meet, each with every person, company
// and link the reader should find and nothing more: titles that belong to the next name, outsiders
// at a meeting, sides of a deal, lines labelled by a company, a quoted message's "our".

describe('works-at where two companies meet', () => {
  it.each([
    // A title after a chat speaker's colon, before another name, is that person's.
    [
      'Leon Fischer: the Bluebell Bank pilot is blocked\nLeon Fischer: their counsel Abena Darko wants changes',
      ['Abena Darko', 'Leon Fischer'],
      ['Bluebell Bank'],
      ['works_at Abena Darko -> Bluebell Bank'],
    ],
    // The company named after the name, not the one "their" refers to.
    [
      'Call with Sandstone Builders. Their architect, Omid Rahimi of Atelier Rahimi, joined.',
      ['Omid Rahimi'],
      ['Atelier Rahimi', 'Sandstone Builders'],
      ['works_at Omid Rahimi -> Atelier Rahimi'],
    ],
    // The account someone leads for a client, and where they work.
    [
      "I'm Yasmin Farouk, the new account lead for Juniper Mobile here at Blackbird Media.",
      ['Yasmin Farouk'],
      ['Blackbird Media', 'Juniper Mobile'],
      ['works_at Yasmin Farouk -> Blackbird Media'],
    ],
    // An outsider's title does not place them at the company in play.
    [
      'Sync with Baltic Software. Kadri Tamm (CTO) was there, and Ilmar Saar, a freelance developer.',
      ['Ilmar Saar', 'Kadri Tamm'],
      ['Baltic Software'],
      ['works_at Kadri Tamm -> Baltic Software'],
    ],
    // Everyday last words of company names.
    [
      'Thanks,\nCarla Mendes\nSolstice Devices',
      ['Carla Mendes'],
      ['Solstice Devices'],
      ['works_at Carla Mendes -> Solstice Devices'],
    ],
    // "I" ends a name.
    [
      "After four years at Driftwood Analytics I've joined Sparrow Health. — Tunde Bakare",
      ['Tunde Bakare'],
      ['Driftwood Analytics', 'Sparrow Health'],
      ['left_for Tunde Bakare -> Sparrow Health', 'works_at Tunde Bakare -> Sparrow Health'],
    ],
    // A role on a signature's line is neither a person nor a company.
    [
      'Thanks,\nNora Lindahl\nImplementation Lead\nRidgeline POS',
      ['Nora Lindahl'],
      ['Ridgeline POS'],
      ['works_at Nora Lindahl -> Ridgeline POS'],
    ],
    // An ampersand joins a company's name, not two given names.
    [
      'Shirin Tehrani\nHead of Finance, Quill & Ink',
      ['Shirin Tehrani'],
      ['Quill & Ink'],
      ['works_at Shirin Tehrani -> Quill & Ink'],
    ],
    // A department right after a title in parentheses; a department before "at".
    [
      'Opportunity: Whitecliff Insurance. Spoke to Grace Mwangi (VP Claims). Gabriela Reyes is VP Manufacturing at Condor Motors.',
      ['Gabriela Reyes', 'Grace Mwangi'],
      ['Condor Motors', 'Whitecliff Insurance'],
      ['works_at Gabriela Reyes -> Condor Motors', 'works_at Grace Mwangi -> Whitecliff Insurance'],
    ],
    // A lower-case head after a possessive, before a name; the company before "whose".
    [
      'Notes: Pebble Beach Labs sales call\nTheir buyer Fatima Zahra attended. They also talk to Granite Cloud, whose rep Oscar Lindberg called.',
      ['Fatima Zahra', 'Oscar Lindberg'],
      ['Granite Cloud', 'Pebble Beach Labs'],
      ['works_at Fatima Zahra -> Pebble Beach Labs', 'works_at Oscar Lindberg -> Granite Cloud'],
    ],
    // Lines labelled by a company, and a side's company in parentheses.
    [
      'Participants\nRedline Software: Alexei Volkov (presenter)\nAgency (Brightfold Creative): Kwabena Asare, Lily Tran',
      ['Alexei Volkov', 'Kwabena Asare', 'Lily Tran'],
      ['Brightfold Creative', 'Redline Software'],
      [
        'works_at Alexei Volkov -> Redline Software',
        'works_at Kwabena Asare -> Brightfold Creative',
        'works_at Lily Tran -> Brightfold Creative',
      ],
    ],
    // Sides of a deal: a list after "From C we have", and "on our end" under the writer's company.
    [
      'From Zephyr Air we have Nikos Papadopoulos and Elena Georgiou; from Northstar Consulting, Jack Morrison and me. Pablo Ruiz handles billing on our end.\n\nBest,\nAditi Rao\nNorthstar Consulting',
      ['Aditi Rao', 'Elena Georgiou', 'Jack Morrison', 'Nikos Papadopoulos', 'Pablo Ruiz'],
      ['Northstar Consulting', 'Zephyr Air'],
      [
        'works_at Aditi Rao -> Northstar Consulting',
        'works_at Elena Georgiou -> Zephyr Air',
        'works_at Jack Morrison -> Northstar Consulting',
        'works_at Nikos Papadopoulos -> Zephyr Air',
        'works_at Pablo Ruiz -> Northstar Consulting',
      ],
    ],
    // A customer's deal names a company; a title then "is" after a speaker's colon is not the speaker's.
    [
      '[09:14] Priya Shah: who signs off on the Blue Heron renewal?\n[09:15] Marco Rossi: their procurement lead is Chloe Dubois',
      ['Chloe Dubois', 'Marco Rossi', 'Priya Shah'],
      ['Blue Heron'],
      ['works_at Chloe Dubois -> Blue Heron'],
    ],
    // "their buyer is P"; a memo's heading names "our" company.
    [
      'Giulia Romano: Clearwater Foods signed, thanks to Rohan Gupta from Summit Brokers\nGiulia Romano: their buyer is Nkechi Okafor',
      ['Giulia Romano', 'Nkechi Okafor', 'Rohan Gupta'],
      ['Clearwater Foods', 'Summit Brokers'],
      ['works_at Nkechi Okafor -> Clearwater Foods', 'works_at Rohan Gupta -> Summit Brokers'],
    ],
    [
      'Internal memo, Granary Foods: Joon Kim moves from our Seoul office to lead supply chain in Singapore.',
      ['Joon Kim'],
      ['Granary Foods'],
      ['works_at Joon Kim -> Granary Foods'],
    ],
    // A "person" whose name later stands where only an employer does is a company.
    [
      'Site visit to Riverstone Mills, Thursday. Jorge Medina came along; he used to work at Riverstone Mills.',
      ['Jorge Medina'],
      ['Riverstone Mills'],
      [],
    ],
    // An honorific and its period before a name; "the owner, P".
    [
      'Our advisory board: Dr. Amira Haddad (professor at Cairo University). Discovery call with Brook & Fern Interiors: spoke with the owner, Amaka Eze.',
      ['Amaka Eze', 'Amira Haddad'],
      ['Brook & Fern Interiors', 'Cairo University'],
      ['works_at Amaka Eze -> Brook & Fern Interiors', 'works_at Amira Haddad -> Cairo University'],
    ],
    // A company that names someone its officer; a former employer "joined from" keeps the company in play;
    // whom someone succeeds held the title before.
    [
      'Harvest Table today named Ngozi Eze its Chief Executive Officer. Eze joins from Golden Field Foods. She succeeds founder Paul Whitman.',
      ['Ngozi Eze', 'Paul Whitman'],
      ['Golden Field Foods', 'Harvest Table'],
      ['left_for Ngozi Eze -> Harvest Table', 'works_at Ngozi Eze -> Harvest Table'],
    ],
    // An outsider at a meeting with one company works elsewhere.
    [
      'Notes from the trip: Kadri Tamm from Baltic Software showed me their app. They built it with help from Ilmar Saar, a freelance developer.',
      ['Ilmar Saar', 'Kadri Tamm'],
      ['Baltic Software'],
      ['works_at Kadri Tamm -> Baltic Software'],
    ],
    // "Your coordinator will be P" in a company's letter, signed by the company alone.
    [
      'Dear Chioma Okonkwo,\n\nThank you for choosing Tamarind Travel. Your coordinator will be Rafael Souza.\n\nWarm regards,\nTamarind Travel',
      ['Chioma Okonkwo', 'Rafael Souza'],
      ['Tamarind Travel'],
      ['works_at Rafael Souza -> Tamarind Travel'],
    ],
    // One word before ", whose rep" is a company; before ", whose manager" a person.
    [
      'They are also evaluating Clearpath, whose rep Steve Nolan called. Ask Tomas Berg, whose manager is Ana Lima.',
      ['Ana Lima', 'Steve Nolan', 'Tomas Berg'],
      ['Clearpath'],
      ['works_at Steve Nolan -> Clearpath'],
    ],
    // One word before a deal word is as often a place: "the Durban rollout". (Thandeka, a listed given name
    // since W12, is a person by her first name alone, as "Anna will send ..." is.)
    ['Thandeka can ask Sipho Dube about the Durban rollout.', ['Sipho Dube', 'Thandeka'], [], []],
    // "on our side" when the writer's company is never named places nobody.
    [
      '[09:15] Marco Rossi: Ahmed Karim on our side owns the Blue Harbor Capital relationship',
      ['Ahmed Karim', 'Marco Rossi'],
      ['Blue Harbor Capital'],
      [],
    ],
    // "here at C": the one who says it, and the clause's person.
    [
      '[14:02] Lea Schmidt: Tomas Berg starts today here at Pinecone Works',
      ['Lea Schmidt', 'Tomas Berg'],
      ['Pinecone Works'],
      ['works_at Lea Schmidt -> Pinecone Works', 'works_at Tomas Berg -> Pinecone Works'],
    ],
    // A company that only tags a person keeps the company in play.
    [
      'Visited Thistle Robotics with Maya Levin from Crossroads Capital. Their founder Callum Reid gave us the tour.',
      ['Callum Reid', 'Maya Levin'],
      ['Crossroads Capital', 'Thistle Robotics'],
      ['works_at Callum Reid -> Thistle Robotics', 'works_at Maya Levin -> Crossroads Capital'],
    ],
    // Who stands for a company.
    [
      'Andes Fresh Foods supplies Vega Markets, where his contact is Lucía Herrera. The incumbent is Granite Cloud, represented by Oscar Lindberg.',
      ['Lucía Herrera', 'Oscar Lindberg'],
      ['Andes Fresh Foods', 'Granite Cloud', 'Vega Markets'],
      ['works_at Lucía Herrera -> Vega Markets', 'works_at Oscar Lindberg -> Granite Cloud'],
    ],
    // "their new head of procurement"; "our practice at C" names the writer's company.
    [
      'Call with Sunfield Energy. Oluwaseun Adeyemi is their new head of procurement. Haruto Suzuki leads our robotics practice at Orbital Works. Colin Reid has moved to our London office.\n\nBest,\nInes Brandão',
      ['Colin Reid', 'Haruto Suzuki', 'Ines Brandão', 'Oluwaseun Adeyemi'],
      ['Orbital Works', 'Sunfield Energy'],
      [
        'works_at Colin Reid -> Orbital Works',
        'works_at Haruto Suzuki -> Orbital Works',
        'works_at Ines Brandão -> Orbital Works',
        'works_at Oluwaseun Adeyemi -> Sunfield Energy',
      ],
    ],
    // A quoted message's "our" is its sender's company.
    [
      'Thanks Daniel, we will take a look.\n\nShirin Tehrani\nHead of Finance, Quill & Ink\n\n-----Original Message-----\nFrom: Daniel Osei <daniel.osei@ledgerline.com>\n\nHi Shirin, the invoice from Ledgerline is attached. Our controller, Marta Nowak, can answer questions.',
      ['Daniel Osei', 'Marta Nowak', 'Shirin Tehrani'],
      ['Ledgerline', 'Quill & Ink'],
      [
        'works_at Daniel Osei -> Ledgerline',
        'works_at Marta Nowak -> Ledgerline',
        'works_at Shirin Tehrani -> Quill & Ink',
      ],
    ],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })

  it('keeps two given names joined by an ampersand two people', () => {
    expect(read('Met Anna Berg & Tomas Lindqvist from Fjordline AI.').companies).toEqual(['Fjordline AI'])
  })

  it('drops a quoted "our" whose sender works nowhere the text names', () => {
    const text =
      'Noted.\n\nShirin Tehrani\nHead of Finance, Quill & Ink\n\nOn Monday, Daniel Osei wrote:\n> Our controller, Marta Nowak, can help.'
    expect(read(text).links).toEqual(['works_at Shirin Tehrani -> Quill & Ink'])
  })
})
