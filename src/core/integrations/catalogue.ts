/*
 * The integrations a workspace can connect, as BEHAVIOR.md lists them: six through the
 * provider's own OAuth consent, two (HubSpot, Salesforce) through an OAuth broker that shows its
 * own step first, and WhatsApp, which the operator sets up from configuration and the public API
 * cannot connect.
 */

export const INTEGRATION_TYPES = ['email', 'calendar', 'messaging', 'crm'] as const
export type IntegrationType = (typeof INTEGRATION_TYPES)[number]

export const INTEGRATION_PROVIDERS = [
  'google',
  'microsoft',
  'slack',
  'attio',
  'hubspot',
  'salesforce',
  'whatsapp',
] as const
export type IntegrationProvider = (typeof INTEGRATION_PROVIDERS)[number]

/** How a connection is made: the provider's consent page, a broker's page then the provider's, or the operator's configuration. */
export type ConnectMethod = 'oauth' | 'brokered_oauth' | 'config'

export interface IntegrationSpec {
  type: IntegrationType
  provider: IntegrationProvider
  display_name: string
  description: string
  method: ConnectMethod
  /** What the consent page says the mock will be allowed to do. */
  access: readonly string[]
}

const mail = ['Read your e-mail messages, their senders and recipients', 'See the contacts you write to']
const calendar = ['See your calendar events, their titles and attendees', 'See the notes attached to your meetings']
const crm = ['Read your contacts, companies and deals', 'Read the activity and notes recorded on them']

export const CATALOGUE: readonly IntegrationSpec[] = [
  {
    type: 'email',
    provider: 'google',
    display_name: 'Gmail',
    description:
      'Sync your Gmail messages: senders and recipients become people, their domains companies, and what they write becomes context.',
    method: 'oauth',
    access: mail,
  },
  {
    type: 'calendar',
    provider: 'google',
    display_name: 'Google Calendar',
    description:
      'Sync your Google Calendar: meetings and their attendees become context about the people and companies you meet.',
    method: 'oauth',
    access: calendar,
  },
  {
    type: 'email',
    provider: 'microsoft',
    display_name: 'Outlook Mail',
    description:
      'Sync your Outlook messages: senders and recipients become people, their domains companies, and what they write becomes context.',
    method: 'oauth',
    access: mail,
  },
  {
    type: 'calendar',
    provider: 'microsoft',
    display_name: 'Outlook Calendar',
    description:
      'Sync your Outlook calendar: meetings and their attendees become context about the people and companies you meet.',
    method: 'oauth',
    access: calendar,
  },
  {
    type: 'messaging',
    provider: 'slack',
    display_name: 'Slack',
    description: 'Sync the Slack channels you are in: who said what about whom becomes context.',
    method: 'oauth',
    access: [
      'Read messages in the public channels you are a member of',
      'See the people in your Slack workspace and their e-mail addresses',
    ],
  },
  {
    type: 'crm',
    provider: 'attio',
    display_name: 'Attio',
    description: 'Sync your Attio workspace: contacts, companies and deal updates become records and context.',
    method: 'oauth',
    access: crm,
  },
  {
    type: 'crm',
    provider: 'hubspot',
    display_name: 'HubSpot',
    description: 'Sync your HubSpot portal: contacts, companies and deal updates become records and context.',
    method: 'brokered_oauth',
    access: crm,
  },
  {
    type: 'crm',
    provider: 'salesforce',
    display_name: 'Salesforce',
    description: 'Sync your Salesforce org: contacts, accounts and opportunity updates become records and context.',
    method: 'brokered_oauth',
    access: crm,
  },
  {
    type: 'messaging',
    provider: 'whatsapp',
    display_name: 'WhatsApp',
    description:
      'WhatsApp Business messages become context. Connected by the operator from configuration, not through the API.',
    method: 'config',
    access: ['Read the messages sent to your WhatsApp Business number'],
  },
]

/** The integration of a type and provider, or undefined for a pair the catalogue does not hold (`email/slack`). */
export function findIntegration(type: string, provider: string): IntegrationSpec | undefined {
  return CATALOGUE.find((spec) => spec.type === type && spec.provider === provider)
}
