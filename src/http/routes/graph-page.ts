import type { Graph } from '../../core/graph/graph.js'

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
 * The interactive page for a graph: pan and zoom, a search box that highlights and centres
 * matching nodes, type filters (person, company, other objects, ghost, insight), and a side panel
 * with a clicked node's attributes and insights.
 *
 * @example renderGraphPage(graph, { attributes: nodeAttributes(workspace, graph), workspaceId: workspace.id, library: cytoscapeSource })
 */
export function renderGraphPage(
  graph: Graph,
  options: { attributes: Record<string, Record<string, string>>; workspaceId: string; library: string },
): string {
  const data = scriptJson({ graph, attributes: options.attributes, workspace_id: options.workspaceId })
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
  <span id="filters">
    <label><input type="checkbox" data-group="person" checked> person</label>
    <label><input type="checkbox" data-group="company" checked> company</label>
    <label><input type="checkbox" data-group="other" checked> other objects</label>
    <label><input type="checkbox" data-group="ghost" checked> ghost</label>
    <label><input type="checkbox" data-group="insight" checked> insight</label>
  </span>
  <button id="fit" type="button">Fit</button>
</header>
<main>
  <div id="cy"></div>
  <aside id="panel" hidden>
    <button id="close" type="button" aria-label="Close">×</button>
    <h2 id="panel-title"></h2>
    <p id="panel-type"></p>
    <h3>Attributes</h3>
    <dl id="panel-attributes"></dl>
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

const PAGE_CSS = `
*{box-sizing:border-box}html,body{margin:0;height:100%;font:14px system-ui,sans-serif;color:#1f2933}
body{display:flex;flex-direction:column}
header{display:flex;flex-wrap:wrap;gap:12px;align-items:center;padding:8px 12px;border-bottom:1px solid #d9e2ec;background:#f8fafc}
#summary{color:#52606d}#search{padding:4px 8px;min-width:220px}#filters label{margin-right:8px;white-space:nowrap}
main{flex:1;display:flex;min-height:0}#cy{flex:1;min-width:0}
aside{width:340px;overflow:auto;border-left:1px solid #d9e2ec;padding:12px;position:relative;background:#fff}
aside h2{margin:0 24px 4px 0;font-size:18px}aside h3{margin:16px 0 4px;font-size:13px;text-transform:uppercase;color:#52606d}
#close{position:absolute;right:8px;top:8px;border:0;background:none;font-size:20px;cursor:pointer}
dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:2px 8px}dt{color:#52606d}dd{margin:0;word-break:break-word}
ul{margin:0;padding-left:18px}li{margin:4px 0}.meta{color:#7b8794;font-size:12px}
`

// Runs in the browser. Data reaches the DOM only through textContent and Cytoscape's own
// rendering, never through innerHTML, so nothing in a record can become markup.
const PAGE_SCRIPT = `
(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('graph-data').textContent);
  var graph = data.graph;
  var COLORS = { person: '#2f80ed', company: '#27ae60', other: '#9b51e0', ghost: '#bdbdbd', insight: '#f2994a' };
  function groupOf(type) { return type === 'person' || type === 'company' || type === 'ghost' ? type : 'other'; }
  var elements = [];
  var known = {};
  graph.nodes.forEach(function (n) {
    known[n.id] = true;
    elements.push({ group: 'nodes', data: { id: n.id, label: n.name, kind: n.type, group: groupOf(n.type), color: COLORS[groupOf(n.type)] } });
  });
  graph.insight_nodes.forEach(function (n) {
    known[n.id] = true;
    var label = n.content.length > 40 ? n.content.slice(0, 39) + '…' : n.content;
    elements.push({ group: 'nodes', data: { id: n.id, label: label, kind: n.source, group: 'insight', color: COLORS.insight, insight: n } });
  });
  function addEdge(e, kind) {
    if (!known[e.source] || !known[e.target]) return;
    elements.push({ group: 'edges', data: { id: kind + ':' + e.id, source: e.source, target: e.target, label: e.label, kind: kind } });
  }
  graph.edges.forEach(function (e) { addEdge(e, 'relationship'); });
  graph.context_edges.forEach(function (e) { addEdge(e, e.edge_type); });

  var large = elements.length > 1500;
  var cy = cytoscape({
    container: document.getElementById('cy'),
    elements: elements,
    minZoom: 0.05,
    maxZoom: 4,
    wheelSensitivity: 0.3,
    textureOnViewport: large,
    hideEdgesOnViewport: large,
    style: [
      { selector: 'node', style: { 'background-color': 'data(color)', label: 'data(label)', 'font-size': 9, 'text-valign': 'bottom', 'text-margin-y': 3, width: 18, height: 18, 'min-zoomed-font-size': 7 } },
      { selector: 'node[group = "insight"]', style: { shape: 'round-rectangle', width: 12, height: 12, label: '' } },
      { selector: 'node[group = "insight"]:selected, node[group = "insight"].match', style: { label: 'data(label)' } },
      { selector: 'node[group = "ghost"]', style: { 'border-width': 1, 'border-style': 'dashed', 'border-color': '#616e7c' } },
      { selector: 'edge', style: { width: 1, 'line-color': '#cbd2d9', 'curve-style': 'haystack', opacity: 0.8 } },
      { selector: 'edge[kind = "relationship"]', style: { 'line-color': '#52606d', width: 1.5 } },
      { selector: 'edge[kind = "triplet"]', style: { 'line-color': '#2f80ed' } },
      { selector: 'edge[label = "contradicts"]', style: { 'line-color': '#eb5757', width: 2 } },
      { selector: '.match', style: { 'border-width': 4, 'border-color': '#f2c94c', 'z-index': 10 } },
      { selector: 'node:selected', style: { 'border-width': 4, 'border-color': '#1f2933' } },
      { selector: '.faded', style: { opacity: 0.15 } }
    ],
    layout: { name: 'grid' }
  });
  // A force layout reads the structure best; past a few hundred nodes its cost grows quickly, so
  // large graphs get a concentric layout (by degree) that places thousands of nodes at once.
  var layout = cy.nodes().length <= 400
    ? { name: 'cose', animate: false, randomize: false, numIter: 600, nodeRepulsion: function () { return 6000; }, idealEdgeLength: function () { return 60; } }
    : { name: 'concentric', animate: false, minNodeSpacing: 4, concentric: function (n) { return n.degree(); }, levelWidth: function () { return 2; } };
  cy.layout(layout).run();
  cy.fit(undefined, 30);

  document.getElementById('summary').textContent =
    graph.nodes.length + ' of ' + graph.total_nodes + ' entities · ' + graph.insight_nodes.length + ' insights' +
    (graph.omitted.insight_nodes > 0 ? ' (the newest; ' + graph.omitted.insight_nodes + ' older left out)' : '') + ' · ' +
    graph.edges.length + ' relationships · ' + graph.context_edges.length + ' context edges';

  var panel = document.getElementById('panel');
  function fill(list, items) {
    list.replaceChildren();
    items.forEach(function (item) { list.appendChild(item); });
  }
  function el(tag, text, cls) { var e = document.createElement(tag); e.textContent = text; if (cls) e.className = cls; return e; }
  function insightItem(i) {
    var li = el('li', i.content);
    li.appendChild(el('div', i.type + ' · confidence ' + i.confidence, 'meta'));
    return li;
  }
  function show(node) {
    var d = node.data();
    panel.hidden = false;
    document.getElementById('panel-title').textContent = d.insight ? d.insight.type + ' insight' : d.label;
    document.getElementById('panel-type').textContent = d.insight ? d.kind.replace('_', ' ') + ' ' + d.id : d.kind + ' ' + d.id;
    var attrs = [];
    var values = d.insight ? { content: d.insight.content, confidence: String(d.insight.confidence) } : (data.attributes[d.id] || {});
    Object.keys(values).forEach(function (k) { attrs.push(el('dt', k)); attrs.push(el('dd', values[k])); });
    if (attrs.length === 0) attrs.push(el('dd', d.kind === 'ghost' ? 'Mentioned in context; no record matches yet.' : 'No values.'));
    fill(document.getElementById('panel-attributes'), attrs);
    var insights = d.insight ? [] : (graph.insights[d.id] || []).map(insightItem);
    if (d.insight) {
      node.connectedEdges('[kind = "insight"]').targets().forEach(function (t) { if (t.id() !== d.id) insights.push(el('li', 'about ' + t.data('label'))); });
    }
    if (insights.length === 0) insights.push(el('li', 'None.', 'meta'));
    fill(document.getElementById('panel-insights'), insights);
  }
  cy.on('tap', 'node', function (event) { show(event.target); });
  document.getElementById('close').addEventListener('click', function () { panel.hidden = true; cy.nodes().unselect(); });
  document.getElementById('fit').addEventListener('click', function () { cy.fit(cy.elements(':visible'), 30); });

  var hidden = {};
  document.querySelectorAll('#filters input').forEach(function (box) {
    box.addEventListener('change', function () {
      hidden[box.getAttribute('data-group')] = !box.checked;
      cy.batch(function () {
        cy.nodes().forEach(function (n) { n.style('display', hidden[n.data('group')] ? 'none' : 'element'); });
      });
    });
  });

  var search = document.getElementById('search');
  var timer;
  search.addEventListener('input', function () {
    clearTimeout(timer);
    timer = setTimeout(function () {
      var text = search.value.trim().toLowerCase();
      cy.batch(function () {
        cy.elements().removeClass('match faded');
        if (!text) return;
        var hits = cy.nodes().filter(function (n) { return String(n.data('label')).toLowerCase().indexOf(text) !== -1 || n.id() === text; });
        cy.elements().difference(hits).addClass('faded');
        hits.addClass('match');
      });
      var hits = cy.nodes('.match');
      if (hits.length > 0) cy.animate({ fit: { eles: hits, padding: 60 }, duration: 200 });
      if (hits.length === 1) { hits.select(); show(hits[0]); }
    }, 120);
  });

  window.graphView = { cy: cy, search: function (text) { search.value = text; search.dispatchEvent(new Event('input')); } };
})();
`
