import { describe, expect, it } from 'vitest'
import { shapeLinks as links } from '../../../test/support/link-shapes.js'

// The fallback's second pass (issue 27; links/link-fallback.ts, asked-how.ts, intro-subject.ts,
// intro-single.ts, own-move.ts, finish.ts): "he"/"she" opening a sentence inside a line, "found us
// through P", "looped in P", "a friend of mine", a chat question asking how we reached someone and
// the answer after it, an intro mail's "A <> B" subject, introductions with one person named, the
// writer's own new job, and "joined from C" beside a manager's place.
// Each condition has a case where it links and one where it stands back; every case lists all the
// links the reader writes.

describe('the second pass of the fallback links', () => {
  it.each([
    // "She" opening the second sentence of one line is the one the first was about; a friend who introduced.
    [
      'Maria Lopez works at Acme Corp. She was introduced by her friend Daniel Weber.',
      [
        'introduced_by Maria Lopez -> Daniel Weber',
        'knows Daniel Weber -> Maria Lopez',
        'works_at Maria Lopez -> Acme Corp',
      ],
    ],
    // "found us through": the one who found us was introduced by the one after "through".
    [
      'Inbound call: Lukas Hoffmann, IT manager at Rheinwerk Logistik. He found us through his former colleague Miriam Adler.',
      [
        'introduced_by Lukas Hoffmann -> Miriam Adler',
        'knows Lukas Hoffmann -> Miriam Adler',
        'works_at Lukas Hoffmann -> Rheinwerk Logistik',
      ],
    ],
    // "looped in P": P was introduced by the subject.
    [
      'Kate Moss looped in Paul Green from Zenith Labs.',
      ['introduced_by Paul Green -> Kate Moss', 'works_at Paul Green -> Zenith Labs'],
    ],
    // "a friend of mine": the one who signed knows them.
    [
      'Who should we talk to at Ionian Bank? Dimitris Papas. He is an old friend of mine from Athens.\n\nRegards,\nNikos Alexiou',
      ['knows Nikos Alexiou -> Dimitris Papas'],
    ],
    // A chat question asking how we reached someone, and the answer on the next line.
    [
      '[13:50] Nina Berg: how did we get to Viktor Lind?\n[13:51] Oskar Holm: Ebba Strand made the connection last spring',
      ['introduced_by Viktor Lind -> Ebba Strand'],
    ],
    // The answer's pairs are read first: "via Clara Wolf, she knows him" is an introduction and knowing.
    [
      '[10:20] Emma Stone: how did we get to Noah Fischer?\n[10:22] Ben Adler: via Clara Wolf, she knows him from Siemens',
      ['introduced_by Noah Fischer -> Clara Wolf', 'knows Clara Wolf -> Noah Fischer'],
    ],
    // "joined from C" by someone placed beside their manager: a move to where the manager works.
    [
      'Quarterly review with Taranaki Dairy. Present: Aroha Ngata (CEO), Wiremu Tane (Head of Supply) and Hana Parata. Hana reports into Wiremu and joined from Fonterra in June.',
      [
        'left_for Hana Parata -> Taranaki Dairy',
        'reports_to Hana Parata -> Wiremu Tane',
        'works_at Aroha Ngata -> Taranaki Dairy',
        'works_at Hana Parata -> Taranaki Dairy',
        'works_at Wiremu Tane -> Taranaki Dairy',
      ],
    ],
    // An intro mail's subject "A <> B" and a body that hands them over: both were introduced by the writer.
    [
      'Subject: Aditi <> Rohan\n\nRohan Kapoor runs cloud at Deccan Systems. Aditi Rao heads IT at Konkan Ports. You two should compare notes.\n\nSunil Batra',
      [
        'introduced_by Aditi Rao -> Sunil Batra',
        'introduced_by Rohan Kapoor -> Sunil Batra',
        'works_at Aditi Rao -> Konkan Ports',
        'works_at Rohan Kapoor -> Deccan Systems',
      ],
    ],
    // "handed us his number": the one the sentence before was about was introduced by the subject.
    [
      'Called Siosaia Tupou, fleet manager at Polynesia Freight. Losa Taufa handed us his number after the expo.',
      ['introduced_by Siosaia Tupou -> Losa Taufa', 'works_at Siosaia Tupou -> Polynesia Freight'],
    ],
    // "an old friend of hers, recommended us": an introduction, and they know each other.
    [
      'Spoke with the owner, Amaka Eze. She uses Tilework. Gavin Shaw, a sales rep at Tilework and an old friend of hers, recommended us.',
      ['introduced_by Amaka Eze -> Gavin Shaw', 'knows Amaka Eze -> Gavin Shaw', 'works_at Gavin Shaw -> Tilework'],
    ],
    // "suggested I write to you": the one the mail greets.
    [
      'Hi Joaquín,\n\nValentina Rossi, who is now at Tirreno Shipping, suggested I write to you about cold storage.\n\nBest,\nMarco Ferri',
      ['introduced_by Joaquín -> Valentina Rossi', 'works_at Valentina Rossi -> Tirreno Shipping'],
    ],
    // "They were sent to us by": each of the two the sentence before named.
    [
      'Call with Walnut Dental. Dr. Simone Brooks and her office manager Keisha Grant joined. They were sent to us by Marcus Hill, a rep at Patterson Supply.',
      [
        'introduced_by Keisha Grant -> Marcus Hill',
        'introduced_by Simone Brooks -> Marcus Hill',
        'works_at Keisha Grant -> Walnut Dental',
        'works_at Marcus Hill -> Patterson Supply',
      ],
    ],
    // The writer's announced new job: a move.
    [
      "Personal news: after four years at Fjord AI I'm joining Studio9 as Head of Design. — Mirela Dumitrescu",
      ['left_for Mirela Dumitrescu -> Studio9', 'works_at Mirela Dumitrescu -> Studio9'],
    ],
    [
      "Happy to share that I've started a new position as Lead Engineer at Ink + Oak! — Darius Mohammadi",
      ['left_for Darius Mohammadi -> Ink + Oak', 'works_at Darius Mohammadi -> Ink + Oak'],
    ],
    // A move from "our" company when no one says whose it is: kept, from a place unknown.
    [
      "[16:20] Hoang Minh: remember Linh Tran from our Saigon Tech days?\n[16:21] Pham Thu: of course! what's she up to?\n[16:21] Hoang Minh: she left for Mekong Ventures last year, partner there now",
      ['left_for Linh Tran -> Mekong Ventures', 'works_at Linh Tran -> Mekong Ventures'],
    ],
  ])('%s', (text, want) => {
    expect(links(text)).toEqual(want)
  })

  it.each([
    // "via" after something sent, not after someone reaching us.
    ['Paul Green sent the file to us via Kate Moss.', []],
    // "looped" with no "in": no introduction.
    ['Kate Moss looped back with Paul Green on the pricing.', []],
    // "no friend of mine": a negation.
    ['Dimitris Papas is no friend of mine.\n\nNikos Alexiou', []],
    // The answer names no introduction.
    ['[13:50] Nina Berg: how did we get to Viktor Lind?\n[13:51] Oskar Holm: Ebba Strand has his number', []],
    // The answer denies one.
    ['[13:50] Nina Berg: how did we get to Viktor Lind?\n[13:51] Oskar Holm: not via Ebba Strand, a cold email', []],
    // A question that asks no "how": its answer is no introduction.
    ['[13:50] Nina Berg: who is Viktor Lind?\n[13:51] Oskar Holm: Ebba Strand made the connection last spring', []],
    // The answer must come next: a line between, and it is about something else.
    [
      '[13:50] Nina Berg: how did we get to Viktor Lind?\n[13:51] Oskar Holm: no idea\n[13:52] Nina Berg: Ebba Strand made the connection to Kobalt',
      [],
    ],
    // "used to run procurement at C" beside a report's manager: no move read ("joined from" only).
    [
      'Notes: Pebble Beach Labs sales call\nTheir buyer Fatima Zahra attended with her boss, Youssef Benali. Youssef used to run procurement at Atlas Telecom.',
      [
        'reports_to Fatima Zahra -> Youssef Benali',
        'works_at Fatima Zahra -> Pebble Beach Labs',
        'works_at Youssef Benali -> Pebble Beach Labs',
      ],
    ],
    // A subject of three, or no hand-over in the body: no introduction read from the subject.
    [
      'Subject: Aditi <> Rohan <> Mei\n\nRohan Kapoor runs cloud at Deccan Systems. Aditi Rao heads IT at Konkan Ports. You two should compare notes.\n\nSunil Batra',
      ['works_at Aditi Rao -> Konkan Ports', 'works_at Rohan Kapoor -> Deccan Systems'],
    ],
    [
      'Subject: Aditi <> Rohan\n\nRohan Kapoor runs cloud at Deccan Systems. Aditi Rao heads IT at Konkan Ports.\n\nSunil Batra',
      ['works_at Aditi Rao -> Konkan Ports', 'works_at Rohan Kapoor -> Deccan Systems'],
    ],
    // Something handed over that is no one's contact.
    [
      'Called Siosaia Tupou, fleet manager at Polynesia Freight. Losa Taufa handed us the brochure after the expo.',
      ['works_at Siosaia Tupou -> Polynesia Freight'],
    ],
    // "suggested I wait": no writing to the greeted one.
    ['Hi Joaquín,\n\nValentina Rossi suggested I wait until March.\n\nBest,\nMarco Ferri', []],
    // "They" with one person named before: not two people.
    ['Call with Walnut Dental. Simone Brooks joined. They were sent to us by Marcus Hill.', []],
    // A clause of time, and a year: a story of the past, no announced move.
    [
      'Hola Javier, Raúl Jiménez trained me when I started at Telefónica.\n\nCarmen Ruiz',
      ['works_at Carmen Ruiz -> Telefónica'],
    ],
    ['I joined Plaid in 2015 as an engineer.\n\nInes Carvalho', ['works_at Ines Carvalho -> Plaid']],
    ["I'm not joining Plaid after all.\n\nInes Carvalho", []],
  ])('stands back: %s', (text, want) => {
    expect(links(text)).toEqual(want)
  })
})
