import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'

// The N1 pass's shapes (n1-near-misses.test.ts), each repeated to the maximum input: business slots (a
// look at the two tokens before a run and the two after it), outside roles on signature and CRM lines,
// second predicates stopped by a pronoun or a possessive object, lists with their own descriptions (one
// bounded look back over the list), chat speakers remembered per reader (a capped set), "Us:"/"Them:"
// lines, initials in parentheses, honorifics after given names and products in apposition.
const ADVERSARIAL: Record<string, () => string> = {
  'business slots over and over': () =>
    fill(
      'now CTO of Sakura Ledger, still at Pampa Seguros from Sahel Power, where to Gdańsk Shipyards, where their dye supplier, Anadolu Kimya, our agency, Stella Events, of of at at , where , where CTO of CTO of ',
    ),
  'outside roles on signature and CRM lines': () =>
    fill(
      'Best,\nAino Korhonen\n(advisor to Kaamos Systems)\nCRM note — Ortakoy Textiles (account owner: Elif Yıldız) (account owner: (account owner: : :\n',
    ),
  'second predicates after pronouns and possessive objects': () =>
    fill(
      "I saw she moved over from Ashanti Gold and now runs it and he and she and now runs. He'll sit with Florencia Díaz's team and report to her and with Ana's and to Bo's and ",
    ),
  'lists with their own descriptions': () =>
    fill(
      'In attendance: Sara Ibrahim (secretary) and Paul Dubois of Dubois Avocats (counsel), Ana Lima (x), Bo Berg (y) and Cy Dahl of Acme ( ) ( ) and of from ',
    ),
  'chat speakers and pronouns, line after line': () =>
    fill(
      '[09:40] Lars Andersen: Sofia Berg approved\n[09:41] Kata Mazur: who is her boss?\n[09:42] Lars Andersen: she reports to Anders Holm\n',
    ),
  'Us and Them lines': () =>
    fill(
      'Us: Harriet Cole (AM), Sam Patel (SE) — Fernhill Software\nThem: Wiremu Hohaia (GM), Priya Ramaswamy\nUs: : Them: — — (\n',
    ),
  'initials, honorifics after names and products in apposition': () =>
    fill(
      'Sam Patel (SE) (AG) (SA) Mehmet Öztürk, Mehmet Bey, Bey Bey Hanım, Lumen Flow, the scheduling module; Kōwhai Flow (our analytics add-on), the the module, ',
    ),
  'thanks for introductions and firms that send people': () =>
    fill(
      'Hi Kwame,\nAnd thanks again for connecting me with Yaw Boateng; thank you so much for putting me in touch with Ana Lima. a recruiter from Talentbridge, Rachel Osei, a journalist from from , , thanks thanks for for\n',
    ),
}

describeIngestBounds('the N1 pass: a fresh batch of near misses, at the maximum input size (512 KiB)', ADVERSARIAL)
