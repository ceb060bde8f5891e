/** The Pact version verify is built and tested with (package.json pins the same as a peer). */
export const PACT_VERSION = '16.5.0'

/** `@pact-foundation/pact` is not installed: what to install, said once. */
export class MissingPactError extends Error {
  constructor() {
    super(
      `verifying pacts needs @pact-foundation/pact, an optional peer dependency of context-graph-mock (19 MB with its native core, so only those who verify install it): npm install --save-dev --save-exact @pact-foundation/pact@${PACT_VERSION}`,
    )
    this.name = 'MissingPactError'
  }
}

type PactModule = typeof import('@pact-foundation/pact')

/**
 * Loads `@pact-foundation/pact` when verify needs it, not before: it is an optional peer
 * dependency, so a test author who only uses the MSW handlers does not install it. Missing, it
 * is a MissingPactError naming the install command.
 *
 * @example const { Verifier } = await loadPact()
 */
export async function loadPact(
  importer: () => Promise<PactModule> = () => import('@pact-foundation/pact'),
): Promise<PactModule> {
  try {
    return await importer()
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException
    if ((code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') && message.includes('@pact-foundation/pact'))
      throw new MissingPactError()
    throw error
  }
}
