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
      const value = record.values.get(id)
      if (value === undefined || value === null) continue
      const attribute = workspace.attributes.get(id)!
      // Joined as it goes: three arrays per value were most of a 5,000-node page's time.
      let text = ''
      for (const single of singleValues(attribute, value)) {
        const plain = plainText(attribute, single)
        if (plain !== '') text = text === '' ? plain : `${text}, ${plain}`
      }
      if (text !== '') values[attribute.slug] = text
    }
    details[node.id] = values
  }
  return details
}
