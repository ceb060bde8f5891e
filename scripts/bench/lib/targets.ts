// The three requests every benchmark of the request path sends (http-load.ts over HTTP,
// pipeline-cost.ts in process): a seeded person's record, a page of 50 people, and an upsert
// matching that person by e-mail.

export type PathName = 'get' | 'list' | 'upsert'

export interface Target {
  method: 'GET' | 'POST' | 'PUT'
  path: string
  body?: string
}

/** The requests for a seeded person: its record id and its first e-mail address. */
export function benchTargets(person: { id: string; email: string }): Record<PathName, Target> {
  return {
    get: { method: 'GET', path: `/v1/records/${person.id}` },
    list: { method: 'POST', path: '/v1/objects/person/records', body: '{"limit":50}' },
    upsert: {
      method: 'PUT',
      path: '/v1/objects/person',
      body: JSON.stringify({
        matching_attribute: 'email_addresses',
        attributes: { email_addresses: [person.email], job_title: 'Engineer' },
      }),
    },
  }
}
