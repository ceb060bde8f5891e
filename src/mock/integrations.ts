import { createIntegrationsControl, type IntegrationsControl } from '../core/integrations/control.js'
import type { Store } from '../core/store.js'
import type { ChangeLog } from './change-log.js'

/** The integration control functions, each telling the change log what it did so a snapshot can replay it. */
export function recordedIntegrations(store: Store, log: ChangeLog): IntegrationsControl {
  const control = createIntegrationsControl(store)
  const record = (action: 'approve' | 'deny' | 'whatsapp', args: unknown[]): void =>
    log.record({ kind: 'integration', at: store.clock.now(), action, args })
  return {
    ...control,
    approve: (...args) => {
      const result = control.approve(...args)
      record('approve', structuredClone(args.filter((a) => a !== undefined)))
      return result
    },
    deny: (...args) => {
      const result = control.deny(...args)
      record('deny', structuredClone(args))
      return result
    },
    connectWhatsApp: (...args) => {
      const result = control.connectWhatsApp(...args)
      record('whatsapp', structuredClone(args))
      return result
    },
  }
}
