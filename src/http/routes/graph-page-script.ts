/*
 * The graph page's script, run in the browser. Data reaches the DOM only through textContent and
 * Cytoscape's own rendering, never through innerHTML, so nothing in a record can become markup.
 *
 * Labels are drawn at one size on screen whatever the zoom, so whether two labels collide depends
 * on the zoom: after each zoom settles, labels are placed greedily (selected and matched nodes
 * first, then by number of links) and a label that would overlap one already placed is left out.
 * Zooming in gives them room and they come back. Edge labels appear on hover, around the selected
 * or searched node, and for every edge once the view is zoomed in past EDGE_LABEL_ZOOM.
 */
export const PAGE_SCRIPT = `
(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('graph-data').textContent);
  var graph = data.graph;
  var GROUPS = {};
  data.node_groups.forEach(function (g) { GROUPS[g.group] = g; });
  var LABEL_PX = 11;
  var EDGE_LABEL_ZOOM = 1.5;
  // The node label size in graph units: LABEL_PX on screen at the current zoom.
  var labelSize = LABEL_PX;
  function groupOf(type) { return type === 'person' || type === 'company' || type === 'ghost' ? type : 'other'; }
  var elements = [];
  var known = {};
  function addNode(id, label, kind, group, extra) {
    known[id] = true;
    var d = { id: id, label: label, kind: kind, group: group, color: GROUPS[group].color, shape: GROUPS[group].shape };
    if (extra) d.insight = extra;
    elements.push({ group: 'nodes', data: d });
  }
  graph.nodes.forEach(function (n) { addNode(n.id, n.name, n.type, groupOf(n.type)); });
  graph.insight_nodes.forEach(function (n) {
    addNode(n.id, n.content.length > 40 ? n.content.slice(0, 39) + '…' : n.content, n.source, 'insight', n);
  });
  function addEdge(e, type) {
    if (!known[e.source] || !known[e.target]) return;
    var kind = type === 'insight_link' && e.label === 'contradicts' ? 'contradicts' : type;
    var d = { id: type + ':' + e.id, source: e.source, target: e.target, label: e.label, text: e.label.replace(/_/g, ' '), type: type, kind: kind };
    if (e.confidence !== undefined) d.confidence = e.confidence;
    elements.push({ group: 'edges', data: d });
  }
  graph.edges.forEach(function (e) { addEdge(e, 'relationship'); });
  graph.context_edges.forEach(function (e) { addEdge(e, e.edge_type); });

  var large = elements.length > 1500;
  var style = [
    { selector: 'node', style: { 'background-color': 'data(color)', shape: 'data(shape)', label: 'data(label)', 'font-size': LABEL_PX, 'text-valign': 'bottom', width: 18, height: 18 } },
    { selector: 'node[group = "insight"]', style: { width: 12, height: 12, label: '' } },
    { selector: 'node[group = "insight"]:selected, node[group = "insight"].match', style: { label: 'data(label)' } },
    { selector: 'node[group = "ghost"]', style: { 'border-width': 1, 'border-style': 'dashed', 'border-color': '#616e7c' } },
    { selector: 'node.quiet', style: { label: '' } },
    { selector: 'edge', style: { width: 1, 'line-color': '#cbd2d9', 'curve-style': 'haystack', opacity: 0.8, label: '' } }
  ];
  data.edge_kinds.forEach(function (k) {
    style.push({ selector: 'edge[kind = "' + k.kind + '"]', style: { 'line-color': k.color, width: k.width, 'line-style': k.dashed ? 'dashed' : 'solid' } });
  });
  style.push(
    { selector: 'edge.labelled, edge.hover', style: { label: 'data(text)', color: '#323f4b', 'text-rotation': 'autorotate', 'text-background-color': '#ffffff', 'text-background-opacity': 0.85, 'text-background-padding': 1, opacity: 1, 'z-index': 5 } },
    { selector: '.match', style: { 'border-width': 4, 'border-color': '#f2c94c', 'z-index': 10 } },
    { selector: 'node:selected', style: { 'border-width': 4, 'border-color': '#1f2933' } },
    { selector: '.faded', style: { opacity: 0.15 } }
  );
  var cy = cytoscape({
    container: document.getElementById('cy'),
    elements: elements,
    minZoom: 0.05,
    maxZoom: 4,
    wheelSensitivity: 0.3,
    textureOnViewport: large,
    hideEdgesOnViewport: large,
    style: style,
    layout: { name: 'grid' }
  });
  // A force layout reads the structure best; past a few hundred nodes its cost grows quickly, so
  // large graphs get a concentric layout (by degree) that places thousands of nodes at once.
  var layout = cy.nodes().length <= 400
    ? { name: 'cose', animate: false, randomize: false, numIter: 600, nodeRepulsion: function () { return 6000; }, idealEdgeLength: function () { return 60; } }
    : { name: 'concentric', animate: false, minNodeSpacing: 4, concentric: function (n) { return n.degree(); }, levelWidth: function () { return 2; } };
  cy.layout(layout).run();
  cy.fit(undefined, 30);

  var LINKS = '[kind = "relationship"], [kind = "triplet"], [kind = "context"]';
  /** Which edges carry their label: around selected and matched nodes, and all links when zoomed in. */
  function labelEdges() {
    cy.batch(function () {
      cy.edges().removeClass('labelled');
      if (cy.zoom() >= EDGE_LABEL_ZOOM) cy.edges('[kind = "relationship"], [kind = "triplet"]').addClass('labelled');
      cy.nodes(':selected, .match').connectedEdges(LINKS).addClass('labelled');
    });
  }
  function hasLabel(n) { return n.visible() && (n.data('group') !== 'insight' || n.selected() || n.hasClass('match')); }
  function priority(n) { return (n.selected() ? 4e6 : 0) + (n.hasClass('match') ? 2e6 : 0) + (n.data('group') === 'ghost' ? 0 : 1e6) + n.degree(); }
  function overlaps(a, b) { return a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2; }
  /** Sets the label size for the zoom and leaves out each label that would overlap a placed one. */
  function relabel() {
    var size = LABEL_PX / cy.zoom();
    cy.batch(function () { cy.nodes('.quiet').removeClass('quiet'); });
    // Set on the elements (a bypass), which is far cheaper than a new stylesheet; only a change of zoom changes it.
    if (Math.abs(size - labelSize) > 1e-6 * size) {
      labelSize = size;
      cy.batch(function () {
        cy.nodes().style({ 'font-size': size, 'text-margin-y': size * 0.25 });
        cy.edges().style('font-size', size * 0.9);
      });
    }
    var CELL = 120;
    var grid = {};
    var candidates = cy.nodes().filter(hasLabel).sort(function (a, b) { return priority(b) - priority(a) || (a.id() < b.id() ? -1 : 1); });
    var quiet = [];
    candidates.forEach(function (n) {
      var box = n.renderedBoundingBox({ includeNodes: false, includeEdges: false, includeLabels: true, includeOverlays: false });
      if (!(box.w > 0)) return;
      var cells = [];
      for (var x = Math.floor(box.x1 / CELL); x <= Math.floor(box.x2 / CELL); x++) {
        for (var y = Math.floor(box.y1 / CELL); y <= Math.floor(box.y2 / CELL); y++) cells.push(x + ',' + y);
      }
      var clash = cells.some(function (c) { return (grid[c] || []).some(function (other) { return overlaps(box, other); }); });
      if (clash) { quiet.push(n); return; }
      cells.forEach(function (c) { (grid[c] = grid[c] || []).push(box); });
    });
    cy.batch(function () { quiet.forEach(function (n) { n.addClass('quiet'); }); });
    labelEdges();
  }
  var relabelTimer;
  function relabelSoon() { clearTimeout(relabelTimer); relabelTimer = setTimeout(relabel, 150); }
  cy.on('zoom', relabelSoon);
  cy.on('mouseover', 'edge', function (event) { event.target.addClass('hover'); });
  cy.on('mouseout', 'edge', function (event) { event.target.removeClass('hover'); });
  relabel();

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
  /** A button naming another node; it selects and centres that node. */
  function goTo(node) {
    var button = el('button', node.data('label'), 'goto');
    button.type = 'button';
    button.addEventListener('click', function () {
      cy.nodes().unselect();
      node.select();
      cy.animate({ center: { eles: node }, duration: 200 });
      show(node);
    });
    return button;
  }
  var ORDER = { relationship: 0, triplet: 1, context: 2 };
  /** The node's links as sentences ("Ada Lovelace works at Acme"), records' relationships first. */
  function relationshipItems(node) {
    var edges = node.connectedEdges(LINKS).sort(function (a, b) {
      return ORDER[a.data('kind')] - ORDER[b.data('kind')] || (a.data('text') < b.data('text') ? -1 : a.data('text') > b.data('text') ? 1 : 0);
    });
    return edges.map(function (e) {
      var li = document.createElement('li');
      li.className = 'relationship';
      var outgoing = e.source().id() === node.id();
      var other = outgoing ? e.target() : e.source();
      if (e.data('kind') === 'context') {
        li.appendChild(el('span', 'named with '));
        li.appendChild(goTo(other));
        li.appendChild(el('div', 'in a ' + e.data('text') + ' insight', 'meta'));
        return li;
      }
      if (outgoing) {
        li.appendChild(el('span', node.data('label') + ' ' + e.data('text') + ' '));
        li.appendChild(goTo(other));
      } else {
        li.appendChild(goTo(other));
        li.appendChild(el('span', ' ' + e.data('text') + ' ' + node.data('label')));
      }
      li.appendChild(el('div', e.data('kind') === 'relationship' ? 'relationship' : 'read from context · confidence ' + e.data('confidence'), 'meta'));
      return li;
    });
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
    var relationships = relationshipItems(node);
    if (relationships.length === 0) relationships.push(el('li', 'None.', 'meta'));
    fill(document.getElementById('panel-relationships'), relationships);
    var insights = d.insight ? [] : (graph.insights[d.id] || []).map(insightItem);
    if (d.insight) {
      node.connectedEdges('[kind = "insight"]').targets().forEach(function (t) { if (t.id() !== d.id) insights.push(el('li', 'about ' + t.data('label'))); });
    }
    if (insights.length === 0) insights.push(el('li', 'None.', 'meta'));
    fill(document.getElementById('panel-insights'), insights);
    cy.resize();
    relabel();
  }
  cy.on('tap', 'node', function (event) { show(event.target); });
  document.getElementById('close').addEventListener('click', function () { panel.hidden = true; cy.nodes().unselect(); cy.resize(); relabel(); });
  document.getElementById('fit').addEventListener('click', function () { cy.fit(cy.elements(':visible'), 30); });

  var hidden = {};
  document.querySelectorAll('#filters input').forEach(function (box) {
    box.addEventListener('change', function () {
      hidden[box.getAttribute('data-group')] = !box.checked;
      cy.batch(function () {
        cy.nodes().forEach(function (n) { n.style('display', hidden[n.data('group')] ? 'none' : 'element'); });
      });
      relabel();
    });
  });

  // A search frames its matches with their neighbours: the view fits them, and everything else fades.
  var search = document.getElementById('search');
  var timer;
  search.addEventListener('input', function () {
    clearTimeout(timer);
    timer = setTimeout(function () {
      var text = search.value.trim().toLowerCase();
      var hits = cy.collection();
      cy.batch(function () {
        cy.elements().removeClass('match faded');
        if (!text) return;
        hits = cy.nodes().filter(function (n) { return String(n.data('label')).toLowerCase().indexOf(text) !== -1 || n.id() === text; });
        cy.elements().difference(hits.closedNeighborhood()).addClass('faded');
        hits.addClass('match');
      });
      // The panel opens first: it narrows the drawing, and the fit must be for the narrower one.
      if (hits.length === 1) { cy.nodes().unselect(); hits.select(); show(hits[0]); } else relabel();
      if (hits.length > 0) cy.animate({ fit: { eles: hits.closedNeighborhood().filter(':visible'), padding: 40 }, duration: 200, complete: relabel });
    }, 120);
  });

  window.graphView = { cy: cy, relabel: relabel, search: function (text) { search.value = text; search.dispatchEvent(new Event('input')); } };
})();
`
