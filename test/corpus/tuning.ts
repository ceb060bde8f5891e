import { TUNING_LINKS } from './tuning-links.js'
import { TUNING_LINKS_THREE } from './tuning-links-three.js'
import { TUNING_WORKS_AT } from './tuning-works-at.js'
import { TUNING_LINKS_FOUR } from './tuning-links-four.js'
import { TUNING_FIRST_NAMES } from './tuning-first-names.js'
import { TUNING_LINKS_SEVEN } from './tuning-links-seven.js'
import { TUNING_LINKS_EIGHT } from './tuning-links-eight.js'
import { TUNING_LINKS_NINE } from './tuning-links-nine.js'
import { TUNING_WORKS_AT_TWO } from './tuning-works-at-two.js'
import { TUNING_LINK_ENDS_TWO } from './tuning-link-ends-two.js'
import { TUNING_WORKS_AT_THREE } from './tuning-works-at-three.js'
import { TUNING_LINKS_TEN } from './tuning-links-ten.js'
import { TUNING_WORKS_AT_FOUR } from './tuning-works-at-four.js'
import { TUNING_LINKS_ELEVEN } from './tuning-links-eleven.js'
import { TUNING_FRESH } from './tuning-fresh.js'
import { TUNING_FRESH_LINKS } from './tuning-fresh-links.js'
import { TUNING_FRESH_WORKS_AT } from './tuning-fresh-works-at.js'
import { TUNING_FRESH_PEOPLE_LINKS } from './tuning-fresh-people-links.js'
import { TUNING_FRESH_INTROS } from './tuning-fresh-intros.js'
import { TUNING_FRESH_SAMPLE_THREE } from './tuning-fresh-sample-three.js'
import { TUNING_FRESH_SAMPLE_TWO } from './tuning-fresh-sample-two.js'
import { TUNING_FRESH_SAMPLE } from './tuning-fresh-sample.js'
import { TUNING_NEAR_MISSES_FRESH } from './tuning-near-misses-fresh.js'
import { TUNING_NEAR_MISSES_FRESH_TWO } from './tuning-near-misses-fresh-two.js'
import { TUNING_FRESH_SAMPLE_SEVEN } from './tuning-fresh-sample-seven.js'
import { TUNING_NEAR_MISSES_FRESH_THREE } from './tuning-near-misses-fresh-three.js'
import { TUNING_FRESH_SAMPLE_EIGHT } from './tuning-fresh-sample-eight.js'
import { TUNING_FRESH_SAMPLE_NINE } from './tuning-fresh-sample-nine.js'
import type { CorpusText } from './types.js'

/** The tuning half: the extractor's rules were adjusted while reading its failures (t126-t164 in tuning-links.ts, t165-t190 in tuning-links-three.ts, w01-w40 in tuning-works-at.ts, t301-t420 in tuning-links-four.ts, f01-f12 in tuning-first-names.ts, t421-t548 in tuning-links-seven.ts, w61-w120 in tuning-works-at-two.ts, t751-t800 in tuning-link-ends-two.ts, w121-w180 in tuning-works-at-three.ts, t691-t750 in tuning-links-ten.ts, w181-w240 in tuning-works-at-four.ts, t801-t860 in tuning-links-eleven.ts, t861-t900 in tuning-fresh.ts, t901-t940 in tuning-fresh-links.ts, t941-t980 in tuning-fresh-works-at.ts, t981-t1020 in tuning-fresh-people-links.ts, t1021-t1060 in tuning-fresh-intros.ts, t1061-t1100 in tuning-fresh-sample.ts, t1101-t1140 in tuning-fresh-sample-two.ts, t1141-t1180 in tuning-fresh-sample-three.ts, t1261-t1300 in tuning-near-misses-fresh.ts, t1341-t1380 in tuning-near-misses-fresh-two.ts, t1381-t1420 in tuning-fresh-sample-seven.ts, t1421-t1460 in tuning-near-misses-fresh-three.ts, t1461-t1500 in tuning-fresh-sample-eight.ts, t1501-t1540 in tuning-fresh-sample-nine.ts). */
export const TUNING: CorpusText[] = [
  {
    id: 't01',
    genre: 'meeting notes',
    text: `Met Tomas Lindqvist (tomas@fjordline-ai.com) today. Tomas works at Fjordline AI as Head of Growth. He mentioned that Sarah Chen, their CFO, wants a demo next week.`,
    people: ['Tomas Lindqvist', 'Sarah Chen'],
    companies: ['Fjordline AI'],
    worksAt: [
      ['Tomas Lindqvist', 'Fjordline AI'],
      ['Sarah Chen', 'Fjordline AI'],
    ],
  },
  {
    id: 't02',
    genre: 'e-mail',
    text: `From: Pieter de Vries <pieter.devries@tulipa.nl>
Subject: Next steps

Hi Anna,

Thanks for yesterday. I've shared the contract with our legal counsel, Femke Jansen, who will review it this week.

Best regards,
Pieter de Vries
Head of Procurement
Tulipa Flowers BV`,
    people: ['Pieter de Vries', 'Femke Jansen', 'Anna'],
    companies: ['Tulipa Flowers BV'],
    worksAt: [
      ['Pieter de Vries', 'Tulipa Flowers BV'],
      ['Femke Jansen', 'Tulipa Flowers BV'],
    ],
  },
  {
    id: 't03',
    genre: 'chat',
    text: `[11:02] Jamal Reed: Adding Sarah Kim from Brightpath Labs to the thread
[11:03] Sarah Kim: hi all! happy to help with the integration`,
    people: ['Jamal Reed', 'Sarah Kim'],
    companies: ['Brightpath Labs'],
    worksAt: [['Sarah Kim', 'Brightpath Labs']],
  },
  {
    id: 't04',
    genre: 'call log',
    text: `Call with Michael Brown, CTO of Ironclad Security. 30 minutes. He wants SSO and audit logs. Follow up with Michael on Friday with the roadmap.`,
    people: ['Michael Brown'],
    companies: ['Ironclad Security'],
    worksAt: [['Michael Brown', 'Ironclad Security']],
  },
  {
    id: 't05',
    genre: 'introduction',
    text: `Hi both — introducing Elena Petrov (Partner at Danube Ventures) and Jacob Miller, founder of Loopwise. Jacob is raising a seed round; Elena invests in developer tools. I'll let you take it from here.

Best,
Hannah Cole`,
    people: ['Elena Petrov', 'Jacob Miller', 'Hannah Cole'],
    companies: ['Danube Ventures', 'Loopwise'],
    worksAt: [
      ['Elena Petrov', 'Danube Ventures'],
      ['Jacob Miller', 'Loopwise'],
    ],
    links: [
      ['introduced_by', 'Elena Petrov', 'Hannah Cole'],
      ['introduced_by', 'Jacob Miller', 'Hannah Cole'],
    ],
  },
  {
    id: 't06',
    genre: 'job change',
    text: `Thrilled to share that Maria García-López has joined Nordbank AG as VP Engineering, after six years at Fjordline AI.`,
    people: ['Maria García-López'],
    companies: ['Nordbank AG', 'Fjordline AI'],
    worksAt: [['Maria García-López', 'Nordbank AG']],
    links: [['left_for', 'Maria García-López', 'Nordbank AG']],
  },
  {
    id: 't07',
    genre: 'attendee list',
    text: `Attendees: Tomas Lindqvist (Fjordline AI), Sarah Chen (CFO, Fjordline AI), Priya Raman, Oliver Smith from Nordbank AG.`,
    people: ['Tomas Lindqvist', 'Sarah Chen', 'Priya Raman', 'Oliver Smith'],
    companies: ['Fjordline AI', 'Nordbank AG'],
    worksAt: [
      ['Tomas Lindqvist', 'Fjordline AI'],
      ['Sarah Chen', 'Fjordline AI'],
      ['Oliver Smith', 'Nordbank AG'],
    ],
  },
  {
    id: 't08',
    genre: 'no names',
    text: `Happy Monday! Thanks for all the hard work last week. The new dashboard ships on Thursday; please test it in staging before then.`,
    people: [],
    companies: [],
    worksAt: [],
  },
  {
    id: 't09',
    genre: 'meeting notes',
    text: `Notes — Meridian Health kickoff
Attendees: Laura Bianchi (laura.bianchi@meridianhealth.com), Kevin O'Brien, our team.
Laura is Meridian Health's Director of IT. Kevin reports to Laura and will own the rollout.
Schedule the training sessions for March 3.`,
    people: ['Laura Bianchi', "Kevin O'Brien"],
    companies: ['Meridian Health'],
    worksAt: [
      ['Laura Bianchi', 'Meridian Health'],
      ["Kevin O'Brien", 'Meridian Health'],
    ],
    links: [['reports_to', "Kevin O'Brien", 'Laura Bianchi']],
  },
  {
    id: 't10',
    genre: 'e-mail',
    text: `Hi Sam,

Zoë Dubois is our new Head of Marketing and she'd love to talk about co-marketing. You can reach her at zoe.dubois@lumiere-studio.fr.

Thanks,
Antoine Leroy
CEO, Lumière Studio`,
    people: ['Zoë Dubois', 'Antoine Leroy', 'Sam'],
    companies: ['Lumière Studio'],
    worksAt: [
      ['Zoë Dubois', 'Lumière Studio'],
      ['Antoine Leroy', 'Lumière Studio'],
    ],
  },
  {
    id: 't11',
    genre: 'chat',
    text: `btw Raj Patel @ Stellar Payments is leaving for Coinbase end of month. we should find a new champion there`,
    people: ['Raj Patel'],
    companies: ['Stellar Payments', 'Coinbase'],
    worksAt: [['Raj Patel', 'Coinbase']],
    links: [['left_for', 'Raj Patel', 'Coinbase']],
  },
  {
    id: 't12',
    genre: 'call log',
    text: `Call log 2026-01-20: spoke with Ingrid Larsen (ingrid@nordkapp.no), COO at Nordkapp Seafood. She knows Erik Dahl from our advisory board. Next step: send pricing by next Tuesday.`,
    people: ['Ingrid Larsen', 'Erik Dahl'],
    companies: ['Nordkapp Seafood'],
    worksAt: [['Ingrid Larsen', 'Nordkapp Seafood']],
    links: [['knows', 'Erik Dahl', 'Ingrid Larsen']],
  },
  {
    id: 't13',
    genre: 'introduction',
    text: `Alex Turner introduced me to Naomi Levy, Head of Data at Cedar Health. Naomi and Alex used to work together at McKinsey.`,
    people: ['Alex Turner', 'Naomi Levy'],
    companies: ['Cedar Health', 'McKinsey'],
    worksAt: [['Naomi Levy', 'Cedar Health']],
    links: [
      ['introduced_by', 'Naomi Levy', 'Alex Turner'],
      ['knows', 'Alex Turner', 'Naomi Levy'],
    ],
  },
  {
    id: 't14',
    genre: 'job change',
    text: `Big move: Daniel Kim left Acme Robotics for Vertex AI, where he is now Head of Product.`,
    people: ['Daniel Kim'],
    companies: ['Acme Robotics', 'Vertex AI'],
    worksAt: [['Daniel Kim', 'Vertex AI']],
    links: [['left_for', 'Daniel Kim', 'Vertex AI']],
  },
  {
    id: 't15',
    genre: 'attendee list',
    text: `Participants
Lisa Wong - Engineering Manager - Parallax Games
Omar Haddad - Parallax Games
Julia Svensson (Nordic Bytes)`,
    people: ['Lisa Wong', 'Omar Haddad', 'Julia Svensson'],
    companies: ['Parallax Games', 'Nordic Bytes'],
    worksAt: [
      ['Lisa Wong', 'Parallax Games'],
      ['Omar Haddad', 'Parallax Games'],
      ['Julia Svensson', 'Nordic Bytes'],
    ],
  },
  {
    id: 't16',
    genre: 'no names',
    text: `Please remember to fill in your timesheets by Friday. The finance team will close the books on January 31.`,
    people: [],
    companies: [],
    worksAt: [],
  },
  {
    id: 't17',
    genre: 'e-mail',
    text: `Hello,

For invoices please write to ap@corvid-logistics.com or sales@corvid-logistics.com for new orders.

Kind regards,
Corvid Logistics Ltd`,
    people: [],
    companies: ['Corvid Logistics Ltd'],
    worksAt: [],
  },
  {
    id: 't18',
    genre: 'meeting notes',
    text: `Partner review with Blue Harbor Capital.
Morgan Ellis is a Partner at Blue Harbor Capital. Her associate, Ethan Clarke, joined the call.
Ethan reports to Morgan. Send the data room link to Ethan tomorrow.`,
    people: ['Morgan Ellis', 'Ethan Clarke'],
    companies: ['Blue Harbor Capital'],
    worksAt: [
      ['Morgan Ellis', 'Blue Harbor Capital'],
      ['Ethan Clarke', 'Blue Harbor Capital'],
    ],
    links: [['reports_to', 'Ethan Clarke', 'Morgan Ellis']],
  },
  {
    id: 't19',
    genre: 'chat',
    text: `sarah: who owns the Quillstone account now?
mike: Grace Liu, she took over from Paul Evans when he moved to Harbor Bank`,
    people: ['Grace Liu', 'Paul Evans'],
    companies: ['Quillstone', 'Harbor Bank'],
    worksAt: [['Paul Evans', 'Harbor Bank']],
    links: [['left_for', 'Paul Evans', 'Harbor Bank']],
  },
  {
    id: 't20',
    genre: 'call log',
    text: `Outbound call to Thomas Müller, Einkaufsleiter at Bergmann Maschinenbau GmbH (t.mueller@bergmann-mb.de, +49 89 5550 1234). Interested, wants German-language docs.`,
    people: ['Thomas Müller'],
    companies: ['Bergmann Maschinenbau GmbH'],
    worksAt: [['Thomas Müller', 'Bergmann Maschinenbau GmbH']],
  },
  {
    id: 't21',
    genre: 'introduction',
    text: `Thanks Priya for the introduction to Lucas Moreau! Lucas, I'm the CTO at Gridwise and we're exploring battery analytics.

Best,
Hannah Weiss`,
    people: ['Lucas Moreau', 'Hannah Weiss', 'Priya'],
    companies: ['Gridwise'],
    worksAt: [['Hannah Weiss', 'Gridwise']],
    links: [['introduced_by', 'Lucas Moreau', 'Priya']],
  },
  {
    id: 't22',
    genre: 'job change',
    text: `Stefan Novak has moved from Globex to Initech as Director of Operations.`,
    people: ['Stefan Novak'],
    companies: ['Globex', 'Initech'],
    worksAt: [['Stefan Novak', 'Initech']],
    links: [['left_for', 'Stefan Novak', 'Initech']],
  },
  {
    id: 't23',
    genre: 'attendee list',
    text: `Who was there: Ana Souza (Verde Bank), Kwame Mensah (Accra Fintech), Emily Carter, and two people from Orbit Labs.`,
    people: ['Ana Souza', 'Kwame Mensah', 'Emily Carter'],
    companies: ['Verde Bank', 'Accra Fintech', 'Orbit Labs'],
    worksAt: [
      ['Ana Souza', 'Verde Bank'],
      ['Kwame Mensah', 'Accra Fintech'],
    ],
  },
  {
    id: 't24',
    genre: 'no names',
    text: `Q3 goals: ship the mobile app, reduce onboarding time by half, and hire two engineers in Berlin.`,
    people: [],
    companies: [],
    worksAt: [],
  },
  {
    id: 't25',
    genre: 'e-mail',
    text: `> Hi Rosa, can you send me the updated forecast?
> Jim

Hi Jim,

Attached. Note that Tobias Wagner now reports to me, so please copy him on anything budget related.

Rosa Fernández
Finance Director
Solvia Group
rosa.fernandez@solvia.es`,
    people: ['Rosa Fernández', 'Tobias Wagner', 'Jim'],
    companies: ['Solvia Group'],
    worksAt: [
      ['Rosa Fernández', 'Solvia Group'],
      ['Tobias Wagner', 'Solvia Group'],
    ],
    links: [['reports_to', 'Tobias Wagner', 'Rosa Fernández']],
  },
  {
    id: 't26',
    genre: 'meeting notes',
    text: `Pipeline review. Northwind Traders: Jordan Avery (Head of Partnerships) is our champion; his boss is the CRO, Dana Fox. Need to book a call with Dana before the renewal.`,
    people: ['Jordan Avery', 'Dana Fox'],
    companies: ['Northwind Traders'],
    worksAt: [
      ['Jordan Avery', 'Northwind Traders'],
      ['Dana Fox', 'Northwind Traders'],
    ],
    links: [['reports_to', 'Jordan Avery', 'Dana Fox']],
  },
  {
    id: 't27',
    genre: 'chat',
    text: `Sophie Laurent from Clairvue just signed!! thanks Marco Bellini for the referral`,
    people: ['Sophie Laurent', 'Marco Bellini'],
    companies: ['Clairvue'],
    worksAt: [['Sophie Laurent', 'Clairvue']],
    links: [['introduced_by', 'Sophie Laurent', 'Marco Bellini']],
  },
  {
    id: 't28',
    genre: 'call log',
    text: `Call with Aoife Kelly, Head of People at Shamrock Software. She manages Cian Walsh, who ran the last vendor evaluation. Aoife asked for a security review.`,
    people: ['Aoife Kelly', 'Cian Walsh'],
    companies: ['Shamrock Software'],
    worksAt: [
      ['Aoife Kelly', 'Shamrock Software'],
      ['Cian Walsh', 'Shamrock Software'],
    ],
    links: [['reports_to', 'Cian Walsh', 'Aoife Kelly']],
  },
  {
    id: 't29',
    genre: 'introduction',
    text: `Subject: Intro — Ravi Shankar (Tata Digital) / Ellen Brooks (Summit Partners)
Ravi, Ellen is the investor I mentioned. Ellen, Ravi is leading the new platform unit at Tata Digital. Over to you both!
— Chris`,
    people: ['Ravi Shankar', 'Ellen Brooks', 'Chris'],
    companies: ['Tata Digital', 'Summit Partners'],
    worksAt: [
      ['Ravi Shankar', 'Tata Digital'],
      ['Ellen Brooks', 'Summit Partners'],
    ],
    links: [
      ['introduced_by', 'Ravi Shankar', 'Chris'],
      ['introduced_by', 'Ellen Brooks', 'Chris'],
    ],
  },
  {
    id: 't30',
    genre: 'job change',
    text: `After 5 great years at Stripe, I'm excited to announce I've joined Plaid as Head of Partnerships! — Ines Carvalho`,
    people: ['Ines Carvalho'],
    companies: ['Stripe', 'Plaid'],
    worksAt: [['Ines Carvalho', 'Plaid']],
    links: [['left_for', 'Ines Carvalho', 'Plaid']],
  },
  {
    id: 't31',
    genre: 'attendee list',
    text: `Attendees:
Mark Davies, VP Sales, Oakridge Systems
Helen Price, Oakridge Systems
Yusuf Demir, Istanbul Tech Partners`,
    people: ['Mark Davies', 'Helen Price', 'Yusuf Demir'],
    companies: ['Oakridge Systems', 'Istanbul Tech Partners'],
    worksAt: [
      ['Mark Davies', 'Oakridge Systems'],
      ['Helen Price', 'Oakridge Systems'],
      ['Yusuf Demir', 'Istanbul Tech Partners'],
    ],
  },
  {
    id: 't32',
    genre: 'no names',
    text: `Thanks! Looking forward to it. Let's sync again in January after the holidays.`,
    people: [],
    companies: [],
    worksAt: [],
  },
  {
    id: 't33',
    genre: 'e-mail',
    text: `Hi Karen,

I'm writing on behalf of Silverline Consulting. Our managing partner, George Hall, asked me to share the attached proposal.

Warm regards,
Amira Nasser
Silverline Consulting
amira.nasser@silverline-consulting.com | +44 20 5550 1234`,
    people: ['George Hall', 'Amira Nasser', 'Karen'],
    companies: ['Silverline Consulting'],
    worksAt: [
      ['George Hall', 'Silverline Consulting'],
      ['Amira Nasser', 'Silverline Consulting'],
    ],
  },
  {
    id: 't34',
    genre: 'meeting notes',
    text: `Sync with Orion Retail. Attendees: Paula Jiménez, Sven Olsen.
Paula is Orion Retail's CMO. Sven is a data analyst who knows our CEO, Ruth Adler, from university.
Send Paula the case study by Monday.`,
    people: ['Paula Jiménez', 'Sven Olsen', 'Ruth Adler'],
    companies: ['Orion Retail'],
    worksAt: [
      ['Paula Jiménez', 'Orion Retail'],
      ['Sven Olsen', 'Orion Retail'],
    ],
    links: [['knows', 'Ruth Adler', 'Sven Olsen']],
  },
  {
    id: 't35',
    genre: 'chat',
    text: `Nice — Olga Ivanova is now at Kraken Data as VP Engineering. she used to be at Yandex`,
    people: ['Olga Ivanova'],
    companies: ['Kraken Data', 'Yandex'],
    worksAt: [['Olga Ivanova', 'Kraken Data']],
    links: [['left_for', 'Olga Ivanova', 'Kraken Data']],
  },
  {
    id: 't36',
    genre: 'call log',
    text: `Call notes: Benjamin Cohen (benjamin@lighthouse-ai.com) — Lighthouse AI. Benjamin is the CEO; his cofounder Tal Mizrahi runs engineering. Schedule follow-up in 3 days.`,
    people: ['Benjamin Cohen', 'Tal Mizrahi'],
    companies: ['Lighthouse AI'],
    worksAt: [
      ['Benjamin Cohen', 'Lighthouse AI'],
      ['Tal Mizrahi', 'Lighthouse AI'],
    ],
  },
  {
    id: 't37',
    genre: 'introduction',
    text: `Emma, meet Noor Haddad. Noor is Head of Design at Palmtree Studio and was introduced to me by Oscar Lindahl. Noor, Emma Walsh runs product at Finchly.`,
    people: ['Noor Haddad', 'Oscar Lindahl', 'Emma Walsh'],
    companies: ['Palmtree Studio', 'Finchly'],
    worksAt: [
      ['Noor Haddad', 'Palmtree Studio'],
      ['Emma Walsh', 'Finchly'],
    ],
    links: [['introduced_by', 'Noor Haddad', 'Oscar Lindahl']],
  },
  {
    id: 't38',
    genre: 'job change',
    text: `New role alert: Grace Hopper is now Chief Technology Officer at Initech. She previously worked at Umbrella Corp.`,
    people: ['Grace Hopper'],
    companies: ['Initech', 'Umbrella Corp'],
    worksAt: [['Grace Hopper', 'Initech']],
    links: [['left_for', 'Grace Hopper', 'Initech']],
  },
  {
    id: 't39',
    genre: 'attendee list',
    text: `Invitees - Thursday demo: Björn Andersson (bjorn@skogtech.se), Lin Wei, Patrick O'Neill (Dublin Data Co).`,
    people: ['Björn Andersson', 'Lin Wei', "Patrick O'Neill"],
    companies: ['Dublin Data Co'],
    worksAt: [["Patrick O'Neill", 'Dublin Data Co']],
  },
  {
    id: 't40',
    genre: 'no names',
    text: `Reminder: team lunch on Wednesday at noon. Vegetarian options available. RSVP in the channel.`,
    people: [],
    companies: [],
    worksAt: [],
  },
  {
    id: 't41',
    genre: 'meeting notes',
    text: `Kickoff with Halcyon Bio. Dr. Amelia Hart, who heads clinical operations at Halcyon Bio, joined with her deputy Jean-Luc Moreau.
Amelia wants weekly status reports. Send Jean-Luc the project plan tomorrow.`,
    people: ['Amelia Hart', 'Jean-Luc Moreau'],
    companies: ['Halcyon Bio'],
    worksAt: [
      ['Amelia Hart', 'Halcyon Bio'],
      ['Jean-Luc Moreau', 'Halcyon Bio'],
    ],
    links: [['reports_to', 'Jean-Luc Moreau', 'Amelia Hart']],
  },
  {
    id: 't42',
    genre: 'e-mail',
    text: `Hi Priyanka,

Siobhán Ní Bhriain from Corrib Analytics's finance team asked me to forward this. She is cc'd.

Thanks
Mark Ellison | Account Manager | Westport Software
mark.ellison@westportsoftware.com`,
    people: ['Siobhán Ní Bhriain', 'Mark Ellison', 'Priyanka'],
    companies: ['Corrib Analytics', 'Westport Software'],
    worksAt: [
      ['Siobhán Ní Bhriain', 'Corrib Analytics'],
      ['Mark Ellison', 'Westport Software'],
    ],
  },
  {
    id: 't43',
    genre: 'chat',
    text: `FYI Nina Hoffmann - Head of Data @ Glasswing - is joining our webinar. Her boss, Uwe Klein, might come too.`,
    people: ['Nina Hoffmann', 'Uwe Klein'],
    companies: ['Glasswing'],
    worksAt: [
      ['Nina Hoffmann', 'Glasswing'],
      ['Uwe Klein', 'Glasswing'],
    ],
    links: [['reports_to', 'Nina Hoffmann', 'Uwe Klein']],
  },
  {
    id: 't44',
    genre: 'job change',
    text: `Promotion: Carmen Reyes has been promoted to Chief Operating Officer at Solera Foods.`,
    people: ['Carmen Reyes'],
    companies: ['Solera Foods'],
    worksAt: [['Carmen Reyes', 'Solera Foods']],
  },
  {
    id: 't45',
    genre: 'job change',
    text: `Vikram Singh is Zephyr Robotics's new CTO. He was previously VP Engineering at Cogwheel Systems.`,
    people: ['Vikram Singh'],
    companies: ['Zephyr Robotics', 'Cogwheel Systems'],
    worksAt: [['Vikram Singh', 'Zephyr Robotics']],
    links: [['left_for', 'Vikram Singh', 'Zephyr Robotics']],
  },
  {
    id: 't46',
    genre: 'call log',
    text: `Spoke with Oren Shapiro of Negev Solar. Oren and his colleague Dalia Katz both joined from Sunbeam Energy last year.`,
    people: ['Oren Shapiro', 'Dalia Katz'],
    companies: ['Negev Solar', 'Sunbeam Energy'],
    worksAt: [
      ['Oren Shapiro', 'Negev Solar'],
      ['Dalia Katz', 'Negev Solar'],
    ],
    links: [
      ['left_for', 'Oren Shapiro', 'Negev Solar'],
      ['left_for', 'Dalia Katz', 'Negev Solar'],
      ['knows', 'Dalia Katz', 'Oren Shapiro'],
    ],
  },
  {
    id: 't47',
    genre: 'introduction',
    text: `Hi Gabriela, meet Thomas Wright (CFO, Redfern Media). Thomas, Gabriela Souza is the founder of Ipanema Labs. You were both referred by Kate Morgan.`,
    people: ['Thomas Wright', 'Gabriela Souza', 'Kate Morgan'],
    companies: ['Redfern Media', 'Ipanema Labs'],
    worksAt: [
      ['Thomas Wright', 'Redfern Media'],
      ['Gabriela Souza', 'Ipanema Labs'],
    ],
    links: [
      ['introduced_by', 'Thomas Wright', 'Kate Morgan'],
      ['introduced_by', 'Gabriela Souza', 'Kate Morgan'],
    ],
  },
  {
    id: 't48',
    genre: 'attendee list',
    text: `cc: Ruth Bader (Lexington Legal), Samuel Green (Lexington Legal), Ivy Chen`,
    people: ['Ruth Bader', 'Samuel Green', 'Ivy Chen'],
    companies: ['Lexington Legal'],
    worksAt: [
      ['Ruth Bader', 'Lexington Legal'],
      ['Samuel Green', 'Lexington Legal'],
    ],
  },
  {
    id: 't49',
    genre: 'meeting notes',
    text: `Renewal call, Arcadia Hotels. Their GM, Paolo Conti, reports into the regional director, Sophie Blanc. Sophie knows our founder Max Berger well.`,
    people: ['Paolo Conti', 'Sophie Blanc', 'Max Berger'],
    companies: ['Arcadia Hotels'],
    worksAt: [
      ['Paolo Conti', 'Arcadia Hotels'],
      ['Sophie Blanc', 'Arcadia Hotels'],
    ],
    links: [
      ['reports_to', 'Paolo Conti', 'Sophie Blanc'],
      ['knows', 'Max Berger', 'Sophie Blanc'],
    ],
  },
  {
    id: 't50',
    genre: 'e-mail',
    text: `On Mon, Feb 2, 2026 at 9:12 AM Hiroshi Sato <hiroshi.sato@kitsune-games.jp> wrote:
> Could you send the contract to our legal team?

Sure, sending it to Yumi Ito on your legal team today.
— Claire Dubois, Customer Success, Paperplane`,
    people: ['Hiroshi Sato', 'Yumi Ito', 'Claire Dubois'],
    companies: ['Paperplane'],
    worksAt: [['Claire Dubois', 'Paperplane']],
  },
  {
    id: 't51',
    genre: 'chat',
    text: `anyone know Tom Hughes? ex-Salesforce, now Head of Sales at Brightwave. Rita Gomez says he's great`,
    people: ['Tom Hughes', 'Rita Gomez'],
    companies: ['Salesforce', 'Brightwave'],
    worksAt: [['Tom Hughes', 'Brightwave']],
    links: [
      ['left_for', 'Tom Hughes', 'Brightwave'],
      ['knows', 'Rita Gomez', 'Tom Hughes'],
    ],
  },
  {
    id: 't52',
    genre: 'call log',
    text: `Outbound: left voicemail for Patricia Núñez (Compras, Andes Retail SA, +56 2 5555 1234). Try again Friday.`,
    people: ['Patricia Núñez'],
    companies: ['Andes Retail SA'],
    worksAt: [['Patricia Núñez', 'Andes Retail SA']],
  },
  {
    id: 't53',
    genre: 'job change',
    text: `Jonas Eklund took a new role as Head of Finance at Fjellstad Energy, leaving Aurora Capital after eight years.`,
    people: ['Jonas Eklund'],
    companies: ['Fjellstad Energy', 'Aurora Capital'],
    worksAt: [['Jonas Eklund', 'Fjellstad Energy']],
    links: [['left_for', 'Jonas Eklund', 'Fjellstad Energy']],
  },
  {
    id: 't54',
    genre: 'no names',
    text: `Action items: update the pricing page, fix the onboarding email, and prepare the Q1 board deck. Deadline: Feb 28.`,
    people: [],
    companies: [],
    worksAt: [],
  },
  {
    id: 't55',
    genre: 'attendee list',
    text: `Panel: Moderator - Aisha Rahman (TechNova). Speakers - Luis Ortega, CTO at Cimarron Cloud; Beth Adams, Partner at Keystone Ventures.`,
    people: ['Aisha Rahman', 'Luis Ortega', 'Beth Adams'],
    companies: ['TechNova', 'Cimarron Cloud', 'Keystone Ventures'],
    worksAt: [
      ['Aisha Rahman', 'TechNova'],
      ['Luis Ortega', 'Cimarron Cloud'],
      ['Beth Adams', 'Keystone Ventures'],
    ],
  },
  {
    id: 't56',
    genre: 'introduction',
    text: `Owen Price (Bluebird Health) was introduced to us by Megan Fox of Riverbend Capital. Owen would like a pilot in Q2.`,
    people: ['Owen Price', 'Megan Fox'],
    companies: ['Bluebird Health', 'Riverbend Capital'],
    worksAt: [
      ['Owen Price', 'Bluebird Health'],
      ['Megan Fox', 'Riverbend Capital'],
    ],
    links: [['introduced_by', 'Owen Price', 'Megan Fox']],
  },
  {
    id: 't57',
    genre: 'meeting notes',
    text: `Notes from Vantage Retail: Mary-Kate O'Neil (mk.oneil@vantageretail.com) is the buyer. She works closely with Derek Lam, their merchandising director.`,
    people: ["Mary-Kate O'Neil", 'Derek Lam'],
    companies: ['Vantage Retail'],
    worksAt: [
      ["Mary-Kate O'Neil", 'Vantage Retail'],
      ['Derek Lam', 'Vantage Retail'],
    ],
    links: [['knows', 'Derek Lam', "Mary-Kate O'Neil"]],
  },
  {
    id: 't58',
    genre: 'e-mail',
    text: `Dear Mr. Okonkwo,

Thank you for your time today. As discussed, our COO, Sandra Lee, will send the term sheet.

Sincerely,
Michael Grant
Director of Partnerships
Evergreen Analytics`,
    people: ['Okonkwo', 'Sandra Lee', 'Michael Grant'],
    companies: ['Evergreen Analytics'],
    worksAt: [
      ['Sandra Lee', 'Evergreen Analytics'],
      ['Michael Grant', 'Evergreen Analytics'],
    ],
  },
  {
    id: 't59',
    genre: 'chat',
    text: `Update from Bea: Kofi Boateng at Accra Logistics wants the API docs. Kofi reports to Ama Owusu, their CTO.`,
    people: ['Kofi Boateng', 'Ama Owusu'],
    companies: ['Accra Logistics'],
    worksAt: [
      ['Kofi Boateng', 'Accra Logistics'],
      ['Ama Owusu', 'Accra Logistics'],
    ],
    links: [['reports_to', 'Kofi Boateng', 'Ama Owusu']],
  },
  {
    id: 't60',
    genre: 'no names',
    text: `Great session today, thanks all! Slides are in the drive. Next meetup is on the first Thursday of April.`,
    people: [],
    companies: [],
    worksAt: [],
  },
  {
    id: 't61',
    genre: 'meeting notes',
    text: `Good sync with the Brightwater Analytics team. Present: Omar Haddad (Director), Lucia Romero (Analyst) and Sven Aalto (CTO). They want pricing by Friday.`,
    people: ['Omar Haddad', 'Lucia Romero', 'Sven Aalto'],
    companies: ['Brightwater Analytics'],
    worksAt: [
      ['Omar Haddad', 'Brightwater Analytics'],
      ['Lucia Romero', 'Brightwater Analytics'],
      ['Sven Aalto', 'Brightwater Analytics'],
    ],
    tasks: [],
  },
  {
    id: 't62',
    genre: 'meeting notes',
    text: `Halcyon Freight / Lumora Systems — onboarding kick-off
Attendees:
Priya Natarajan (VP Operations, Halcyon Freight, priya.natarajan@halcyonfreight.com)
Marcus Webb, Head of IT, Halcyon Freight
Julia Reyes <julia.reyes@lumorasystems.com>
Daniel Okafor (Solutions Engineer, Lumora Systems)

Priya was introduced by Daniel, who knows her from a previous project. Halcyon wants the dispatch integration live before peak season.
Julia will send the signed order form by Friday.
Marcus to share the API credentials next Tuesday.`,
    people: ['Priya Natarajan', 'Marcus Webb', 'Julia Reyes', 'Daniel Okafor'],
    companies: ['Halcyon Freight', 'Lumora Systems'],
    worksAt: [
      ['Priya Natarajan', 'Halcyon Freight'],
      ['Marcus Webb', 'Halcyon Freight'],
      ['Julia Reyes', 'Lumora Systems'],
      ['Daniel Okafor', 'Lumora Systems'],
    ],
    links: [['introduced_by', 'Priya Natarajan', 'Daniel Okafor']],
    tasks: [
      { text: 'send the signed order form', due: '2026-01-16', assignee: 'Julia Reyes' },
      { text: 'share the API credentials', due: '2026-01-20', assignee: 'Marcus Webb' },
    ],
  },
  // t63–t97 (issue 27, held-out link scores): written, expectations included, before the reader
  // was run on them, in the link shapes the issue lists, so rules are tuned on new text, never on held-out.
  {
    id: 't63',
    genre: 'meeting notes',
    text: `Call with the Kestrel Mobility folks. On the line: Haruto Yamamoto (Head of Fleet), Chidi Okeke (Procurement Lead), Malin Berg (Data Scientist). Haruto owns the budget.`,
    people: ['Haruto Yamamoto', 'Chidi Okeke', 'Malin Berg'],
    companies: ['Kestrel Mobility'],
    worksAt: [
      ['Haruto Yamamoto', 'Kestrel Mobility'],
      ['Chidi Okeke', 'Kestrel Mobility'],
      ['Malin Berg', 'Kestrel Mobility'],
    ],
  },
  {
    id: 't64',
    genre: 'e-mail',
    text: `Hi Tom,

Following up on our chat on Tuesday. My colleague Farah Siddiqui will join the next call — she runs our data platform.

Best,
Mateus Oliveira
Senior Account Executive | Quintessa Insurance
mateus.oliveira@quintessa.com.br`,
    people: ['Farah Siddiqui', 'Mateus Oliveira', 'Tom'],
    companies: ['Quintessa Insurance'],
    worksAt: [
      ['Farah Siddiqui', 'Quintessa Insurance'],
      ['Mateus Oliveira', 'Quintessa Insurance'],
    ],
  },
  {
    id: 't65',
    genre: 'chat',
    text: `[09:14] Dana Whitfield: heads up — Lumen Grid's CTO, Aleksander Nowak, wants a call
[09:15] Kenji Mori: nice! Aleksander knows Ines Duarte from our board`,
    people: ['Dana Whitfield', 'Kenji Mori', 'Aleksander Nowak', 'Ines Duarte'],
    companies: ['Lumen Grid'],
    worksAt: [['Aleksander Nowak', 'Lumen Grid']],
    links: [['knows', 'Aleksander Nowak', 'Ines Duarte']],
  },
  {
    id: 't66',
    genre: 'call log',
    text: `Call log 14 Jan: spoke to Thandiwe Dlamini at Karoo Water Systems. She reports to their COO, Pieter Botha. Pieter signs off on anything over 50k.`,
    people: ['Thandiwe Dlamini', 'Pieter Botha'],
    companies: ['Karoo Water Systems'],
    worksAt: [
      ['Thandiwe Dlamini', 'Karoo Water Systems'],
      ['Pieter Botha', 'Karoo Water Systems'],
    ],
    links: [['reports_to', 'Thandiwe Dlamini', 'Pieter Botha']],
  },
  {
    id: 't67',
    genre: 'introduction',
    text: `Fatima Al-Sayed introduced me to Lars Eriksson, who runs procurement at Hallberg Steel. Lars is keen to see a demo.`,
    people: ['Fatima Al-Sayed', 'Lars Eriksson'],
    companies: ['Hallberg Steel'],
    worksAt: [['Lars Eriksson', 'Hallberg Steel']],
    links: [['introduced_by', 'Lars Eriksson', 'Fatima Al-Sayed']],
  },
  {
    id: 't68',
    genre: 'job change',
    text: `Personnel news: Adaeze Nwosu left Copperline Bank for Meridian Pay last month. She is their new Head of Risk.`,
    people: ['Adaeze Nwosu'],
    companies: ['Copperline Bank', 'Meridian Pay'],
    worksAt: [['Adaeze Nwosu', 'Meridian Pay']],
    links: [['left_for', 'Adaeze Nwosu', 'Meridian Pay']],
  },
  {
    id: 't69',
    genre: 'job change',
    text: `Team,

Starting Monday, Rahul Mehta will lead Customer Success at Tessellate. Rahul reports to Camille Fournier, our COO. Joon-ho Park and Bianca Rossi will report to Rahul.

Camille`,
    people: ['Rahul Mehta', 'Camille Fournier', 'Joon-ho Park', 'Bianca Rossi'],
    companies: ['Tessellate'],
    worksAt: [
      ['Rahul Mehta', 'Tessellate'],
      ['Camille Fournier', 'Tessellate'],
      ['Joon-ho Park', 'Tessellate'],
      ['Bianca Rossi', 'Tessellate'],
    ],
    links: [
      ['reports_to', 'Rahul Mehta', 'Camille Fournier'],
      ['reports_to', 'Joon-ho Park', 'Rahul Mehta'],
      ['reports_to', 'Bianca Rossi', 'Rahul Mehta'],
    ],
  },
  {
    id: 't70',
    genre: 'chat',
    text: `quick note: Siddharth Rao works for Pinecrest Logistics now, and his manager there is Ewa Kowalska`,
    people: ['Siddharth Rao', 'Ewa Kowalska'],
    companies: ['Pinecrest Logistics'],
    worksAt: [
      ['Siddharth Rao', 'Pinecrest Logistics'],
      ['Ewa Kowalska', 'Pinecrest Logistics'],
    ],
    links: [['reports_to', 'Siddharth Rao', 'Ewa Kowalska']],
  },
  {
    id: 't71',
    genre: 'e-mail',
    text: `Hi Olu,

I've looped in my manager, Beatriz Santos, who approves vendor contracts.

Regards,
Nikhil Iyer
Procurement Specialist, Caravel Shipping`,
    people: ['Olu', 'Beatriz Santos', 'Nikhil Iyer'],
    companies: ['Caravel Shipping'],
    worksAt: [
      ['Beatriz Santos', 'Caravel Shipping'],
      ['Nikhil Iyer', 'Caravel Shipping'],
    ],
    links: [['reports_to', 'Nikhil Iyer', 'Beatriz Santos']],
  },
  {
    id: 't72',
    genre: 'meeting notes',
    text: `Meeting with Redwood Dental tomorrow. Contacts: Grace Mwangi (grace.mwangi@redwooddental.com) and Tomasz Zieliński (t.zielinski@redwooddental.com).`,
    people: ['Grace Mwangi', 'Tomasz Zieliński'],
    companies: ['Redwood Dental'],
    worksAt: [
      ['Grace Mwangi', 'Redwood Dental'],
      ['Tomasz Zieliński', 'Redwood Dental'],
    ],
  },
  {
    id: 't73',
    genre: 'attendee list',
    text: `QBR — Arrowhead Foods x Lattice Cloud
Present:
- Svetlana Morozova, VP Supply Chain (Arrowhead Foods)
- Diego Alvarez, Planner (Arrowhead Foods)
- Wei Zhang, Customer Success Manager (Lattice Cloud)
- Hana Novak, Solutions Architect (Lattice Cloud)
Svetlana wants the forecasting module in Q2.`,
    people: ['Svetlana Morozova', 'Diego Alvarez', 'Wei Zhang', 'Hana Novak'],
    companies: ['Arrowhead Foods', 'Lattice Cloud'],
    worksAt: [
      ['Svetlana Morozova', 'Arrowhead Foods'],
      ['Diego Alvarez', 'Arrowhead Foods'],
      ['Wei Zhang', 'Lattice Cloud'],
      ['Hana Novak', 'Lattice Cloud'],
    ],
  },
  {
    id: 't74',
    genre: 'meeting notes',
    text: `Had coffee with Kalani Akana from Pali Ventures and Deepa Krishnan from Monsoon Labs. Kalani knows Deepa from Stanford.`,
    people: ['Kalani Akana', 'Deepa Krishnan'],
    companies: ['Pali Ventures', 'Monsoon Labs'],
    worksAt: [
      ['Kalani Akana', 'Pali Ventures'],
      ['Deepa Krishnan', 'Monsoon Labs'],
    ],
    links: [['knows', 'Kalani Akana', 'Deepa Krishnan']],
  },
  {
    id: 't75',
    genre: 'chat',
    text: `[14:02] Lena Fischer: just got off the phone with Youssef Benali at Atlas Maritime
[14:03] Lena Fischer: Youssef says his boss Miriam Cohen has to approve
[14:04] Arjun Nair: ok, I'll prep a deck for Miriam`,
    people: ['Lena Fischer', 'Youssef Benali', 'Miriam Cohen', 'Arjun Nair'],
    companies: ['Atlas Maritime'],
    worksAt: [
      ['Youssef Benali', 'Atlas Maritime'],
      ['Miriam Cohen', 'Atlas Maritime'],
    ],
    links: [['reports_to', 'Youssef Benali', 'Miriam Cohen']],
  },
  {
    id: 't76',
    genre: 'call log',
    text: `Inbound call — Ngozi Adeyemi, CFO at Lagos Freightworks (+234 1 555 0199). Wants annual billing. Her colleague Tunde Bakare, the CEO, will join next time.`,
    people: ['Ngozi Adeyemi', 'Tunde Bakare'],
    companies: ['Lagos Freightworks'],
    worksAt: [
      ['Ngozi Adeyemi', 'Lagos Freightworks'],
      ['Tunde Bakare', 'Lagos Freightworks'],
    ],
  },
  {
    id: 't77',
    genre: 'job change',
    text: `I'm happy to share that I'm starting a new position as Engineering Manager at Fernwood Health! Grateful for four years at Brightline Media. — Santiago Herrera`,
    people: ['Santiago Herrera'],
    companies: ['Fernwood Health', 'Brightline Media'],
    worksAt: [['Santiago Herrera', 'Fernwood Health']],
    links: [['left_for', 'Santiago Herrera', 'Fernwood Health']],
  },
  {
    id: 't78',
    genre: 'chat',
    text: `per Sunita, Orchid Pharma's head of procurement is Jin-woo Choi, and Orchid Pharma's CTO is Marta Kowalczyk`,
    people: ['Sunita', 'Jin-woo Choi', 'Marta Kowalczyk'],
    companies: ['Orchid Pharma'],
    worksAt: [
      ['Jin-woo Choi', 'Orchid Pharma'],
      ['Marta Kowalczyk', 'Orchid Pharma'],
    ],
  },
  {
    id: 't79',
    genre: 'introduction',
    text: `Subject: Intro: Amara Okafor <> Henrik Larsen

Henrik — meet Amara Okafor, Head of Partnerships at Zuri Health. Amara — Henrik Larsen leads BD at Fjord Medical.
I think you two should talk about distribution in East Africa.

Cheers,
Lucy Tran`,
    people: ['Amara Okafor', 'Henrik Larsen', 'Lucy Tran'],
    companies: ['Zuri Health', 'Fjord Medical'],
    worksAt: [
      ['Amara Okafor', 'Zuri Health'],
      ['Henrik Larsen', 'Fjord Medical'],
    ],
    links: [
      ['introduced_by', 'Amara Okafor', 'Lucy Tran'],
      ['introduced_by', 'Henrik Larsen', 'Lucy Tran'],
    ],
  },
  {
    id: 't80',
    genre: 'meeting notes',
    text: `Lunch with Rania Haddad. She is now at Cobalt Mining as Head of Strategy and reports to the CEO, Ivan Petrović. She used to be at Deloitte.`,
    people: ['Rania Haddad', 'Ivan Petrović'],
    companies: ['Cobalt Mining', 'Deloitte'],
    worksAt: [
      ['Rania Haddad', 'Cobalt Mining'],
      ['Ivan Petrović', 'Cobalt Mining'],
    ],
    links: [
      ['reports_to', 'Rania Haddad', 'Ivan Petrović'],
      ['left_for', 'Rania Haddad', 'Cobalt Mining'],
    ],
  },
  {
    id: 't81',
    genre: 'e-mail',
    text: `Hi Marisol,

Our partner Kasimir Wolff at Elbe Consulting will handle the implementation. He'll reach out this week.

Thanks,
Aiyana Redcloud | VP Customer Success | Prairie Software`,
    people: ['Marisol', 'Kasimir Wolff', 'Aiyana Redcloud'],
    companies: ['Elbe Consulting', 'Prairie Software'],
    worksAt: [
      ['Kasimir Wolff', 'Elbe Consulting'],
      ['Aiyana Redcloud', 'Prairie Software'],
    ],
  },
  {
    id: 't82',
    genre: 'attendee list',
    text: `Attendees
Sofia Lindgren — CEO, Northlight Audio
Emeka Eze — Head of Sales, Northlight Audio
Paulo Ribeiro — Account Director, Sambal Media`,
    people: ['Sofia Lindgren', 'Emeka Eze', 'Paulo Ribeiro'],
    companies: ['Northlight Audio', 'Sambal Media'],
    worksAt: [
      ['Sofia Lindgren', 'Northlight Audio'],
      ['Emeka Eze', 'Northlight Audio'],
      ['Paulo Ribeiro', 'Sambal Media'],
    ],
  },
  {
    id: 't83',
    genre: 'no names',
    text: `Reminder to everyone: the office is closed on Monday for the holiday. Security badges will be renewed next week.`,
    people: [],
    companies: [],
    worksAt: [],
  },
  {
    id: 't84',
    genre: 'meeting notes',
    text: `Spent the morning with the Glacier Robotics team: Ole Hansen runs hardware and Ayesha Karim leads software. Ayesha reports to Ole.`,
    people: ['Ole Hansen', 'Ayesha Karim'],
    companies: ['Glacier Robotics'],
    worksAt: [
      ['Ole Hansen', 'Glacier Robotics'],
      ['Ayesha Karim', 'Glacier Robotics'],
    ],
    links: [['reports_to', 'Ayesha Karim', 'Ole Hansen']],
  },
  {
    id: 't85',
    genre: 'job change',
    text: `Please welcome Takeshi Nakamura, who joins Verdant Energy as Head of Trading, reporting to Claire Dubreuil. Takeshi comes to us from Kansai Trading.`,
    people: ['Takeshi Nakamura', 'Claire Dubreuil'],
    companies: ['Verdant Energy', 'Kansai Trading'],
    worksAt: [
      ['Takeshi Nakamura', 'Verdant Energy'],
      ['Claire Dubreuil', 'Verdant Energy'],
    ],
    links: [
      ['reports_to', 'Takeshi Nakamura', 'Claire Dubreuil'],
      ['left_for', 'Takeshi Nakamura', 'Verdant Energy'],
    ],
  },
  {
    id: 't86',
    genre: 'call log',
    text: `Discovery call: Ebru Şahin (Marketing Lead) from Bosphorus Textiles. Her manager, Murat Aydın, is the decision maker.`,
    people: ['Ebru Şahin', 'Murat Aydın'],
    companies: ['Bosphorus Textiles'],
    worksAt: [
      ['Ebru Şahin', 'Bosphorus Textiles'],
      ['Murat Aydın', 'Bosphorus Textiles'],
    ],
    links: [['reports_to', 'Ebru Şahin', 'Murat Aydın']],
  },
  {
    id: 't87',
    genre: 'chat',
    text: `@Keanu Makoa can you ping the Tidewater Labs people? Ruby Osei there was asking about SSO`,
    people: ['Keanu Makoa', 'Ruby Osei'],
    companies: ['Tidewater Labs'],
    worksAt: [['Ruby Osei', 'Tidewater Labs']],
  },
  {
    id: 't88',
    genre: 'introduction',
    text: `Ahmed, meet Sigrid Holm. Sigrid is COO of Tundra Outdoor and an old friend from Oslo. Sigrid, Ahmed Farouk founded Nilewave.`,
    people: ['Sigrid Holm', 'Ahmed Farouk'],
    companies: ['Tundra Outdoor', 'Nilewave'],
    worksAt: [
      ['Sigrid Holm', 'Tundra Outdoor'],
      ['Ahmed Farouk', 'Nilewave'],
    ],
  },
  {
    id: 't89',
    genre: 'job change',
    text: `Heads up: Beatriz Lima moved from Jacaranda Bank to Ponte Capital as Chief Risk Officer. Her old boss at Jacaranda Bank, Rodrigo Alves, is still there.`,
    people: ['Beatriz Lima', 'Rodrigo Alves'],
    companies: ['Jacaranda Bank', 'Ponte Capital'],
    worksAt: [
      ['Beatriz Lima', 'Ponte Capital'],
      ['Rodrigo Alves', 'Jacaranda Bank'],
    ],
    links: [['left_for', 'Beatriz Lima', 'Ponte Capital']],
  },
  {
    id: 't90',
    genre: 'meeting notes',
    text: `Joint call: Yara Haddad and Tomás Ruiz from Mistral Foods, plus their distributor Kaveh Rahimi of Caspian Trade. Tomás reports to Yara.`,
    people: ['Yara Haddad', 'Tomás Ruiz', 'Kaveh Rahimi'],
    companies: ['Mistral Foods', 'Caspian Trade'],
    worksAt: [
      ['Yara Haddad', 'Mistral Foods'],
      ['Tomás Ruiz', 'Mistral Foods'],
      ['Kaveh Rahimi', 'Caspian Trade'],
    ],
    links: [['reports_to', 'Tomás Ruiz', 'Yara Haddad']],
  },
  {
    id: 't91',
    genre: 'e-mail',
    text: `Hi Ji-woo,

Mohammed Qureshi works for Sandstone Analytics and would love to hear about your API. He's their data lead.

Best,
Elin Sjöberg`,
    people: ['Ji-woo', 'Mohammed Qureshi', 'Elin Sjöberg'],
    companies: ['Sandstone Analytics'],
    worksAt: [['Mohammed Qureshi', 'Sandstone Analytics']],
  },
  {
    id: 't92',
    genre: 'call log',
    text: `2026-01-12 call — Solace Hospitality
Spoke with: Leilani Kahale (GM), Rohan Kapoor (Finance)
Outcome: they want a pilot at two hotels. Leilani reports to the regional VP, Astrid Nilsen.`,
    people: ['Leilani Kahale', 'Rohan Kapoor', 'Astrid Nilsen'],
    companies: ['Solace Hospitality'],
    worksAt: [
      ['Leilani Kahale', 'Solace Hospitality'],
      ['Rohan Kapoor', 'Solace Hospitality'],
      ['Astrid Nilsen', 'Solace Hospitality'],
    ],
    links: [['reports_to', 'Leilani Kahale', 'Astrid Nilsen']],
  },
  {
    id: 't93',
    genre: 'introduction',
    text: `Wanjiru Kamau (Savanna Agritech) came to us through Baptiste Girard, who introduced her at the Nairobi summit.`,
    people: ['Wanjiru Kamau', 'Baptiste Girard'],
    companies: ['Savanna Agritech'],
    worksAt: [['Wanjiru Kamau', 'Savanna Agritech']],
    links: [['introduced_by', 'Wanjiru Kamau', 'Baptiste Girard']],
  },
  {
    id: 't94',
    genre: 'chat',
    text: `fyi Mei Lin (ex-Hawthorne Bank) is CFO at Juniper Logistics now, and Omari Wallace from Juniper Logistics says she's hiring`,
    people: ['Mei Lin', 'Omari Wallace'],
    companies: ['Hawthorne Bank', 'Juniper Logistics'],
    worksAt: [
      ['Mei Lin', 'Juniper Logistics'],
      ['Omari Wallace', 'Juniper Logistics'],
    ],
    links: [['left_for', 'Mei Lin', 'Juniper Logistics']],
  },
  {
    id: 't95',
    genre: 'e-mail',
    text: `Hi team,

Please find attached the revised SOW. Let me know if you have questions.

Kind regards,

Dr. Nomvula Khumalo
Chief Medical Officer
Ubuntu Health Partners
+27 21 555 0143`,
    people: ['Nomvula Khumalo'],
    companies: ['Ubuntu Health Partners'],
    worksAt: [['Nomvula Khumalo', 'Ubuntu Health Partners']],
  },
  {
    id: 't96',
    genre: 'job change',
    text: `Big news — Oskar Lindberg is leaving Nordic Rail to join Baltic Freight as CTO in March.`,
    people: ['Oskar Lindberg'],
    companies: ['Nordic Rail', 'Baltic Freight'],
    worksAt: [['Oskar Lindberg', 'Baltic Freight']],
    links: [['left_for', 'Oskar Lindberg', 'Baltic Freight']],
  },
  {
    id: 't97',
    genre: 'introduction',
    text: `Met Valentina Greco, Head of Legal at Serra Vini. Valentina introduced me to her colleague Matteo Ricci, who runs exports. Matteo reports to Valentina.`,
    people: ['Valentina Greco', 'Matteo Ricci'],
    companies: ['Serra Vini'],
    worksAt: [
      ['Valentina Greco', 'Serra Vini'],
      ['Matteo Ricci', 'Serra Vini'],
    ],
    links: [
      ['introduced_by', 'Matteo Ricci', 'Valentina Greco'],
      ['reports_to', 'Matteo Ricci', 'Valentina Greco'],
    ],
  },
  // t98–t113: a second batch, written the same way, for the other links' many phrasings and names ending a line.
  {
    id: 't98',
    genre: 'meeting notes',
    text: `Renewal prep with Quarry Lane Builders. Dmitri Sokolov reports directly to Aroha Ngata, who signs the contract. Aroha is their COO.`,
    people: ['Dmitri Sokolov', 'Aroha Ngata'],
    companies: ['Quarry Lane Builders'],
    worksAt: [
      ['Dmitri Sokolov', 'Quarry Lane Builders'],
      ['Aroha Ngata', 'Quarry Lane Builders'],
    ],
    links: [['reports_to', 'Dmitri Sokolov', 'Aroha Ngata']],
  },
  {
    id: 't99',
    genre: 'chat',
    text: `[16:40] Priscila Mendes: Gustavo Pereira at Tapioca Commerce manages Luana Costa now
[16:41] Priscila Mendes: and Luana used to work with Hyun-woo Lee at Kimchi Cloud`,
    people: ['Priscila Mendes', 'Gustavo Pereira', 'Luana Costa', 'Hyun-woo Lee'],
    companies: ['Tapioca Commerce', 'Kimchi Cloud'],
    worksAt: [
      ['Gustavo Pereira', 'Tapioca Commerce'],
      ['Luana Costa', 'Tapioca Commerce'],
    ],
    links: [
      ['reports_to', 'Luana Costa', 'Gustavo Pereira'],
      ['knows', 'Luana Costa', 'Hyun-woo Lee'],
    ],
  },
  {
    id: 't100',
    genre: 'introduction',
    text: `Anders Holmberg put us in touch with Chiamaka Obi, the head of logistics at Harmattan Foods. Chiamaka and Anders are old friends.`,
    people: ['Anders Holmberg', 'Chiamaka Obi'],
    companies: ['Harmattan Foods'],
    worksAt: [['Chiamaka Obi', 'Harmattan Foods']],
    links: [
      ['introduced_by', 'Chiamaka Obi', 'Anders Holmberg'],
      ['knows', 'Anders Holmberg', 'Chiamaka Obi'],
    ],
  },
  {
    id: 't101',
    genre: 'job change',
    text: `Kiri Walker has left Pohutukawa Bank and joined Tasman Ledger as Head of Compliance.`,
    people: ['Kiri Walker'],
    companies: ['Pohutukawa Bank', 'Tasman Ledger'],
    worksAt: [['Kiri Walker', 'Tasman Ledger']],
    links: [['left_for', 'Kiri Walker', 'Tasman Ledger']],
  },
  {
    id: 't102',
    genre: 'call log',
    text: `Call with Idris Bello (Operations Manager, Sahel Mining). Idris was referred by Nadia Rahman. His boss is Chinedu Eze, VP Operations.`,
    people: ['Idris Bello', 'Nadia Rahman', 'Chinedu Eze'],
    companies: ['Sahel Mining'],
    worksAt: [
      ['Idris Bello', 'Sahel Mining'],
      ['Chinedu Eze', 'Sahel Mining'],
    ],
    links: [
      ['introduced_by', 'Idris Bello', 'Nadia Rahman'],
      ['reports_to', 'Idris Bello', 'Chinedu Eze'],
    ],
  },
  {
    id: 't103',
    genre: 'e-mail',
    text: `Hi Ruth,

Thanks to Eitan Levi for connecting us with Mariana Vargas at Cordoba Textiles. Mariana knows Eitan from their time at Unilever.

Best,
Callum Fraser
Head of Sales, Thistle Looms`,
    people: ['Ruth', 'Eitan Levi', 'Mariana Vargas', 'Callum Fraser'],
    companies: ['Cordoba Textiles', 'Unilever', 'Thistle Looms'],
    worksAt: [
      ['Mariana Vargas', 'Cordoba Textiles'],
      ['Callum Fraser', 'Thistle Looms'],
    ],
    links: [
      ['introduced_by', 'Mariana Vargas', 'Eitan Levi'],
      ['knows', 'Eitan Levi', 'Mariana Vargas'],
    ],
  },
  {
    id: 't104',
    genre: 'job change',
    text: `Congrats to Leila Ahmadi, formerly of Persepolis Data, who now leads product at Zagros Analytics.`,
    people: ['Leila Ahmadi'],
    companies: ['Persepolis Data', 'Zagros Analytics'],
    worksAt: [['Leila Ahmadi', 'Zagros Analytics']],
    links: [['left_for', 'Leila Ahmadi', 'Zagros Analytics']],
  },
  {
    id: 't105',
    genre: 'meeting notes',
    text: `Met the Pampas Agro buyers today with Sebastián Romero and Florencia Díaz
Sebastián is the decision maker; Florencia works under him.`,
    people: ['Sebastián Romero', 'Florencia Díaz'],
    companies: ['Pampas Agro'],
    worksAt: [
      ['Sebastián Romero', 'Pampas Agro'],
      ['Florencia Díaz', 'Pampas Agro'],
    ],
    links: [['reports_to', 'Florencia Díaz', 'Sebastián Romero']],
  },
  {
    id: 't106',
    genre: 'introduction',
    text: `Tamsin Clarke suggested we talk to Rashid Khan, who runs IT at Indus Textiles. Rashid went to school with Tamsin.`,
    people: ['Tamsin Clarke', 'Rashid Khan'],
    companies: ['Indus Textiles'],
    worksAt: [['Rashid Khan', 'Indus Textiles']],
    links: [
      ['introduced_by', 'Rashid Khan', 'Tamsin Clarke'],
      ['knows', 'Rashid Khan', 'Tamsin Clarke'],
    ],
  },
  {
    id: 't107',
    genre: 'chat',
    text: `lol small world: Sakura Tanaka (ex-Rakuten) just joined Kaizen Robotics, and she knows Björn Lund well`,
    people: ['Sakura Tanaka', 'Björn Lund'],
    companies: ['Rakuten', 'Kaizen Robotics'],
    worksAt: [['Sakura Tanaka', 'Kaizen Robotics']],
    links: [
      ['left_for', 'Sakura Tanaka', 'Kaizen Robotics'],
      ['knows', 'Sakura Tanaka', 'Björn Lund'],
    ],
  },
  {
    id: 't108',
    genre: 'job change',
    text: `Org update from Helix Genomics: Ayodele Johnson is now VP Research and will manage Zara Ali and Lukas Becker. Both previously reported to Grace Kim, who is leaving.`,
    people: ['Ayodele Johnson', 'Zara Ali', 'Lukas Becker', 'Grace Kim'],
    companies: ['Helix Genomics'],
    worksAt: [
      ['Ayodele Johnson', 'Helix Genomics'],
      ['Zara Ali', 'Helix Genomics'],
      ['Lukas Becker', 'Helix Genomics'],
    ],
    links: [
      ['reports_to', 'Zara Ali', 'Ayodele Johnson'],
      ['reports_to', 'Lukas Becker', 'Ayodele Johnson'],
    ],
  },
  {
    id: 't109',
    genre: 'call log',
    text: `Voicemail from Olumide Adebayo of Niger Delta Power. He got our name via Sinead Murphy. Callback Monday.`,
    people: ['Olumide Adebayo', 'Sinead Murphy'],
    companies: ['Niger Delta Power'],
    worksAt: [['Olumide Adebayo', 'Niger Delta Power']],
    links: [['introduced_by', 'Olumide Adebayo', 'Sinead Murphy']],
  },
  {
    id: 't110',
    genre: 'attendee list',
    text: `Attendees: Ingrid Solberg and Magnus Berg from Fjell Telecom; Ravi Menon (Bangalore Bytes); Chloé Martin`,
    people: ['Ingrid Solberg', 'Magnus Berg', 'Ravi Menon', 'Chloé Martin'],
    companies: ['Fjell Telecom', 'Bangalore Bytes'],
    worksAt: [
      ['Ingrid Solberg', 'Fjell Telecom'],
      ['Magnus Berg', 'Fjell Telecom'],
      ['Ravi Menon', 'Bangalore Bytes'],
    ],
  },
  {
    id: 't111',
    genre: 'e-mail',
    text: `Hello Pedro,

Diane Morel is Amina Diallo's manager at Baobab Insurance; Amina asked me to bring Diane in. I've known Amina for years.

Regards,
Jonas Weber`,
    people: ['Pedro', 'Diane Morel', 'Amina Diallo', 'Jonas Weber'],
    companies: ['Baobab Insurance'],
    worksAt: [
      ['Diane Morel', 'Baobab Insurance'],
      ['Amina Diallo', 'Baobab Insurance'],
    ],
    links: [
      ['reports_to', 'Amina Diallo', 'Diane Morel'],
      ['knows', 'Amina Diallo', 'Jonas Weber'],
    ],
  },
  {
    id: 't112',
    genre: 'job change',
    text: `After nine years, Thabo Mokoena departed Springbok Freight for a role at Kalahari Couriers.`,
    people: ['Thabo Mokoena'],
    companies: ['Springbok Freight', 'Kalahari Couriers'],
    worksAt: [['Thabo Mokoena', 'Kalahari Couriers']],
    links: [['left_for', 'Thabo Mokoena', 'Kalahari Couriers']],
  },
  {
    id: 't113',
    genre: 'meeting notes',
    text: `Dinner with Aleksandra Wiśniewska and Kofi Asante
Aleksandra introduced Kofi to us; he is CTO at Volta Grid.`,
    people: ['Aleksandra Wiśniewska', 'Kofi Asante'],
    companies: ['Volta Grid'],
    worksAt: [['Kofi Asante', 'Volta Grid']],
    links: [['introduced_by', 'Kofi Asante', 'Aleksandra Wiśniewska']],
  },
  // t114–t125: a third batch, written the same way: more phrasings of the other links.
  {
    id: 't114',
    genre: 'chat',
    text: `Esi Mensah is managed by Kwabena Owusu at Ashanti Gold now. Kwabena and I worked together at Barclays.`,
    people: ['Esi Mensah', 'Kwabena Owusu'],
    companies: ['Ashanti Gold', 'Barclays'],
    worksAt: [
      ['Esi Mensah', 'Ashanti Gold'],
      ['Kwabena Owusu', 'Ashanti Gold'],
    ],
    links: [['reports_to', 'Esi Mensah', 'Kwabena Owusu']],
  },
  {
    id: 't115',
    genre: 'introduction',
    text: `Subject: intro to Margaux Lefèvre

Hi Bogdan, a friend of mine, Margaux Lefèvre, runs finance at Calanque Yachts. Margaux, Bogdan Ionescu is the founder of Carpathia Cloud. You two should talk.

— Inès`,
    people: ['Margaux Lefèvre', 'Bogdan Ionescu', 'Inès'],
    companies: ['Calanque Yachts', 'Carpathia Cloud'],
    worksAt: [
      ['Margaux Lefèvre', 'Calanque Yachts'],
      ['Bogdan Ionescu', 'Carpathia Cloud'],
    ],
    links: [
      ['introduced_by', 'Margaux Lefèvre', 'Inès'],
      ['introduced_by', 'Bogdan Ionescu', 'Inès'],
    ],
  },
  {
    id: 't116',
    genre: 'job change',
    text: `Word is that Rafael Moreno jumped from Iberia Cargo to Atlántico Logística last week.`,
    people: ['Rafael Moreno'],
    companies: ['Iberia Cargo', 'Atlántico Logística'],
    worksAt: [['Rafael Moreno', 'Atlántico Logística']],
    links: [['left_for', 'Rafael Moreno', 'Atlántico Logística']],
  },
  {
    id: 't117',
    genre: 'meeting notes',
    text: `Sync with Kauri Software. Hemi Parata is Mere Tane's boss; both sit in the platform group. Mere was recommended to us by Liam O'Sullivan.`,
    people: ['Hemi Parata', 'Mere Tane', "Liam O'Sullivan"],
    companies: ['Kauri Software'],
    worksAt: [
      ['Hemi Parata', 'Kauri Software'],
      ['Mere Tane', 'Kauri Software'],
    ],
    links: [
      ['reports_to', 'Mere Tane', 'Hemi Parata'],
      ['introduced_by', 'Mere Tane', "Liam O'Sullivan"],
    ],
  },
  {
    id: 't118',
    genre: 'call log',
    text: `Call with Daniela Popescu, procurement at Danubia Steel. She was introduced to us by Marek Novák. She reports to Jan Dvořák.`,
    people: ['Daniela Popescu', 'Marek Novák', 'Jan Dvořák'],
    companies: ['Danubia Steel'],
    worksAt: [
      ['Daniela Popescu', 'Danubia Steel'],
      ['Jan Dvořák', 'Danubia Steel'],
    ],
    links: [
      ['introduced_by', 'Daniela Popescu', 'Marek Novák'],
      ['reports_to', 'Daniela Popescu', 'Jan Dvořák'],
    ],
  },
  {
    id: 't119',
    genre: 'job change',
    text: `Marisa Conti will be joining Lagoon Analytics from Venetian Bank in April as Chief Data Officer.`,
    people: ['Marisa Conti'],
    companies: ['Lagoon Analytics', 'Venetian Bank'],
    worksAt: [['Marisa Conti', 'Lagoon Analytics']],
    links: [['left_for', 'Marisa Conti', 'Lagoon Analytics']],
  },
  {
    id: 't120',
    genre: 'chat',
    text: `Taini Silversmith: I met Ahanu Begay through Nayeli Torres last year
Taini Silversmith: Ahanu is head of ops at Mesa Freightways`,
    people: ['Taini Silversmith', 'Ahanu Begay', 'Nayeli Torres'],
    companies: ['Mesa Freightways'],
    worksAt: [['Ahanu Begay', 'Mesa Freightways']],
    links: [
      ['introduced_by', 'Ahanu Begay', 'Nayeli Torres'],
      ['knows', 'Ahanu Begay', 'Taini Silversmith'],
    ],
  },
  {
    id: 't121',
    genre: 'e-mail',
    text: `Hi Sione,

Quick update: Vikram Rao is now my direct report, so loop him in on the Tonga Telecom deal.

Thanks,
Lupe Fifita
Sales Director | Pacifica Networks`,
    people: ['Sione', 'Vikram Rao', 'Lupe Fifita'],
    companies: ['Tonga Telecom', 'Pacifica Networks'],
    worksAt: [
      ['Vikram Rao', 'Pacifica Networks'],
      ['Lupe Fifita', 'Pacifica Networks'],
    ],
    links: [['reports_to', 'Vikram Rao', 'Lupe Fifita']],
  },
  {
    id: 't122',
    genre: 'introduction',
    text: `Yerlan Abenov from Steppe Energy reached out after Gulnara Sadykova recommended us. Gulnara is a close friend of Yerlan.`,
    people: ['Yerlan Abenov', 'Gulnara Sadykova'],
    companies: ['Steppe Energy'],
    worksAt: [['Yerlan Abenov', 'Steppe Energy']],
    links: [
      ['introduced_by', 'Yerlan Abenov', 'Gulnara Sadykova'],
      ['knows', 'Gulnara Sadykova', 'Yerlan Abenov'],
    ],
  },
  {
    id: 't123',
    genre: 'job change',
    text: `Farewell note: after six great years I'm leaving Fjord Foods. Next stop: Head of Supply at Nordlys Dairy! — Solveig Aas`,
    people: ['Solveig Aas'],
    companies: ['Fjord Foods', 'Nordlys Dairy'],
    worksAt: [['Solveig Aas', 'Nordlys Dairy']],
    links: [['left_for', 'Solveig Aas', 'Nordlys Dairy']],
  },
  {
    id: 't124',
    genre: 'meeting notes',
    text: `Attendees: Precious Ndlovu (CFO) and her deputy Tariq Aziz, both from Limpopo Mills; Hugo Lambert (our side).
Tariq reports to Precious.`,
    people: ['Precious Ndlovu', 'Tariq Aziz', 'Hugo Lambert'],
    companies: ['Limpopo Mills'],
    worksAt: [
      ['Precious Ndlovu', 'Limpopo Mills'],
      ['Tariq Aziz', 'Limpopo Mills'],
    ],
    links: [['reports_to', 'Tariq Aziz', 'Precious Ndlovu']],
  },
  {
    id: 't125',
    genre: 'call log',
    text: `Follow-up call: Yusra Karimi (Herat Carpets) and Farid Noori are old colleagues; Farid now works at Kabul Fintech. Yusra's manager is Zahra Hashimi.`,
    people: ['Yusra Karimi', 'Farid Noori', 'Zahra Hashimi'],
    companies: ['Herat Carpets', 'Kabul Fintech'],
    worksAt: [
      ['Yusra Karimi', 'Herat Carpets'],
      ['Farid Noori', 'Kabul Fintech'],
      ['Zahra Hashimi', 'Herat Carpets'],
    ],
    links: [
      ['knows', 'Farid Noori', 'Yusra Karimi'],
      ['reports_to', 'Yusra Karimi', 'Zahra Hashimi'],
    ],
  },
  ...TUNING_LINKS,
  ...TUNING_LINKS_THREE,
  ...TUNING_WORKS_AT,
  ...TUNING_LINKS_FOUR,
  ...TUNING_FIRST_NAMES,
  ...TUNING_LINKS_SEVEN,
  ...TUNING_LINKS_EIGHT,
  ...TUNING_LINKS_NINE,
  ...TUNING_WORKS_AT_TWO,
  ...TUNING_LINK_ENDS_TWO,
  ...TUNING_WORKS_AT_THREE,
  ...TUNING_LINKS_TEN,
  ...TUNING_WORKS_AT_FOUR,
  ...TUNING_LINKS_ELEVEN,
  ...TUNING_FRESH,
  ...TUNING_FRESH_LINKS,
  ...TUNING_FRESH_WORKS_AT,
  ...TUNING_FRESH_PEOPLE_LINKS,
  ...TUNING_FRESH_INTROS,
  ...TUNING_FRESH_SAMPLE,
  ...TUNING_FRESH_SAMPLE_TWO,
  ...TUNING_FRESH_SAMPLE_THREE,
  ...TUNING_NEAR_MISSES_FRESH,
  ...TUNING_NEAR_MISSES_FRESH_TWO,
  ...TUNING_FRESH_SAMPLE_SEVEN,
  ...TUNING_NEAR_MISSES_FRESH_THREE,
  ...TUNING_FRESH_SAMPLE_EIGHT,
  ...TUNING_FRESH_SAMPLE_NINE,
]
