import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'

// The link shapes of link-shapes-nine.test.ts, each repeated to the maximum input: introduction
// e-mails that turn to each person, greetings of two, replies that thank and move to bcc, credits
// told to the person addressed, moves told in announcements, knowing and reporting in org notes.

const ADVERSARIAL: Record<string, () => string> = {
  'names turned to, one after another, each presenting someone': () =>
    fill(
      'Jana, this is Mateo Rossi; Kwame, as promised, here’s Ioana Marin; Sofía, meet Rangi Walker: Ana, Tom Lee leads ',
    ),
  'names turned to with unclosed asides': () => fill('Jana, as promised as discussed as agreed as per '),
  'greetings of two and hand-overs, in one long sentence': () =>
    fill('Hi Tomasz and Adaeze, connecting you two, moving myself to bcc, '),
  'thanks and bcc, sentence after sentence': () =>
    fill(
      'Thanks Maria Lopez! Moving you to bcc. Thanks, Yuki (moving you to bcc)! Thanks for connecting us, Mele Tupou! ',
    ),
  'thanks for hooking up with, without an end': () =>
    fill('thanks Mele Tupou for hooking me up with Losa Vaipulu and '),
  'greeted people thanked for introducing someone, one after another': () =>
    fill('Hi Maria Lopez, thanks so much for the intro! Thank you for introducing me to Tom Lee, Maria Lopez! '),
  'headings that pair two people, line after line': () =>
    fill('Subject: Anna Berg (Birch Foods) <> Tom Lee (Acme Labs)\nKeoni Kahale / Mei Lin Zhou\nyou two should talk\n'),
  'a heading of many pairs, unclosed parentheses': () => fill('Anna Berg <> Tom Lee / Raj Patel (Acme Labs <> ('),
  'credits told to the person addressed, in one long sentence': () =>
    fill(
      'your name came up in a chat with Hamid Karimi, I got your e-mail from Chidi Nwosu, Raj Malhotra thought we should meet, Anjali Desai suggested I get in touch with you, ',
    ),
  'calls arranged by someone, one after another': () =>
    fill('intro call with Sven Lindgren (Göta Energy), arranged by Maja Nilsson, organised by Taras Bondarenko, '),
  'moves told in announcements, in one long sentence': () =>
    fill(
      'Lars Eriksson is back at Polar Instruments, Wei Zhang has been hired away by Dragon Semiconductors, Aditya Bose has made the jump to Bengal Biotech, Anna Berg is moving on from Acme Labs to join Birch Foods, ',
    ),
  'knowing told in chat and e-mail, one after another': () =>
    fill(
      'Tomás Herrera and Ilse de Jong crossed paths and play football together and we used to share an office, a mutual friend in Jamie Rowe, our mutual friend, ',
    ),
  'chat questions whether anyone knows someone, each answered yes': () =>
    fill('[10:01] Femi Adewale: does anyone know Clara Jensen?\n[10:02] Rosa Marín: yes! old friends\n'),
  'members in parentheses before reports, unclosed': () =>
    fill('(Anna Berg, Raj Patel and Mia Wong) reports to Tom Lee, Mateus Rocha moves under Lucia Romano, (Anna Berg, '),
  'new jobs, stays, office moves and team joins, in one long sentence': () =>
    fill(
      'Grace Owusu has gone to Accra Fintech, exited Andean Textiles, landed at Lima Cargo, is staying at Phoenicia Insurance, has moved from the Hanoi office to the Saigon office of Mekong Logistics, joins the finance team at Kaveri Foods, ',
    ),
  'arrivals from another company and leavings to come, one after another': () =>
    fill('Anna joins us from Acme Labs, has accepted an offer from Birch Foods and will leave Acme Labs to '),
  'next stops and chat answers about moves, one after another': () =>
    fill('Next stop: Head of Supply at Nordlys Dairy! [16:11] Huda Saleh: no, she moved across to Desert Logistics\n'),
  'where the person written to works, unclosed': () =>
    fill(
      'Hi Chen Jing, your team at Yangtze Motors, you lead vendor selection at Lekki Telecom, you’re the person to talk to about ',
    ),
  'details passed on to someone, one after another': () =>
    fill('Valentina Cruz passed on our details to him and gave my number to '),
  'friends of a chat line speaker, one after another': () =>
    fill('[12:00] Raj Patel: Anna Berg is an old friend of mine. Tom Lee is a good friend from school. '),
}

describeIngestBounds('ninth-pass link shape bounds at the maximum input size (512 KiB)', ADVERSARIAL)
