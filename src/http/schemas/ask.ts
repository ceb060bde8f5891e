import { z } from 'zod'
import { lazySchema } from './lazy.js'
import { ASK_LIMITS } from '../../core/ask/ask.js'
import { components, IdString, IntegerIdSchema } from './common.js'

export const AskBody = lazySchema(() =>
  z
    .strictObject({
      query: z
        .string()
        .trim()
        .min(1, 'must not be empty')
        .max(ASK_LIMITS.maxQuery, `must hold at most ${ASK_LIMITS.maxQuery} characters`)
        .describe(
          'The question, in plain language: about named people or companies (names, e-mail addresses, ' +
            'domains), a follow-up with a pronoun ("and where does she work?"), or the workspace as a whole',
        ),
      session_id: z
        .string()
        .min(1, 'must not be empty')
        .max(200, 'must hold at most 200 characters')
        .optional()
        .describe(
          'The session_id of an earlier answer, so pronouns refer back to its subjects; an unknown one ' +
            'starts a new session',
        ),
    })
    .register(components, { id: 'AskRequest', description: 'A question about the workspace' }),
)

const Score = lazySchema(() => z.number().min(0).max(1))

export const AskAnswerSchema = lazySchema(() =>
  z
    .strictObject({
      answer: z
        .string()
        .describe("The answer, written from the workspace's records, relationships, timeline and insights"),
      entities_considered: z
        .array(
          z.strictObject({
            id: IntegerIdSchema().describe("The record's id"),
            name: z.string(),
            type: z.string().describe("The record's object slug in capitals: PERSON, COMPANY, ..."),
            reason: z
              .string()
              .describe(
                'Why the record was considered: named in the question, referred back to, employer, employee, ' +
                  'named by a fitting insight',
              ),
            insights_matched: z.number().int().min(0).describe('How many listed insights name the record'),
            score: Score().describe(
              'Relevance: 1 for a whole name, e-mail address or domain, 0.9 for a pronoun, less for a partial ' +
                'name or a related record',
            ),
          }),
        )
        .describe(`The records the answer was written from, most relevant first; at most ${ASK_LIMITS.considered}`),
      signals_used: z
        .array(
          z.strictObject({
            insight_id: IntegerIdSchema().optional().describe('The insight quoted; left out for a timeline change'),
            entity_id: IntegerIdSchema().optional().describe('The record the signal is about'),
            content: z.string(),
            score: Score().describe(
              "An insight's confidence raised by the question's words it shares (x (0.6 + 0.4 x share)); 0.5 " +
                'for a timeline change',
            ),
            type: z.string().describe("The insight's type, or timeline_change"),
          }),
        )
        .describe(`The insights and timeline changes the answer used, best first; at most ${ASK_LIMITS.signals}`),
      metadata: z.strictObject({
        query_type: z
          .enum(['workspace_wide', 'entity_specific'])
          .describe('entity_specific when the question named or referred back to records'),
        total_entities_searched: z
          .number()
          .int()
          .min(0)
          .describe("How many records the question's names were looked up among"),
        confidence: Score().describe(
          "How sure the answer is: the best subject's score, weighed by how much evidence it had",
        ),
      }),
      session_id: z.string().describe('The session to send with a follow-up question'),
      entity_references: z
        .array(
          z.strictObject({
            id: IdString(),
            name: z.string(),
            type: IdString().describe("The id of the record's object (its entity definition)"),
            count: z.number().int().min(1).describe('How many times the answer names the record'),
          }),
        )
        .describe('The considered records the answer names'),
    })
    .register(components, { id: 'AskAnswer', description: "An answer from the workspace's own data" }),
)
