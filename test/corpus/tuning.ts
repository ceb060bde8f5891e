import type { CorpusText } from './types.js'

/** The tuning half: the extractor's rules were adjusted while reading its failures. */
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
    people: ['Ravi Shankar', 'Ellen Brooks'],
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
]
