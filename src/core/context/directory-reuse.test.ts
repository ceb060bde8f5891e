import { describe, expect, it } from 'vitest'
import { SYSTEM_ACTOR } from '../actor.js'
import { createClock } from '../clock.js'
import { namesVersion } from '../records/record-name.js'
import { createRecord, deleteRecord, updateRecord } from '../records/records.js'
import { findObject } from '../schema/objects.js'
import { addAttribute } from '../schema/attributes.js'
import { createWorkspace } from '../store.js'
import { ingestSlices, type DirectoryReuse } from './ingest.js'

function setup() {
  const clock = createClock({ mode: 'manual' })
  const workspace = createWorkspace('1', clock)
  const person = findObject(workspace, 'person')
  const company = findObject(workspace, 'company')
  const globex = createRecord(workspace, clock, company, { name: 'Globex', domains: ['globex.com'] })
  const grace = createRecord(workspace, clock, person, { name: 'Grace Hopper' })
  return { clock, workspace, person, company, globex, grace }
}

/** The record ids a text's people and companies resolved to (undefined for a ghost or a new record). */
function ingest(setupState: ReturnType<typeof setup>, text: string, reuse: DirectoryReuse, n: number) {
  const { workspace, clock } = setupState
  const slices = ingestSlices(workspace, clock, text, { artifactId: String(n), actor: SYSTEM_ACTOR }, undefined, reuse)
  let step = slices.next()
  while (!step.done) step = slices.next()
  return step.value.entities_extracted.map((e) => [e.properties.name, e.is_new ? 'new' : e.canonical_entity_id])
}

describe('the name directory held across ingests (DirectoryReuse)', () => {
  it('answers the held directory without naming the records again while the count of name changes stands', () => {
    const state = setup()
    const reuse: DirectoryReuse = {}
    expect(ingest(state, 'Grace Hopper came up.', reuse, 1)).toEqual([['Grace Hopper', state.grace.id]])
    const { directory, entries } = reuse
    expect(reuse.version).toBe(namesVersion(state.workspace))
    // A name changed past the cascade (no write does this): not seen, so no walk named the records.
    state.grace.values = new Map([[[...state.grace.values.keys()][0]!, { first_name: 'Ada', last_name: 'Byron' }]])
    expect(ingest(state, 'Grace Hopper came up again.', reuse, 2)).toEqual([['Grace Hopper', state.grace.id]])
    expect(reuse.directory).toBe(directory)
    expect(reuse.entries).toBe(entries)
  })

  it('reads the names again after a record is created, renamed or deleted, or an attribute changes', () => {
    const state = setup()
    const { workspace, clock, person } = state
    const reuse: DirectoryReuse = {}
    ingest(state, 'Grace Hopper came up.', reuse, 1)
    const before = namesVersion(workspace)

    const ada = createRecord(workspace, clock, person, { name: 'Ada Lovelace' })
    expect(namesVersion(workspace)).not.toBe(before)
    expect(ingest(state, 'Ada Lovelace came up.', reuse, 2)).toEqual([['Ada Lovelace', ada.id]])

    updateRecord(workspace, clock, state.grace, { name: 'Grace Brewster' })
    expect(ingest(state, 'Grace Brewster came up.', reuse, 3)).toEqual([['Grace Brewster', state.grace.id]])

    deleteRecord(workspace, clock, ada)
    expect(ingest(state, 'Ada Lovelace came up.', reuse, 4)).toEqual([['Ada Lovelace', undefined]])

    const version = namesVersion(workspace)
    addAttribute(workspace, clock, person, { slug: 'nickname', name: 'Nickname', type: 'text' })
    expect(namesVersion(workspace)).toBe(version + 1)
  })

  it('reads the names again for another workspace, at the same count', () => {
    const first = setup()
    const second = setup()
    const reuse: DirectoryReuse = {}
    createRecord(first.workspace, first.clock, first.person, { name: 'Bob Stone' })
    ingest(first, 'Grace Hopper came up.', reuse, 1)
    const ada = createRecord(second.workspace, second.clock, second.person, { name: 'Ada Lovelace' })
    expect(namesVersion(second.workspace)).toBe(reuse.version)
    expect(ingest(second, 'Ada Lovelace came up.', reuse, 2)).toEqual([['Ada Lovelace', ada.id]])
    expect(reuse.workspace).toBe(second.workspace)
  })
})
