import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'

// The link shapes of link-shapes-eight.test.ts, each repeated to the maximum input: requests to be
// introduced, main verbs after relative clauses that name people, companies named like people where
// only an employer stands, lists' entries after a comma, and links told apart from
// the names (a relative clause's introducer, a manager in parentheses, clefts, chat answers).

const ADVERSARIAL: Record<string, () => string> = {
  'requests to be introduced, in one long sentence': () =>
    fill('could you introduce me to Olga Ivanova, can you introduce us to Piotr Nowak and introducing '),
  'relative clauses naming people before a main verb, unclosed': () =>
    fill('Hugo Martin, who reports to Chloé Dubois, who knows Léa Bernard, Tom Becker, '),
  'companies named like people after leaving, moving and working': () =>
    fill(
      'Petra Kraus left Hugo Boss for Adidas and moved from John Lewis to Ocado, works at Philip Morris, a partner at Ted Baker, ',
    ),
  'a comma after a person, then reports, one after another': () => fill('knows Chloé Dubois, reports to Léa Bernard, '),
  'links told apart from the names, one after another': () =>
    fill(
      'Amira Haddad, whom Karim Nassar introduced to us, Tom Becker (manager: Anna Kowalski) and our intro to Lars Berg came from Ingrid Holm; it was Maria Santos who introduced us (they go way back), ',
    ),
  "chat answers to who someone's boss is, with commas": () =>
    fill("[15:01] Liam Walsh: who is Niamh Byrne's boss now?\n[15:03] Cian Doyle: Aoife Kelly, since the reorg\n"),
  'members joined on a team, staff of a lead and introducers in parentheses': () =>
    fill(
      "Camila Souza and Rafael Lima, both on his team, Markus Huber is one of her analysts, one of Claudia Weiss's engineers, Thabo Nkosi (intro: Lindiwe Dube) and (manager: ",
    ),
  'chat questions whether two people are connected, each answered': () =>
    fill(
      '[09:10] Nadia Rahman: are Omar Sheikh and Bilal Qureshi connected at all?\n[09:12] Sana Javed: yes, old friends\n',
    ),
  'yes-or-no questions, one after another': () =>
    fill('Does Tom Becker report to Anna Berg? Do Omar Sheikh and Bilal Qureshi know each other? '),
  'they before an acquaintance in sentences of many people, and names after has known and oversees': () =>
    fill('Tomas Lind and Anna Berg (they go way back), plus Rui Alves, has known Ole Bakke, oversees Daichi Mori and '),
  'staff listed after a colon and jobs in appositives, one after another': () =>
    fill('Farah Aziz manages two people on the account: Imran Sadiq and Zainab Noor, a lawyer at Philip Morris, '),
  "a person's report to someone and codenames introduced, one after another": () =>
    fill("Tom Becker's report to Anna Berg, Lina Berg introduced Project Falcon to the board and "),
}

describeIngestBounds('eighth-pass link shape bounds at the maximum input size (512 KiB)', ADVERSARIAL)
