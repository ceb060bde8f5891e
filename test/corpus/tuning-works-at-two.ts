import type { CorpusText } from './types.js'

/**
 * Tuning texts w61-w120, written for issue 27's ninth pass: works-at where two companies meet.
 * Meeting notes with attendees of both sides, intro e-mails (the writer at one company, the
 * introduced at another), org-change announcements, chat threads, CRM call logs and e-mails with a
 * quoted reply or a second signature. About a third name someone with no works-at link: a customer's
 * supplier, an investor, a freelancer, a former employer ("ex-X"), the writer's side when the
 * writer's company is never named. Each text's expectations were written and committed before the
 * reader was run on it.
 */
export const TUNING_WORKS_AT_TWO: CorpusText[] = [
  {
    id: 'w61',
    genre: 'meeting notes',
    text: `Kickoff: Lotus Cloud x Northwind Logistics
Attendees
Lotus Cloud: Mei Lin Zhou (Account Executive), Tobias Brandt (Solutions Engineer)
Northwind Logistics: Adaeze Nwosu (Head of IT), Rahul Mehta (Procurement)
Adaeze wants SSO before the pilot starts.`,
    people: ['Mei Lin Zhou', 'Tobias Brandt', 'Adaeze Nwosu', 'Rahul Mehta'],
    companies: ['Lotus Cloud', 'Northwind Logistics'],
    worksAt: [
      ['Mei Lin Zhou', 'Lotus Cloud'],
      ['Tobias Brandt', 'Lotus Cloud'],
      ['Adaeze Nwosu', 'Northwind Logistics'],
      ['Rahul Mehta', 'Northwind Logistics'],
    ],
  },
  {
    id: 'w62',
    genre: 'introduction',
    text: `Subject: Intro: Sofia Marchetti <> Kwame Boateng

Hi Sofia, Kwame,

Sofia runs partnerships here at Granite Pay. Kwame is the COO of Harbor Lane, one of our customers, and he asked to meet someone on the payments side.

I'll let you two take it from here.

Best,
Nils Eriksen
Granite Pay`,
    people: ['Sofia Marchetti', 'Kwame Boateng', 'Nils Eriksen'],
    companies: ['Granite Pay', 'Harbor Lane'],
    worksAt: [
      ['Sofia Marchetti', 'Granite Pay'],
      ['Kwame Boateng', 'Harbor Lane'],
      ['Nils Eriksen', 'Granite Pay'],
    ],
    links: [
      ['introduced_by', 'Sofia Marchetti', 'Nils Eriksen'],
      ['introduced_by', 'Kwame Boateng', 'Nils Eriksen'],
    ],
  },
  {
    id: 'w63',
    genre: 'job change',
    text: `Org update: starting Monday, Beatriz Costa joins Copper Kettle as VP Sales. She was previously at Ember Foods. Beatriz will report to our CEO, Hiroshi Sato.`,
    people: ['Beatriz Costa', 'Hiroshi Sato'],
    companies: ['Copper Kettle', 'Ember Foods'],
    worksAt: [
      ['Beatriz Costa', 'Copper Kettle'],
      ['Hiroshi Sato', 'Copper Kettle'],
    ],
    links: [
      ['left_for', 'Beatriz Costa', 'Copper Kettle'],
      ['reports_to', 'Beatriz Costa', 'Hiroshi Sato'],
    ],
  },
  {
    id: 'w64',
    genre: 'chat',
    text: `[09:14] Priya Shah: anyone know who signs off on the Blue Heron renewal?
[09:15] Marco Rossi: their procurement lead is Chloe Dubois
[09:15] Marco Rossi: but Ahmed Karim on our side owns the relationship`,
    people: ['Priya Shah', 'Marco Rossi', 'Chloe Dubois', 'Ahmed Karim'],
    companies: ['Blue Heron'],
    worksAt: [['Chloe Dubois', 'Blue Heron']],
  },
  {
    id: 'w65',
    genre: 'call log',
    text: `Call log 2026-01-12
Account: Silver Birch Dental
Contact: Farah Haddad, practice manager
Notes: Farah is happy with the scheduler. Her brother-in-law, Karim Said, works at Cedar Point Clinics and might want a demo.
Next step: email Karim on Monday.`,
    people: ['Farah Haddad', 'Karim Said'],
    companies: ['Silver Birch Dental', 'Cedar Point Clinics'],
    worksAt: [
      ['Farah Haddad', 'Silver Birch Dental'],
      ['Karim Said', 'Cedar Point Clinics'],
    ],
    links: [['knows', 'Farah Haddad', 'Karim Said']],
  },
  {
    id: 'w66',
    genre: 'e-mail',
    text: `Hi Ingrid,

Thanks, the revised SOW looks right to us. I've copied Pablo Ruiz, who handles billing on our end.

Best,
Yuki Mori
Director of Operations
Tidewater Shipping
yuki.mori@tidewatershipping.com

> On Jan 12, Ingrid Haugen <ingrid.haugen@fjordlight.no> wrote:
> Yuki, attached is the revised SOW. Let me know if Tidewater Shipping has questions.
> Ingrid Haugen
> Engagement Manager, Fjordlight Consulting`,
    people: ['Ingrid Haugen', 'Pablo Ruiz', 'Yuki Mori'],
    companies: ['Tidewater Shipping', 'Fjordlight Consulting'],
    worksAt: [
      ['Yuki Mori', 'Tidewater Shipping'],
      ['Pablo Ruiz', 'Tidewater Shipping'],
      ['Ingrid Haugen', 'Fjordlight Consulting'],
    ],
  },
  {
    id: 'w67',
    genre: 'introduction',
    text: `Hi Lars,

Meet Aisha Bello, an angel investor who backed Paper Crane early. She's keen to hear how you use Paper Crane at Oakleaf Bakery. Aisha, Lars Nygaard is the owner of Oakleaf Bakery.

Cheers,
Tomasz Wiśniewski`,
    people: ['Lars Nygaard', 'Aisha Bello', 'Tomasz Wiśniewski'],
    companies: ['Paper Crane', 'Oakleaf Bakery'],
    worksAt: [['Lars Nygaard', 'Oakleaf Bakery']],
    links: [
      ['introduced_by', 'Aisha Bello', 'Tomasz Wiśniewski'],
      ['introduced_by', 'Lars Nygaard', 'Tomasz Wiśniewski'],
    ],
  },
  {
    id: 'w68',
    genre: 'meeting notes',
    text: `Site visit to Riverstone Mills, Thursday.
We were shown around by their plant manager, Oksana Kovalenko. Our consultant Jorge Medina came along; he used to work at Riverstone Mills years ago.
Oksana will share the maintenance logs.`,
    people: ['Oksana Kovalenko', 'Jorge Medina'],
    companies: ['Riverstone Mills'],
    worksAt: [['Oksana Kovalenko', 'Riverstone Mills']],
  },
  {
    id: 'w69',
    genre: 'meeting notes',
    text: `Lunch with Hyun-woo Park (ex-Samsung, now CTO at Green Lantern) and Elif Arslan from Maple Street Capital, one of Green Lantern's investors.`,
    people: ['Hyun-woo Park', 'Elif Arslan'],
    companies: ['Samsung', 'Green Lantern', 'Maple Street Capital'],
    worksAt: [
      ['Hyun-woo Park', 'Green Lantern'],
      ['Elif Arslan', 'Maple Street Capital'],
    ],
    links: [['left_for', 'Hyun-woo Park', 'Green Lantern']],
  },
  {
    id: 'w70',
    genre: 'chat',
    text: `Nadia Petrova: just got off the call with Sunfield Energy
Nadia Petrova: Oluwaseun Adeyemi is their new head of procurement, replacing Gary Linton
Nadia Petrova: Gary moved over to Westgate Power in December`,
    people: ['Nadia Petrova', 'Oluwaseun Adeyemi', 'Gary Linton'],
    companies: ['Sunfield Energy', 'Westgate Power'],
    worksAt: [
      ['Oluwaseun Adeyemi', 'Sunfield Energy'],
      ['Gary Linton', 'Westgate Power'],
    ],
    links: [['left_for', 'Gary Linton', 'Westgate Power']],
  },
  {
    id: 'w71',
    genre: 'attendee list',
    text: `Attendees:
- Hannah Okoye <hannah.okoye@brightmeadow.com>
- Dev Malhotra <dev@brightmeadow.com>
- Camille Girard <camille.girard@stonebridge.fr>
Agenda: Bright Meadow onboarding, Stonebridge integration timeline.`,
    people: ['Hannah Okoye', 'Dev Malhotra', 'Camille Girard'],
    companies: ['Bright Meadow', 'Stonebridge'],
    worksAt: [
      ['Hannah Okoye', 'Bright Meadow'],
      ['Dev Malhotra', 'Bright Meadow'],
      ['Camille Girard', 'Stonebridge'],
    ],
  },
  {
    id: 'w72',
    genre: 'call log',
    text: `Call with Roberto Salazar, operations director at Andes Fresh. Andes Fresh supplies Vega Markets, where his contact is Lucía Herrera. Roberto wants us to integrate with the Vega Markets ordering portal.`,
    people: ['Roberto Salazar', 'Lucía Herrera'],
    companies: ['Andes Fresh', 'Vega Markets'],
    worksAt: [
      ['Roberto Salazar', 'Andes Fresh'],
      ['Lucía Herrera', 'Vega Markets'],
    ],
    links: [['knows', 'Roberto Salazar', 'Lucía Herrera']],
  },
  {
    id: 'w73',
    genre: 'e-mail',
    text: `Subject: Re: Security review

Hi Olga,

Could you loop in whoever owns security on your side? Our CISO, Sipho Dlamini, would like to walk through the pen test results.

Thanks,
Mateo Gómez
Account Manager | Quarry Labs`,
    people: ['Olga', 'Sipho Dlamini', 'Mateo Gómez'],
    companies: ['Quarry Labs'],
    worksAt: [
      ['Sipho Dlamini', 'Quarry Labs'],
      ['Mateo Gómez', 'Quarry Labs'],
    ],
  },
  {
    id: 'w74',
    genre: 'job change',
    text: `Announcement: Harvest Table names a new chief executive

Harvest Table today named Ngozi Eze its Chief Executive Officer. Eze joins from Golden Field Foods, where she led the retail division. She succeeds founder Paul Whitman, who will remain on the board.`,
    people: ['Ngozi Eze', 'Paul Whitman'],
    companies: ['Harvest Table', 'Golden Field Foods'],
    worksAt: [['Ngozi Eze', 'Harvest Table']],
    links: [['left_for', 'Ngozi Eze', 'Harvest Table']],
  },
  {
    id: 'w75',
    genre: 'e-mail',
    text: `From: Ravi Kumar <ravi.kumar@saltmarsh.io>
To: Jelena Marković <jelena@redwoodpartners.com>
Subject: Pilot next steps

Jelena, thanks for hosting us at Redwood Partners today. As discussed, my colleague Anneke Visser will send the Saltmarsh pilot plan by Friday.

Ravi`,
    people: ['Ravi Kumar', 'Jelena Marković', 'Anneke Visser'],
    companies: ['Redwood Partners', 'Saltmarsh'],
    worksAt: [
      ['Ravi Kumar', 'Saltmarsh'],
      ['Jelena Marković', 'Redwood Partners'],
      ['Anneke Visser', 'Saltmarsh'],
    ],
  },
  {
    id: 'w76',
    genre: 'meeting notes',
    text: `Weekly sync: Cobalt Bridge / Lantern Health
Our team at Cobalt Bridge: Emeka Obi, Sara Lindgren
Lantern Health: Helen Park, Victor Chen (IT)
Decisions: Lantern Health will pilot in two clinics. Victor to send the firewall rules by Tuesday.`,
    people: ['Emeka Obi', 'Sara Lindgren', 'Helen Park', 'Victor Chen'],
    companies: ['Cobalt Bridge', 'Lantern Health'],
    worksAt: [
      ['Emeka Obi', 'Cobalt Bridge'],
      ['Sara Lindgren', 'Cobalt Bridge'],
      ['Helen Park', 'Lantern Health'],
      ['Victor Chen', 'Lantern Health'],
    ],
  },
  {
    id: 'w77',
    genre: 'meeting notes',
    text: `Notes from the Tallinn trip: Kadri Tamm from Baltic Bytes showed me their warehouse app. They built it with help from Ilmar Saar, a freelance developer who also works with Amber Route now and then.`,
    people: ['Kadri Tamm', 'Ilmar Saar'],
    companies: ['Baltic Bytes', 'Amber Route'],
    worksAt: [['Kadri Tamm', 'Baltic Bytes']],
  },
  {
    id: 'w78',
    genre: 'chat',
    text: `[14:02] Lea Schmidt: welcome Jun Takahashi! Jun starts today here at Pinecone Works as our data engineer
[14:03] Jun Takahashi: thanks everyone, excited to be here`,
    people: ['Lea Schmidt', 'Jun Takahashi'],
    companies: ['Pinecone Works'],
    worksAt: [
      ['Lea Schmidt', 'Pinecone Works'],
      ['Jun Takahashi', 'Pinecone Works'],
    ],
  },
  {
    id: 'w79',
    genre: 'call log',
    text: `Opportunity: Whitecliff Insurance renewal
Spoke to Grace Mwangi (VP Claims). They are also evaluating Clearpath, whose rep Steve Nolan has been pushing hard on price.
Ibrahim Yusuf from Grace's team will join the next call.`,
    people: ['Grace Mwangi', 'Steve Nolan', 'Ibrahim Yusuf'],
    companies: ['Whitecliff Insurance', 'Clearpath'],
    worksAt: [
      ['Grace Mwangi', 'Whitecliff Insurance'],
      ['Steve Nolan', 'Clearpath'],
      ['Ibrahim Yusuf', 'Whitecliff Insurance'],
    ],
  },
  {
    id: 'w80',
    genre: 'e-mail',
    text: `Thanks Daniel, we'll take a look.

Shirin Tehrani
Head of Finance, Quill & Ink

-----Original Message-----
From: Daniel Osei <daniel.osei@ledgerline.com>
Sent: Monday
To: Shirin Tehrani
Subject: Invoice 4471

Hi Shirin, invoice 4471 from Ledgerline is attached. Our controller, Marta Nowak, can answer any questions.`,
    people: ['Daniel Osei', 'Shirin Tehrani', 'Marta Nowak'],
    companies: ['Quill & Ink', 'Ledgerline'],
    worksAt: [
      ['Shirin Tehrani', 'Quill & Ink'],
      ['Daniel Osei', 'Ledgerline'],
      ['Marta Nowak', 'Ledgerline'],
    ],
  },
  {
    id: 'w81',
    genre: 'meeting notes',
    text: `Board prep call
Present: Arjun Nair (CEO, Kestrel Robotics), Fiona MacLeod (CFO, Kestrel Robotics), Benedikt Huber (Partner, Alpine Ventures, board observer)
Fiona will circulate the deck on Friday.`,
    people: ['Arjun Nair', 'Fiona MacLeod', 'Benedikt Huber'],
    companies: ['Kestrel Robotics', 'Alpine Ventures'],
    worksAt: [
      ['Arjun Nair', 'Kestrel Robotics'],
      ['Fiona MacLeod', 'Kestrel Robotics'],
      ['Benedikt Huber', 'Alpine Ventures'],
    ],
  },
  {
    id: 'w82',
    genre: 'introduction',
    text: `Hi Meera,

I'd like to introduce you to Jakob Lindholm. Jakob spent eight years at Nokia and now advises hardware startups on their supply chains. I think he could help your team with the new sensor.

Best,
Carla Mendes
Solstice Devices`,
    people: ['Meera', 'Jakob Lindholm', 'Carla Mendes'],
    companies: ['Nokia', 'Solstice Devices'],
    worksAt: [['Carla Mendes', 'Solstice Devices']],
    links: [
      ['introduced_by', 'Jakob Lindholm', 'Carla Mendes'],
      ['introduced_by', 'Meera', 'Carla Mendes'],
    ],
  },
  {
    id: 'w83',
    genre: 'chat',
    text: `Tomás Ortega: does anyone have a contact at Iron Gate Bank?
Wanjiru Kamau: yes, Peter Otieno runs treasury there
Wanjiru Kamau: I sat next to him at the fintech dinner`,
    people: ['Tomás Ortega', 'Wanjiru Kamau', 'Peter Otieno'],
    companies: ['Iron Gate Bank'],
    worksAt: [['Peter Otieno', 'Iron Gate Bank']],
    links: [['knows', 'Wanjiru Kamau', 'Peter Otieno']],
  },
  {
    id: 'w84',
    genre: 'call log',
    text: `CRM note: Sandstone Builders
Caller: Rosa Jiménez, project coordinator at Sandstone Builders
She was referred by their architect, Omid Rahimi of Atelier Rahimi.
Wants a quote for 40 seats.`,
    people: ['Rosa Jiménez', 'Omid Rahimi'],
    companies: ['Sandstone Builders', 'Atelier Rahimi'],
    worksAt: [
      ['Rosa Jiménez', 'Sandstone Builders'],
      ['Omid Rahimi', 'Atelier Rahimi'],
    ],
    links: [['introduced_by', 'Rosa Jiménez', 'Omid Rahimi']],
  },
  {
    id: 'w85',
    genre: 'e-mail',
    text: `Hi Tariq,

Good to see you at the expo. As promised, here is the spec sheet. My colleague Lena Vogel in our Munich office can arrange a factory tour.

Kind regards,
Stefan Keller
Key Account Manager
Bergwerk Pumpen GmbH
stefan.keller@bergwerk-pumpen.de`,
    people: ['Tariq', 'Lena Vogel', 'Stefan Keller'],
    companies: ['Bergwerk Pumpen GmbH'],
    worksAt: [
      ['Lena Vogel', 'Bergwerk Pumpen GmbH'],
      ['Stefan Keller', 'Bergwerk Pumpen GmbH'],
    ],
  },
  {
    id: 'w86',
    genre: 'meeting notes',
    text: `QBR with Coral Reef Travel
From Coral Reef Travel: Malia Kealoha (COO), Ben Akana (IT lead)
From us: Rachel Stone, Owen Price
Malia asked for a roadmap review. Owen will send it next week.`,
    people: ['Malia Kealoha', 'Ben Akana', 'Rachel Stone', 'Owen Price'],
    companies: ['Coral Reef Travel'],
    worksAt: [
      ['Malia Kealoha', 'Coral Reef Travel'],
      ['Ben Akana', 'Coral Reef Travel'],
    ],
  },
  {
    id: 'w87',
    genre: 'job change',
    text: `Leadership changes at Falcon Ridge

We are pleased to announce that Sunita Reddy has been promoted to Chief Operating Officer. Sunita has been with Falcon Ridge for nine years. Marcus Bell, our former COO, has left to start his own firm.`,
    people: ['Sunita Reddy', 'Marcus Bell'],
    companies: ['Falcon Ridge'],
    worksAt: [['Sunita Reddy', 'Falcon Ridge']],
  },
  {
    id: 'w88',
    genre: 'e-mail',
    text: `Hi Chen Wei,

Thanks for the order. Our logistics partner, Swift Anchor, will deliver on Tuesday; their dispatcher Kofi Mensah will call you an hour before.

Regards,
Isabel Duarte
Customer Success, Olive Grove Supplies`,
    people: ['Chen Wei', 'Kofi Mensah', 'Isabel Duarte'],
    companies: ['Swift Anchor', 'Olive Grove Supplies'],
    worksAt: [
      ['Kofi Mensah', 'Swift Anchor'],
      ['Isabel Duarte', 'Olive Grove Supplies'],
    ],
  },
  {
    id: 'w89',
    genre: 'attendee list',
    text: `Participants (vendor demo, 14 Jan)
Greenway Transit: Bongani Zulu, Thandiwe Ncube
Redline Software: Alexei Volkov (presenter)
Observer: Henrik Strand, consultant`,
    people: ['Bongani Zulu', 'Thandiwe Ncube', 'Alexei Volkov', 'Henrik Strand'],
    companies: ['Greenway Transit', 'Redline Software'],
    worksAt: [
      ['Bongani Zulu', 'Greenway Transit'],
      ['Thandiwe Ncube', 'Greenway Transit'],
      ['Alexei Volkov', 'Redline Software'],
    ],
  },
  {
    id: 'w90',
    genre: 'chat',
    text: `Giulia Romano: fyi Clearwater Foods signed. Huge thanks to Rohan Gupta from Summit Brokers for making the intro
Giulia Romano: their buyer is Nkechi Okafor, I'll set up onboarding with her`,
    people: ['Giulia Romano', 'Rohan Gupta', 'Nkechi Okafor'],
    companies: ['Clearwater Foods', 'Summit Brokers'],
    worksAt: [
      ['Rohan Gupta', 'Summit Brokers'],
      ['Nkechi Okafor', 'Clearwater Foods'],
    ],
  },
  {
    id: 'w91',
    genre: 'e-mail',
    text: `Hello Anders,

I'm Yasmin Farouk, the new account lead for Juniper Mobile here at Blackbird Media. I'm taking over from Colin Reid, who has moved to our London office.

Best,
Yasmin`,
    people: ['Anders', 'Yasmin Farouk', 'Colin Reid'],
    companies: ['Juniper Mobile', 'Blackbird Media'],
    worksAt: [
      ['Yasmin Farouk', 'Blackbird Media'],
      ['Colin Reid', 'Blackbird Media'],
    ],
  },
  {
    id: 'w92',
    genre: 'meeting notes',
    text: `Partner call with Sycamore Legal about the Atlas Freight dispute. Sycamore's associate Priyanka Iyer is handling discovery; the client contact at Atlas Freight is Dmitri Sokolov.`,
    people: ['Priyanka Iyer', 'Dmitri Sokolov'],
    companies: ['Sycamore Legal', 'Atlas Freight'],
    worksAt: [
      ['Priyanka Iyer', 'Sycamore Legal'],
      ['Dmitri Sokolov', 'Atlas Freight'],
    ],
  },
  {
    id: 'w93',
    genre: 'call log',
    text: `Discovery call, Brook & Fern Interiors
Spoke with the owner, Amaka Eze. She currently uses Tilework for invoicing. Gavin Shaw, a sales rep at Tilework and an old friend of hers, recommended us.`,
    people: ['Amaka Eze', 'Gavin Shaw'],
    companies: ['Brook & Fern Interiors', 'Tilework'],
    worksAt: [
      ['Amaka Eze', 'Brook & Fern Interiors'],
      ['Gavin Shaw', 'Tilework'],
    ],
    links: [
      ['introduced_by', 'Amaka Eze', 'Gavin Shaw'],
      ['knows', 'Amaka Eze', 'Gavin Shaw'],
    ],
  },
  {
    id: 'w94',
    genre: 'e-mail',
    text: `Hi Sven,

Looping in Rania Aziz from Harbor Light Advisors, who advised us on the Crestview acquisition. Rania, Sven Olsen leads corporate development at Crestview.

Thanks,
Julien Faure
CFO, Meadowbank Group`,
    people: ['Sven Olsen', 'Rania Aziz', 'Julien Faure'],
    companies: ['Harbor Light Advisors', 'Crestview', 'Meadowbank Group'],
    worksAt: [
      ['Rania Aziz', 'Harbor Light Advisors'],
      ['Sven Olsen', 'Crestview'],
      ['Julien Faure', 'Meadowbank Group'],
    ],
    links: [
      ['introduced_by', 'Rania Aziz', 'Julien Faure'],
      ['introduced_by', 'Sven Olsen', 'Julien Faure'],
    ],
  },
  {
    id: 'w95',
    genre: 'chat',
    text: `[10:01] Kirra Walsh: who's the best person at Eastfield Grain for the EDI question?
[10:02] Duc Nguyen: Hamid Rostami, he's their integration lead
[10:02] Duc Nguyen: ex-Cargill, knows EDI inside out`,
    people: ['Kirra Walsh', 'Duc Nguyen', 'Hamid Rostami'],
    companies: ['Eastfield Grain', 'Cargill'],
    worksAt: [['Hamid Rostami', 'Eastfield Grain']],
  },
  {
    id: 'w96',
    genre: 'meeting notes',
    text: `Steering committee, Mapleton Council digital programme
Council: Gwen Roberts (programme director), Idris Khan (finance)
Supplier, Tern Digital: Lotte Jansen (delivery lead)
Gwen and Lotte will agree the milestone plan by 30 January.`,
    people: ['Gwen Roberts', 'Idris Khan', 'Lotte Jansen'],
    companies: ['Mapleton Council', 'Tern Digital'],
    worksAt: [
      ['Gwen Roberts', 'Mapleton Council'],
      ['Idris Khan', 'Mapleton Council'],
      ['Lotte Jansen', 'Tern Digital'],
    ],
  },
  {
    id: 'w97',
    genre: 'job change',
    text: `Personal news: after four years at Driftwood Analytics I've joined Sparrow Health as Head of Data. Grateful to Rebecca Lowe, who still runs the data team there, for everything. — Tunde Bakare`,
    people: ['Tunde Bakare', 'Rebecca Lowe'],
    companies: ['Driftwood Analytics', 'Sparrow Health'],
    worksAt: [
      ['Tunde Bakare', 'Sparrow Health'],
      ['Rebecca Lowe', 'Driftwood Analytics'],
    ],
    links: [['left_for', 'Tunde Bakare', 'Sparrow Health']],
  },
  {
    id: 'w98',
    genre: 'e-mail',
    text: `From: Carmen Vidal <carmen.vidal@puertasol.es>
Subject: Visit

Hi Noah,

We'd be glad to host you. My manager, Álvaro Prieto, will join us for lunch. Puerta Sol is a short walk from the station.

Carmen`,
    people: ['Carmen Vidal', 'Noah', 'Álvaro Prieto'],
    companies: ['Puerta Sol'],
    worksAt: [
      ['Carmen Vidal', 'Puerta Sol'],
      ['Álvaro Prieto', 'Puerta Sol'],
    ],
    links: [['reports_to', 'Carmen Vidal', 'Álvaro Prieto']],
  },
  {
    id: 'w99',
    genre: 'call log',
    text: `Call with Walnut Street Dental Group. Dr. Simone Brooks (owner) and her office manager Keisha Grant joined. They were sent to us by Marcus Hill, a rep at Patterson Supply who services their equipment.`,
    people: ['Simone Brooks', 'Keisha Grant', 'Marcus Hill'],
    companies: ['Walnut Street Dental Group', 'Patterson Supply'],
    worksAt: [
      ['Simone Brooks', 'Walnut Street Dental Group'],
      ['Keisha Grant', 'Walnut Street Dental Group'],
      ['Marcus Hill', 'Patterson Supply'],
    ],
    links: [
      ['introduced_by', 'Simone Brooks', 'Marcus Hill'],
      ['introduced_by', 'Keisha Grant', 'Marcus Hill'],
    ],
  },
  {
    id: 'w100',
    genre: 'introduction',
    text: `Subject: Intro: Hanna Korhonen (Aurora Grid) / Mateus Alves

Hanna, Mateus is the energy consultant I told you about; he used to be at Siemens and now works independently. Mateus, Hanna heads procurement at Aurora Grid.

Over to you,
Petra Lindqvist`,
    people: ['Hanna Korhonen', 'Mateus Alves', 'Petra Lindqvist'],
    companies: ['Aurora Grid', 'Siemens'],
    worksAt: [['Hanna Korhonen', 'Aurora Grid']],
    links: [
      ['introduced_by', 'Hanna Korhonen', 'Petra Lindqvist'],
      ['introduced_by', 'Mateus Alves', 'Petra Lindqvist'],
    ],
  },
  {
    id: 'w101',
    genre: 'e-mail',
    text: `From: Ayesha Siddiqui <ayesha@fernhill.co.uk>
Cc: Oliver Grant <oliver.grant@fernhill.co.uk>
Subject: Fernhill renewal

Hi Kenji,

Fernhill is ready to renew for another year. Oliver will send the purchase order.

Ayesha`,
    people: ['Ayesha Siddiqui', 'Oliver Grant', 'Kenji'],
    companies: ['Fernhill'],
    worksAt: [
      ['Ayesha Siddiqui', 'Fernhill'],
      ['Oliver Grant', 'Fernhill'],
    ],
  },
  {
    id: 'w102',
    genre: 'meeting notes',
    text: `Dinner at the Stockholm offsite with the Nordic Loom team: Astrid Berg (founder), Emil Sandberg (CTO). Their lawyer, Karin Holm of Vinge Partners, joined for dessert. Astrid wants to revisit pricing in March.`,
    people: ['Astrid Berg', 'Emil Sandberg', 'Karin Holm'],
    companies: ['Nordic Loom', 'Vinge Partners'],
    worksAt: [
      ['Astrid Berg', 'Nordic Loom'],
      ['Emil Sandberg', 'Nordic Loom'],
      ['Karin Holm', 'Vinge Partners'],
    ],
  },
  {
    id: 'w103',
    genre: 'chat',
    text: `Ama Owusu: met a guy from Kiwi Orchard at the trade show, Tane Horomona, he runs their packhouse
Ama Owusu: also bumped into Sarah Whitfield, who used to be at Kiwi Orchard and now consults
Ama Owusu: Tane wants a demo next week`,
    people: ['Ama Owusu', 'Tane Horomona', 'Sarah Whitfield'],
    companies: ['Kiwi Orchard'],
    worksAt: [['Tane Horomona', 'Kiwi Orchard']],
  },
  {
    id: 'w104',
    genre: 'call log',
    text: `Inbound call: Lukas Hoffmann, IT manager at Rheinwerk Logistik. He found us through his former colleague Miriam Adler, who now works at Elbe Digital and is a customer of ours.`,
    people: ['Lukas Hoffmann', 'Miriam Adler'],
    companies: ['Rheinwerk Logistik', 'Elbe Digital'],
    worksAt: [
      ['Lukas Hoffmann', 'Rheinwerk Logistik'],
      ['Miriam Adler', 'Elbe Digital'],
    ],
    links: [
      ['introduced_by', 'Lukas Hoffmann', 'Miriam Adler'],
      ['knows', 'Lukas Hoffmann', 'Miriam Adler'],
    ],
  },
  {
    id: 'w105',
    genre: 'e-mail',
    text: `Hi team,

Quick recap of today's call with Saffron Kitchen. On their side: Deepa Pillai (operations) and Arash Kazemi (finance). On ours: me and Felix Wagner.
Deepa will send the store list by Thursday.

Thanks,
Nora Lindahl
Implementation Lead
Ridgeline POS`,
    people: ['Deepa Pillai', 'Arash Kazemi', 'Felix Wagner', 'Nora Lindahl'],
    companies: ['Saffron Kitchen', 'Ridgeline POS'],
    worksAt: [
      ['Deepa Pillai', 'Saffron Kitchen'],
      ['Arash Kazemi', 'Saffron Kitchen'],
      ['Felix Wagner', 'Ridgeline POS'],
      ['Nora Lindahl', 'Ridgeline POS'],
    ],
  },
  {
    id: 'w106',
    genre: 'job change',
    text: `Internal memo, Granary Foods: Effective February 1, Joon Kim moves from our Seoul office to lead supply chain in Singapore. Joon will report to Alicia Tan. Vendors should keep working with Mohammed Al-Rashid at Desert Rose Trading for dates.`,
    people: ['Joon Kim', 'Alicia Tan', 'Mohammed Al-Rashid'],
    companies: ['Granary Foods', 'Desert Rose Trading'],
    worksAt: [
      ['Joon Kim', 'Granary Foods'],
      ['Alicia Tan', 'Granary Foods'],
      ['Mohammed Al-Rashid', 'Desert Rose Trading'],
    ],
    links: [['reports_to', 'Joon Kim', 'Alicia Tan']],
  },
  {
    id: 'w107',
    genre: 'meeting notes',
    text: `Call with Summit Peak Outfitters and their agency
Summit Peak: Jessica Moreno (marketing director)
Agency (Brightfold Creative): Kwabena Asare, Lily Tran
Kwabena presented the spring campaign.`,
    people: ['Jessica Moreno', 'Kwabena Asare', 'Lily Tran'],
    companies: ['Summit Peak Outfitters', 'Brightfold Creative'],
    worksAt: [
      ['Jessica Moreno', 'Summit Peak Outfitters'],
      ['Kwabena Asare', 'Brightfold Creative'],
      ['Lily Tran', 'Brightfold Creative'],
    ],
  },
  {
    id: 'w108',
    genre: 'e-mail',
    text: `Dear Chioma Okonkwo,

Thank you for choosing Tamarind Travel for the Lagos retreat. Your coordinator will be Rafael Souza, and our events director, Mina Hosseini, will oversee the programme.

Warm regards,
Tamarind Travel`,
    people: ['Chioma Okonkwo', 'Rafael Souza', 'Mina Hosseini'],
    companies: ['Tamarind Travel'],
    worksAt: [
      ['Rafael Souza', 'Tamarind Travel'],
      ['Mina Hosseini', 'Tamarind Travel'],
    ],
  },
  {
    id: 'w109',
    genre: 'chat',
    text: `Leon Fischer: the Bluebell Bank pilot is blocked on legal
Leon Fischer: their counsel Abena Darko wants changes to the DPA
Zainab Umar: I'll ask our lawyer Hugo Martin to call her today`,
    people: ['Leon Fischer', 'Abena Darko', 'Zainab Umar', 'Hugo Martin'],
    companies: ['Bluebell Bank'],
    worksAt: [['Abena Darko', 'Bluebell Bank']],
  },
  {
    id: 'w110',
    genre: 'call log',
    text: `Logged call: Patricia Nwachukwu, buyer, Lakeside Grocers (patricia.n@lakesidegrocers.com). Lakeside currently buys from Crimson Farms through their rep Diego Alvarez. Patricia wants a second supplier.`,
    people: ['Patricia Nwachukwu', 'Diego Alvarez'],
    companies: ['Lakeside Grocers', 'Crimson Farms'],
    worksAt: [
      ['Patricia Nwachukwu', 'Lakeside Grocers'],
      ['Diego Alvarez', 'Crimson Farms'],
    ],
  },
  {
    id: 'w111',
    genre: 'introduction',
    text: `Hi Gabriela,

As promised, meet my colleague Haruto Suzuki. Haruto leads our robotics practice at Orbital Works and has done similar projects for Pampa Motors.

Haruto, Gabriela Reyes is VP Manufacturing at Condor Motors.

Best,
Ines Brandão`,
    people: ['Gabriela Reyes', 'Haruto Suzuki', 'Ines Brandão'],
    companies: ['Orbital Works', 'Pampa Motors', 'Condor Motors'],
    worksAt: [
      ['Haruto Suzuki', 'Orbital Works'],
      ['Ines Brandão', 'Orbital Works'],
      ['Gabriela Reyes', 'Condor Motors'],
    ],
    links: [
      ['introduced_by', 'Haruto Suzuki', 'Ines Brandão'],
      ['introduced_by', 'Gabriela Reyes', 'Ines Brandão'],
    ],
  },
  {
    id: 'w112',
    genre: 'meeting notes',
    text: `Investor update call
Attendees: Chiara Ferri and Ola Nordmann from Fjord Growth Fund; our founders Kai Müller and Ananya Das.
Chiara asked about churn. Kai will send the cohort data.`,
    people: ['Chiara Ferri', 'Ola Nordmann', 'Kai Müller', 'Ananya Das'],
    companies: ['Fjord Growth Fund'],
    worksAt: [
      ['Chiara Ferri', 'Fjord Growth Fund'],
      ['Ola Nordmann', 'Fjord Growth Fund'],
    ],
  },
  {
    id: 'w113',
    genre: 'e-mail',
    text: `Hi Pedro,

Sorry for the delay. I checked with Ewa Kowalska, our head of compliance, and we can sign the NDA as is.

Best,
Tomoko Hayashi
Legal Counsel
Willow Bank | tomoko.hayashi@willowbank.com

On Tue, Pedro Lima <pedro.lima@cascade-data.com> wrote:
> Tomoko, any news on the NDA? Cascade Data is ready to start.`,
    people: ['Pedro Lima', 'Ewa Kowalska', 'Tomoko Hayashi'],
    companies: ['Willow Bank', 'Cascade Data'],
    worksAt: [
      ['Ewa Kowalska', 'Willow Bank'],
      ['Tomoko Hayashi', 'Willow Bank'],
      ['Pedro Lima', 'Cascade Data'],
    ],
  },
  {
    id: 'w114',
    genre: 'job change',
    text: `Congrats to Rutendo Moyo, who is now Head of Sales at Baobab Solar! Rutendo spent five years at Savanna Telecom. She's hiring; ping her former teammate Tawanda Chikore, still at Savanna Telecom, for a reference.`,
    people: ['Rutendo Moyo', 'Tawanda Chikore'],
    companies: ['Baobab Solar', 'Savanna Telecom'],
    worksAt: [
      ['Rutendo Moyo', 'Baobab Solar'],
      ['Tawanda Chikore', 'Savanna Telecom'],
    ],
    links: [
      ['left_for', 'Rutendo Moyo', 'Baobab Solar'],
      ['knows', 'Rutendo Moyo', 'Tawanda Chikore'],
    ],
  },
  {
    id: 'w115',
    genre: 'chat',
    text: `[16:40] Sebastian Cruz: visited Thistle & Pine yesterday with Maya Levin from Crossroads Capital
[16:41] Sebastian Cruz: Maya is looking at them for the seed round
[16:41] Sebastian Cruz: their founder Callum Reid gave us the tour`,
    people: ['Sebastian Cruz', 'Maya Levin', 'Callum Reid'],
    companies: ['Thistle & Pine', 'Crossroads Capital'],
    worksAt: [
      ['Maya Levin', 'Crossroads Capital'],
      ['Callum Reid', 'Thistle & Pine'],
    ],
  },
  {
    id: 'w116',
    genre: 'call log',
    text: `Call summary, Ironwood Hotels
Participants: Olivia Bennett (Ironwood Hotels, revenue manager), Pierre Lambert (Ironwood Hotels), Samira Haddad (Staybridge Analytics, our partner)
Olivia wants nightly rate feeds. Samira will scope the connector.`,
    people: ['Olivia Bennett', 'Pierre Lambert', 'Samira Haddad'],
    companies: ['Ironwood Hotels', 'Staybridge Analytics'],
    worksAt: [
      ['Olivia Bennett', 'Ironwood Hotels'],
      ['Pierre Lambert', 'Ironwood Hotels'],
      ['Samira Haddad', 'Staybridge Analytics'],
    ],
  },
  {
    id: 'w117',
    genre: 'e-mail',
    text: `Hi all,

Welcome to the Zephyr Air rollout channel. From Zephyr Air we have Nikos Papadopoulos and Elena Georgiou; from Northstar Consulting, Jack Morrison and me.

Best,
Aditi Rao
Northstar Consulting`,
    people: ['Nikos Papadopoulos', 'Elena Georgiou', 'Jack Morrison', 'Aditi Rao'],
    companies: ['Zephyr Air', 'Northstar Consulting'],
    worksAt: [
      ['Nikos Papadopoulos', 'Zephyr Air'],
      ['Elena Georgiou', 'Zephyr Air'],
      ['Jack Morrison', 'Northstar Consulting'],
      ['Aditi Rao', 'Northstar Consulting'],
    ],
  },
  {
    id: 'w118',
    genre: 'meeting notes',
    text: `Notes: Pebble Beach Labs sales call
Their buyer Fatima Zahra attended with her boss, Youssef Benali. Youssef used to run procurement at Atlas Telecom. Competitor in the deal: Granite Cloud, represented by Oscar Lindberg.`,
    people: ['Fatima Zahra', 'Youssef Benali', 'Oscar Lindberg'],
    companies: ['Pebble Beach Labs', 'Atlas Telecom', 'Granite Cloud'],
    worksAt: [
      ['Fatima Zahra', 'Pebble Beach Labs'],
      ['Youssef Benali', 'Pebble Beach Labs'],
      ['Oscar Lindberg', 'Granite Cloud'],
    ],
    links: [['reports_to', 'Fatima Zahra', 'Youssef Benali']],
  },
  {
    id: 'w119',
    genre: 'job change',
    text: `Announcing our new advisory board at Quantum Leaf: Dr. Amira Haddad (professor at Cairo University), Jonas Berglund (ex-Spotify) and Nomvula Khumalo, CFO of Ubuntu Payments.`,
    people: ['Amira Haddad', 'Jonas Berglund', 'Nomvula Khumalo'],
    companies: ['Quantum Leaf', 'Cairo University', 'Spotify', 'Ubuntu Payments'],
    worksAt: [
      ['Amira Haddad', 'Cairo University'],
      ['Nomvula Khumalo', 'Ubuntu Payments'],
    ],
  },
  {
    id: 'w120',
    genre: 'chat',
    text: `Hoang Minh: who from Lighthouse Realty is coming tomorrow?
Julia Novak: Brian Kelly and his assistant Rosa Lee
Hoang Minh: ok, and our side is just me and Priyanka Bose`,
    people: ['Hoang Minh', 'Julia Novak', 'Brian Kelly', 'Rosa Lee', 'Priyanka Bose'],
    companies: ['Lighthouse Realty'],
    worksAt: [
      ['Brian Kelly', 'Lighthouse Realty'],
      ['Rosa Lee', 'Lighthouse Realty'],
    ],
    links: [['reports_to', 'Rosa Lee', 'Brian Kelly']],
  },
]
