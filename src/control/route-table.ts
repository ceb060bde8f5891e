import type { AnyRoute } from '../http/route.js'
import type { ControlFunctions } from './functions.js'
import { integrationControlRoutes } from './integrations.js'
import { pageRoutes } from './page-routes.js'
import { registrationRoutes } from './registration.js'
import { overrideRoutes } from './override-routes.js'
import { controlRoutes } from './routes.js'
import { workspaceRoutes } from './workspace-routes.js'

/**
 * Every route of the control API over one mock's control functions: `/_mock`, the documents,
 * the consent pages and the registration call. With `surface: false` (`control: false`), `/_mock`
 * keeps only what CI and clients read: the health check and the documents.
 *
 * @example createPipeline({ routes: [...publicRoutes, ...controlRouteTable(control)], ... })
 */
export function controlRouteTable(control: ControlFunctions, options: { surface?: boolean } = {}): AnyRoute[] {
  const controlled = [
    ...controlRoutes(control),
    ...overrideRoutes(control),
    ...pageRoutes(control),
    ...integrationControlRoutes(control),
  ]
  const served =
    options.surface === false
      ? controlled.filter((route) => route.operationId === 'health' || route.tag === 'Documents')
      : [...controlled, ...workspaceRoutes(control, controlled)]
  return [...served, ...registrationRoutes(control)]
}

/** A control object for routes that are declared and never called: any use is a bug. */
const declarationsOnly = new Proxy({} as ControlFunctions, {
  get(_target, name) {
    throw new Error(`The declared control routes have no mock behind them (control.${String(name)})`)
  },
})

/** The control API as declared, for its OpenAPI document and tests: the handlers are never called. */
export const declaredControlRoutes: readonly AnyRoute[] = controlRouteTable(declarationsOnly)
