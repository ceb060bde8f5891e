import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'

// The link shapes of issue 27's fifth pass (link-shapes-five.test.ts), each repeated to the maximum
// input: names read as people by the words around them, chat questions waiting for the next line,
// clauses that look back for a job held or a person replaced, and introductions as notes tell them.

const ADVERSARIAL: Record<string, () => string> = {
  "names where a link's end stands": () =>
    fill(
      "Her boss is Andriy Shevchenko, and he supervises Oksana Bondar. Niklas Brunner's team: Lea Huber, Jonas Graf. Rangi Tamihana is under Aroha Ngata. At Farid Haidari's suggestion she is joining Shirin Ahmadi's team; Adrian was referred to us by Funmilayo Bankole. ",
    ),
  'a chat of questions, each answered by the next': () =>
    fill(
      "[10:01] Maria Lopez: how do you know Daniel Aziz?\n[10:02] Laura Vogel: who does Daniel Aziz answer to?\n[10:03] Peter Novak: Laura Vogel. I know him well. Who is Peter Novak's manager?\n",
    ),
  'jobs held until a time gone by, and people replaced, in one long sentence': () =>
    fill(
      'Laura Vogel, who ran sales at Orbit Bank until last year, replaced him as head of ops at Kite Labs and took over from Daniel Aziz as CFO of Tema Ports, ',
    ),
  'relative clauses with a subject of their own, and introductions as notes tell them': () =>
    fill(
      'Laura Vogel, who I mentioned, overlapped with your CFO, Daniel Aziz, at McKinsey. Intro call with Peter Novak (Kite Labs), via Maria Lopez. Referred by Ana Lima. Sara Haddad, meet Omar Farouk. Jeroen Bakker made the introduction. Met Lea Huber today. ',
    ),
}

describeIngestBounds('fifth-pass link shape bounds at the maximum input size (512 KiB)', ADVERSARIAL)
