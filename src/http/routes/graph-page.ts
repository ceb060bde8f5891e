import type { Graph } from '../../core/graph/graph.js'
import { EDGE_KINDS, legendHtml, NODE_GROUPS } from './graph-page-legend.js'
import { PAGE_SCRIPT } from './graph-page-script.js'
import { PAGE_CSS } from './graph-page-style.js'

/*
 * The graph as one self-contained HTML page, what `GET /v1/graph` answers a browser: Cytoscape.js
 * (its source handed in by the platform: read from the installed package on Node) inlined, the
 * graph as JSON in a data block, and a small script that draws it. The page makes no request at
 * all, so it works saved to a file, offline, and needs no key once fetched.
 */

/** JSON that is safe inside a `<script>` element: no `<`, and no line separators that end a JS string. */
export function scriptJson(value: unknown): string {
  const json = JSON.stringify(value)
  // Searching for each character is far cheaper than a pattern over megabytes that rarely match.
  if (!json.includes('<') && !json.includes('\u2028') && !json.includes('\u2029')) return json
  return json.replace(SCRIPT_UNSAFE, (char) => SCRIPT_ESCAPES[char]!)
}

const SCRIPT_UNSAFE = /[<\u2028\u2029]/g
const SCRIPT_ESCAPES: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' }

/**
 * The interactive page for a graph: pan and zoom, a legend of node and edge kinds, edge labels
 * (on hover, around the selected node, and zoomed in), node labels that never overlap, a search
 * box that frames the matching nodes with their neighbours, type filters (person, company, other
 * objects, ghost, insight), and a side panel with a clicked node's attributes, relationships and
 * insights.
 *
 * @example renderGraphPage(graph, { attributes: nodeAttributes(workspace, graph), workspaceId: workspace.id, library: cytoscapeSource })
 */
export function renderGraphPage(
  graph: Graph,
  options: { attributes: Record<string, Record<string, string>>; workspaceId: string; library: string },
): string {
  const data = scriptJson({
    graph,
    attributes: options.attributes,
    workspace_id: options.workspaceId,
    node_groups: NODE_GROUPS,
    edge_kinds: EDGE_KINDS,
  })
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Knowledge graph</title>
<style>${PAGE_CSS}</style>
</head>
<body>
<header>
  <strong>Knowledge graph</strong>
  <span id="summary"></span>
  <input id="search" type="search" placeholder="Search nodes" aria-label="Search nodes" autocomplete="off">
  <span id="filters">${FILTERS}</span>
  <button id="fit" type="button">Fit</button>
</header>
<main>
  <div id="stage"><div id="cy"></div>${LEGEND}</div>
  <aside id="panel" hidden>
    <button id="close" type="button" aria-label="Close">×</button>
    <h2 id="panel-title"></h2>
    <p id="panel-type"></p>
    <h3>Attributes</h3>
    <dl id="panel-attributes"></dl>
    <h3>Relationships</h3>
    <ul id="panel-relationships"></ul>
    <h3>Insights</h3>
    <ul id="panel-insights"></ul>
  </aside>
</main>
<script type="application/json" id="graph-data">${data}</script>
<script>${options.library.replace(/<\/script/gi, '<\\/script')}</script>
<script>${PAGE_SCRIPT}</script>
</body>
</html>
`
}

/** One filter box per node group, all ticked. */
const FILTERS = NODE_GROUPS.map(
  (g) =>
    `<label><input type="checkbox" data-group="${g.group}" checked> ${g.group === 'ghost' ? 'ghost' : g.label}</label>`,
).join(' ')

const LEGEND = legendHtml()
