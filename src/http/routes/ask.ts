import { askQuestion, type AskAnswer } from '../../core/ask/ask.js'
import { nameIndexReady } from '../../core/ask/matching.js'
import { integerId, optionalIntegerId } from '../integer-id.js'
import { defineRoute } from '../route.js'
import { AskAnswerSchema, AskBody } from '../schemas/ask.js'

/** The answer's wire form: record and insight ids the reference types as integers become JSON integers. */
function answerBody(answer: AskAnswer): unknown {
  return {
    ...answer,
    entities_considered: answer.entities_considered.map((entity) => ({ ...entity, id: integerId(entity.id) })),
    signals_used: answer.signals_used.map((signal) => ({
      ...signal,
      ...(signal.insight_id !== undefined && { insight_id: optionalIntegerId(signal.insight_id) }),
      ...(signal.entity_id !== undefined && { entity_id: optionalIntegerId(signal.entity_id) }),
    })),
  }
}

export const askRoutes = [
  defineRoute({
    method: 'post',
    path: '/v1/context/ask',
    operationId: 'queryContext',
    tag: 'Context',
    summary: 'Ask a question',
    description:
      "Answers a question from the workspace's own records, relationships, timelines and insights, " +
      'with no model: the records the question names (whole names in any case, a capitalized first or ' +
      'last name shared by at most 3 people, e-mail addresses, domains) are its subjects, up to 3; ' +
      'with none named, a pronoun (he, she, her, it, they, there...) refers back to the subjects of ' +
      "the session's previous answer. The answer says who or what each subject is (job title, " +
      'employer, location, industries, headcount, people), what changed lately (its latest value ' +
      'changes) and the insights that best fit the question; a question about no one sums up the ' +
      "workspace and its best-fitting insights. Each call is a turn of a session: send the answer's " +
      'session_id with a follow-up. A session_id the workspace does not know (after a reset, say) ' +
      'starts a new session with a new id. A workspace keeps its 1,000 most recently used sessions.',
    public: true,
    scope: 'insight.stream',
    request: { body: AskBody, bodyRequired: true },
    responses: {
      200: { description: 'The answer, what it was written from, and the session', schema: AskAnswerSchema },
    },
    errors: [],
    handle: ({ body, workspace, services }) => {
      // A workspace's first question builds its name index in slices, between which other requests
      // are served (again if a change of attributes made it stale meanwhile).
      const answer = (): { status: 200; body: unknown } | Promise<{ status: 200; body: unknown }> => {
        const pending = nameIndexReady(workspace)
        if (pending) return pending.then(answer)
        return { status: 200, body: answerBody(askQuestion(workspace, services.clock, body)) }
      }
      return answer()
    },
  }),
]
