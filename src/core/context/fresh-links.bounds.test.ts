import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'
import { CONTEXT_LIMITS } from './artifacts.js'

// The second fresh-writer pass's shapes (fresh-links.test.ts), each repeated to the maximum input:
// negated verbs and questions after names, gerunds before names, names joined by "and", "portfolio
// company" and "now with", org headings, "under him" lists, "works for" in parentheses, a chat's "P,
// this is Q", referrals, classmates, two-word given names, "introduce myself", "your account manager",
// moves, staying and a company's contact. None may hold the event loop or write past the caps.
const MAX = CONTEXT_LIMITS.maxContentBytes

const ADVERSARIAL: Record<string, () => string> = {
  'negated verbs, questions and "heard from" after names': () =>
    fill("Anneli Korhonen isn't there. Who does Keanu Akana report to? Heard from Rangi Parata? Did Ana Li report to "),
  'gerunds before names': () => fill('Subject: Welcoming Marama Te Rangi\nIntroducing Welcoming Presenting Ana Souza '),
  'an endless run of capitalised gerunds': () => 'Subject: ' + fill('Welcoming Presenting ').slice(0, MAX - 32),
  'names joined by and': () => fill('Jasper Li and Sun-hee Park and Ana Lima and Tom Reed and Kofi and '),
  'a person, from and a company': () =>
    fill('Minh Anh from Saigon Roast joined; Tran Van Duc from Hanoi Tea Co from Ana Lima from from Kofi joined. '),
  'portfolio companies and now with': () =>
    fill('their portfolio company Harbour Mint, sister company Orbit Freight, is now with Accra Angels as a partner. '),
  'org headings': () =>
    'Team update from Kestrel Analytics\n' +
    fill('Bartek Zielinski and Aylin Demir report to Nguyen Thi Lan. Ana reports to Bartek Zielinski.\n').slice(
      0,
      MAX - 64,
    ),
  'one endless org heading': () => 'Org change from ' + fill('Kestrel Analytics ').slice(0, MAX - 32),
  'under him lists': () => fill('Emeka Nwankwo (lead), with Tala Faleolo and Jonas Lindgren, Ana Lima under him. '),
  'an endless list before under him': () =>
    'Emeka Nwankwo, with ' + fill('Tala Faleolo and ').slice(0, MAX - 32) + ' under him',
  'works for in parentheses': () =>
    fill('Tevita Lolohea (analyst, works for Amani), Amani Njoroge (reports to Tevita) ( works for ( '),
  'this is, in chat lines': () =>
    fill('[10:02] Ikaika Kahale: Deniz Yılmaz, this is Chioma Okafor, this is Ana Lima\nhi Deniz! thanks Ikaika\n'),
  'referrals and classmates': () =>
    fill('Nnamdi Obi called. Source: warm referral from Helga Sørensen. Then he and Aarav Khanna were classmates. '),
  'two-word given names': () => fill('Ana Paula Souza, Ana Paula, Nguyen Thi Lan, Nguyen Thi, Ana Paula Souza Lima. '),
  'introduce myself, your account manager': () =>
    fill(
      "Let me introduce myself: I'm Amara Nwosu. Daniel, Karim Benali will be your account manager. He reports to me. ",
    ),
  'chat answers and no longer': () =>
    fill(
      'Ewa: heard from Rangi Parata?\nBilal: yeah he is at Kauri Freight now\nEwa: ah so no longer Tasman Bank, no longer no longer\n',
    ),
  "Cc'ing and you two": () =>
    fill(
      "Cc'ing my colleague Seo-yeon Choi, so you two can talk. Looping in Takeshi; adding you both; copying you two. ",
    ),
  "an endless sentence after one Cc'ing": () => "Cc'ing Seo-yeon Choi " + fill('and you ').slice(0, MAX - 32),
  'looping in, then turning to the one looped in': () =>
    fill('Beatriz Almeida: looping in @Takeshi — Takeshi, Rafael Duarte, Ana Lima, Takeshi, Takeshi, is the one\n'),
  'contacts there': () =>
    fill('Mirembe Logistics is now Nile Crest Freight. Our contact there, Sarah Nakato, our contact there is Ana. '),
  'comes to us': () =>
    fill('Marama Te Rangi joins Harakeke Foods. Marama comes to us from Kōwhai Bank; came to us to us comes to us. '),
  'adverbs before moves, old contacts': () =>
    fill(
      'Signe Dahl recently switched from Fjord Bank. Our old contact at Tern Bank, Ivan Petrov, is at Volga Pay. Ana Li just quietly ',
    ),
  'in touch, like to introduce, pointing us to': () =>
    fill(
      "I'm putting you two in touch with Rahul Verma. I'd like to introduce Ana Lima, Tom Reed and Kofi. Thanks to Kemal Aydin for pointing us to Selin Yildiz. ",
    ),
  'an endless introduction': () => "I'd like to introduce " + fill('Ana Lima, Tom Reed and ').slice(0, MAX - 32),
  'moves, staying and contacts': () =>
    fill(
      'Ines Carvalho used to work at Halcyon Dental before joining Brightwell Software; she is staying at Volga Analytics. Our Anatolia Textiles contact is now Selin Kaya. ',
    ),
}

describeIngestBounds('links a second fresh writer draws, at the maximum input size (512 KiB)', ADVERSARIAL)
