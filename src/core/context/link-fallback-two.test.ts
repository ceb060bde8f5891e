import { describe, expect, it } from 'vitest'
import { shapeLinks as links } from '../../../test/support/link-shapes.js'

// The fallback's second pass (issue 27; links/link-fallback.ts, finish.ts): "he"/"she" opening a
// sentence inside a line, "found us through P", "looped in P", "a friend of mine", a chat question
// asking how we reached someone and the answer after it, and "joined from C" beside a manager's place.
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
  ])('stands back: %s', (text, want) => {
    expect(links(text)).toEqual(want)
  })
})
