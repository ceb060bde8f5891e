import type { Actor } from '../actor.js'
import type { Clock } from '../clock.js'
import { notFound } from '../errors.js'
import type { ObjectDef, Workspace } from '../model.js'
import { presentAttribute, type PresentedAttribute } from '../schema/attributes.js'
import { createObject, objectAttributes, removeDefinition } from '../schema/objects.js'
import { removeMember } from './members.js'

export interface ListInput {
  name: string
  slug: string
  name_plural?: string | undefined
  description?: string | undefined
}

export interface PresentedList {
  id: string
  slug: string
  name: string
  name_plural: string
  description: string
  type: 'list'
  created_at: string
  /** The object whose records the list holds. */
  parent_object_id: string
  parent_object_slug: string
  attributes?: PresentedAttribute[]
}

/**
 * Creates a list of an object's records: an object definition of type `list`, with no
 * attributes of its own yet (they are added like any object's, under the list's slug). Its slug
 * is unique among objects and lists (409).
 *
 * @example createList(workspace, clock, person, { name: 'Hiring pipeline', slug: 'hiring-pipeline' })
 */
export function createList(workspace: Workspace, clock: Clock, parent: ObjectDef, input: ListInput): ObjectDef {
  const list = createObject(workspace, clock, { ...input, type: 'list' }, [])
  list.parent_object_id = parent.id
  workspace.lists.byList.set(list.id, new Map())
  return list
}

/** Finds a list by id, or throws 404 (an object that is not a list is not found either). */
export function findList(workspace: Workspace, id: string): ObjectDef {
  const list = workspace.objects.get(id)
  if (!list || list.type !== 'list') throw notFound(`List ${id} not found`)
  return list
}

/** The lists of an object, oldest first. */
export function listsOf(workspace: Workspace, object: ObjectDef): ObjectDef[] {
  return [...workspace.objects.values()].filter(
    (candidate) => candidate.type === 'list' && candidate.parent_object_id === object.id,
  )
}

/**
 * Deletes a list with its attributes and memberships. Each member record that remains shows
 * its removal on its timeline.
 *
 * @example deleteList(workspace, clock, list, actor)
 */
export function deleteList(workspace: Workspace, clock: Clock, list: ObjectDef, actor?: Actor | undefined): void {
  const state = workspace.lists
  for (const memberId of [...(state.byList.get(list.id)?.values() ?? [])])
    removeMember(workspace, clock, state.members.get(memberId)!, { actor })
  state.byList.delete(list.id)
  state.orders.delete(list.id)
  removeDefinition(workspace, list)
}

export function presentList(workspace: Workspace, list: ObjectDef, includeAttributes: boolean): PresentedList {
  const parent = workspace.objects.get(list.parent_object_id!)!
  const presented: PresentedList = {
    id: list.id,
    slug: list.slug,
    name: list.name,
    name_plural: list.name_plural,
    description: list.description,
    type: 'list',
    created_at: list.created_at,
    parent_object_id: parent.id,
    parent_object_slug: parent.slug,
  }
  if (includeAttributes) presented.attributes = objectAttributes(workspace, list).map(presentAttribute)
  return presented
}

/**
 * Before an object goes: deletes its lists with their memberships, quietly (the records are
 * going too, so no timeline shows the removal).
 */
export function removeObjectLists(workspace: Workspace, clock: Clock, object: ObjectDef): void {
  for (const list of listsOf(workspace, object)) {
    for (const memberId of [...(workspace.lists.byList.get(list.id)?.values() ?? [])])
      removeMember(workspace, clock, workspace.lists.members.get(memberId)!, { silent: true })
    deleteList(workspace, clock, list)
  }
}
