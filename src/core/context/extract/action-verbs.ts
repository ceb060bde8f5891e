/*
 * More verbs a follow-up opens with ("Liam will price the window change order", "Ayşe to issue the
 * revised drawings", "@Kiri can you post the test plan"): everyday asks of action items. Not "run",
 * "lead" or "head", which state a role ("Liam will run the Accra office").
 */
export const ACTIONS_MORE = [
  'price',
  'issue',
  'post',
  'patch',
  'load',
  'request',
  'pull',
  'order',
  'install',
  'approve',
  'quote',
  'renew',
  'collect',
  'verify',
]
