import { describe, expect, it } from 'vitest'
import { shapeLinks as links } from '../../../test/support/link-shapes.js'

// The seventh link pass: shapes of knowing, reporting, introductions and moves that tuning texts
// t421-t456 put the everyday way, each with every link it should write (and what it should not).

describe('link shapes, seventh pass', () => {
  it.each([
    // Two subjects who shared time: lodgings, an office, a board, a course.
    ['Ingrid Solberg and Henrik Dahl were flatmates in Trondheim.', ['knows Henrik Dahl -> Ingrid Solberg']],
    ['Ingrid Solberg and Henrik Dahl are cousins.', ['knows Henrik Dahl -> Ingrid Solberg']],
    ['Kofi Boateng and Abena Asante shared an office in Accra.', ['knows Abena Asante -> Kofi Boateng']],
    ['Kofi Boateng and Abena Asante shared the costs.', []],
    ['Pablo Herrera and Sofía Navarro were at Deloitte together.', ['knows Pablo Herrera -> Sofía Navarro']],
    ['Pablo Herrera and Sofía Navarro were at the meeting.', []],
    ['Nuno Costa and Ana Duarte sit on the board of a charity together.', ['knows Ana Duarte -> Nuno Costa']],
    ['Nuno Costa and Ana Duarte sit on the board of Douro Wines.', []],
    // "She and P": the pronoun is the one named before.
    [
      'Call with Sofía Navarro. She and Pablo Herrera did their MBA together.',
      ['knows Pablo Herrera -> Sofía Navarro'],
    ],
    // A subject joined after an appositive: "P, their CTO, and I were ...".
    [
      'Ingrid Solberg, the new CTO at Fjell Energy, and I were flatmates.\n\nBest,\nHenrik Dahl',
      ['knows Henrik Dahl -> Ingrid Solberg', 'works_at Ingrid Solberg -> Fjell Energy'],
    ],
    [
      'Zhang Wei, the buyer at Pearl Textiles, and Lin Yu were teammates at Huawei.',
      ['knows Lin Yu -> Zhang Wei', 'works_at Zhang Wei -> Pearl Textiles'],
    ],
    ['Zhang Wei, the buyer at Pearl Textiles, and her team will visit.', ['works_at Zhang Wei -> Pearl Textiles']],
    // Terms someone is on, with the role that places the other.
    ['Martina Gómez is on first-name terms with their CEO, Federico Ruiz.', ['knows Federico Ruiz -> Martina Gómez']],
    [
      'Meeting with Pampas Agro. Martina Gómez is on first-name terms with their CEO, Federico Ruiz.',
      ['knows Federico Ruiz -> Martina Gómez', 'works_at Federico Ruiz -> Pampas Agro'],
    ],
    // A manager once is known, not a manager now.
    [
      'Siobhan Kelly worked under Declan Byrne at Liffey Insurance for six years.',
      ['knows Declan Byrne -> Siobhan Kelly', 'works_at Declan Byrne -> Liffey Insurance'],
    ],
    ['Siobhan Kelly has worked under Declan Byrne since 2020.', ['reports_to Siobhan Kelly -> Declan Byrne']],
    ['Siobhan Kelly works under Declan Byrne.', ['reports_to Siobhan Kelly -> Declan Byrne']],
    ['Ruth Cohen hired Avi Levi, who was her deputy for three years.', ['knows Avi Levi -> Ruth Cohen']],
    ['Avi Levi is deputy to Ruth Cohen.', ['reports_to Avi Levi -> Ruth Cohen']],
    ['Anna Berg used to manage Tomas Lind at Volvo.', ['knows Anna Berg -> Tomas Lind']],
    [
      '[15:20] Dmitri Volkov: anyone close to Olga Petrova?\n[15:22] Sergei Orlov: I used to manage her, she is great',
      ['knows Olga Petrova -> Sergei Orlov'],
    ],
    // A chat's "who knows P?" is a question, answered by whoever says they do.
    [
      '[11:30] Hana Suzuki: who knows Takeshi Mori at Kobe Steelworks?\n[11:31] Ren Ito: me, we did our MBA together',
      ['knows Ren Ito -> Takeshi Mori', 'works_at Takeshi Mori -> Kobe Steelworks'],
    ],
    ['[11:30] Hana Suzuki: who knows Takeshi Mori?\n[11:31] Ren Ito: I do', ['knows Ren Ito -> Takeshi Mori']],
    ['[11:30] Hana Suzuki: who knows Takeshi Mori?\n[11:31] Ren Ito: ask Tom Reed', []],
    ['We spoke with Ren Ito, who knows our CEO, Takeshi Mori.', ['knows Ren Ito -> Takeshi Mori']],
    // A parenthesis before the one joined: "P (CEO, C) and Q sit ... together".
    [
      'Nuno Costa (CEO, Douro Wines) and Inês Duarte sit on a charity board together.',
      ['knows Inês Duarte -> Nuno Costa', 'works_at Nuno Costa -> Douro Wines'],
    ],
    ['Anna Berg (CFO, Volvo) and Tomas Lind joined the call.', ['works_at Anna Berg -> Volvo']],
    // Names whose given name the lists lack, where only a person stands.
    [
      'Leilani Kahale runs ops. Her brother-in-law, Keanu Akana, is a customer.',
      ['knows Keanu Akana -> Leilani Kahale'],
    ],
    ['Spoke to Aroha Ngata at Kauri Timber.', ['works_at Aroha Ngata -> Kauri Timber']],
    ['Spoke to Kauri Timber at the fair.', []],
    // A team lead is the one a member reports to.
    ['Darren Lim is the engineer. His team lead is Priscilla Ong.', ['reports_to Darren Lim -> Priscilla Ong']],
    // Introductions: to the one the mail is to, and a note's sentence with no subject of its own.
    [
      'Hi Fatima,\n\nYoussef Amrani pointed us to you.\n\nBest,\nCamille Laurent',
      ['introduced_by Fatima -> Youssef Amrani'],
    ],
    [
      'Inbound from Bjørn Eriksen, Head of IT at Fjord Salmon. Came in through a warm intro from Astrid Lund.',
      ['introduced_by Bjørn Eriksen -> Astrid Lund', 'works_at Bjørn Eriksen -> Fjord Salmon'],
    ],
    ['Inbound from Bjørn Eriksen. We had an intro from Astrid Lund.', []],
    // Ties after the verb (t457-t480): knowing, and reporting lines.
    ['Agnieszka Nowak is married to Tomasz Zieliński.', ['knows Agnieszka Nowak -> Tomasz Zieliński']],
    ['Yasmin Saleh got to know Karim Mansour at INSEAD.', ['knows Karim Mansour -> Yasmin Saleh']],
    [
      'Fernanda Lima is well acquainted with Ricardo Souza, the COO of Paraná Grains.',
      ['knows Fernanda Lima -> Ricardo Souza', 'works_at Ricardo Souza -> Paraná Grains'],
    ],
    ['Sipho Ndlovu grew up next door to Lerato Mokoena.', ['knows Lerato Mokoena -> Sipho Ndlovu']],
    [
      'Jack Taylor is on a first-name basis with the CEO of Mersey Logistics, Paul Walker.',
      ['knows Jack Taylor -> Paul Walker', 'works_at Paul Walker -> Mersey Logistics'],
    ],
    ['[17:22] Javier Moreno: their CEO Lucía Ramos used to be my boss', ['knows Javier Moreno -> Lucía Ramos']],
    ['Lucía Ramos used to be a boss.', []],
    ["Hoang Minh is Anna Berg's godfather.", ['knows Anna Berg -> Hoang Minh']],
    ['Haruto Sato co-authored two papers with Mei Tanaka.', ['knows Haruto Sato -> Mei Tanaka']],
    ['Fiona Campbell and Mei Tanaka co-organise the Abuja fintech meetup.', ['knows Fiona Campbell -> Mei Tanaka']],
    // Running a company together now: colleagues, not recorded.
    ['Fiona Campbell and Mei Tanaka co-run Kano Pay.', []],
    ['Rui Barbosa and João Barbosa are brothers.', ['knows João Barbosa -> Rui Barbosa']],
    ['Marek Kowalczyk and Ewa Nowak went to the same university.', ['knows Ewa Nowak -> Marek Kowalczyk']],
    ['Nils Andersen rolls up to Mette Larsen.', ['reports_to Nils Andersen -> Mette Larsen']],
    ['Gabriel Silva is accountable to Juliana Costa for the budget.', ['reports_to Gabriel Silva -> Juliana Costa']],
    ["Kemal Aydın's reporting line is to Selin Çelik.", ['reports_to Kemal Aydın -> Selin Çelik']],
    // Introductions told the other way round.
    [
      'We were put in touch with Stefan Ionescu, the plant director at Danube Cement, by Mihai Popa.',
      ['introduced_by Stefan Ionescu -> Mihai Popa', 'works_at Stefan Ionescu -> Danube Cement'],
    ],
    ['Quick thanks to Rahul Mehta, who sent Anjali Desai our way.', ['introduced_by Anjali Desai -> Rahul Mehta']],
    ['Rahul Mehta sent Anjali Desai the deck.', []],
    ['Anjali Desai reached out because Rahul Mehta told her about us.', ['introduced_by Anjali Desai -> Rahul Mehta']],
    // Moves told as a jump, a notice handed in, a next role.
    [
      'Moana Tuhiwai made the jump from Aotea Bank to Tamaki Ventures.',
      ['left_for Moana Tuhiwai -> Tamaki Ventures', 'works_at Moana Tuhiwai -> Tamaki Ventures'],
    ],
    [
      'Freya Wilson has handed in her notice at Tyne Energy and starts at Wear Power in June.',
      ['left_for Freya Wilson -> Wear Power', 'works_at Freya Wilson -> Wear Power'],
    ],
    [
      'Élodie Martin is leaving; her next role is Chief Operating Officer at Rhône Dairy.',
      ['left_for Élodie Martin -> Rhône Dairy', 'works_at Élodie Martin -> Rhône Dairy'],
    ],
    ['Anna Berg is great. Her next move is unclear.', []],
    // The third batch (t481-t504): favours, first jobs, references, buddies, history, meals.
    ['Pilar Sánchez owes Alberto Gil a favour.', ['knows Alberto Gil -> Pilar Sánchez']],
    ['Funmi Bakare met Tunde Adeyemi. She gave him his first job.', ['knows Funmi Bakare -> Tunde Adeyemi']],
    ['Florian Huber is a reference for Markus Steiner.', ['knows Florian Huber -> Markus Steiner']],
    ['[12:40] Mateo Rossi: Davide Conti is my running buddy', ['knows Davide Conti -> Mateo Rossi']],
    // A chat line's later sentences are its speaker's; "his" is the one named before.
    ['[10:04] Arjun Pillai: Suresh Iyer. I was best man at his wedding', ['knows Arjun Pillai -> Suresh Iyer']],
    ['[10:04] Arjun Pillai: Suresh Iyer. He is an old friend of mine', ['knows Arjun Pillai -> Suresh Iyer']],
    // An e-mail writer's "friend of mine" is the one who signed (t539 records it; the fallback's second pass).
    [
      'Hi Tom,\n\nSuresh Iyer runs sales. He is an old friend of mine.\n\nBest,\nArjun Pillai',
      ['knows Arjun Pillai -> Suresh Iyer'],
    ],
    ['Hamish Ross and Ana Lima have history.', ['knows Ana Lima -> Hamish Ross']],
    ['Sebastián Vargas and Camila Herrera are old sparring partners.', ['knows Camila Herrera -> Sebastián Vargas']],
    ['Shreya Kulkarni had dinner with Vikram Nair last week.', ['knows Shreya Kulkarni -> Vikram Nair']],
    ['Shreya Kulkarni had a call with the team.', []],
    ['Kenji Mori caught up with Aya Fujita at the expo.', ['knows Aya Fujita -> Kenji Mori']],
    ['Imran Qureshi sends his regards to Sara Malik.', ['knows Imran Qureshi -> Sara Malik']],
    // Reporting, from the manager's side and the report's.
    ['Grace Liu is the boss of Henry Wong.', ['reports_to Henry Wong -> Grace Liu']],
    [
      'Ali Hassan, IT manager at Gulf Cables, takes direction from Mariam Al Sayed.',
      [
        'reports_to Ali Hassan -> Mariam Al Sayed',
        'works_at Ali Hassan -> Gulf Cables',
        'works_at Mariam Al Sayed -> Gulf Cables',
      ],
    ],
    ['Owen Price reports up through Megan Davies.', ['reports_to Owen Price -> Megan Davies']],
    ["Jonas Petrauskas joined as Rūta Kazlauskienė's deputy.", ['reports_to Jonas Petrauskas -> Rūta Kazlauskienė']],
    // Introductions: recommended, thanks to, sent by, a call arranged between.
    [
      'Inbound: Camille Dubois. She came highly recommended by Antoine Girard.',
      ['introduced_by Camille Dubois -> Antoine Girard'],
    ],
    ['Sipho Dube found us thanks to Thandiwe Moyo.', ['introduced_by Sipho Dube -> Thandiwe Moyo']],
    ['Ahmet Yıldız was sent to us by Zeynep Arslan.', ['introduced_by Ahmet Yıldız -> Zeynep Arslan']],
    ['Giorgos Nikolaou arranged a call between us and Anna Berg.', ['introduced_by Anna Berg -> Giorgos Nikolaou']],
    ['Giorgos Nikolaou arranged a call between Katerina Dimitriou and Anna Berg.', []],
    // Moves: lured, an offer accepted after leaving.
    [
      'Mehdi Benali has been lured to Sahara Solar from Atlas Telecom.',
      ['left_for Mehdi Benali -> Sahara Solar', 'works_at Mehdi Benali -> Sahara Solar'],
    ],
    [
      'Hannah Fischer is leaving Rhein Logistics; she has accepted an offer from Main Capital.',
      ['left_for Hannah Fischer -> Main Capital', 'works_at Hannah Fischer -> Main Capital'],
    ],
    // The fourth batch (t505-t528): chat answers without a name or "I", circles, seats, reporting and moves.
    [
      "[09:30] Amelia Clarke: anyone know Rosa Delgado?\n[09:31] Diego Navarro: yes! she's a friend, happy to intro",
      ['knows Diego Navarro -> Rosa Delgado'],
    ],
    ['[11:14] Kari Hansen: Their COO, Erik Dahl, was my flatmate in Oslo', ['knows Erik Dahl -> Kari Hansen']],
    [
      '[15:40] Laura Kim: who knows Daniel Oduya?\n[15:41] Peter Mwangi: known him for years, we sat on a panel together',
      ['knows Daniel Oduya -> Peter Mwangi'],
    ],
    ['Yuto Kobayashi and Anna Berg move in the same circles.', ['knows Anna Berg -> Yuto Kobayashi']],
    ['Nikola Petrović and Ana Jovanović sat next to each other for years.', ['knows Ana Jovanović -> Nikola Petrović']],
    ['Tomas Lind and Anna Berg have stayed friends.', ['knows Anna Berg -> Tomas Lind']],
    ['Sean Murphy runs the depots with his number two, Aoife Kelly.', ['reports_to Aoife Kelly -> Sean Murphy']],
    [
      'Attendees:\n- Rachel Green, Head of Payments\n- Omar Sharif, Analyst (reports to Rachel)',
      ['reports_to Omar Sharif -> Rachel Green'],
    ],
    [
      '[10:05] Sophie Martin: who does Lucas Bernard work for?\n[10:06] Hugo Petit: for Claire Dubois, the export director',
      ['reports_to Lucas Bernard -> Claire Dubois'],
    ],
    ['[10:05] Sophie Martin: who does Lucas Bernard work for?\n[10:06] Hugo Petit: for now, nobody', []],
    ['Hi Kwabena,\n\nAnna Berg forwarded me your note.\n\nBest,\nYaw Asante', ['introduced_by Kwabena -> Anna Berg']],
    [
      'First call with Bilal Ahmed (Indus Logistics), set up by Sana Javed after the summit.',
      ['introduced_by Bilal Ahmed -> Sana Javed', 'works_at Bilal Ahmed -> Indus Logistics'],
    ],
    [
      'Isabela Rocha is no longer with Amazonas Bank. She has taken up a post at Belém Capital.',
      ['left_for Isabela Rocha -> Belém Capital', 'works_at Isabela Rocha -> Belém Capital'],
    ],
    [
      'After leaving Tatra Motors, Jakub Novák has now settled at Morava Steel as COO.',
      ['left_for Jakub Novák -> Morava Steel', 'works_at Jakub Novák -> Morava Steel'],
    ],
    [
      'Layla Nasser moved across to Desert Logistics in March.',
      ['left_for Layla Nasser -> Desert Logistics', 'works_at Layla Nasser -> Desert Logistics'],
    ],
    // The fifth batch (t529-t548): the fields of a CRM record or contact card, bullets and quoted replies.
    [
      'Contact: Helga Brandt\nCompany: Weser Steel\nReports to: Dieter Vogel',
      [
        'reports_to Helga Brandt -> Dieter Vogel',
        'works_at Dieter Vogel -> Weser Steel',
        'works_at Helga Brandt -> Weser Steel',
      ],
    ],
    ['Lead: Kofi Annan-Mensah\nReferred by: Abena Owusu', ['introduced_by Kofi Annan-Mensah -> Abena Owusu']],
    [
      'Name: Lucía Paredes\nCompany: Cusco Textiles\nPrevious company: Lima Apparel',
      ['left_for Lucía Paredes -> Cusco Textiles', 'works_at Lucía Paredes -> Cusco Textiles'],
    ],
    ['Contact: Arash Karimi\nManager: Shirin Tehrani', ['reports_to Arash Karimi -> Shirin Tehrani']],
    ['Contact: Valentina Russo\nSource: intro from Matteo Galli', ['introduced_by Valentina Russo -> Matteo Galli']],
    [
      'Contact: Wanjiku Mwangi\nLead source: referral - Kamau Njoroge',
      ['introduced_by Wanjiku Mwangi -> Kamau Njoroge'],
    ],
    ['Contact: Nnamdi Okafor\nRelationship: knows Chioma Eze', ['knows Chioma Eze -> Nnamdi Okafor']],
    ['Contact: Ahmed Farouk\nKnows: Anna Berg', ['knows Ahmed Farouk -> Anna Berg']],
    ['Contact: Samir Haddad\nOwner: Lina Khoury', []],
    // A field after a comma on a person's line is that person's.
    ['- Thabo Molefe (CFO), line manager: Naledi Sithole', ['reports_to Thabo Molefe -> Naledi Sithole']],
    // A person, a mark, then a report or an acquaintance.
    ['People:\n- Erik Lund: Head of Sales\n- Maja Holm: reports to Erik', ['reports_to Maja Holm -> Erik Lund']],
    [
      'Team map for Baltic Data:\nLiis Tamm -> reports to Kristjan Saar\nKristjan Saar -> reports to the CEO, Mari Kask',
      // "Liis" is a given name the lists know since the link-ends-two pass: her report is read too; and
      // since the tuning-misses pass, the heading's list places her at Baltic Data.
      [
        'reports_to Kristjan Saar -> Mari Kask',
        'reports_to Liis Tamm -> Kristjan Saar',
        'works_at Kristjan Saar -> Baltic Data',
        'works_at Liis Tamm -> Baltic Data',
        'works_at Mari Kask -> Baltic Data',
      ],
    ],
    [
      'Org notes:\n- CEO: Hemi Walker\n- COO: Aroha Smith (reports to Hemi)\n- Ops lead: Tama Brown, under Aroha',
      ['reports_to Aroha Smith -> Hemi Walker', 'reports_to Tama Brown -> Aroha Smith'],
    ],
    [
      '- Ioana Marin (Carpathia Bank), knows Radu Stan well',
      ['knows Ioana Marin -> Radu Stan', 'works_at Ioana Marin -> Carpathia Bank'],
    ],
    // A quoted reply's line reads as the line it quotes.
    [
      'Thanks.\n\n> Tomasz Wójcik is the new buyer.\n> He reports to Ewa Mazur.',
      ['reports_to Tomasz Wójcik -> Ewa Mazur'],
    ],
    // Leaving one company for another, in more verbs.
    [
      'Reza Tehrani departed Caspian Energy for Zagros Power last month.',
      ['left_for Reza Tehrani -> Zagros Power', 'works_at Reza Tehrani -> Zagros Power'],
    ],
  ])('%s', (text, expected) => {
    expect(links(text)).toEqual(expected)
  })
})
