import { createClock } from '../../src/core/clock.js'
import type { EntityRef, InsightInput } from '../../src/core/insights/state.js'
import { createRecord } from '../../src/core/records/records.js'
import { createRelationshipDefinition } from '../../src/core/relationships/definitions.js'
import { findObject } from '../../src/core/schema/objects.js'
import { createWorkspace } from '../../src/core/store.js'

/** A workspace on a manual clock with Ada Lovelace (a person), then Acme and Globex (companies), a minute apart. */
export function graphSetup() {
  const clock = createClock({ mode: 'manual' })
  const workspace = createWorkspace('1', clock)
  const person = findObject(workspace, 'person')
  const company = findObject(workspace, 'company')
  const ada = createRecord(workspace, clock, person, { name: 'Ada Lovelace' })
  clock.advance('1m')
  const acme = createRecord(workspace, clock, company, { name: 'Acme' })
  clock.advance('1m')
  const globex = createRecord(workspace, clock, company, { name: 'Globex' })
  const ref = (id: string, name: string, type: string): EntityRef => ({ id, name, type })
  return {
    clock,
    workspace,
    person,
    company,
    ada: ref(ada.id, 'Ada Lovelace', 'person'),
    acme: ref(acme.id, 'Acme', 'company'),
    globex: ref(globex.id, 'Globex', 'company'),
  }
}

/** The many-to-many "works at" / "employs" definition between the setup's people and companies. */
export function worksAtDefinition({ clock, workspace, person, company }: ReturnType<typeof graphSetup>) {
  return createRelationshipDefinition(workspace, clock, {
    type: 'many_to_many',
    entity_definition_1_id: person.id,
    entity_definition_2_id: company.id,
    entity_1_to_2_predicate: 'works at',
    entity_2_to_1_predicate: 'employs',
  })
}

/** An insight about `entities`, the first of them its target. */
export const insight = (content: string, type: string, entities: EntityRef[], confidence = 0.8): InsightInput => ({
  content,
  type,
  confidence,
  target: { entity_type: entities[0]?.type ?? 'workspace', hint: content },
  entities,
})
