import { createListJob, findListJob, LIST_JOB_LIMIT, presentListJob } from '../../core/list-jobs/list-jobs.js'
import { JOBS_IN_FLIGHT } from '../../core/jobs/jobs.js'
import { defineRoute } from '../route.js'
import {
  CreateListJobBody,
  CreateListJobResponse,
  ListJobParams,
  ListJobQuery,
  ListJobResponse,
} from '../schemas/list-jobs.js'

const tag = 'AI Lists'

export const listJobRoutes = [
  defineRoute({
    method: 'post',
    path: '/v1/context/list/jobs',
    operationId: 'createAIListJob',
    tag,
    summary: 'Create an AI list job',
    description:
      `Starts a job that lists the people or companies a plain-language query describes. The query is ` +
      `read for roles and seniority (matched against job titles with synonyms and word stems), places ` +
      `(the workspace's city, region and country values), industries (the company industries options ` +
      `and synonyms such as fintech), company names (people who work there by relationship or e-mail ` +
      `domain), relationships ("who reports to", "who knows" a person), recency ("added last week", ` +
      `"recently updated") and a limit ("top 10"). The job moves pending -> processing -> completed on ` +
      `the clock; an empty or unreadable query makes it fail. limit ${LIST_JOB_LIMIT.min} to ` +
      `${LIST_JOB_LIMIT.max}, default ${LIST_JOB_LIMIT.defaultLimit}. A workspace holds at most ` +
      `${JOBS_IN_FLIGHT.list_job.jobs} jobs in flight; past that the answer is 429 with Retry-After ` +
      `(clock seconds until the oldest is due to finish).`,
    public: true,
    scope: 'insight.stream',
    request: { body: CreateListJobBody, bodyRequired: true },
    responses: { 200: { description: 'The job, pending', schema: CreateListJobResponse } },
    errors: [],
    handle: ({ body, workspace, services }) => {
      const job = createListJob(workspace, services.clock, services.jobs, body)
      return { status: 200, body: { message: { job_id: job.id, status: 'pending' } } }
    },
  }),
  defineRoute({
    method: 'get',
    path: '/v1/context/list/jobs/{job_id}',
    operationId: 'getAIListJob',
    tag,
    summary: 'Get an AI list job',
    description:
      "Returns the job's status and how its query was read; once completed, the matching entities " +
      '(best first) with the reason each matched and up to three insights as highlights; once failed, ' +
      'the error (still a 200). Entities deleted since are left out. attributes appear when the job ' +
      'was created with include_attributes or this call asks.',
    public: true,
    scope: 'insight.stream',
    request: { params: ListJobParams, query: ListJobQuery },
    responses: { 200: { description: 'The job', schema: ListJobResponse } },
    errors: [404],
    handle: ({ params, query, workspace }) => ({
      status: 200,
      body: {
        message: presentListJob(workspace, findListJob(workspace, params.job_id), query.include_attributes ?? false),
      },
    }),
  }),
]
