import type { EntityRef } from '../../insights/state.js'
import { createTask } from '../../tasks/tasks.js'
import type { Extraction } from '../extract/index.js'
import { planKey } from './plan.js'
import type { Writing } from './writing.js'

type FollowUp = Extraction['followUps'][number]

/** The entities a follow-up is about: the person asked to do it first ("Julia will send ..."), then the names of the sentence. */
function aboutOf(w: Writing, followUp: FollowUp): EntityRef[] {
  const names = followUp.assignee ? [followUp.assignee, ...followUp.names] : followUp.names
  return [
    ...new Set(
      names
        .map((name) => w.plans.get(planKey('person', name)) ?? w.plans.get(planKey('company', name)))
        .map((entity) => (entity ? w.refs.get(entity) : undefined))
        .filter((r): r is EntityRef => r !== undefined),
    ),
  ]
}

/** Each follow-up sentence becomes a task due on the date it names, linked to its records, and a follow-up insight. */
export function writeFollowUps(w: Writing, followUps: readonly FollowUp[]): void {
  const { workspace } = w
  for (const followUp of followUps) {
    if (w.result.tasks_suggested >= w.caps.tasks) {
      w.dropped.tasks++
      continue
    }
    const about = aboutOf(w, followUp)
    const records = [...new Set(about.filter((r) => r.type !== 'ghost').map((r) => r.id))]
    // A workspace member of the assignee's name is the task's assignee.
    const member = followUp.assignee
      ? [...workspace.users.values()].find((u) => u.name.toLowerCase() === followUp.assignee!.toLowerCase())
      : undefined
    const assignedTo = followUp.assignee ? ` Assigned to ${followUp.assignee} by the text.` : ''
    createTask(
      workspace,
      w.clock,
      {
        title: followUp.title,
        description: `Suggested from context${w.source}, artifact ${w.options.artifactId}: "${followUp.sentence.slice(0, 1000)}"${assignedTo}`,
        ...(followUp.due && { due_date: followUp.due }),
        entity_ids: records,
        ...(member && { assignee_ids: [member.id] }),
      },
      w.options.actor,
    )
    w.result.tasks_suggested++
    const [first] = about
    w.insights.push({
      content: `Follow-up${first ? ` ${followUp.assignee ? 'for' : 'with'} ${first.name}` : ''}: ${followUp.title}${followUp.due ? ` (due ${followUp.due})` : ''}`,
      type: 'follow_up',
      confidence: 0.8,
      target: {
        entity_type: first ? (first.type === 'ghost' ? 'person' : first.type) : 'workspace',
        hint: first?.name ?? followUp.title,
      },
      entities: about,
      artifact_id: w.options.artifactId,
    })
  }
}
