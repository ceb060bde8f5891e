import type { Clock } from '../clock.js'
import type { Workspace } from '../model.js'

/**
 * A member of a workspace: someone tasks are assigned to and on whose behalf a key acts. The
 * developer API has no user operations; users come with the workspace (its owner), from the seed,
 * and from registration, and are named by id in `assignee_ids` and `created_by_id`.
 */
export interface WorkspaceUser {
  id: string
  name: string
  email: string
  created_at: string
}

/** Who a user is, without the id and time the workspace gives them. */
export interface UserProfile {
  name: string
  email: string
}

/** The owner of a workspace that nobody named: a workspace made for a key, or the empty scenario. */
export const DEFAULT_OWNER: UserProfile = { name: 'Workspace Owner', email: 'owner@example.com' }

/**
 * Adds a user to a workspace, numbered from the workspace's id sequence.
 *
 * @example createUser(workspace, clock, { name: 'Ada Lovelace', email: 'ada@example.com' }).id // '32704519835647927'
 */
export function createUser(workspace: Workspace, clock: Clock, profile: UserProfile): WorkspaceUser {
  const user: WorkspaceUser = {
    id: workspace.ids.next(),
    name: profile.name,
    email: profile.email,
    created_at: clock.iso(),
  }
  workspace.users.set(user.id, user)
  return user
}

/**
 * The workspace's owner: its first user, created with the workspace. Every key of the workspace
 * acts as the owner (see `addKey`), so a key's user exists again after the workspace is rebuilt.
 *
 * @example workspaceOwner(workspace).id === key.user_id
 */
export function workspaceOwner(workspace: Workspace): WorkspaceUser {
  const [owner] = workspace.users.values()
  if (!owner) throw new Error(`Workspace ${workspace.id} has no owner`)
  return owner
}

/**
 * Gives an existing user another name and email (the seed names the owner of the seeded workspace).
 *
 * @example renameUser(workspaceOwner(workspace), { name: 'Ada Lovelace', email: 'ada@example.com' })
 */
export function renameUser(user: WorkspaceUser, profile: UserProfile): WorkspaceUser {
  user.name = profile.name
  user.email = profile.email
  return user
}
