/*
 * What the graph page draws, in one place: the node groups and edge kinds with their colours and
 * shapes. The page's script styles the graph from these, and the legend is written from them, so
 * the legend cannot drift from the drawing.
 */

/** A node group: how its nodes are drawn, and the filter and legend entry that name it. */
export interface NodeGroup {
  group: 'person' | 'company' | 'other' | 'ghost' | 'insight'
  label: string
  color: string
  /** A Cytoscape node shape. */
  shape: 'ellipse' | 'round-rectangle' | 'diamond'
  /** Ghosts (mentioned, no record) are drawn with a dashed border. */
  dashed?: boolean
}

export const NODE_GROUPS: readonly NodeGroup[] = [
  { group: 'person', label: 'person', color: '#2f80ed', shape: 'ellipse' },
  { group: 'company', label: 'company', color: '#27ae60', shape: 'round-rectangle' },
  { group: 'other', label: 'other objects', color: '#9b51e0', shape: 'diamond' },
  { group: 'ghost', label: 'ghost (mentioned, no record)', color: '#bdbdbd', shape: 'ellipse', dashed: true },
  { group: 'insight', label: 'insight', color: '#f2994a', shape: 'round-rectangle' },
]

/** An edge kind: a relationship instance, or one of the context edge types. */
export interface EdgeKind {
  kind: 'relationship' | 'triplet' | 'context' | 'insight' | 'insight_link' | 'contradicts'
  label: string
  color: string
  width: number
  dashed?: boolean
}

export const EDGE_KINDS: readonly EdgeKind[] = [
  { kind: 'relationship', label: 'relationship (record)', color: '#52606d', width: 1.5 },
  { kind: 'triplet', label: 'read from context', color: '#2f80ed', width: 1.5 },
  { kind: 'context', label: 'named together', color: '#9aa5b1', width: 1, dashed: true },
  { kind: 'insight', label: 'insight about', color: '#f2c094', width: 1 },
  { kind: 'insight_link', label: 'related insights', color: '#cbd2d9', width: 1 },
  { kind: 'contradicts', label: 'contradicts', color: '#eb5757', width: 2 },
]

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The legend's markup: a swatch in each group's colour and shape, a line in each edge kind's colour. */
export function legendHtml(): string {
  const nodes = NODE_GROUPS.map(
    (g) =>
      `<li data-group="${g.group}"><span class="swatch ${g.shape}${g.dashed ? ' dashed' : ''}" ` +
      `style="background:${g.color}"></span>${escape(g.label)}</li>`,
  )
  const edges = EDGE_KINDS.map(
    (e) =>
      `<li data-kind="${e.kind}"><span class="line" style="border-top:${Math.max(2, e.width)}px ` +
      `${e.dashed ? 'dashed' : 'solid'} ${e.color}"></span>${escape(e.label)}</li>`,
  )
  return (
    `<section id="legend" aria-label="Legend"><h3>Nodes</h3><ul>${nodes.join('')}</ul>` +
    `<h3>Edges</h3><ul>${edges.join('')}</ul></section>`
  )
}
