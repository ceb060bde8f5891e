import { describe, expect, it } from 'vitest'
import { SYSTEM_ACTOR } from '../actor.js'
import { createClock } from '../clock.js'
import { buildGraph } from '../graph/graph.js'
import { createRelationshipDefinition } from '../relationships/definitions.js'
import { findObject } from '../schema/objects.js'
import { createWorkspace } from '../store.js'
import { listTasks } from '../tasks/tasks.js'
import { createUser } from '../users/users.js'
import { createNameDirectory, extractContext } from './extract/index.js'
import { ingestContext } from './ingest.js'

// The two texts of issue 27, tried as a new user would.
const NOW = Date.parse('2026-01-15T10:00:00Z') // a Thursday

const BRIGHTWATER =
  'Good sync with the Brightwater Analytics team. Present: Omar Haddad (Director), Lucia Romero (Analyst) and Sven Aalto (CTO). They want pricing by Friday.'

const HALCYON = `Halcyon Freight / Lumora Systems — onboarding kick-off
Attendees:
Priya Natarajan (VP Operations, Halcyon Freight, priya.natarajan@halcyonfreight.com)
Marcus Webb, Head of IT, Halcyon Freight
Julia Reyes <julia.reyes@lumorasystems.com>
Daniel Okafor (Solutions Engineer, Lumora Systems)

Priya was introduced by Daniel, who knows her from a previous project. Halcyon wants the dispatch integration live before peak season.
Julia will send the signed order form by Friday.
Marcus to share the API credentials next Tuesday.`

function setup() {
  const clock = createClock({ mode: 'manual', start: NOW })
  const workspace = createWorkspace('1', clock)
  createRelationshipDefinition(workspace, clock, {
    type: 'one_to_many',
    entity_definition_1_id: findObject(workspace, 'company').id,
    entity_definition_2_id: findObject(workspace, 'person').id,
    entity_1_to_2_predicate: 'employs',
    entity_2_to_1_predicate: 'works at',
  })
  return { clock, workspace }
}

describe('issue 27: links from everyday notes', () => {
  it('Brightwater: the team in play and an attendee list with roles give three works-at links in the graph', () => {
    const { clock, workspace } = setup()
    ingestContext(workspace, clock, BRIGHTWATER, { artifactId: '1', actor: SYSTEM_ACTOR })
    const graph = buildGraph(workspace)
    const name = new Map(graph.nodes.map((n) => [n.id, n.name]))
    const worksAt = graph.context_edges
      .filter((e) => e.edge_type === 'triplet' && e.label === 'works at')
      .map((e) => `${name.get(e.source)} -> ${name.get(e.target)}`)
      .sort()
    expect(worksAt).toEqual([
      'Lucia Romero -> Brightwater Analytics',
      'Omar Haddad -> Brightwater Analytics',
      'Sven Aalto -> Brightwater Analytics',
    ])
  })

  it('Halcyon: four people, two companies, their works-at links, the introduction, and two tasks with assignees', () => {
    const extraction = extractContext(HALCYON, createNameDirectory([]), NOW)
    expect(extraction.people.map((p) => p.name).sort()).toEqual([
      'Daniel Okafor',
      'Julia Reyes',
      'Marcus Webb',
      'Priya Natarajan',
    ])
    expect(extraction.companies.map((c) => c.name).sort()).toEqual(['Halcyon Freight', 'Lumora Systems'])
    const priya = extraction.people.find((p) => p.name === 'Priya Natarajan')!
    expect(priya).toMatchObject({ title: 'VP Operations', emails: ['priya.natarajan@halcyonfreight.com'] })
    expect(extraction.people.find((p) => p.name === 'Julia Reyes')!.emails).toEqual(['julia.reyes@lumorasystems.com'])
    expect(extraction.people.find((p) => p.name === 'Marcus Webb')!.title).toBe('Head of IT')
    expect(
      extraction.links.map((l) => `${l.kind} ${l.from} -> ${l.to}${l.title ? ` (${l.title})` : ''}`).sort(),
    ).toEqual([
      'introduced_by Priya Natarajan -> Daniel Okafor',
      'works_at Daniel Okafor -> Lumora Systems (Solutions Engineer)',
      'works_at Julia Reyes -> Lumora Systems',
      'works_at Marcus Webb -> Halcyon Freight (Head of IT)',
      'works_at Priya Natarajan -> Halcyon Freight (VP Operations)',
    ])
    expect(extraction.followUps.map((f) => [f.title, f.due, f.assignee])).toEqual([
      ['Send the signed order form by Friday', '2026-01-16', 'Julia Reyes'],
      ['Share the API credentials next Tuesday', '2026-01-20', 'Marcus Webb'],
    ])
  })

  it('Halcyon ingested: records for the four people and two companies, and tasks linked to (and assigned to) the people asked', () => {
    const { clock, workspace } = setup()
    const julia = createUser(workspace, clock, { name: 'Julia Reyes', email: 'julia.reyes@lumorasystems.com' })
    const result = ingestContext(workspace, clock, HALCYON, { artifactId: '2', actor: SYSTEM_ACTOR })
    expect(result).toMatchObject({ tasks_suggested: 2 })
    const people = [...workspace.records.values()].filter((r) => r.object_id === findObject(workspace, 'person').id)
    expect(people.length).toBe(4)
    const tasks = listTasks(workspace, { limit: 10 }).data
    const send = tasks.find((t) => t.title.startsWith('Send the signed order form'))!
    expect(send).toMatchObject({ due_date: '2026-01-16T00:00:00Z', assignee_ids: [julia.id] })
    expect(send.description).toContain('Assigned to Julia Reyes')
    const share = tasks.find((t) => t.title.startsWith('Share the API credentials'))!
    expect(share).toMatchObject({ due_date: '2026-01-20T00:00:00Z', assignee_ids: [] })
    expect(share.entity_ids.length).toBeGreaterThan(0)
  })
})
