import { addTriplet, type EntityRef } from '../../insights/state.js'
import { createRelationshipInstance } from '../../relationships/instances.js'
import type { ExtractedLink } from '../extract/index.js'
import { planKey } from './plan.js'
import { instanceAllowed, LINK_DEFINITIONS, linkDefinition } from './link-definitions.js'
import type { Writing } from './writing.js'

/** What a link says, as a triplet's predicate. */
function predicateOf(link: ExtractedLink): string {
  if (link.kind === 'works_at') return link.joined ? 'joined' : 'works at'
  if (link.kind === 'left_for') return 'left'
  if (link.kind === 'reports_to') return 'reports to'
  if (link.kind === 'introduced_by') return 'introduced by'
  return 'knows'
}

/** What a link says, as an insight's sentence. */
function sentenceOf(link: ExtractedLink, person: EntityRef, other: EntityRef, previous: EntityRef | undefined): string {
  if (link.kind === 'works_at')
    return `${person.name} ${link.joined ? 'joined' : 'works at'} ${other.name}${link.title ? ` as ${link.title}` : ''}`
  if (link.kind === 'left_for') return `${person.name} left ${previous!.name} for ${other.name}`
  if (link.kind === 'reports_to') return `${person.name} reports to ${other.name}`
  if (link.kind === 'introduced_by') return `${person.name} was introduced by ${other.name}`
  return `${person.name} knows ${other.name}`
}

/**
 * The instance of the workspace's definition for a link between two records, where the definition
 * exists (or may be added) and its cardinality allows; past the relationships' cap it is dropped.
 */
function writeInstance(w: Writing, link: ExtractedLink, person: EntityRef, target: EntityRef): void {
  const { workspace, clock } = w
  if (!w.personObject || !w.companyObject || person.type !== 'person' || target.type === 'ghost') return
  if (w.result.relationships_created >= w.caps.relationships) {
    w.dropped.relationships++
    return
  }
  const objects = { person: w.personObject, company: w.companyObject }
  const resolved =
    linkDefinition(workspace, clock, link.kind, objects, false) ??
    linkDefinition(workspace, clock, link.kind, objects, true)
  if (!resolved) return
  const spec = LINK_DEFINITIONS[link.kind]
  // Our `first` end is the company for works-at, the manager for reports-to, the introducer for introduced-by.
  const [ours1, ours2] =
    spec.first === 'company' || link.kind === 'reports_to' || link.kind === 'introduced_by'
      ? [target.id, person.id]
      : [person.id, target.id]
  const [first, second] = resolved.swap ? [ours2, ours1] : [ours1, ours2]
  if (!instanceAllowed(workspace, resolved.definition, first, second)) return
  createRelationshipInstance(
    workspace,
    clock,
    person.id,
    { definition_id: resolved.definition.id, entity_1_id: first, entity_2_id: second },
    w.options.actor,
  )
  w.result.relationships_created++
}

/**
 * Every link the reader found: a triplet and an insight, and an instance of the workspace's
 * definition when both ends are records. Left-for links the person to the company they left; its
 * "for" is the works-at link beside it.
 */
export function writeLinks(w: Writing, links: readonly ExtractedLink[]): void {
  const refOf = (type: 'person' | 'company', name: string) => w.refs.get(w.plans.get(planKey(type, name))!)
  for (const link of links) {
    const companyEnd = link.kind === 'works_at' || link.kind === 'left_for'
    const person = refOf('person', link.from)
    const other = refOf(companyEnd ? 'company' : 'person', link.to)
    const previous = link.previous === undefined ? undefined : refOf('company', link.previous)
    if (!person || !other || (link.previous !== undefined && !previous)) {
      w.dropped.relationships++
      continue
    }
    // "X left for Z" with no company left named: the joined works-at link beside it says all there is to write.
    if (link.kind === 'left_for' && !previous) continue
    addTriplet(w.workspace, w.clock, {
      subject: person,
      predicate: predicateOf(link),
      object: link.kind === 'left_for' ? previous! : other,
      confidence: link.kind === 'works_at' && !link.joined ? 0.85 : 0.8,
      artifact_id: w.options.artifactId,
    })
    w.insights.push({
      content: sentenceOf(link, person, other, previous),
      type: link.joined || link.kind === 'left_for' ? 'role_change' : 'relationship',
      confidence: person.type === 'ghost' || other.type === 'ghost' ? 0.7 : 0.9,
      target: { entity_type: person.type === 'ghost' ? 'person' : person.type, hint: person.name },
      entities: link.kind === 'left_for' ? [person, previous!, other] : [person, other],
      artifact_id: w.options.artifactId,
    })
    writeInstance(w, link, person, link.kind === 'left_for' ? previous! : other)
  }
}
