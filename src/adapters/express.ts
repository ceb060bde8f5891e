import type { Server } from 'node:http'
import { createRequire } from 'node:module'
import type { Express, NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express'
import { errorResponse } from '../http/pipeline/index.js'
import { createNodeServer, type NodeHandler } from './node.js'

// Express is loaded on first use, so importing the package (or running `serve`) never loads it.
const require = createRequire(import.meta.url)

/**
 * The mock as an Express app, for users who mount it in their own server
 * (`app.use('/mock', mock.app)`): one middleware hands every request to the same node handler
 * the standalone server uses, and nothing answers with Express's HTML error pages. Its
 * `listen()` also answers unparseable requests with JSON.
 *
 * @example createExpressApp(handler).listen(4010, '127.0.0.1')
 */
export function createExpressApp(handler: NodeHandler): Express {
  const express = require('express') as typeof import('express')
  const app = express()
  app.disable('x-powered-by')
  app.set('etag', false)
  app.use((req: ExpressRequest, res: ExpressResponse) => handler(req, res))
  // Express's own final handler answers HTML with a stack trace; this one answers the API's body.
  app.use((error: unknown, _req: ExpressRequest, res: ExpressResponse, _next: NextFunction) => {
    const response = errorResponse(error instanceof Error ? error : new Error(String(error)))
    if (res.headersSent) {
      res.destroy()
      return
    }
    res.status(response.status).set(response.headers).send(response.body)
  })
  app.listen = ((...args: unknown[]) => {
    const server = createNodeServer(app as unknown as NodeHandler)
    return (server.listen as (...a: unknown[]) => Server).apply(server, args)
  }) as Express['listen']
  return app
}
