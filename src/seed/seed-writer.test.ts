import { describe, expect, it } from 'vitest'
import { createClock, type Clock } from '../core/clock.js'
import { ApiError } from '../core/errors.js'
import type { ObjectDef, RecordRow, Workspace } from '../core/model.js'
import { createRecord } from '../core/records/records.js'
import { seedRecordWriter } from '../core/records/seed-writer.js'
import { findObject } from '../core/schema/objects.js'
import { createWorkspace } from '../core/store.js'
import { stateDigest } from '../../test/support/digest.js'
import { buildCompanies, buildPeople, seedFaker } from './builders.js'
import { seededStoredForm } from './stored-form.js'

// The seed's record writer (core/records/seed-writer.ts) must leave the state createRecord leaves,
// on the same inputs: the same records, ids, values Maps, unique index, orders and created events,
// and the same errors, so the seed's bytes are the API path's.

const newWorkspace = () => createWorkspace('32704519835647913', createClock({ mode: 'manual' }), 32704519835647914n)

type Write = (workspace: Workspace, clock: Clock, object: ObjectDef, input: Record<string, unknown>) => RecordRow

/** createRecord through the API's path, as the seed called it before. */
const api: Write = (workspace, clock, object, input) =>
  createRecord(workspace, clock, object, input, undefined, seededStoredForm)

/** The writer, one a workspace and object, as the seed holds them for its loop. */
function bulk(): Write {
  const writers = new Map<string, ReturnType<typeof seedRecordWriter>>()
  return (workspace, clock, object, input) => {
    const key = `${workspace.id}:${object.id}`
    let writer = writers.get(key)
    if (!writer) writers.set(key, (writer = seedRecordWriter(workspace, object, seededStoredForm)))
    return writer.create(clock, input)
  }
}

function seedWith(write: Write, seed: number): Workspace {
  const workspace = newWorkspace()
  const clock = createClock({ mode: 'manual', start: Date.UTC(2026, 0, 1) })
  seedFaker(seed, clock.now())
  const companies = buildCompanies(30)
  const people = buildPeople(200, companies)
  const company = findObject(workspace, 'company')
  const person = findObject(workspace, 'person')
  for (const input of companies) {
    write(workspace, clock, company, input)
    clock.advance('7m')
  }
  for (const { company: _, ...input } of people) {
    write(workspace, clock, person, input)
    clock.advance('7m')
  }
  return workspace
}

/** What a write threw, as status and message, or 'ok'. */
function outcome(write: Write, workspace: Workspace, object: ObjectDef, input: Record<string, unknown>): string {
  try {
    write(workspace, createClock({ mode: 'manual' }), object, input)
    return 'ok'
  } catch (error) {
    return error instanceof ApiError ? `${error.status} ${error.message}` : String(error)
  }
}

describe('the seed record writer', () => {
  it.each([1, 7, 42])('leaves the state createRecord leaves, byte for byte (seed %i)', (seed) => {
    const viaApi = seedWith(api, seed)
    const viaWriter = seedWith(bulk(), seed)
    expect(viaWriter.records.size).toBe(230)
    expect(stateDigest(viaWriter)).toBe(stateDigest(viaApi))
  })

  it('throws what createRecord throws, and writes nothing when it does', () => {
    const cases: Array<Record<string, unknown>> = [
      { name: 'Ada Lovelace', nickname: 'Ada' },
      { email_addresses: ['ada@example.com'] },
      { name: null, email_addresses: ['ada@example.com'] },
      { name: 'Grace Hopper', email_addresses: ['GRACE@navy.mil'] },
      { name: 'Grace Hopper', email_addresses: ['new@navy.mil', 'grace@navy.mil'] },
      { name: 'Ada Lovelace', email_addresses: ['not an address'] },
      { name: { first_name: 'Ada', last_name: 'Lovelace' }, linkedin: 'https://linkedin.com/in/ada', job_title: null },
    ]
    const results = [api, bulk()].map((write) => {
      const workspace = newWorkspace()
      const person = findObject(workspace, 'person')
      write(workspace, createClock({ mode: 'manual' }), person, {
        name: 'Grace Hopper',
        email_addresses: ['grace@navy.mil'],
      })
      const nameId = person.attribute_ids.find((id) => workspace.attributes.get(id)!.slug === 'name')!
      const twice = outcome(write, workspace, person, { name: 'Ada', [nameId]: 'Ada' })
      return {
        outcomes: [...cases.map((input) => outcome(write, workspace, person, input)), twice],
        digest: stateDigest(workspace),
      }
    })
    expect(results[1]).toEqual(results[0])
    expect(results[0]!.outcomes.filter((o) => o !== 'ok')).toHaveLength(7)
    expect(results[0]!.outcomes[3]).toMatch(
      /^409 attributes\.email_addresses: value "GRACE@navy\.mil" is already used by record /,
    )
  })
})
