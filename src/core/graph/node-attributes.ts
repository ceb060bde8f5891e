import type { Workspace } from '../model.js'
import { plainText, singleValues } from '../schema/values.js'
import type { Graph } from './graph.js'

/** Each shown record's values as plain text, by attribute slug: what the graph page's side panel lists. */
export function nodeAttributes(workspace: Workspace, graph: Graph): Record<string, Record<string, string>> {
  const details: Record<string, Record<string, string>> = {}
  for (const node of graph.nodes) {
    const record = workspace.records.get(node.id)
    if (!record) continue
    const values: Record<string, string> = {}
    for (const id of workspace.objects.get(record.object_id)!.attribute_ids) {
      const attribute = workspace.attributes.get(id)!
      const text = singleValues(attribute, record.values.get(id))
        .map((value) => plainText(attribute, value))
        .filter((value) => value !== '')
        .join(', ')
      if (text !== '') values[attribute.slug] = text
    }
    details[node.id] = values
  }
  return details
}
