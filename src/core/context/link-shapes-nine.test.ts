import { describe, expect, it } from 'vitest'
import { shapeLinks as links } from '../../../test/support/link-shapes.js'

// The ninth link pass (t627-t690): introductions as e-mails make them, moves as announcements tell
// them, and knowing and reporting in chat and org notes; each case lists every link it should write.

describe('link shapes, ninth pass', () => {
  it.each([
    // Turning to each person in turn: "NAME, this is P", "NAME, as promised, here's P", "; NAME, P leads ...".
    [
      'Looping in Jana Horvat, who ran the pilot. Jana, this is Mateo Rossi from Ligure Shipping.\n\nNikola Petrović',
      [
        'introduced_by Jana Horvat -> Nikola Petrović',
        'introduced_by Mateo Rossi -> Nikola Petrović',
        'works_at Mateo Rossi -> Ligure Shipping',
      ],
    ],
    [
      'Subject: Ioana Marin <> Kwame Asare\n\nIoana, as promised, here’s Kwame Asare, who runs data at Akwaaba Insurance; Kwame, Ioana Marin leads risk at Carpathian Re. Both of you said yes.\n\nThomas Weber',
      [
        'introduced_by Ioana Marin -> Thomas Weber',
        'introduced_by Kwame Asare -> Thomas Weber',
        'works_at Ioana Marin -> Carpathian Re',
        'works_at Kwame Asare -> Akwaaba Insurance',
      ],
    ],
    // A first name turned to before the text spells it out, after "so:".
    [
      'Rangi said yes, so: Sofía, meet Rangi Walker (Kiwi Treasury). Sofía Herrera runs finance at Andes Mining.\n\nBen Carter',
      [
        'introduced_by Rangi Walker -> Ben Carter',
        'introduced_by Sofía Herrera -> Ben Carter',
        'works_at Rangi Walker -> Kiwi Treasury',
        'works_at Sofía Herrera -> Andes Mining',
      ],
    ],
    // Turning to someone without presenting anyone hands no one over.
    ['Anna, Tom Lee called about the invoice.\n\nKate Moss', []],
    // A greeting of two, handed over by "connecting you two".
    [
      'Hi Tomasz and Adaeze,\n\nConnecting you two as promised. Tomasz Zielinski leads data at Wisla Insurance; Adaeze Okonkwo is at Lagos Claims Labs.\n\nFernanda Lima',
      [
        'introduced_by Adaeze Okonkwo -> Fernanda Lima',
        'introduced_by Tomasz Zielinski -> Fernanda Lima',
        'works_at Adaeze Okonkwo -> Lagos Claims Labs',
        'works_at Tomasz Zielinski -> Wisla Insurance',
      ],
    ],
    [
      'Hi Tomasz and Adaeze,\n\nThe invoice is attached. Tomasz Zielinski and Adaeze Okonkwo both signed.\n\nFernanda Lima',
      [],
    ],
    // Replies: the thanked introducer, with the bcc in the same sentence or the next.
    [
      'Thanks, Yuki (moving you to bcc)!\n\nHi Carlos Mendoza, great to meet you.\n\nPriyanka Nair',
      ['introduced_by Carlos Mendoza -> Yuki'],
    ],
    [
      'Thanks Maria Lopez! Moving you to bcc.\n\nHi Tom Lee, great to meet you.\n\nKate Moss',
      ['introduced_by Tom Lee -> Maria Lopez'],
    ],
    ['Thanks Maria Lopez!\n\nHi Tom Lee, the invoice is attached.\n\nKate Moss', []],
    [
      'Thanks for connecting us, Maria Lopez!\n\nHi Tom Lee, great to meet you.\n\nKate Moss',
      ['introduced_by Tom Lee -> Maria Lopez'],
    ],
    [
      '[13:05] Tane Rewi: thanks Mele Tupou for hooking me up with Losa Vaipulu',
      ['introduced_by Losa Vaipulu -> Mele Tupou'],
    ],
    [
      'Hi Maria Lopez, thanks so much for the intro! Tom Lee, nice to meet you.\n\nKate Moss',
      ['introduced_by Tom Lee -> Maria Lopez'],
    ],
    ['Hi Maria Lopez, thanks for the invoice! Tom Lee will pay.\n\nKate Moss', []],
    ['Thank you for introducing me to Tom Lee, Maria Lopez!\n\nKate Moss', ['introduced_by Tom Lee -> Maria Lopez']],
    // A line that pairs two people: "<>" introduces them; "/" once the text hands them over.
    [
      'Anna Berg (Birch Foods) <> Tom Lee (Acme Labs)\n\nAs promised, connecting you both.\n\nKate Moss',
      [
        'introduced_by Anna Berg -> Kate Moss',
        'introduced_by Tom Lee -> Kate Moss',
        'works_at Anna Berg -> Birch Foods',
        'works_at Tom Lee -> Acme Labs',
      ],
    ],
    [
      'Subject: Anna Berg / Tom Lee\n\nHi both, you two should talk.\n\nKate Moss',
      ['introduced_by Anna Berg -> Kate Moss', 'introduced_by Tom Lee -> Kate Moss'],
    ],
    ['Subject: Anna Berg / Tom Lee\n\nThe Q3 review notes are attached.\n\nKate Moss', []],
    // Credits told to the person addressed.
    [
      'Hi Dmitri,\n\nAnjali Desai suggested I get in touch with you. I run growth at Parcelwise.\n\nOwen Gallagher',
      ['introduced_by Dmitri -> Anjali Desai', 'works_at Owen Gallagher -> Parcelwise'],
    ],
    ['Hi Tom Lee,\n\nMaria Lopez suggested I reach out.\n\nKate Moss', ['introduced_by Tom Lee -> Maria Lopez']],
    [
      'Hi Leticia Moura,\n\nYour name came up in a chat with Hamid Karimi.\n\nJakob Steiner',
      ['introduced_by Leticia Moura -> Hamid Karimi'],
    ],
    ['Hi Leticia Moura,\n\nYour name came up in the board meeting.\n\nJakob Steiner', []],
    [
      'Dear Emeka Okafor,\n\nI got your e-mail from Chidi Nwosu.\n\nLaila Haddad',
      ['introduced_by Emeka Okafor -> Chidi Nwosu'],
    ],
    ['Dear Emeka Okafor,\n\nI got your e-mail and will reply to Chidi Nwosu.\n\nLaila Haddad', []],
    ['Hi Asha,\n\nRaj Malhotra thought we should meet.\n\nKaran Gill', ['introduced_by Asha -> Raj Malhotra']],
    ['Hi Asha,\n\nRaj Malhotra thought we should wait.\n\nKaran Gill', []],
    [
      'Hi Oskar,\n\nGreat speaking earlier. Big thanks to Mirela Popa, who kindly made the introduction.\n\nTiago Ferreira',
      ['introduced_by Oskar -> Mirela Popa'],
    ],
    [
      'Intro call with Sven Lindgren (Göta Energy), arranged by Maja Nilsson.',
      ['introduced_by Sven Lindgren -> Maja Nilsson', 'works_at Sven Lindgren -> Göta Energy'],
    ],
    ['The agenda arranged by Maja Nilsson has a call with Sven Lindgren.', []],
    [
      'Notes from the call with Hemi Walker (Pounamu Energy). Background: Sarah Goldman introduced us over e-mail.',
      ['introduced_by Hemi Walker -> Sarah Goldman', 'works_at Hemi Walker -> Pounamu Energy'],
    ],
    ['Call with Hemi Walker. Sarah Goldman introduced us to the board.', []],
    // Moves.
    [
      'Lars Eriksson is back at Polar Instruments after two years at Siemens.',
      ['left_for Lars Eriksson -> Polar Instruments', 'works_at Lars Eriksson -> Polar Instruments'],
    ],
    ['Lars Eriksson is back at the office.', []],
    [
      'Wei Zhang has been hired away by Dragon Semiconductors.',
      ['left_for Wei Zhang -> Dragon Semiconductors', 'works_at Wei Zhang -> Dragon Semiconductors'],
    ],
    [
      'Aditya Bose has made the jump to Bengal Biotech after five years with Tata Chemicals.',
      ['left_for Aditya Bose -> Bengal Biotech', 'works_at Aditya Bose -> Bengal Biotech'],
    ],
    [
      'Anna Berg is moving on from Acme Labs to join Birch Foods as CFO.',
      ['left_for Anna Berg -> Birch Foods', 'works_at Anna Berg -> Birch Foods'],
    ],
    ['Anna Berg is moving on from Acme Labs to the next agenda item.', []],
    [
      'Grace Owusu has gone to Accra Fintech; her replacement at Cape Coast Bank is still open.',
      ['left_for Grace Owusu -> Accra Fintech', 'works_at Grace Owusu -> Accra Fintech'],
    ],
    ['Grace Owusu has gone to Accra Fintech for a meeting.', []],
    [
      'fyi Tupac Mamani exited Andean Textiles, landed at Lima Cargo',
      ['left_for Tupac Mamani -> Lima Cargo', 'works_at Tupac Mamani -> Lima Cargo'],
    ],
    [
      "Farewell note: I'm leaving Fjord Foods. Next stop: Head of Supply at Nordlys Dairy! — Solveig Aas",
      ['left_for Solveig Aas -> Nordlys Dairy', 'works_at Solveig Aas -> Nordlys Dairy'],
    ],
    [
      '[16:10] Omar Khalid: is Layla Nasser still at Gulf Air Cargo?\n[16:11] Huda Saleh: no, she moved across to Desert Logistics',
      ['left_for Layla Nasser -> Desert Logistics', 'works_at Layla Nasser -> Desert Logistics'],
    ],
    [
      'Please welcome Anna Berg to Birch Foods! Anna joins us from Acme Labs, where she led partnerships.',
      ['left_for Anna Berg -> Birch Foods', 'works_at Anna Berg -> Birch Foods'],
    ],
    [
      'Anna Berg has accepted an offer from Birch Foods and will leave Acme Labs in June.',
      ['left_for Anna Berg -> Birch Foods', 'works_at Anna Berg -> Birch Foods'],
    ],
    [
      'Anna Berg works at Birch Foods. Tom Lee will leave Acme Labs off the list.',
      ['works_at Anna Berg -> Birch Foods'],
    ],
    // Staying, a move between offices of one company, and joining a team at one: works there, left nothing.
    [
      'Yara Haddad turned down an offer from Cedar Bank and is staying at Phoenicia Insurance.',
      ['works_at Yara Haddad -> Phoenicia Insurance'],
    ],
    [
      'Nguyen Thi Lan has moved from the Hanoi office to the Saigon office of Mekong Logistics.',
      ['works_at Nguyen Thi Lan -> Mekong Logistics'],
    ],
    [
      'Effective Monday, Rukmini Iyer joins the finance team at Kaveri Foods, reporting to Arjun Menon.',
      [
        'reports_to Rukmini Iyer -> Arjun Menon',
        'works_at Arjun Menon -> Kaveri Foods',
        'works_at Rukmini Iyer -> Kaveri Foods',
      ],
    ],
    // Where the person written to works (not past another person: Anna Berg is placed by the employment rules).
    [
      'Hi Ngozi,\n\nSebastian Vogel pointed me your way. He said you lead vendor selection at Lekki Telecom.\n\nAditi Rao',
      ['introduced_by Ngozi -> Sebastian Vogel', 'works_at Ngozi -> Lekki Telecom'],
    ],
    [
      'Hi Chen Jing,\n\nCan we meet your team at Yangtze Motors?\n\nRebecca Holt',
      ['works_at Chen Jing -> Yangtze Motors'],
    ],
    ['[09:00] Tom Lee: can we meet your team at Yangtze Motors?', []],
    [
      'Hi Chen Jing,\n\nYou lead the call with Anna Berg at Yangtze Motors.\n\nRebecca Holt',
      ['works_at Anna Berg -> Yangtze Motors'],
    ],
    // Credits to the one they were passed to.
    [
      'Diego Rojas reached out after Valentina Cruz passed on our details to him.',
      ['introduced_by Diego Rojas -> Valentina Cruz'],
    ],
    // Knowing.
    [
      '[10:01] Femi Adewale: does anyone know Clara Jensen at Copenhagen Wind?\n[10:02] Rosa Marín: yes! we were at business school together',
      ['knows Clara Jensen -> Rosa Marín', 'works_at Clara Jensen -> Copenhagen Wind'],
    ],
    ['[10:01] Femi Adewale: does anyone know Clara Jensen?\n[10:02] Rosa Marín: yes but ask Omar Said', []],
    ['Tomás Herrera and Ilse de Jong crossed paths at Shell years ago.', ['knows Ilse de Jong -> Tomás Herrera']],
    ['Jonas Berg and Malik Hassan play five-a-side together.', ['knows Jonas Berg -> Malik Hassan']],
    ['Jonas Berg and Malik Hassan play five-a-side on Thursdays.', []],
    [
      '[14:20] Aiko Mori: ran into Daniel Ferreira at the expo, we used to share an office at Accenture',
      ['knows Aiko Mori -> Daniel Ferreira'],
    ],
    [
      'Hi Farah,\n\nWe have a mutual friend in Jamie Rowe.\n\nOlivia Grant',
      ['knows Farah -> Jamie Rowe', 'knows Olivia Grant -> Jamie Rowe'],
    ],
    ['[12:00] Raj Patel: Anna Berg is an old friend of mine', ['knows Anna Berg -> Raj Patel']],
    ['[12:00] Raj Patel: Anna Berg is a colleague', []],
    // Reporting in org notes.
    ['Lucia Romano leads Marketing. Mateus Rocha moves under Lucia.', ['reports_to Mateus Rocha -> Lucia Romano']],
    [
      'Going forward, the sales team (Anna Berg, Raj Patel) reports to Tom Lee.',
      ['reports_to Anna Berg -> Tom Lee', 'reports_to Raj Patel -> Tom Lee'],
    ],
    ['The sales team (see the Acme Labs deck) reports to Tom Lee.', []],
  ])('%s', (text, expected) => {
    expect(links(text)).toEqual(expected)
  })
})
