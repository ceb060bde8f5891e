import { describe, expect, it } from 'vitest'
import { shapeRead as read } from '../../../test/support/link-shapes.js'

// The shapes of issue 27's second fresh-writer pass (t901-t940), each with every person, company and
// link the reader should find and nothing more: names a fresh writer gives where no other cue stands,
// companies after "portfolio company" and "now with", org headings, reporting lines "under him" and in
// parentheses, a chat's "P, this is Q", referrals, classmates, two-word given names, self-introductions,
// a quoted reply's "your account manager", moves that name the new employer, and staying at a company.

describe('people and companies a second fresh writer names', () => {
  it.each([
    // A negated verb, a question about whom one reports to, "heard from", and a name joined to a full name.
    ["Just so you know, Anneli Korhonen isn't there anymore.", ['Anneli Korhonen'], [], []],
    ['Who does Keanu Akana report to now?', ['Keanu Akana'], [], []],
    ['Has anyone heard from Rangi Parata lately?', ['Rangi Parata'], [], []],
    ['Jasper Li and Sun-hee Park will join the team.', ['Jasper Li', 'Sun-hee Park'], [], []],
    // A gerund opening a subject line is no part of the name after it; nor is one before no name.
    ['Subject: Welcoming Marama Te Rangi', ['Marama Te Rangi'], [], []],
    ['Presenting Quarterly Results Today', [], [], []],
    // "portfolio company C": a company, whose CEO works there (but "The company Anna Berg founded").
    [
      'Their portfolio company Harbour Mint is hiring; its CEO, Sipho Dlamini, reports to the board.',
      ['Sipho Dlamini'],
      ['Harbour Mint'],
      ['works_at Sipho Dlamini -> Harbour Mint'],
    ],
    ['The company Anna Berg founded is hiring.', ['Anna Berg'], [], []],
    // After a person and "from", before a verb: a company, whatever its first word ("Saigon").
    [
      'Minh Anh from Saigon Roast joined; so did her boss, Tran Van Duc.',
      ['Minh Anh', 'Tran Van Duc'],
      ['Saigon Roast'],
      [
        'reports_to Minh Anh -> Tran Van Duc',
        'works_at Minh Anh -> Saigon Roast',
        'works_at Tran Van Duc -> Saigon Roast',
      ],
    ],
    // "(was VP Finance at C)" is a former employer; "is now with D as ..." the new one.
    [
      'Akosua Mensah (was VP Finance at Gold Coast Cocoa) is now with Accra Angels as an investment partner.',
      ['Akosua Mensah'],
      ['Accra Angels', 'Gold Coast Cocoa'],
      ['left_for Akosua Mensah -> Accra Angels', 'works_at Akosua Mensah -> Accra Angels'],
    ],
  ])('%j', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('links a second fresh writer draws', () => {
  it.each([
    // An org heading's one company holds both ends of the reporting lines; a heading of two companies, neither.
    [
      'Team update from Kestrel Analytics\n\nBartek Zieliński and Aylin Demir will both be reporting into Nguyen Thi Lan from Monday.',
      ['Aylin Demir', 'Bartek Zieliński', 'Nguyen Thi Lan'],
      ['Kestrel Analytics'],
      [
        'reports_to Aylin Demir -> Nguyen Thi Lan',
        'reports_to Bartek Zieliński -> Nguyen Thi Lan',
        'works_at Aylin Demir -> Kestrel Analytics',
        'works_at Bartek Zieliński -> Kestrel Analytics',
        'works_at Nguyen Thi Lan -> Kestrel Analytics',
      ],
    ],
    [
      'Org update: Kestrel Analytics and Tern Bank\n\nBartek Zieliński will report to Nguyen Thi Lan.',
      ['Bartek Zieliński', 'Nguyen Thi Lan'],
      ['Kestrel Analytics', 'Tern Bank'],
      ['reports_to Bartek Zieliński -> Nguyen Thi Lan'],
    ],
    // "with Q and R under him": they report to the one named before "with"; without "with", nobody.
    [
      'Claims: Emeka Nwankwo (lead), with Tala Faleolo and Jonas Lindgren under him.',
      ['Emeka Nwankwo', 'Jonas Lindgren', 'Tala Faleolo'],
      [],
      ['reports_to Jonas Lindgren -> Emeka Nwankwo', 'reports_to Tala Faleolo -> Emeka Nwankwo'],
    ],
    ['Present: Tala Faleolo under him.', ['Tala Faleolo'], [], []],
    // "(analyst, works for Amani)": the one before the parentheses reports to Amani.
    [
      'From Cobalt & Reed: Amani Njoroge (partner), Tevita Lolohea (analyst, works for Amani)',
      ['Amani Njoroge', 'Tevita Lolohea'],
      ['Cobalt & Reed'],
      [
        'reports_to Tevita Lolohea -> Amani Njoroge',
        'works_at Amani Njoroge -> Cobalt & Reed',
        'works_at Tevita Lolohea -> Cobalt & Reed',
      ],
    ],
    // A chat's "P, this is Q": the speaker introduces both ("hi Deniz!" vouches for the given name).
    [
      '[10:02] Ikaika Kahale: @Deniz you two should meet — Deniz Yılmaz, this is Chioma Okafor from Baobab Freight\n[10:03] Chioma Okafor: hi Deniz! thanks Ikaika',
      ['Chioma Okafor', 'Deniz Yılmaz', 'Ikaika Kahale'],
      ['Baobab Freight'],
      [
        'introduced_by Chioma Okafor -> Ikaika Kahale',
        'introduced_by Deniz Yılmaz -> Ikaika Kahale',
        'works_at Chioma Okafor -> Baobab Freight',
      ],
    ],
    // "warm referral from P": the one the note is about was referred by P.
    [
      'Call log: Nnamdi Obi, COO, Lekki Ports\nSource: warm referral from Helga Sørensen, one of our advisors.',
      ['Helga Sørensen', 'Nnamdi Obi'],
      ['Lekki Ports'],
      ['introduced_by Nnamdi Obi -> Helga Sørensen', 'works_at Nnamdi Obi -> Lekki Ports'],
    ],
    // "he and P were classmates": the one "he" is knows P.
    [
      'Coffee with Min-jun Seo (Hanbit Robotics). Turns out he and Aarav Khanna were classmates.',
      ['Aarav Khanna', 'Min-jun Seo'],
      ['Hanbit Robotics'],
      ['knows Aarav Khanna -> Min-jun Seo', 'works_at Min-jun Seo -> Hanbit Robotics'],
    ],
    // A two-word given name opening the full name read before is that person.
    [
      'Cc: Ana Paula Souza <anapaula@saffronstack.io>\n\nAna Paula reports to Priyanka Iyer.',
      ['Ana Paula Souza', 'Priyanka Iyer'],
      [],
      ['reports_to Ana Paula Souza -> Priyanka Iyer'],
    ],
    // "Let me introduce myself": the writer introduces nobody.
    [
      "Hi Dariusz,\n\nLet me introduce myself: I'm Amara Nwosu, account manager at Fernleaf Software.\n\nBest,\nAmara",
      ['Amara Nwosu', 'Dariusz'],
      ['Fernleaf Software'],
      ['works_at Amara Nwosu -> Fernleaf Software'],
    ],
    // A quoted reply turning to its reader: "He" is the one presented, "your account manager" no role at the reader's company.
    [
      'Thanks, clear.\n\nDaniel Okonkwo\nProcurement, Ashdown Foods\n\n> On Tue, Gülşen Yıldız <gulsen@istanbulcloud.com.tr> wrote:\n> Daniel, Karim Benali will be your account manager from February. He joined my team last month, so he reports to me.\n> Gülşen Yıldız\n> Head of Accounts | Istanbul Cloud A.Ş.',
      ['Daniel Okonkwo', 'Gülşen Yıldız', 'Karim Benali'],
      ['Ashdown Foods', 'Istanbul Cloud A.Ş.'],
      [
        'reports_to Karim Benali -> Gülşen Yıldız',
        'works_at Daniel Okonkwo -> Ashdown Foods',
        'works_at Gülşen Yıldız -> Istanbul Cloud A.Ş.',
        'works_at Karim Benali -> Istanbul Cloud A.Ş.',
      ],
    ],
    // A move names the employer now; staying at a company, and a company's contact, work there.
    [
      'Ines Carvalho used to work at Halcyon Dental before joining Brightwell Software.',
      ['Ines Carvalho'],
      ['Brightwell Software', 'Halcyon Dental'],
      ['left_for Ines Carvalho -> Brightwell Software', 'works_at Ines Carvalho -> Brightwell Software'],
    ],
    [
      'Olga Ivanova turned down the offer from Birchwood Capital; she is staying at Volga Analytics.',
      ['Olga Ivanova'],
      ['Birchwood Capital', 'Volga Analytics'],
      ['works_at Olga Ivanova -> Volga Analytics'],
    ],
    // A chat answer's "yeah he is at C" is the one the line before named; "no longer D" a former employer of his.
    [
      'Ewa: has anyone heard from Rangi Parata lately?\nBilal: yeah he is at Kauri Freight now\nEwa: ah so no longer Tasman Bank',
      ['Bilal', 'Ewa', 'Rangi Parata'],
      ['Kauri Freight', 'Tasman Bank'],
      ['left_for Rangi Parata -> Kauri Freight', 'works_at Rangi Parata -> Kauri Freight'],
    ],
    // "Cc'ing my colleague P, so you two can ...": the writer introduces both; copying someone in alone, nobody.
    [
      "Hi Babajide,\n\nCc'ing my colleague Seo-yeon Choi, so you two can sort out the webhook issue directly.\n\nBest,\nMarta Nowicka\nWisla Tech",
      ['Babajide', 'Marta Nowicka', 'Seo-yeon Choi'],
      ['Wisla Tech'],
      [
        'introduced_by Babajide -> Marta Nowicka',
        'introduced_by Seo-yeon Choi -> Marta Nowicka',
        'works_at Marta Nowicka -> Wisla Tech',
        'works_at Seo-yeon Choi -> Wisla Tech',
      ],
    ],
    [
      "Hi Babajide,\n\nCc'ing my colleague Seo-yeon Choi for the webhook issue.\n\nBest,\nMarta Nowicka\nWisla Tech",
      ['Babajide', 'Marta Nowicka', 'Seo-yeon Choi'],
      ['Wisla Tech'],
      ['works_at Marta Nowicka -> Wisla Tech', 'works_at Seo-yeon Choi -> Wisla Tech'],
    ],
    // Looping someone in, then turning to them to present another: the speaker introduces both.
    [
      'Beatriz Almeida: looping in @Takeshi from our Osaka team — Takeshi, Rafael Duarte at Cais Logística is the person I mentioned\nTakeshi Kobayashi: thanks Beatriz! hi Rafael, nice to meet you',
      ['Beatriz Almeida', 'Rafael Duarte', 'Takeshi Kobayashi'],
      ['Cais Logística'],
      [
        'introduced_by Rafael Duarte -> Beatriz Almeida',
        'introduced_by Takeshi Kobayashi -> Beatriz Almeida',
        'works_at Rafael Duarte -> Cais Logística',
      ],
    ],
    // "Our contact there, P": at the company the text is on (after a rebrand, its new name).
    [
      'Heads-up: Mirembe Logistics has rebranded as Nile Crest Freight. Our contact there, Sarah Nakato, still heads the depot.',
      ['Sarah Nakato'],
      ['Mirembe Logistics', 'Nile Crest Freight'],
      ['works_at Sarah Nakato -> Nile Crest Freight'],
    ],
    // "comes to us from D" after joining C: C is the writer's, so the CEO who signs works there (not at D).
    [
      'Team, Marama Te Rangi joins Harakeke Foods on 2 February as Head of Customer Success. Marama comes to us from Kōwhai Bank.\n\nNgā mihi,\nAroha Williams\nCEO',
      ['Aroha Williams', 'Marama Te Rangi'],
      ['Harakeke Foods', 'Kōwhai Bank'],
      [
        'left_for Marama Te Rangi -> Harakeke Foods',
        'works_at Aroha Williams -> Harakeke Foods',
        'works_at Marama Te Rangi -> Harakeke Foods',
      ],
    ],
    // An adverb between a name and a move; "our old contact at C, P, is at D": C is P's former employer.
    [
      'Signe Dahl recently switched from Fjord Bank to Aurora Pay.',
      ['Signe Dahl'],
      ['Aurora Pay', 'Fjord Bank'],
      ['left_for Signe Dahl -> Aurora Pay', 'works_at Signe Dahl -> Aurora Pay'],
    ],
    [
      'Our old contact at Tern Bank, Ivan Petrov, is at Volga Pay these days.',
      ['Ivan Petrov'],
      ['Tern Bank', 'Volga Pay'],
      ['left_for Ivan Petrov -> Volga Pay', 'works_at Ivan Petrov -> Volga Pay'],
    ],
    [
      'Beatriz Lima moved from Jacaranda Bank to Ponte Capital. Her old boss at Jacaranda Bank, Rodrigo Alves, is still there.',
      ['Beatriz Lima', 'Rodrigo Alves'],
      ['Jacaranda Bank', 'Ponte Capital'],
      [
        'left_for Beatriz Lima -> Ponte Capital',
        'works_at Beatriz Lima -> Ponte Capital',
        'works_at Rodrigo Alves -> Jacaranda Bank',
      ],
    ],
    // "putting you in touch with P", "I'd like to introduce P", "thanks to K for pointing us to P": introductions;
    // "I can put you in touch with P", "I would love to introduce you to P sometime": offers, none.
    [
      "Dear Aiko, as promised I'm putting you in touch with Rahul Verma (Delhi Dairy).\n\nBest,\nMaya Cohen",
      ['Aiko', 'Maya Cohen', 'Rahul Verma'],
      ['Delhi Dairy'],
      [
        'introduced_by Aiko -> Maya Cohen',
        'introduced_by Rahul Verma -> Maya Cohen',
        'works_at Rahul Verma -> Delhi Dairy',
      ],
    ],
    [
      "Hi Aiko, I'd like to introduce Rahul Verma of Delhi Dairy.\n\nBest,\nMaya Cohen",
      ['Aiko', 'Maya Cohen', 'Rahul Verma'],
      ['Delhi Dairy'],
      [
        'introduced_by Aiko -> Maya Cohen',
        'introduced_by Rahul Verma -> Maya Cohen',
        'works_at Rahul Verma -> Delhi Dairy',
      ],
    ],
    [
      'Thanks to Kemal Aydin for pointing us to Selin Yildiz at Bosphorus Pay.\n\nBest,\nMaya Cohen',
      ['Kemal Aydin', 'Maya Cohen', 'Selin Yildiz'],
      ['Bosphorus Pay'],
      ['introduced_by Selin Yildiz -> Kemal Aydin', 'works_at Selin Yildiz -> Bosphorus Pay'],
    ],
    [
      'Hi Aiko, I can put you in touch with Rahul Verma if useful.\n\nBest,\nMaya Cohen',
      ['Aiko', 'Maya Cohen', 'Rahul Verma'],
      [],
      [],
    ],
    [
      'Hi Aiko, I would love to introduce you to Rahul Verma sometime.\n\nBest,\nMaya Cohen',
      ['Aiko', 'Maya Cohen', 'Rahul Verma'],
      [],
      [],
    ],
    // An org heading's company holds the others it names in full, but not the one who left.
    [
      'Leadership changes at Falcon Ridge\n\nSunita Reddy has been promoted to COO; the BI squad stays with Rhys Pugh. Marcus Bell, our former COO, has left to start his own firm.',
      ['Marcus Bell', 'Rhys Pugh', 'Sunita Reddy'],
      ['Falcon Ridge'],
      ['works_at Rhys Pugh -> Falcon Ridge', 'works_at Sunita Reddy -> Falcon Ridge'],
    ],
    [
      'Our Anatolia Textiles contact is now Selin Kaya.',
      ['Selin Kaya'],
      ['Anatolia Textiles'],
      ['works_at Selin Kaya -> Anatolia Textiles'],
    ],
  ])('%j', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})
