import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'
import { CONTEXT_LIMITS } from './artifacts.js'

// The people-links pass's shapes (people-links.test.ts), each repeated to the maximum input: names
// with particles and honorifics, nicknames, greetings of two-word names, record headings, attendee
// lines, crossed turns, looping in, "I worked with him", jobs made conditions, "lead ... under",
// "their" after "here at", departments on signature lines. None may hold the event loop or write
// past the caps; the finishing pass's reporting-line lookups stay linear in the links.
const MAX = CONTEXT_LIMITS.maxContentBytes

const ADVERSARIAL: Record<string, () => string> = {
  'particles in a row, and particles that never reach a name': () =>
    fill('Sofia Ricci will lead Growth under Marieke van der Berg. Ana de la Cruz met Joost van den Broek. '),
  'an endless run of particles': () => 'Pieter ' + fill('van den der de la ').slice(0, MAX - 16),
  'honorifics before names and before nothing': () =>
    fill(
      'Chiara Rossi reports to our CMO, Dr. Paul Weber. Attendees: mr. Joost Smit, Dr. Ana Lima (Vela Foods). Dr. Mr. Ms. ',
    ),
  'nicknames in quotes, and quotes that never close': () =>
    fill("Przemysław 'Przemek' Nowicki joined Kuda Ledger. Robert \"Bob\" Smith left. 'Anna ").slice(0, MAX - 1) + "'",
  'greetings of two-word names': () =>
    fill('Hi Thanh Huong, hi Kemal,\nDear Ana Paula!\nHi Lotus Way Logistics Group,\n'),
  'a greeting before an endless run of capitalised words': () => 'Hi ' + fill('Thanh Huong ').slice(0, MAX - 8),
  'record headings and account contacts': () =>
    fill(
      'Contact record — Hamid Rezaei\nCompany: Persepolis Software GmbH\nManager: Katharina von Stetten\nAccount note — Anatolia Textiles A.Ş.\nPrimary contact: Zeynep Çelik, Sourcing Director.\n',
    ),
  'attendee headings and list lines': () =>
    fill(
      "Attendee list — Lagos Breakfast\n1. Chiamaka Obi — Flutterwave\n2. Femi Adeleke — angel investor\n| Jarkko Niemi | ML Lead | reports to Sigrid Aalto |\nVille Laine — Controller, Satu's team\n",
    ),
  'a list line with an endless role': () => 'Hanna Berg — ' + fill('auditor, ').slice(0, MAX - 32) + ' KPMG Oy',
  'crossed turns, looping in and writer ties': () =>
    fill(
      "Efua, Kwesi Appiah runs treasury at Volta. Kwesi, Efua Mensah is our product lead. I'm looping in my colleague Sung-min Choi. Sung-min, Chinedu Okeke is COO at Onitsha. I worked with him at Ecobank.\n",
    ),
  'conditions on jobs and leads under': () =>
    fill(
      "If hired, Maya Cohen joins Omar Haddad's team at Tern Bank. Ana Lima will lead Growth under Paulo Reis. She heads the unit under him. ",
    ),
  'their after here at, reporting lines with titles in play': () =>
    fill(
      'Kemi Adeyemi, our COO here at Cobalt Ridge, knows their CFO, Fatima Haddad. Call with Ana Lima (Vela Foods). Ana reports to Paulo Reis (CFO). Tern Bank. ',
    ),
  'signature lines: a signer, a department, a company': () =>
    fill('Thanks,\nLiisa Heikkinen\nNordic Trade Desk\nDirector, Professional Services\nSkagerrak Systems AB\n'),
  'my team, my co-founder at, my last day at, paired legal forms': () =>
    fill(
      "Rohan from my team will send it; she joined my team. Omar is my co-founder at Sahel Routing. Today is my last day at Nordhavn A/S. From Monday I'll be at Maersk. Coromandel Cold Chain Pvt. Ltd and Lion City Pte. Ltd. Pvt. Pvt. ",
    ),
  'a note heading with one company, its attendees, and moves told with a side': () =>
    fill(
      'Offsite — notes (Harbour & Vine Ltd)\nPresent: Grace Mwangi, Tomás Silva\nOne change on our side: Lakshmi Rao left us for Zoho.\nUnilever, Rabobank.\n',
    ),
  'follow-ups after "To do:", "Separately," and a team, and dated headings': () =>
    fill(
      'Call w/ Tahu Rangihau — 14 Jan\nTo do: send template samples by Tuesday.\nSeparately, Rohan from my team will send the deck by Friday. To do: To do: from my team from ',
    ),
  'domains of initials, thanks turned to a name, worked at with': () =>
    fill(
      'To: Emi Nakamura <e.nakamura@kaiyo-ds.co.jp>\nKaiyo Department Stores, KDS Ltd.\nIngrid Solberg, thanks again for introducing us to Jonas Lindgren. Rehema Kimaro used to work at Tanzania Breweries with our own Sophie Lindahl.\n',
    ),
  'lone given names beside from my team and say hi to': () =>
    fill('Rohan from my team will send it. Say hi to Kenji for me. Mehmet from your finance team joins. '),
}

describeIngestBounds('people links the reader finds, at the maximum input size (512 KiB)', ADVERSARIAL)
