import type { CorpusText } from './types.js'

/**
 * Tuning texts t1501-t1540 (issue 27, pass W18): a ninth fresh writer's batch, written blind on
 * 2026-11-28 to the brief the fourth held-out part's writer had (/work/helpers/h4.md), by a writer
 * who had not opened the reader, its decisions, its extraction page or any held-out text, and
 * committed, texts and expectations together, before the reader ran on any of them. It leans on
 * works-at (about 28 of 40 texts): attendee lines and table rows, "the X folks", signatures with a
 * title under the name, CC lines, e-mail domains that match a named company, "X's new CFO", "our
 * counterpart at X", a team of X, first names and pronouns later on; beside people who do not work
 * at the company in play (a customer's buyer, an investor, an auditor, a broker, a candidate, a
 * former employer, a supplier's rep). About a quarter are near misses. Settings: agriculture,
 * aviation, public health, game studios, logistics, textiles and municipal services. CORPUS_NOW is
 * Thursday 2026-01-15.
 */
export const TUNING_FRESH_SAMPLE_NINE: CorpusText[] = [
  {
    id: 't1501',
    genre: 'meeting notes',
    text: `Sorghum offtake call, 14 Jan
Attendees:
- Tigist Haile, Procurement Lead, Awash Grain Cooperative
- Dawit Bekele, Agronomist, Awash Grain Cooperative
- Nguyen Thi Lan, Trader, Mekong Commodities Pte Ltd
- Kofi Asamoah, outside counsel, Asamoah & Boateng LLP
Tigist confirmed 400 tonnes for March delivery, subject to the moisture tests.
Dawit will send the moisture readings by Friday.`,
    people: ['Tigist Haile', 'Dawit Bekele', 'Nguyen Thi Lan', 'Kofi Asamoah'],
    companies: ['Awash Grain Cooperative', 'Mekong Commodities Pte Ltd', 'Asamoah & Boateng LLP'],
    worksAt: [
      ['Tigist Haile', 'Awash Grain Cooperative'],
      ['Dawit Bekele', 'Awash Grain Cooperative'],
      ['Nguyen Thi Lan', 'Mekong Commodities Pte Ltd'],
      ['Kofi Asamoah', 'Asamoah & Boateng LLP'],
    ],
    tasks: [{ text: 'send the moisture readings', due: '2026-01-16', assignee: 'Dawit Bekele' }],
  },
  {
    id: 't1502',
    genre: 'e-mail',
    text: `From: Eleni Papadopoulou <eleni.p@aegeanwings.gr>
To: Rustam Karimov <r.karimov@samarkandair.uz>
Cc: Nikos Stavrou <nikos.stavrou@aegeanwings.gr>
Subject: ATR slots for April

Dear Rustam,

Following our call, we can release two ATR 72 slots to Samarkand Air for the Tashkent line in April. Nikos will prepare the wet-lease terms and send them to you by Monday.

Kind regards,
Eleni Papadopoulou
Head of Network Planning
Aegean Wings S.A.`,
    people: ['Eleni Papadopoulou', 'Rustam Karimov', 'Nikos Stavrou'],
    companies: ['Aegean Wings S.A.', 'Samarkand Air'],
    worksAt: [
      ['Eleni Papadopoulou', 'Aegean Wings S.A.'],
      ['Nikos Stavrou', 'Aegean Wings S.A.'],
      ['Rustam Karimov', 'Samarkand Air'],
    ],
  },
  {
    id: 't1503',
    genre: 'chat',
    text: `[10:02] Arif Rahman: the Pixel Monsoon folks want to push the console build by a week
[10:03] Arif Rahman: Tran Minh Duc is their producer, he pinged me at 9 about the cert queue
[10:05] Sumi Chowdhury: ok. can Leota own the cert checklist on our end?
[10:06] Leota Faleolo: yep, happy to`,
    people: ['Arif Rahman', 'Tran Minh Duc', 'Sumi Chowdhury', 'Leota Faleolo'],
    companies: ['Pixel Monsoon'],
    worksAt: [['Tran Minh Duc', 'Pixel Monsoon']],
  },
  {
    id: 't1504',
    genre: 'call log',
    text: `Call log, Thu 15 Jan
Account: Accra Cold Chain Ltd
Spoke with Ama Owusu-Ansah, Accra Cold Chain's new CFO (she joined in December). She wants the reefer tracking quote split by depot. Their biggest customer, Yaw Darko of Kumasi Fresh Foods, complained about late trucks over Christmas; Ama says Yaw may sit in on the next call to hear the plan.`,
    people: ['Ama Owusu-Ansah', 'Yaw Darko'],
    companies: ['Accra Cold Chain Ltd', 'Kumasi Fresh Foods'],
    worksAt: [
      ['Ama Owusu-Ansah', 'Accra Cold Chain Ltd'],
      ['Yaw Darko', 'Kumasi Fresh Foods'],
    ],
  },
  {
    id: 't1505',
    genre: 'introduction',
    text: `Subject: Intro: Farhana Akter (Dhaka Health Labs) <> Dilnoza Yusupova

Hi Farhana, hi Dilnoza,

As promised, connecting you two. Farhana leads the vaccine cold-storage team at Dhaka Health Labs. Dilnoza is the program officer for Central Asia at the Tashkent Public Health Foundation and is looking for a lab partner for the measles serosurvey.

Farhana already said yes to the intro, so Dilnoza, the ball is with you.

Warmly,
Mele Tuilagi`,
    people: ['Farhana Akter', 'Dilnoza Yusupova', 'Mele Tuilagi'],
    companies: ['Dhaka Health Labs', 'Tashkent Public Health Foundation'],
    worksAt: [
      ['Farhana Akter', 'Dhaka Health Labs'],
      ['Dilnoza Yusupova', 'Tashkent Public Health Foundation'],
    ],
    links: [
      ['introduced_by', 'Farhana Akter', 'Mele Tuilagi'],
      ['introduced_by', 'Dilnoza Yusupova', 'Mele Tuilagi'],
    ],
  },
  {
    id: 't1506',
    genre: 'job change',
    text: `Personnel note: Zsófia Kovács, who ran the dye house at Danube Loom Kft. for eleven years, has left to become plant manager at Pécs Textile Works. Her deputy, Bence Nagy, takes over the dye house at Danube Loom and from now on reports to the COO, Gábor Szabó.`,
    people: ['Zsófia Kovács', 'Bence Nagy', 'Gábor Szabó'],
    companies: ['Danube Loom Kft.', 'Pécs Textile Works'],
    worksAt: [
      ['Zsófia Kovács', 'Pécs Textile Works'],
      ['Bence Nagy', 'Danube Loom Kft.'],
      ['Gábor Szabó', 'Danube Loom Kft.'],
    ],
    links: [
      ['left_for', 'Zsófia Kovács', 'Pécs Textile Works'],
      ['reports_to', 'Bence Nagy', 'Gábor Szabó'],
    ],
  },
  {
    id: 't1507',
    genre: 'attendee list',
    text: `Stormwater steering group, attendance

| Name | Role | Organisation |
|---|---|---|
| Catalina Muñoz | Director of Public Works | Municipalidad de Valparaíso |
| Rodrigo Fuentes | Hydraulic engineer | Municipalidad de Valparaíso |
| Joaquín Soto | Project manager | Aguas del Pacífico S.A. |
| Theodora Angelidou | Observer | n/a |`,
    people: ['Catalina Muñoz', 'Rodrigo Fuentes', 'Joaquín Soto', 'Theodora Angelidou'],
    companies: ['Municipalidad de Valparaíso', 'Aguas del Pacífico S.A.'],
    worksAt: [
      ['Catalina Muñoz', 'Municipalidad de Valparaíso'],
      ['Rodrigo Fuentes', 'Municipalidad de Valparaíso'],
      ['Joaquín Soto', 'Aguas del Pacífico S.A.'],
    ],
  },
  {
    id: 't1508',
    genre: 'e-mail',
    text: `Hi Ketut,

Quick recap of the board prep for Bali Fiber Co. The audit is being run by Nadia Rahmawati from Sentosa Audit Partners, and our lead investor, Dimitris Kalogeropoulos of Olympus Growth Fund, will join by video. Neither of them has seen the updated cash plan, so please don't forward it yet.

Wayan Sudarsana
Finance Manager, Bali Fiber Co.`,
    people: ['Ketut', 'Nadia Rahmawati', 'Dimitris Kalogeropoulos', 'Wayan Sudarsana'],
    companies: ['Bali Fiber Co.', 'Sentosa Audit Partners', 'Olympus Growth Fund'],
    worksAt: [
      ['Nadia Rahmawati', 'Sentosa Audit Partners'],
      ['Dimitris Kalogeropoulos', 'Olympus Growth Fund'],
      ['Wayan Sudarsana', 'Bali Fiber Co.'],
    ],
  },
  {
    id: 't1509',
    genre: 'meeting notes',
    text: `MRO weekly, 13 Jan
Present: Tesfaye Alemu, Hiwot Girma, Panos Georgiou
Panos is our counterpart at Hellas Aero Technics; he flew in for the engine borescope review. Tesfaye and Hiwot are from the powerplant team at Blue Nile Airlines.
Open items: the turbine blade report is still outstanding. Hiwot will chase Panos for it by Friday.`,
    people: ['Tesfaye Alemu', 'Hiwot Girma', 'Panos Georgiou'],
    companies: ['Hellas Aero Technics', 'Blue Nile Airlines'],
    worksAt: [
      ['Panos Georgiou', 'Hellas Aero Technics'],
      ['Tesfaye Alemu', 'Blue Nile Airlines'],
      ['Hiwot Girma', 'Blue Nile Airlines'],
    ],
    tasks: [{ text: 'chase Panos', due: '2026-01-16', assignee: 'Hiwot Girma' }],
  },
  {
    id: 't1510',
    genre: 'chat',
    text: `#hiring
Nodira Rashidova: interviewed Lam Quoc Bao today for the tech artist role. he's ex-Dragonfire Interactive, left them in 2024 and has been freelancing since
Nodira Rashidova: strong portfolio, weak on shaders. Sabina wants a second round with him
Sabina Islam: yes, let's do it next week`,
    people: ['Nodira Rashidova', 'Lam Quoc Bao', 'Sabina Islam'],
    companies: ['Dragonfire Interactive'],
    worksAt: [],
  },
  {
    id: 't1511',
    genre: 'e-mail',
    text: `Hi Mariana,

Thanks for sending the bale samples. Our QA lab ran them yesterday and the micronaire readings are within spec, so Chittagong Spinning Mills can go ahead with the February order.

One thing: our planner Rafiq asked whether your team at Andes Fibras can ship via Valparaíso instead of San Antonio this time.

Best,
Tanvir Hossain
Senior Buyer
tanvir.hossain@chittagongspinning.com.bd`,
    people: ['Mariana', 'Rafiq', 'Tanvir Hossain'],
    companies: ['Chittagong Spinning Mills', 'Andes Fibras'],
    worksAt: [
      ['Tanvir Hossain', 'Chittagong Spinning Mills'],
      ['Rafiq', 'Chittagong Spinning Mills'],
      ['Mariana', 'Andes Fibras'],
    ],
  },
  {
    id: 't1512',
    genre: 'job change',
    text: `Announcement from the Accra Metropolitan Health Directorate

Dr. Abena Mensah has been appointed Deputy Director for Disease Surveillance, effective 1 February. The district surveillance officers, including Kwabena Ofori and Esi Appiah, will report to her from that date. Abena replaces Dr. Yaw Boakye, who retired in December.`,
    people: ['Abena Mensah', 'Kwabena Ofori', 'Esi Appiah', 'Yaw Boakye'],
    companies: ['Accra Metropolitan Health Directorate'],
    worksAt: [
      ['Abena Mensah', 'Accra Metropolitan Health Directorate'],
      ['Kwabena Ofori', 'Accra Metropolitan Health Directorate'],
      ['Esi Appiah', 'Accra Metropolitan Health Directorate'],
    ],
    links: [
      ['reports_to', 'Kwabena Ofori', 'Abena Mensah'],
      ['reports_to', 'Esi Appiah', 'Abena Mensah'],
    ],
  },
  {
    id: 't1513',
    genre: 'call log',
    text: `Call with Bui Thanh Hai (Saigon Freight Forwarding), 20 min.
He used to be at Mekong Express Lines and still knows half of their ops team, but he says he has no say in their carrier picks any more. Hai is sending the corrected customs manifests tomorrow.`,
    people: ['Bui Thanh Hai'],
    companies: ['Saigon Freight Forwarding', 'Mekong Express Lines'],
    worksAt: [['Bui Thanh Hai', 'Saigon Freight Forwarding']],
  },
  {
    id: 't1514',
    genre: 'no names',
    text: `Reminder: bulk waste pickup moves to Wednesdays from February. Residents on the east routes should place items at the kerb by 7 am. The Ring Road depot will be closed on the 26th for resurfacing, and the recycling hotline keeps its usual hours.`,
    people: [],
    companies: [],
    worksAt: [],
  },
  {
    id: 't1515',
    genre: 'attendee list',
    text: `Field day attendees (Bogor trial plots)
From the Nusantara Seeds team: Putri Wulandari (breeding lead), Agus Setiawan, Rina Hartono
From Sumatra Agri Bank: Hendra Gunawan (credit officer)
Also there: Mahlet Tadesse, visiting researcher`,
    people: ['Putri Wulandari', 'Agus Setiawan', 'Rina Hartono', 'Hendra Gunawan', 'Mahlet Tadesse'],
    companies: ['Nusantara Seeds', 'Sumatra Agri Bank'],
    worksAt: [
      ['Putri Wulandari', 'Nusantara Seeds'],
      ['Agus Setiawan', 'Nusantara Seeds'],
      ['Rina Hartono', 'Nusantara Seeds'],
      ['Hendra Gunawan', 'Sumatra Agri Bank'],
    ],
  },
  {
    id: 't1516',
    genre: 'meeting notes',
    text: `Notes: warehouse slotting review
Uzma Chowdhury runs inbound for the Khulna hub of Bengal Bay Logistics. She brought two of her shift leads, Mizanur Rahman and Sharmin Akter, who both report to her. Our side: Lina Petrakis and me.
Uzma's ask: pilot the slotting tool in one aisle before the March peak.`,
    people: ['Uzma Chowdhury', 'Mizanur Rahman', 'Sharmin Akter', 'Lina Petrakis'],
    companies: ['Bengal Bay Logistics'],
    worksAt: [
      ['Uzma Chowdhury', 'Bengal Bay Logistics'],
      ['Mizanur Rahman', 'Bengal Bay Logistics'],
      ['Sharmin Akter', 'Bengal Bay Logistics'],
    ],
    links: [
      ['reports_to', 'Mizanur Rahman', 'Uzma Chowdhury'],
      ['reports_to', 'Sharmin Akter', 'Uzma Chowdhury'],
    ],
  },
  {
    id: 't1517',
    genre: 'introduction',
    text: `Sina, see below: Alisher put me in touch with the Navoi warehouse people. Can you take it from here?

---------- Forwarded message ---------
From: Alisher Nazarov <alisher@silkroadcargo.uz>
Date: Tue, Jan 13, 2026
Subject: Navoi storage

Hi Stavros,

Copying Jasur Toshmatov, who manages our bonded warehouse at Navoi airport. Jasur, Stavros Manolis is looking for short-term cold storage for pharma shipments.

Alisher Nazarov
Silk Road Cargo`,
    people: ['Sina', 'Alisher Nazarov', 'Jasur Toshmatov', 'Stavros Manolis'],
    companies: ['Silk Road Cargo'],
    worksAt: [
      ['Alisher Nazarov', 'Silk Road Cargo'],
      ['Jasur Toshmatov', 'Silk Road Cargo'],
    ],
    links: [
      ['introduced_by', 'Jasur Toshmatov', 'Alisher Nazarov'],
      ['introduced_by', 'Stavros Manolis', 'Alisher Nazarov'],
    ],
  },
  {
    id: 't1518',
    genre: 'meeting notes',
    text: `Quick note from the Jakarta trade fair: met Siti Rahayu from Surabaya, who buys batik cotton for a few small workshops, and Ioannis Pappas from Thessaloniki. Neither is ready to order yet. Both asked for the swatch book, which Ayu will post to them on Monday.`,
    people: ['Siti Rahayu', 'Ioannis Pappas', 'Ayu'],
    companies: [],
    worksAt: [],
  },
  {
    id: 't1519',
    genre: 'e-mail',
    text: `Hi Bảo,

Perfect, Thursday works. I'll bring Kallisti Demos, our lead QA, and we can review the crash logs together.

Cheers,
Orsolya Tóth
Producer | Hexgrid Games Zrt.

> On 14 Jan 2026, Nguyễn Gia Bảo <bao.nguyen@lotusforge.vn> wrote:
> Hi Orsolya, our engine team at Lotus Forge Studio can meet Thursday afternoon to go over the crash logs. I'll bring Phạm Thu Hà from rendering.
> Bảo`,
    people: ['Nguyễn Gia Bảo', 'Kallisti Demos', 'Orsolya Tóth', 'Phạm Thu Hà'],
    companies: ['Hexgrid Games Zrt.', 'Lotus Forge Studio'],
    worksAt: [
      ['Orsolya Tóth', 'Hexgrid Games Zrt.'],
      ['Kallisti Demos', 'Hexgrid Games Zrt.'],
      ['Nguyễn Gia Bảo', 'Lotus Forge Studio'],
      ['Phạm Thu Hà', 'Lotus Forge Studio'],
    ],
  },
  {
    id: 't1520',
    genre: 'call log',
    text: `Inbound call from Tavita Sapolu. He is the operations manager at Pacific Vector Control Ltd in Apia and wants quotes on 2,000 treated bed nets for the dengue season. Tavita mentioned that his colleague Lagi Pouono will handle the import permits. Their finance lead, Fiona Leavasa, signs anything over 50k.`,
    people: ['Tavita Sapolu', 'Lagi Pouono', 'Fiona Leavasa'],
    companies: ['Pacific Vector Control Ltd'],
    worksAt: [
      ['Tavita Sapolu', 'Pacific Vector Control Ltd'],
      ['Lagi Pouono', 'Pacific Vector Control Ltd'],
      ['Fiona Leavasa', 'Pacific Vector Control Ltd'],
    ],
  },
  {
    id: 't1521',
    genre: 'chat',
    text: `#ops-ghana
Kwesi: @Adwoa can you confirm the Tema slot with the Golden Stool Shipping people by Friday?
Adwoa Mensah: on it. their dispatcher Yaw Amponsah said 6am is fine but he needs the manifest tonight
Kwesi: 👍 cc @Akua`,
    people: ['Kwesi', 'Adwoa Mensah', 'Yaw Amponsah', 'Akua'],
    companies: ['Golden Stool Shipping'],
    worksAt: [['Yaw Amponsah', 'Golden Stool Shipping']],
    tasks: [{ text: 'confirm the Tema slot', due: '2026-01-16', assignee: 'Adwoa Mensah' }],
  },
  {
    id: 't1522',
    genre: 'call log',
    text: `Spoke to Mihály Farkas again. He's an independent consultant advising Tisza Agro on irrigation, not on their payroll, and he turned down a full-time offer from Puszta Farms last year. He'd rather we talk to Tisza Agro's farm manager, Erzsébet Balogh, about the drip pilot.`,
    people: ['Mihály Farkas', 'Erzsébet Balogh'],
    companies: ['Tisza Agro', 'Puszta Farms'],
    worksAt: [['Erzsébet Balogh', 'Tisza Agro']],
  },
  {
    id: 't1523',
    genre: 'e-mail',
    text: `Subject: Advisory board

Dear Thanh,

Ruth Gebremedhin, formerly CFO of Addis Leather Works, has agreed to join the advisory board of Saffron Threads. She sits on two other boards and mentors first-time founders. We are very lucky to have her.

Hoang Van Long
Founder, Saffron Threads`,
    people: ['Thanh', 'Ruth Gebremedhin', 'Hoang Van Long'],
    companies: ['Addis Leather Works', 'Saffron Threads'],
    worksAt: [['Hoang Van Long', 'Saffron Threads']],
  },
  {
    id: 't1524',
    genre: 'attendee list',
    text: `Airside safety audit at the Accra ramp, attendees: Nana Yeboah (Safety Manager) and Kojo Antwi (Ramp Supervisor) from Volta Ground Handling; Georgios Nikolaidis (auditor, Aegis Aviation Assurance); Akosua Frimpong from the Ghana Civil Aviation Authority.`,
    people: ['Nana Yeboah', 'Kojo Antwi', 'Georgios Nikolaidis', 'Akosua Frimpong'],
    companies: ['Volta Ground Handling', 'Aegis Aviation Assurance', 'Ghana Civil Aviation Authority'],
    worksAt: [
      ['Nana Yeboah', 'Volta Ground Handling'],
      ['Kojo Antwi', 'Volta Ground Handling'],
      ['Georgios Nikolaidis', 'Aegis Aviation Assurance'],
      ['Akosua Frimpong', 'Ghana Civil Aviation Authority'],
    ],
  },
  {
    id: 't1525',
    genre: 'meeting notes',
    text: `Notes, Dhaka sourcing visit, day 2
Morning at Padma Knitwear Ltd with their merchandising head, Nusrat Jahan, and Arnab Das from the same team. Afternoon with the dye supplier, whose rep Mustafa Kamal (ColorChem Asia) walked us through the new azo-free range. Mustafa is not involved in the Padma orders.`,
    people: ['Nusrat Jahan', 'Arnab Das', 'Mustafa Kamal'],
    companies: ['Padma Knitwear Ltd', 'ColorChem Asia'],
    worksAt: [
      ['Nusrat Jahan', 'Padma Knitwear Ltd'],
      ['Arnab Das', 'Padma Knitwear Ltd'],
      ['Mustafa Kamal', 'ColorChem Asia'],
    ],
  },
  {
    id: 't1526',
    genre: 'job change',
    text: `Welcome aboard! Captain Sione Faleafa joins Polynesian Airways as Chief Pilot this month, coming from Air Pacifica, where he flew the A330 for nine years. He will report to our Director of Flight Operations, Malia Toleafoa.`,
    people: ['Sione Faleafa', 'Malia Toleafoa'],
    companies: ['Polynesian Airways', 'Air Pacifica'],
    worksAt: [
      ['Sione Faleafa', 'Polynesian Airways'],
      ['Malia Toleafoa', 'Polynesian Airways'],
    ],
    links: [
      ['left_for', 'Sione Faleafa', 'Polynesian Airways'],
      ['reports_to', 'Sione Faleafa', 'Malia Toleafoa'],
    ],
  },
  {
    id: 't1527',
    genre: 'e-mail',
    text: `To: Sanjida Karim
Cc: Bálint Horváth, Vasiliki Karali
Subject: Leak detection pilot, District XI

Dear Sanjida,

Budapest Waterworks would be glad to host your students for the leak detection pilot. Bálint from our network team will be the day-to-day contact. Vasiliki Karali of Hydrosense Hellas, whose acoustic loggers we are trialling, will also join the kickoff.

Regards,
Krisztina Varga
Head of Network Operations
Budapest Waterworks Zrt.`,
    people: ['Sanjida Karim', 'Bálint Horváth', 'Vasiliki Karali', 'Krisztina Varga'],
    companies: ['Budapest Waterworks Zrt.', 'Hydrosense Hellas'],
    worksAt: [
      ['Krisztina Varga', 'Budapest Waterworks Zrt.'],
      ['Bálint Horváth', 'Budapest Waterworks Zrt.'],
      ['Vasiliki Karali', 'Hydrosense Hellas'],
    ],
  },
  {
    id: 't1528',
    genre: 'chat',
    text: `[14:20] Bahrom: just got off a call with Chau from Rice Paper Games
[14:21] Bahrom: she's their art director now, and they want 3 more environment artists from us for Q2
[14:23] Anastasia Vlachou: nice, I'll draft the SOW tonight`,
    people: ['Bahrom', 'Chau', 'Anastasia Vlachou'],
    companies: ['Rice Paper Games'],
    worksAt: [['Chau', 'Rice Paper Games']],
  },
  {
    id: 't1529',
    genre: 'meeting notes',
    text: `Shortlist for the school catering contract:
1. Kebede & Sons Catering, owner Alemayehu Kebede
2. Mama Esi's Kitchen
3. Lê Family Foods
Council officer in charge: Dimitra Kostopoulou. Final scoring on 22 January, no site visits before then.`,
    people: ['Alemayehu Kebede', 'Dimitra Kostopoulou'],
    companies: ['Kebede & Sons Catering', "Mama Esi's Kitchen", 'Lê Family Foods'],
    worksAt: [['Alemayehu Kebede', 'Kebede & Sons Catering']],
  },
  {
    id: 't1530',
    genre: 'call log',
    text: `Call with the Mekong Delta Rice Co-op folks (Võ Thị Hồng and Lê Văn Tâm). Hồng chairs the co-op's marketing committee; Tâm keeps the books. They want the moisture meters delivered before the winter-spring harvest. They buy fertiliser from Agrifert Vietnam but don't want Agrifert's rep, Đặng Quốc Huy, on our calls.`,
    people: ['Võ Thị Hồng', 'Lê Văn Tâm', 'Đặng Quốc Huy'],
    companies: ['Mekong Delta Rice Co-op', 'Agrifert Vietnam'],
    worksAt: [
      ['Võ Thị Hồng', 'Mekong Delta Rice Co-op'],
      ['Lê Văn Tâm', 'Mekong Delta Rice Co-op'],
      ['Đặng Quốc Huy', 'Agrifert Vietnam'],
    ],
  },
  {
    id: 't1531',
    genre: 'introduction',
    text: `Subject: Yonas <> Dorcas

Hi Dorcas,

Meet Yonas Tesfaye, fleet director at Ethio Freight Share Co. Yonas and I worked together at DHL years ago, and he has been wanting to get into West Africa. Yonas, Dorcas runs cross-dock operations at Takoradi Logistics Hub Ltd.

I'll step out of the thread now.
Lefteris`,
    people: ['Dorcas', 'Yonas Tesfaye', 'Lefteris'],
    companies: ['Ethio Freight Share Co.', 'DHL', 'Takoradi Logistics Hub Ltd'],
    worksAt: [
      ['Yonas Tesfaye', 'Ethio Freight Share Co.'],
      ['Dorcas', 'Takoradi Logistics Hub Ltd'],
    ],
    links: [
      ['introduced_by', 'Yonas Tesfaye', 'Lefteris'],
      ['introduced_by', 'Dorcas', 'Lefteris'],
      ['knows', 'Yonas Tesfaye', 'Lefteris'],
    ],
  },
  {
    id: 't1532',
    genre: 'meeting notes',
    text: `Measles campaign planning, 12 Jan
Joined: the Rajshahi City Corporation health team (Dr. Mahmuda Sultana, Anisur Rahman), plus Iosefa Lemalu from Pacific Cold Chain Solutions, who supplies the vaccine carriers.
Mahmuda wants 300 carriers by the end of February; Iosefa said that is tight.
Action: Anisur to send the ward-by-ward counts by Monday.`,
    people: ['Mahmuda Sultana', 'Anisur Rahman', 'Iosefa Lemalu'],
    companies: ['Rajshahi City Corporation', 'Pacific Cold Chain Solutions'],
    worksAt: [
      ['Mahmuda Sultana', 'Rajshahi City Corporation'],
      ['Anisur Rahman', 'Rajshahi City Corporation'],
      ['Iosefa Lemalu', 'Pacific Cold Chain Solutions'],
    ],
    tasks: [{ text: 'send the ward-by-ward counts', due: '2026-01-19', assignee: 'Anisur Rahman' }],
  },
  {
    id: 't1533',
    genre: 'e-mail',
    text: `From: Nigora Alimova <nigora.alimova@gmail.com>
Subject: Application, logistics analyst

Dear hiring team at Caravan Freight,

I am applying for the logistics analyst position. I am finishing my degree in Tashkent this spring and interned last summer at Uzbekistan Railways, where I worked on wagon scheduling.

Best regards,
Nigora Alimova`,
    people: ['Nigora Alimova'],
    companies: ['Caravan Freight', 'Uzbekistan Railways'],
    worksAt: [],
  },
  {
    id: 't1534',
    genre: 'attendee list',
    text: `Invitees, cotton traceability workshop, 20 January
Nikolaos Petridis <nikolaos.petridis@thessalycotton.gr>
Hasan Mahmud <h.mahmud@meghnatextiles.com>
Phạm Ngọc Lan <lan.pham@saigonweave.vn>
Gulnora Ergasheva <gulnora@bukharasilk.uz>
Companies taking part: Thessaly Cotton, Meghna Textiles, Saigon Weave and Bukhara Silk.`,
    people: ['Nikolaos Petridis', 'Hasan Mahmud', 'Phạm Ngọc Lan', 'Gulnora Ergasheva'],
    companies: ['Thessaly Cotton', 'Meghna Textiles', 'Saigon Weave', 'Bukhara Silk'],
    worksAt: [
      ['Nikolaos Petridis', 'Thessaly Cotton'],
      ['Hasan Mahmud', 'Meghna Textiles'],
      ['Phạm Ngọc Lan', 'Saigon Weave'],
      ['Gulnora Ergasheva', 'Bukhara Silk'],
    ],
  },
  {
    id: 't1535',
    genre: 'job change',
    text: `Heads-up from the Andes Cargo account: their head of sales, Valentina Reyes, is leaving at the end of January. She hasn't said where she is going; the rumour is a competitor, maybe Cordillera Logistics, but nothing is confirmed. Her replacement has not been named.`,
    people: ['Valentina Reyes'],
    companies: ['Andes Cargo', 'Cordillera Logistics'],
    worksAt: [['Valentina Reyes', 'Andes Cargo']],
  },
  {
    id: 't1536',
    genre: 'meeting notes',
    text: `Publisher check-in: Starfruit Publishing / Kettle Pixel
Starfruit: Melina Christou (portfolio manager), Arjun Dey (marketing)
Kettle Pixel: Afa Tupuola (studio lead), Dilshod Ergashev (tech director)
Melina and Afa go back to their days at a studio in Montreal, so the tone was friendly. Dilshod reports to Afa and owns the porting plan.`,
    people: ['Melina Christou', 'Arjun Dey', 'Afa Tupuola', 'Dilshod Ergashev'],
    companies: ['Starfruit Publishing', 'Kettle Pixel'],
    worksAt: [
      ['Melina Christou', 'Starfruit Publishing'],
      ['Arjun Dey', 'Starfruit Publishing'],
      ['Afa Tupuola', 'Kettle Pixel'],
      ['Dilshod Ergashev', 'Kettle Pixel'],
    ],
    links: [
      ['knows', 'Melina Christou', 'Afa Tupuola'],
      ['reports_to', 'Dilshod Ergashev', 'Afa Tupuola'],
    ],
  },
  {
    id: 't1537',
    genre: 'call log',
    text: `Call with Efua Asante, our insurance broker, about cover for the new crop-spraying drones. She compared quotes from Gold Coast Insurance and Sahel Re and recommends Gold Coast Insurance on price. Efua will email the policy wording by Friday.`,
    people: ['Efua Asante'],
    companies: ['Gold Coast Insurance', 'Sahel Re'],
    worksAt: [],
    tasks: [{ text: 'email the policy wording', due: '2026-01-16', assignee: 'Efua Asante' }],
  },
  {
    id: 't1538',
    genre: 'e-mail',
    text: `Subject: Welcome to the lender call

Hi all,

Please join me in welcoming Farrukh Usmonov, Fergana Agro Holding's new CFO, to the weekly lender call. Farrukh joins from Kapitalbank, where he ran agri lending. Going forward, please send covenant reports to him and copy Shahlo Nurmatova, who reports to him.

Best,
Ana Sepúlveda
Relationship Manager, Santiago Agro Finance`,
    people: ['Farrukh Usmonov', 'Shahlo Nurmatova', 'Ana Sepúlveda'],
    companies: ['Fergana Agro Holding', 'Kapitalbank', 'Santiago Agro Finance'],
    worksAt: [
      ['Farrukh Usmonov', 'Fergana Agro Holding'],
      ['Shahlo Nurmatova', 'Fergana Agro Holding'],
      ['Ana Sepúlveda', 'Santiago Agro Finance'],
    ],
    links: [
      ['left_for', 'Farrukh Usmonov', 'Fergana Agro Holding'],
      ['reports_to', 'Shahlo Nurmatova', 'Farrukh Usmonov'],
    ],
  },
  {
    id: 't1539',
    genre: 'chat',
    text: `Sefa: anyone have a contact at Samoa Shipping Corporation? we need a reefer slot to Apia next month
Teuila Aiono: not directly. I follow their CEO online but we've never met
Sefa: no worries, I'll ask around at the port on Monday`,
    people: ['Sefa', 'Teuila Aiono'],
    companies: ['Samoa Shipping Corporation'],
    worksAt: [],
  },
  {
    id: 't1540',
    genre: 'introduction',
    text: `Kidist Alemayehu, export manager at Sidama Coffee Farmers Union, called this morning after Dang Minh Chau at Highland Bean Roasters passed her our name. Kidist wants two containers of jute bags from us by April. Chau is a longtime customer of ours and knows Kidist from the coffee auctions in Addis.`,
    people: ['Kidist Alemayehu', 'Dang Minh Chau'],
    companies: ['Sidama Coffee Farmers Union', 'Highland Bean Roasters'],
    worksAt: [
      ['Kidist Alemayehu', 'Sidama Coffee Farmers Union'],
      ['Dang Minh Chau', 'Highland Bean Roasters'],
    ],
    links: [
      ['introduced_by', 'Kidist Alemayehu', 'Dang Minh Chau'],
      ['knows', 'Dang Minh Chau', 'Kidist Alemayehu'],
    ],
  },
]
