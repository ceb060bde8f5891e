import { describe, expect, it } from 'vitest'
import { SYSTEM_ACTOR } from '../actor.js'
import { createClock } from '../clock.js'
import { createRecord } from '../records/records.js'
import { findObject } from '../schema/objects.js'
import { createWorkspace } from '../store.js'
import { createNameDirectory, extractContext } from './extract/index.js'
import { ingestContext } from './ingest.js'

// A first name alone is a person when the text gives it a person's role (first-names.ts); a fuller
// name of the same text starting with it is that person; a word that is also a month or an everyday
// word is one only after a greeting; and ingesting never matches a record on the first name alone.
const NOW = Date.parse('2026-01-15T10:00:00Z')
const read = (text: string) => {
  const e = extractContext(text, createNameDirectory([]), NOW)
  return { people: e.people.map((p) => p.name), links: e.links.map((l) => `${l.kind} ${l.from} -> ${l.to}`).sort() }
}

describe('people named by a first name alone', () => {
  it.each([
    ['Hi Anna,\n\nThanks for the call.', ['Anna']],
    ['Hi Grace,\n\nThe contract is attached.', ['Grace']],
    ['Thanks Priya for the introduction.', ['Priya']],
    ['Anna: can we move the demo?\nOscar: sure', ['Anna', 'Oscar']],
    ['Sofia, you should meet Tobias Wendt.', ['Sofia', 'Tobias Wendt']],
    ['Clara will send the pricing sheet by Friday.', ['Clara']],
    ['Ingrid Solberg reports to Henrik.', ['Ingrid Solberg', 'Henrik']],
    // Not a person: no role, a month, an everyday word, a place.
    ['The Anna account renewed.', []],
    ['Will do. We can ship in May.', []],
    ['Grace will confirm the date.', []],
    ['We flew to Austin will follow.', []],
    // A name that only signs is the writer, not a person of the list (as before).
    ['Great to meet you.\n\n— Chris', []],
  ])('%j names %j', (text, people) => {
    expect(read(text).people).toEqual(people)
  })

  it('folds a first name into the fuller name the text gives after it, links and all', () => {
    expect(read('Hi Anna,\n\nAnna Schmidt joined Kite Labs as CFO.')).toEqual({
      people: ['Anna Schmidt'],
      links: ['works_at Anna Schmidt -> Kite Labs'],
    })
    expect(read('Henrik will call.\nIngrid Solberg reports to Henrik Berg.').people).toEqual([
      'Ingrid Solberg',
      'Henrik Berg',
    ])
  })

  it('links a first name alone like a full name', () => {
    expect(read('Ingrid Solberg reports to Henrik.').links).toEqual(['reports_to Ingrid Solberg -> Henrik'])
    expect(
      read('Sofia, you should meet Tobias Wendt. He leads procurement at Kestrel Foods and reports to Miriam.').links,
    ).toEqual([
      'reports_to Tobias Wendt -> Miriam',
      'works_at Miriam -> Kestrel Foods',
      'works_at Tobias Wendt -> Kestrel Foods',
    ])
  })

  it('never matches a workspace record on the first name alone: the first name is a ghost', () => {
    const clock = createClock({ mode: 'manual' })
    const workspace = createWorkspace('1', clock)
    const anna = createRecord(workspace, clock, findObject(workspace, 'person'), { name: 'Anna Schmidt' })
    const records = workspace.records.size
    const result = ingestContext(workspace, clock, 'Hi Anna,\n\nThe contract is attached.', {
      artifactId: '1',
      actor: SYSTEM_ACTOR,
    })
    expect(result.entities_extracted).toEqual([
      { type: 'PERSON', context_id: '1', ghost_id: 'ghost:1', properties: { name: 'Anna' }, is_new: false },
    ])
    expect(result.entities_extracted.some((e) => e.canonical_entity_id === anna.id)).toBe(false)
    expect(workspace.records.size).toBe(records)
  })
})
