import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'
import { CONTEXT_LIMITS } from './artifacts.js'

// The third fresh-writer pass's shapes (fresh-works-at.test.ts), each repeated to the maximum input:
// "our"/"your" and a role or team by a name, "our side" under a heading of two companies, a CRM
// account's bullets, chat speakers with a tag, firms named for founders, departments, names spelled by
// addresses, a company's own meeting and its label lines, a sign-off's team line, "our AE on C".
// None may hold the event loop or write past the caps.
const MAX = CONTEXT_LIMITS.maxContentBytes

const ADVERSARIAL: Record<string, () => string> = {
  'our and your, a role and a name': () =>
    fill(
      'Dear Khalid,\nOur trainer Mehmet Öztürk, your finance director, Ms. Layla Al-Hinai, Rashid Ali in your billing team, our shipping agent, Yonas Bekele of Horn Logistics. ',
    ),
  'an endless run of role words after our': () => 'Our ' + fill('site finance team ').slice(0, MAX - 32),
  'an endless list in parentheses after a team': () =>
    'Our finance team (' + fill('Aylin Çelik and Efua Quaye, ').slice(0, MAX - 32),
  'our side under a heading of two companies': () =>
    'Quarterly review: Kestrel Freight / Valo Analytics Oy\n' +
    fill('From Kestrel Freight: Adebayo Okonkwo, Ngozi Eze\nFrom our side: Aino Virtanen, Mikko Heikkinen\n').slice(
      0,
      MAX - 64,
    ),
  'an account and endless bullets': () =>
    'ACCOUNT: Harbour & Finch Insurance\nOwner: Nomvula Dlamini\nContacts\n' +
    fill("- Callum O'Reilly, Head of Claims\n- Fiona Walsh: left for Aviva\n- Precious Nkosi (analyst)\n").slice(
      0,
      MAX - 96,
    ),
  'chat speakers with tags': () =>
    fill('Kofi Asante (Granite Peak): morning\nDariusz Nowak (Lumen Robotics): hi\nOlusegun Bakare (Guest): hello\n'),
  'an unclosed tag after a speaker': () => 'Dariusz Nowak (' + fill('Lumen Robotics ').slice(0, MAX - 32),
  'firms named for founders': () => fill('Mwangi & Otieno Advocates, Kojo & Ama & Tallow & Wick Ltd & '),
  'departments named like companies': () => fill('Customer Engineering, Client Services, Head of Client Services. '),
  'names spelled by addresses': () =>
    fill('Aroha Ngata, reach her at aroha.ngata@saltmarsh.io or aroha-ngata-aroha.ngata.x@ '),
  'an endless local part': () => fill('aroha.ngata.'),
  "a company's own meeting and its label lines": () =>
    'Zephyr Labs daily standup, Thu 15 Jan\n' +
    fill('Here: Kaito Yamamoto, Zainab Sani (on call), Wojciech Mazur\nCandidate: Deniz Aksoy\n').slice(0, MAX - 64),
  'an endless label line': () => 'Zephyr Labs standup\nHere: ' + fill('Kaito Yamamoto, (on call ').slice(0, MAX - 32),
  "a sign-off's team lines": () => fill('Thanks,\nSindre\nPeople Team, Fjellnett AS\nwho joins us\n'),
  'our AE on an account, in parentheses': () =>
    fill('Arranged by: Tariq Mahmood (our AE on Zenith Dairy for Baltic Creamery on '),
  'sites after company names': () => fill('Location: Mekong Foods HQ, Pixel HQ, Mekong Foods Ltd HQ HQ campus '),
  "a person and a company's team": () =>
    fill('thanks to Yetunde Balogun and the whole Orbital Freight team, Ana Lima and the rest of the and the '),
  'from us in an attendee list, owns it': () =>
    fill('Attendees: Sakura Endo (VP), and from us Ayodele Martins and Hamid Rezaei. Ayodele owns it. '),
  "a company's group and its people": () =>
    fill("Ridgeway's QA folks (me and Kiri Tane and Ines Carvalho), Ridgeway's data team: Ana Lima, Ridgeway's "),
  'columns of signatures': () =>
    fill(
      'Adaora Nnaji                      Samuel Boateng\tKofi Asante   \t   Steelgate Installations Ltd       Ltd\n',
    ),
  'two companies joined by an ampersand': () =>
    fill('Partner sync: Quokka Pay & Saguaro Commerce Inc. & Harbour Foods & Co Ltd & Pay & Pay Inc & '),
  'hired from': () =>
    fill(
      'Sakura Endo works at Pinecrest Hotels. Sakura hired Dmitri Volkov from Marriott; we poached Ana Lima from hired from ',
    ),
  'tagged speakers asking, and everyday asks': () =>
    fill(
      'Kofi Asante (Granite Peak): @Sun-hee can you check the tiers before Friday? I will send the NDA by Monday\n2. Ayşe to issue the drawings by Friday. Liam will price it next Tuesday.\n',
    ),
  'legal forms with their stops before capitals': () =>
    fill('from Anatolia Tekstil A.Ş. Reza Tehrani, Andina Retail S.A.S. Met A.Ş. A.Ş. S.A.S. A/S. Kft. '),
}

describeIngestBounds('works-at a third fresh writer draws, at the maximum input size (512 KiB)', ADVERSARIAL)
