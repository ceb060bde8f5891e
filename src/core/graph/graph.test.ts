import { describe, expect, it } from 'vitest'
import { graphSetup as setup, insight, worksAtDefinition } from '../../../test/support/graph.js'
import { createClock } from '../clock.js'
import { addInsights, addTriplet, mentionGhost, type EntityRef, type InsightInput } from '../insights/state.js'
import { createRecord } from '../records/records.js'
import { createRelationshipInstance } from '../relationships/instances.js'
import { findObject } from '../schema/objects.js'
import { createWorkspace } from '../store.js'
import { RETENTION } from '../retention.js'
import { buildGraph, contradicts, GRAPH_CONTEXT, GRAPH_LIMIT } from './graph.js'

describe('the knowledge graph', () => {
  it('answers records and ghosts newest first, capped by limit, with workspace-wide totals', () => {
    const { clock, workspace, ada, acme, globex } = setup()
    clock.advance('1m')
    const ghost = mentionGhost(workspace, clock, 'Charles Babbage', 'person')
    const graph = buildGraph(workspace)
    expect(graph.nodes.map((node) => node.id)).toEqual([ghost.id, globex.id, acme.id, ada.id])
    expect(graph.nodes[0]).toEqual({
      id: 'ghost:1',
      name: 'Charles Babbage',
      type: 'ghost',
      definition_slug: 'ghost',
      primary_attribute: 'Charles Babbage',
      created_at: '2026-01-15T10:03:00Z',
    })
    expect(graph.nodes[3]).toMatchObject({
      name: 'Ada Lovelace',
      type: 'person',
      definition_slug: 'person',
      primary_attribute: 'Ada Lovelace',
      created_at: '2026-01-15T10:00:00Z',
    })
    const two = buildGraph(workspace, { limit: 2 })
    expect(two.nodes.map((node) => node.id)).toEqual([ghost.id, globex.id])
    expect(two.total_nodes).toBe(4)
  })

  it('links relationship instances with the definition predicate, only between answered nodes', () => {
    const fixture = setup()
    const { clock, workspace, ada, acme } = fixture
    const definition = worksAtDefinition(fixture)
    const instance = createRelationshipInstance(workspace, clock, ada.id, {
      definition_id: definition.id,
      entity_1_id: ada.id,
      entity_2_id: acme.id,
    })
    const graph = buildGraph(workspace)
    expect(graph.edges).toEqual([
      { id: instance.id, source: ada.id, target: acme.id, label: 'works at', definition_id: definition.id },
    ])
    expect(graph.relationship_definitions).toEqual([
      { id: definition.id, name: 'Person works at Company', entity_1_to_2: 'works at', entity_2_to_1: 'employs' },
    ])
    // Ada is the oldest node: with limit 2 she is left out, and so is the edge, but it still counts.
    const capped = buildGraph(workspace, { limit: 2 })
    expect(capped.edges).toEqual([])
    expect(capped.total_edges).toBe(1)
  })

  it('derives triplet, context, insight and insight_link edges, and drops a context edge a triplet already explains', () => {
    const { clock, workspace, ada, acme, globex } = setup()
    const ghost = mentionGhost(workspace, clock, 'Charles Babbage', 'person')
    const babbage: EntityRef = { id: ghost.id, name: ghost.name, type: 'ghost' }
    const triplet = addTriplet(workspace, clock, { subject: ada, predicate: 'works_at', object: acme, confidence: 0.9 })
    const [atAcme, withBabbage, prefers, pattern] = addInsights(workspace, clock, [
      insight('Ada Lovelace works at Acme', 'relationship', [ada, acme], 0.9),
      insight('Ada Lovelace met Charles Babbage', 'meeting', [ada, babbage], 0.7),
      insight('Ada Lovelace prefers e-mail', 'preference', [ada], 0.6),
      insight('Introductions close deals faster', 'pattern', [], 0.5),
    ])
    const graph = buildGraph(workspace)
    const byType = (type: string) => graph.context_edges.filter((edge) => edge.edge_type === type)
    expect(byType('triplet')).toEqual([
      {
        id: `tri_${triplet.id}`,
        source: ada.id,
        target: acme.id,
        label: 'works_at',
        edge_type: 'triplet',
        confidence: 0.9,
      },
    ])
    // Ada-Acme is joined by the triplet, so only Ada-Babbage gets a generic context edge.
    expect(byType('context')).toEqual([
      {
        id: `ctx_${withBabbage!.id}_${ada.id}_${ghost.id}`,
        source: ada.id,
        target: ghost.id,
        label: 'meeting',
        edge_type: 'context',
      },
    ])
    expect(graph.insight_nodes.map((node) => [node.id, node.source])).toEqual([
      [`ki:${atAcme!.id}`, 'knowledge_insight'],
      [`ki:${withBabbage!.id}`, 'knowledge_insight'],
      [`ei:${prefers!.id}`, 'entity_insight'],
      [`ki:${pattern!.id}`, 'knowledge_insight'],
    ])
    expect(byType('insight').map((edge) => [edge.id, edge.source, edge.target, edge.label])).toEqual([
      [`ki_edge_${atAcme!.id}_${ada.id}`, `ki:${atAcme!.id}`, ada.id, 'relationship'],
      [`ki_edge_${atAcme!.id}_${acme.id}`, `ki:${atAcme!.id}`, acme.id, 'relationship'],
      [`ki_edge_${withBabbage!.id}_${ada.id}`, `ki:${withBabbage!.id}`, ada.id, 'meeting'],
      [`ki_edge_${withBabbage!.id}_${ghost.id}`, `ki:${withBabbage!.id}`, ghost.id, 'meeting'],
      [`ei_edge_${prefers!.id}_${ada.id}`, `ei:${prefers!.id}`, ada.id, 'preference'],
    ])
    // All three name Ada: similarity is shared entities over all entities.
    expect(byType('insight_link').map((edge) => [edge.source, edge.target, edge.label, edge.confidence])).toEqual([
      [`ki:${atAcme!.id}`, `ki:${withBabbage!.id}`, 'related_to', 0.333],
      [`ki:${atAcme!.id}`, `ei:${prefers!.id}`, 'related_to', 0.5],
      [`ki:${withBabbage!.id}`, `ei:${prefers!.id}`, 'related_to', 0.5],
    ])
    expect(graph.insights[ada.id]!.map((summary) => summary.content)).toEqual([
      'Ada Lovelace prefers e-mail',
      'Ada Lovelace met Charles Babbage',
      'Ada Lovelace works at Acme',
    ])
    expect(graph.insights[ghost.id]).toEqual([
      { content: 'Ada Lovelace met Charles Babbage', confidence: 0.7, type: 'meeting' },
    ])
    expect(graph.insights[globex.id]).toBeUndefined()
    expect(graph.total_context_edges).toBe(graph.context_edges.length)
  })

  it('marks two employment claims about one person naming different companies as contradicting', () => {
    const { clock, workspace, ada, acme, globex } = setup()
    const [a, b] = addInsights(workspace, clock, [
      insight('Ada works at Acme', 'relationship', [ada, acme], 0.9),
      insight('Ada works at Globex', 'relationship', [ada, globex], 0.6),
    ])
    expect(contradicts(a!, b!)).toBe(true)
    const link = buildGraph(workspace).context_edges.find((edge) => edge.edge_type === 'insight_link')
    expect(link).toEqual({
      id: `il_${a!.id}_${b!.id}`,
      source: `ki:${a!.id}`,
      target: `ki:${b!.id}`,
      label: 'contradicts',
      edge_type: 'insight_link',
      confidence: 0.6,
    })
  })

  it('marks two role claims about one person at one company that differ as contradicting, and the same words as not', () => {
    const { clock, workspace, ada, acme } = setup()
    const [cto, ceo, again] = addInsights(workspace, clock, [
      insight('Ada is the CTO of Acme', 'role_change', [ada, acme]),
      insight('Ada is the CEO of Acme', 'role_change', [ada, acme]),
      insight('ada is the CTO of Acme.', 'role_change', [ada, acme]),
    ])
    expect(contradicts(cto!, ceo!)).toBe(true)
    expect(contradicts(cto!, again!)).toBe(false)
    // Not claims: a follow-up and a role about the same pair do not contradict.
    const [follow] = addInsights(workspace, clock, [insight('Send Ada the proposal', 'follow_up', [ada, acme])])
    expect(contradicts(cto!, follow!)).toBe(false)
    // A relationship and a role claim naming the same company agree whatever their words.
    const [works] = addInsights(workspace, clock, [insight('Ada works at Acme as CTO', 'relationship', [ada, acme])])
    expect(contradicts(cto!, works!)).toBe(false)
  })

  it('marks a role change to one company and employment at another as contradicting, but not a claim that names no company', () => {
    const { clock, workspace, ada, acme, globex } = setup()
    const [joined, works, promoted] = addInsights(workspace, clock, [
      insight('Ada joined Globex', 'role_change', [ada, globex]),
      insight('Ada works at Acme', 'relationship', [ada, acme]),
      insight('Ada changed role from CTO to CEO', 'role_change', [ada]),
    ])
    expect(contradicts(joined!, works!)).toBe(true)
    expect(contradicts(joined!, promoted!)).toBe(false)
    expect(contradicts(works!, promoted!)).toBe(false)
  })

  it('leaves out an insight whose entities are all beyond the limit, and the ends of triplets that are', () => {
    const { clock, workspace, ada, acme, globex } = setup()
    addTriplet(workspace, clock, { subject: ada, predicate: 'works_at', object: acme, confidence: 0.9 })
    addInsights(workspace, clock, [
      insight('Ada prefers e-mail', 'preference', [ada]),
      insight('Globex is hiring', 'fact', [globex]),
    ])
    const graph = buildGraph(workspace, { limit: 1 })
    expect(graph.nodes.map((node) => node.id)).toEqual([globex.id])
    expect(graph.insight_nodes.map((node) => node.content)).toEqual(['Globex is hiring'])
    expect(graph.context_edges.map((edge) => edge.edge_type)).toEqual(['insight'])
    expect(Object.keys(graph.insights)).toEqual([globex.id])
  })

  it('answers the same bytes for the same state', () => {
    const { clock, workspace, ada, acme } = setup()
    addInsights(workspace, clock, [insight('Ada works at Acme', 'relationship', [ada, acme])])
    expect(JSON.stringify(buildGraph(workspace))).toBe(JSON.stringify(buildGraph(workspace)))
  })
})
