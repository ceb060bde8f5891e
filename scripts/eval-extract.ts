/*
 * Scores the context extractor on the corpus (test/corpus): precision, recall and F1 per category
 * (people, companies, works-at, other links, suggested tasks) for the tuning part, the first,
 * new, third and fourth held-out parts, the first three together and all held-out text, and its speed on 100 KB of the corpus's text. Prints a table and writes docs/extraction.md.
 *
 *   npm run eval:extract
 */
import { writeFileSync } from 'node:fs'
import { createNameDirectory, extractContext } from '../src/core/context/extract/index.js'
import { HELD_OUT } from '../test/corpus/held-out.js'
import { HELD_OUT_NEW } from '../test/corpus/held-out-new.js'
import { HELD_OUT_THIRD } from '../test/corpus/held-out-third.js'
import { HELD_OUT_FOURTH } from '../test/corpus/held-out-fourth.js'
import { breakdown, LINK_KINDS, MISS_CAUSES } from '../test/corpus/breakdown.js'
import { CATEGORIES, CORPUS_NOW, scoreCorpus } from '../test/corpus/score.js'
import { TUNING } from '../test/corpus/tuning.js'
import { EXTRACTION_HISTORY } from './extraction-history.js'

const texts = {
  tuning: TUNING,
  'held-out (first 40)': HELD_OUT,
  'held-out (new 40)': HELD_OUT_NEW,
  'held-out (third 40)': HELD_OUT_THIRD,
  'held-out (fourth 40)': HELD_OUT_FOURTH,
  // The first three parts together: the figures every pass before the fourth part was reported on.
  'held-out (first three parts)': [...HELD_OUT, ...HELD_OUT_NEW, ...HELD_OUT_THIRD],
  'all held-out': [...HELD_OUT, ...HELD_OUT_NEW, ...HELD_OUT_THIRD, ...HELD_OUT_FOURTH],
}
const parts = Object.fromEntries(Object.entries(texts).map(([half, part]) => [half, scoreCorpus(part)]))
const pct = (x: number) => x.toFixed(2)
const f1 = (tp: number, fp: number, fn: number) => (tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn))

// Links per kind, and why each was missed (counts only: a held-out text is measured, never read).
const kindRows: string[] = []
for (const [half, part] of Object.entries(texts)) {
  const { kinds, misses } = breakdown(part)
  for (const kind of ['works_at', ...LINK_KINDS] as const) {
    const { tp, fp, fn } = kinds[kind]
    const why = MISS_CAUSES.map((c) => misses[kind][c]).join(' | ')
    const p = tp + fp === 0 ? 1 : tp / (tp + fp)
    const r = tp + fn === 0 ? 1 : tp / (tp + fn)
    kindRows.push(
      `| ${half} | ${kind} | ${pct(p)} | ${pct(r)} | ${pct(f1(tp, fp, fn))} | ${tp} | ${fp} | ${fn} | ${why} |`,
    )
  }
}
const kindTable = [
  `| part | link | precision | recall | F1 | right | not there | missed | ${MISS_CAUSES.map((c) => `missed: ${c}`).join(' | ')} |`,
  `| --- | --- | --: | --: | --: | --: | --: | --: | ${MISS_CAUSES.map(() => '--:').join(' | ')} |`,
  ...kindRows,
].join('\n')

// Issue 27's targets on all held-out text, to four places: two (or three) places round 0.8496 up to 0.85.
const TARGETS: [Exclude<(typeof CATEGORIES)[number], 'tasks'>, number][] = [
  ['works-at', 0.9],
  ['other links', 0.85],
  ['people', 0.95],
  ['companies', 0.94],
]
const allHeldOut = parts['all held-out']!

const rows: string[] = []
for (const [half, result] of Object.entries(parts)) {
  for (const category of CATEGORIES) {
    // Only the new, third and fourth held-out parts (and the issue's two tuning notes) list their follow-ups.
    if (category === 'tasks' && half === 'held-out (first 40)') continue
    const f = result.figures[category]
    const s = result.scores[category]
    rows.push(
      `| ${half} | ${category} | ${pct(f.precision)} | ${pct(f.recall)} | ${pct(f.f1)} | ${s.tp} | ${s.fp} | ${s.fn} |`,
    )
  }
}

// Speed: the corpus's texts, repeated to 100 KB, read at once (after a warm-up), median of 9 runs, in
// CPU time of this process (the machine is shared: waiting for a busy CPU is not reading time).
const all = [...TUNING, ...HELD_OUT, ...HELD_OUT_NEW, ...HELD_OUT_THIRD, ...HELD_OUT_FOURTH]
  .map((t) => t.text)
  .join('\n\n')
const text = all.repeat(Math.ceil(100_000 / all.length)).slice(0, 100_000)
const none = createNameDirectory([])
extractContext(text, none, CORPUS_NOW)
const runs: number[] = []
for (let i = 0; i < 9; i++) {
  const started = process.cpuUsage()
  extractContext(text, none, CORPUS_NOW)
  const used = process.cpuUsage(started)
  runs.push((used.user + used.system) / 1000)
}
runs.sort((a, b) => a - b)
const median = runs[4]!

const table = [
  '| part | category | precision | recall | F1 | found and right | found, not there | missed |',
  '| --- | --- | --: | --: | --: | --: | --: | --: |',
  ...rows,
].join('\n')
console.log(table)
console.log(`\n${kindTable}`)
console.log(
  `\n100 KB of corpus text: median ${median.toFixed(0)} ms of CPU over 9 runs (${runs.map((r) => r.toFixed(0)).join(', ')})`,
)

const doc = `# Context extraction: how well it reads

\`npm run eval:extract\` (scripts/eval-extract.ts) writes this page. It runs the extractor
(\`src/core/context/extract/\`, [decision 0014](../decisions/0014-reading-business-text.md)) over
the corpus in \`test/corpus\`: ${TUNING.length + HELD_OUT.length + HELD_OUT_NEW.length + HELD_OUT_THIRD.length + HELD_OUT_FOURTH.length} everyday business texts (meeting notes, e-mails with quoted
replies and signatures, chat, CRM call logs, introductions, job-change announcements, attendee
lists, texts naming nobody; names such as García-López, Zoë, O'Connor, van den Berg, Elif Yıldız,
Bjørn Eriksen, Sarah Tūhoe), each with the people, companies and links a careful reader finds.

The corpus has four parts:

- **tuning** (${TUNING.length} texts): the rules were adjusted while reading their failures. The first 40 were
  written with the first held-out part, 20 more while tuning; t61 and t62 are the Brightwater and
  Halcyon notes of issue 27. t63-t125 were written for issue 27's held-out link scores, each with its
  expectations before the reader was run on it, in the shapes links come in (attendee lists with
  roles, "the X folks", signatures, "from X", "X's CTO", shared e-mail domains, "reports to", "my
  manager", introductions, moves, org changes, chat, call logs, two companies); the rules were then
  fixed on their failures alone. t126-t164 (\`test/corpus/tuning-links.ts\`) were written for the
  second pass in the same way: the link kinds the held-out part misses most, found from counts
  per kind alone (the table below), then phrasings of them the reader had not seen. t165-t190
  (\`test/corpus/tuning-links-three.ts\`) were written for the third pass in the same way: one-word
  companies in employment phrases ("a former Nubank exec", "an Accenture alum", "Ex-Shopify"),
  knowing put as "go back", "worked together", "a former colleague", and reporting and moves
  phrased other ways. w01-w60 (\`test/corpus/tuning-works-at.ts\`) were written for the works-at pass
  in the same way: one-word companies in employment phrases ("ex-Grab", "now with Zalando", "a
  Deloitte alum"), signatures, call logs, chat threads, attendee lists of two companies, people
  named like months and places, and employers beside customers, partners and investors.
  t301-t420 (\`test/corpus/tuning-links-four.ts\`) were written for the fourth link
  pass in six batches, each committed before the reader ran on it: knowing as everyday text puts
  it ("X and I go back", "we met at", "her husband", "offered to introduce us to", a chat's "I do"),
  reporting from either side ("reports into", "Y's team now includes X", "her direct report, P",
  "(his deputy)"), introductions told to the one introduced ("gave me your name", "who introduced
  us"), moves told after the fact ("before that she was at", "has resigned from", "poached by"),
  and texts naming people with no link between them. f01-f12 (\`test/corpus/tuning-first-names.ts\`)
  were written for the first-name pass in the same way: first names alone as chat speakers, subjects
  of follow-ups and links, ends of links, and given names that are everyday words ("Will", "May").
  That pass chose to leave out names that only sign a text ("— Chris") after seeing the held-out
  aggregates (three more people not there, none more right), so the held-out people figures flatter
  the reader a little. t421-t548 (\`test/corpus/tuning-links-seven.ts\`) were written for the seventh
  link pass in five batches, each committed before the reader ran on it: knowing as everyday
  business writing puts it and the earlier texts do not ("were flatmates", "shared an office",
  "is married to", "got to know", "her childhood friend", "owes him a favour", "gave him his first
  job", "had dinner with", "used to manage her", a chat's "who knows P?" and "she's a friend"),
  reporting ("rolls up to", "takes direction from", "is the boss of", "his team lead", "his number
  two", "(reports to Rachel)"), introductions told the other way round ("were put in touch with P by
  Q", "Q sent P our way", "came highly recommended by", "set up by") and moves ("made the jump
  from", "handed in her notice", "her next role is", "lured to", "no longer with"), and links put as
  the fields of a contact card or CRM record ("Reports to:", "Referred by:", "Previous company:"),
  bullets ("- Maja Holm: reports to Erik") and quoted replies. t549-t612
  (\`test/corpus/tuning-links-eight.ts\`) were written for the eighth link pass in two batches, each
  committed before the reader ran on it: near misses (t549-t586: "reports to the board", "reports on
  Q3 to P", "left for the airport", "left Berlin for Munich", "left a note for P", "introduced the
  new pricing", "Anna's reports are due", "works for herself", moves told in the future or negated,
  "could you introduce me to P?", a forwarded message's "me", companies named like people: Hugo
  Boss, Philip Morris, John Lewis), most with no link at all, then links told far from their names
  (t587-t612: "(they go way back)", a chat's "are P and Q connected?", "P (manager: Q)", "one of her
  analysts", "It was P who introduced us", "whom P introduced to us", "(intro: P)"), then more near
  misses (t613-t626: "reports to work", "reported to the board that", "P's report to Q", "was asked
  to leave C for D but said no", "introduced Project Falcon to the board"). The ninth pass wrote two
  batches after the third held-out part was measured, each committed before the reader ran on it, in
  the kinds that part's counts show missed most: t627-t690 (\`test/corpus/tuning-links-nine.ts\`),
  introductions, moves and knowing as e-mails tell them ("Intro: A <> B", "looping in P", "A, meet
  B", "your name came up with P", "thanks for the intro", "joins us from C", "is back at C", "hired
  away by C", "crossed paths", "a mutual friend in P"), and w61-w120
  (\`test/corpus/tuning-works-at-two.ts\`), works-at where two companies meet (sides of a deal: "on
  their side", "From C we have", "C, represented by P"; the signer of an e-mail and its quoted
  sender; customers, partners, consultants and investors who do not work at the company in play).
  w121-w180 (\`test/corpus/tuning-works-at-three.ts\`), written blind the same way, name people of two or
  three companies that meet (vendor and customer, agency and client, recruiter and candidate,
  investor and startup, partner channel) by an e-mail domain, a CC line, a signature, "our" where
  the writer's company is named elsewhere, role words away from the company and contact lists and
  tables; about a quarter are near misses.

  A later helper pass wrote t691-t750 (\`test/corpus/tuning-links-ten.ts\`) the same way, in the third
  held-out part's genres: introductions, moves, reporting and knowing put in new ways ("hooked me up
  with P", "A's loss is B's gain", "takes direction from P", "P, his next-door neighbour"), a
  quarter of them near misses. t801-t860 (\`test/corpus/tuning-links-eleven.ts\`), written blind the same
  way, put knowing, reporting, introductions and moves in the held-out genres through shared history,
  asides, org announcements and one clause of a longer sentence ("trained me when I started at C",
  "her skip-level P", "Org: A → B → C", "who leaves us for C"), a quarter of them near misses.

  w181-w240 (\`test/corpus/tuning-works-at-four.ts\`), written blind the same way, put works-at in the
  genres the earlier works-at batches underuse: org-change announcements, chat threads, CRM call logs
  and account notes ("spoke w/ P (C)", "P - C - CFO"), event and recruiting notes, board and investor
  updates and support tickets; about a quarter are near misses (a customer, a supplier, a former
  employer, a school, an investor, a venue or a product beside a person).
- **held-out, first 40** (${HELD_OUT.length} texts): written before the extractor was tuned; their failures
  were not read while tuning.
- **held-out, new 40** (${HELD_OUT_NEW.length} texts, issue 27): written and committed before any rule was changed
  for issue 27, weighted toward the shapes links come in (attendee lists with roles, introductions,
  org-change announcements, chat threads, call logs, texts with two companies and people of both),
  each with the follow-ups it asks for. Their misses before the changes (the baseline below) were
  read, and several of the issue's rules were written for shapes seen there, so this part's figures
  flatter the reader. The first held-out part stays the clean measure.
- **held-out, third 40** (${HELD_OUT_THIRD.length} texts, h41-h80, issue 27): written and committed (texts and
  expectations, commit 9274e81) before the reader ran on them, measured once, never tuned on. Weighted
  toward link shapes as the second part (meeting notes with attendee lists, introduction e-mails,
  org-change announcements, chat threads, CRM call logs, e-mails with two companies and people of
  both), with 84 other links in everyday phrasings, near misses that look like a link and are not
  one, and the follow-ups each text asks for. Nobody read its texts' failures. It was measured
  once as the eighth pass left the reader (decision 0014 keeps those figures); the ninth pass's
  briefs then took its counts per link kind and three phrasings its writer reported ("here at C",
  "on your side", "ex-C") as shapes to write tuning texts in, and one rule of that pass was
  narrowed after this part's precision floor failed. So its figures after the pass flatter the
  reader a little; they are still the least flattering of the three parts.
- **held-out, fourth 40** (${HELD_OUT_FOURTH.length} texts, h81-h120, issue 27): written blind on 2026-11-27
  (commit dcd2881) by a writer who had not seen the reader, its rules, this page or any held-out
  text, and committed, texts and expectations together, before the reader ran on any of them. The
  first three parts had by then been read after many passes, and passes were landed knowing their
  figures, so those flatter the reader; this part measures it as it is. It was wired in and read
  once, with no rule changed after; it is in the same genres and lists follow-ups on the texts
  whose writer listed them. **held-out (first three parts)** is the 120 texts every earlier pass
  reported on; **all held-out** is the four parts.

\`test/unit/extraction-corpus.test.ts\` holds floors for each part.

A person counts when the extractor writes the name the reader wrote (the fullest form in the text);
a company when the names agree apart from case and a legal form ("Nordbank AG" = "Nordbank");
works-at as a (person, company) pair; other links (reports to, knows, introduced by, left for) by
kind and both ends; a suggested task when its title holds the words the reader listed and its due
day and assignee are the listed ones. People the text names by a first name alone ("Hi Anna") are
in the reader's lists; the extractor makes a person of a lone first name when the text gives it a
person's role (a greeting, thanks, a chat speaker, the subject of a person's verb, the end of a
report or introduction) and no fuller name of the text starts with it; a name that only signs the
text is the writer, not a person of the list, and counts as missed. Tasks are scored only on texts that list their follow-ups (the new and third held-out parts, eleven texts of the fourth, t61, t62).

${table}

Issue 27's targets on all held-out text, F1 to four places:

| target | F1 | right / not there / missed | verdict |
| --- | --: | --: | --- |
${TARGETS.map(([category, target]) => {
  const f = allHeldOut.figures[category].f1
  const s = allHeldOut.scores[category]
  return `| ${category} at least ${target} | ${f.toFixed(4)} | ${s.tp} / ${s.fp} / ${s.fn} | ${f >= target ? 'met' : 'not met'} |`
}).join('\n')}
| 100 KB read in under 300 ms | ${median.toFixed(0)} ms | | ${median < 300 ? 'met' : 'not met'} |

Links per kind, and why each miss was missed, counted without reading the text: **no end** (the
extractor did not find one of the link's people or companies), **reversed** (the same kind the
other way round), **other kind** (the two ends linked as another kind; for works-at and left-for,
the person placed at another company), **unlinked** (both ends found, no link between them).

${kindTable}

Speed: 100 KB of the corpus's text reads in ${median.toFixed(0)} ms of CPU time (median of 9 runs on the machine that
wrote this page, through tsx; the reading is linear, and a job reads in slices of about 4 KiB).

${EXTRACTION_HISTORY}
`
writeFileSync(new URL('../docs/extraction.md', import.meta.url), doc)
console.log('wrote docs/extraction.md')
