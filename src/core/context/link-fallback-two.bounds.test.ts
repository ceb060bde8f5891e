import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'

// The fallback's second pass (link-fallback-two.test.ts), each shape repeated to the maximum input:
// "how did we get to P?" questions and answers line after line, "found us through" and "looped in"
// cues, "a friend of mine" after every person, sentences opening with "she" in one endless line, and
// "joined from C" beside a manager told over and over, subject lines of "<>", introductions with one
// person named, and the writer joining company after company. None may hold the event loop or write past the caps.
const ADVERSARIAL: Record<string, () => string> = {
  'questions and answers, line after line': () =>
    fill(
      '[13:50] Nina Berg: how did we get to Viktor Lind?\n[13:51] Oskar Holm: Ebba Strand made the connection via intro through thanks\n',
    ),
  'questions asking how, with no answer': () => fill('how did we get to Viktor Lind? how how get met found know? '),
  'found us through and looped in, over and over': () =>
    fill('Lukas Hoffmann found us through his former colleague Miriam Adler. Kate Moss looped in Paul Green. '),
  'a friend of mine after every person': () => fill('Dimitris Papas is an old friend of mine, of mine of mine. '),
  'sentences opening with "she" in one line': () =>
    'Maria Lopez works at Acme Corp. ' +
    fill('She was introduced by her friend Daniel Weber. She knows him. ').slice(0, 512 * 1024 - 64),
  'joined from a company beside a manager, over and over': () =>
    fill(
      'Hana Parata reports into Wiremu Tane and joined from Fonterra in June. Wiremu Tane works at Taranaki Dairy. ',
    ),
  'subject lines of names and "<>", endlessly': () =>
    fill('Subject: Aditi Rao Kapoor <> Rohan <> Mei <> <> Ana Lima <>\nYou two should talk.\n'),
  'one endless subject line': () => 'Subject: ' + fill('Aditi Rao <> Rohan Kapoor ').slice(0, 512 * 1024 - 64),
  'people handing us numbers, over and over': () =>
    fill(
      'Called Siosaia Tupou. Losa Taufa handed us his number. Gavin Shaw, a rep at Tilework and an old friend of hers, recommended us. ',
    ),
  'an appositive that never closes': () =>
    'Gavin Shaw, ' + fill('a rep at Tilework and a friend of hers ').slice(0, 512 * 1024 - 64),
  'greetings and suggestions, over and over': () =>
    fill('Hi Joaquín, Valentina Rossi suggested I write to you. They were sent to us by Marcus Hill. '),
  'the writer joining company after company': () =>
    fill("I'm joining Studio9 as Head of Design. I've started a new position at Ink + Oak! I have just joined Plaid. "),
  'through and via with no one reached': () => fill('us through me via to us via of us through found came got '),
}

describeIngestBounds("the fallback's second pass, at the maximum input size (512 KiB)", ADVERSARIAL)
