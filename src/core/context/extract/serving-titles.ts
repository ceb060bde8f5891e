/*
 * Titles held toward a customer rather than inside the customer's company (issue 27, W17): "I'm your
 * account manager at Silverfern Insurance Brokers" places the writer at Silverfern, not the one
 * addressed. The words that make a title one of serving an account.
 */

/** Words of a title held toward someone's account: an account manager, a client partner, a relationship lead. */
const SERVING = /\b(?:account|accounts|client|customer|relationship)\b/i

/** Whether a title is one of serving a customer ("Account Manager", "Client Partner"). */
export function servingTitle(title: string): boolean {
  return title.length <= 60 && SERVING.test(title)
}
