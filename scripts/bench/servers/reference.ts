// Ceilings for the HTTP benchmark: a raw node:http server and a bare Express 5 app answering the
// same bytes (status, content-type, body) the mock answered, captured by the runner beforehand.
// Both read the whole request body of a POST or PUT before answering; Express parses it with
// express.json(). Run by scripts/bench/run.ts in a child process:
//   node --import tsx scripts/bench/servers/reference.ts raw|express <answers.json>
// It prints `listening on http://127.0.0.1:PORT`.
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'

/** What the mock answered for each benchmarked request. */
export interface Answer {
  status: number
  contentType: string
  body: string
}
export type Answers = Record<'get' | 'list' | 'upsert', Answer>

function rawServer(answers: Answers): Server {
  const send = (res: ServerResponse, answer: Answer) => {
    res.statusCode = answer.status
    res.setHeader('content-type', answer.contentType)
    res.end(answer.body)
  }
  const afterBody = (req: IncomingMessage, res: ServerResponse, answer: Answer) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.once('end', () => {
      Buffer.concat(chunks)
      send(res, answer)
    })
  }
  return createServer((req, res) => {
    const url = req.url ?? '/'
    if (req.method === 'GET' && url.startsWith('/v1/records/')) send(res, answers.get)
    else if (req.method === 'POST' && url === '/v1/objects/person/records') afterBody(req, res, answers.list)
    else if (req.method === 'PUT' && url === '/v1/objects/person') afterBody(req, res, answers.upsert)
    else {
      res.statusCode = 404
      res.end()
    }
  })
}

function expressServer(answers: Answers): Server {
  const app = express()
  const send = (answer: Answer) => (_req: express.Request, res: express.Response) => {
    res.status(answer.status).set('content-type', answer.contentType).send(answer.body)
  }
  app.get('/v1/records/:id', send(answers.get))
  app.post('/v1/objects/:slug/records', express.json(), send(answers.list))
  app.put('/v1/objects/:slug', express.json(), send(answers.upsert))
  return createServer(app)
}

const [kind, file] = process.argv.slice(2)
if ((kind !== 'raw' && kind !== 'express') || !file) {
  process.stderr.write('usage: reference.ts raw|express <answers.json>\n')
  process.exit(2)
}
const answers = JSON.parse(readFileSync(file, 'utf8')) as Answers
const server = kind === 'raw' ? rawServer(answers) : expressServer(answers)
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${kind} listening on http://127.0.0.1:${(server.address() as AddressInfo).port}\n`)
})
process.once('SIGTERM', () => {
  server.closeAllConnections()
  server.close(() => process.exit(0))
})
