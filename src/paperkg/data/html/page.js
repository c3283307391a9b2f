/* paperkg page script: draws the graph embedded in #pkg-data with vis-network.
 * Every piece of paper text is put into the document with textContent or as a
 * DOM property, never parsed as HTML. */
(function () {
  "use strict";

  var DATA = JSON.parse(document.getElementById("pkg-data").textContent);
  var meta = DATA.meta;
  var kinds = DATA.kinds;
  var large = meta.large;
  var LINKS = "__links";
  var EDGE_STYLE = {
    link: { color: "#b8c0cc", width: 0.8 },
    compares_with: { color: "#c7b9a6", width: 0.8, dashes: [4, 4] },
    broader: { color: "#8fc9b4", width: 1.2, dashes: [2, 3] },
    better: { color: "#2f3e55", width: 1.8 },
    worse: { color: "#b2182b", width: 1.8 },
    parity: { color: "#8a8f98", width: 1.8 }
  };
  var RELATION_TEXT = {
    proposes: "proposes",
    uses_technique: "uses",
    evaluated_on: "is evaluated on",
    compares_with: "compares with",
    broader: "is a kind of"
  };

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }
  function fmt(n) { return Number(n).toLocaleString("en-US"); }
  function isWebLink(url) { return typeof url === "string" && /^https?:\/\/[^\s"'<>]+$/i.test(url); }
  function shade(hex, f) {
    var v = parseInt(hex.slice(1), 16), r = v >> 16, g = (v >> 8) & 255, b = v & 255;
    function c(x) { return Math.max(0, Math.min(255, Math.round(x * f))); }
    return "rgb(" + c(r) + "," + c(g) + "," + c(b) + ")";
  }

  /* ---------- data ---------- */
  var nodeInfo = new Map();
  DATA.nodes.forEach(function (n) { nodeInfo.set(n.id, n); });
  var edgeInfo = new Map();
  DATA.edges.forEach(function (e) { edgeInfo.set(e.id, e); });

  /* Dimming works through the global options (one setOptions call), and only the
   * highlighted neighbourhood gets per-item overrides, so a click stays fast on
   * thousands of edges. */
  var DIM_OPACITY = 0.15;
  var DIM_FONT = "rgba(29,36,48,0.18)";
  var FONT = "#1d2430";
  function nodeStyle(n) {
    var kind = kinds[n.kind] || kinds.other;
    var fill = kind.color, border = shade(kind.color, 0.7);
    return {
      color: { background: fill, border: border, highlight: { background: fill, border: "#111111" }, hover: { background: fill, border: "#111111" } },
      font: { size: n.font }
    };
  }
  function edgeStyleKey(e) {
    if (e.rel === "comparison") return EDGE_STYLE[e.dir] ? e.dir : "better";
    return EDGE_STYLE[e.rel] ? e.rel : "link";
  }
  function edgeStyle(e) {
    return { color: { color: EDGE_STYLE[edgeStyleKey(e)].color, highlight: "#111111", hover: "#111111", inherit: false } };
  }

  var visNodes = DATA.nodes.map(function (n) {
    var kind = kinds[n.kind] || kinds.other;
    var item = { id: n.id, label: n.label, x: n.x, y: n.y, value: n.value, shape: kind.shape, hidden: false };
    return Object.assign(item, nodeStyle(n));
  });
  var visEdges = DATA.edges.map(function (e) {
    var s = EDGE_STYLE[edgeStyleKey(e)];
    var item = { id: e.id, from: e.from, to: e.to, width: s.width, hidden: false };
    if (s.dashes) item.dashes = s.dashes;
    if (e.label) item.label = e.label;
    if (e.bend) item.smooth = { enabled: true, type: e.bend % 2 ? "curvedCW" : "curvedCCW", roundness: 0.12 * Math.ceil(e.bend / 2) + 0.08 };
    if (e.rel !== "comparison") item.arrows = { to: { enabled: !large, scaleFactor: 0.3 } };
    return Object.assign(item, edgeStyle(e));
  });

  var nodes = new vis.DataSet(visNodes);
  var edges = new vis.DataSet(visEdges);
  var container = document.getElementById("network");
  var network = new vis.Network(container, { nodes: nodes, edges: edges }, DATA.options);

  var api = {
    network: network, nodes: nodes, edges: edges, meta: meta, ready: false, readyAt: null,
    highlighted: null, focused: null
  };
  window.paperkg = api;

  network.once("afterDrawing", function () {
    api.ready = true;
    api.readyAt = performance.now();
    document.body.setAttribute("data-ready", "1");
  });
  network.fit({ animation: false });

  /* ---------- tooltips and details ---------- */
  var tooltip = document.getElementById("tooltip");

  function rowsList(rows) {
    var dl = el("dl");
    rows.forEach(function (r) {
      dl.appendChild(el("dt", null, r[0]));
      dl.appendChild(el("dd", null, r[1]));
    });
    return dl;
  }
  function nodeCard(n, withLink) {
    var box = el("div", "card");
    var kind = kinds[n.kind] || kinds.other;
    var tag = el("span", "kind-tag", kind.name);
    tag.style.backgroundColor = kind.color;
    box.appendChild(tag);
    box.appendChild(el("div", "card-title", n.name));
    if (n.rows && n.rows.length) box.appendChild(rowsList(n.rows));
    if (n.url && isWebLink(n.url)) {
      if (withLink) {
        var a = el("a", "card-link", "Open the paper \u2197");
        a.href = n.url;
        a.target = "_blank";
        a.rel = "noopener noreferrer";
        box.appendChild(a);
      } else {
        box.appendChild(el("div", "card-url", n.url));
      }
    }
    if (!withLink) box.appendChild(el("div", "card-hint", "Click to highlight its neighbours"));
    return box;
  }
  function edgeCard(e) {
    var box = el("div", "card");
    var from = nodeInfo.get(e.from), to = nodeInfo.get(e.to);
    if (e.rel !== "comparison" || !e.tip) {
      box.appendChild(el("div", "card-title", (from ? from.label : e.from) + " " + (RELATION_TEXT[e.rel] || e.rel) + " " + (to ? to.label : e.to)));
      return box;
    }
    var tag = el("span", "kind-tag", "Claim \u00b7 " + e.metric);
    tag.style.backgroundColor = EDGE_STYLE[edgeStyleKey(e)].color;
    box.appendChild(tag);
    box.appendChild(el("div", "card-title", e.tip.head));
    box.appendChild(rowsList(e.tip.rows));
    if (e.tip.evidence) box.appendChild(el("blockquote", "evidence", "\u201c" + e.tip.evidence + "\u201d"));
    if (e.tip.paper) box.appendChild(el("div", "card-source", "From: " + e.tip.paper));
    return box;
  }
  function showTip(card, pointer) {
    tooltip.replaceChildren(card);
    tooltip.hidden = false;
    var rect = container.getBoundingClientRect();
    var x = rect.left + pointer.x + 16, y = rect.top + pointer.y + 16;
    var w = tooltip.offsetWidth, h = tooltip.offsetHeight;
    if (x + w > window.innerWidth - 8) x = Math.max(8, rect.left + pointer.x - w - 16);
    if (y + h > window.innerHeight - 8) y = Math.max(8, window.innerHeight - h - 8);
    tooltip.style.left = x + "px";
    tooltip.style.top = y + "px";
  }
  function hideTip() { tooltip.hidden = true; tooltip.replaceChildren(); }

  network.on("hoverNode", function (p) {
    var n = nodeInfo.get(p.node);
    if (n) showTip(nodeCard(n, false), p.pointer.DOM);
  });
  network.on("blurNode", hideTip);
  network.on("hoverEdge", function (p) {
    var e = edgeInfo.get(p.edge);
    if (e) showTip(edgeCard(e), p.pointer.DOM);
  });
  network.on("blurEdge", hideTip);
  network.on("dragStart", hideTip);
  network.on("zoom", hideTip);

  var details = document.getElementById("details");
  var detailsBody = document.getElementById("details-body");
  function showDetails(card) {
    detailsBody.replaceChildren(card);
    details.hidden = false;
  }
  function hideDetails() { details.hidden = true; detailsBody.replaceChildren(); }

  /* ---------- filters ---------- */
  var hiddenKinds = new Set();
  var hiddenMetrics = new Set();

  function applyVisibility() {
    var nodeUpdates = [];
    nodes.forEach(function (item) {
      var hide = hiddenKinds.has(nodeInfo.get(item.id).kind);
      if (item.hidden !== hide) nodeUpdates.push({ id: item.id, hidden: hide });
    });
    if (nodeUpdates.length) nodes.update(nodeUpdates);
    var edgeUpdates = [];
    edges.forEach(function (item) {
      var e = edgeInfo.get(item.id);
      var hide = e.rel === "comparison" ? hiddenMetrics.has(e.metric) : hiddenMetrics.has(LINKS);
      if (item.hidden !== hide) edgeUpdates.push({ id: item.id, hidden: hide });
    });
    if (edgeUpdates.length) edges.update(edgeUpdates);
    if (api.highlighted && hiddenKinds.has(nodeInfo.get(api.highlighted).kind)) clearHighlight();
  }

  function checkItem(list, key, checked, onChange, parts) {
    var li = el("li");
    var label = el("label");
    var box = el("input");
    box.type = "checkbox";
    box.checked = checked;
    box.value = key;
    box.addEventListener("change", function () { onChange(key, box.checked); });
    label.appendChild(box);
    parts.forEach(function (p) { label.appendChild(p); });
    li.appendChild(label);
    list.appendChild(li);
    return box;
  }

  var kindBoxes = {};
  var legend = document.getElementById("legend");
  Object.keys(kinds).forEach(function (k) {
    var counts = meta.by_kind[k] || [0, 0];
    var swatch = el("span", "swatch shape-" + kinds[k].shape);
    swatch.style.setProperty("--c", kinds[k].color);
    var count = el("span", "count", counts[0] === counts[1] ? fmt(counts[0]) : fmt(counts[0]) + " of " + fmt(counts[1]));
    kindBoxes[k] = checkItem(legend, k, true, function (key, on) {
      if (on) hiddenKinds.delete(key); else hiddenKinds.add(key);
      applyVisibility();
    }, [swatch, el("span", "name", kinds[k].name), count]);
  });

  var metricBoxes = {};
  var metricList = document.getElementById("metrics");
  var metricCounts = {};
  var linkCount = 0;
  DATA.edges.forEach(function (e) {
    if (e.rel === "comparison") metricCounts[e.metric] = (metricCounts[e.metric] || 0) + 1;
    else linkCount += 1;
  });
  function onMetric(key, on) {
    if (on) hiddenMetrics.delete(key); else hiddenMetrics.add(key);
    applyVisibility();
  }
  var linkSwatch = el("span", "line");
  linkSwatch.style.setProperty("--c", EDGE_STYLE.link.color);
  metricBoxes[LINKS] = checkItem(metricList, LINKS, true, onMetric,
    [linkSwatch, el("span", "name", "Links (proposes, uses, evaluated on, compares with)"), el("span", "count", fmt(linkCount))]);
  meta.metrics.forEach(function (m) {
    var swatch = el("span", "line strong");
    swatch.style.setProperty("--c", EDGE_STYLE.better.color);
    metricBoxes[m] = checkItem(metricList, m, true, onMetric,
      [swatch, el("span", "name", m + " claims"), el("span", "count", fmt(metricCounts[m] || 0))]);
  });
  var key = el("li", "edge-key");
  [["better", "claim: subject wins"], ["worse", "baseline wins"], ["parity", "on par"]].forEach(function (pair) {
    var s = el("span", "line strong");
    s.style.setProperty("--c", EDGE_STYLE[pair[0]].color);
    key.appendChild(s);
    key.appendChild(el("span", "name", pair[1]));
  });
  metricList.appendChild(key);

  /* what was left out */
  var omitted = [];
  Object.keys(meta.by_kind).forEach(function (k) {
    var c = meta.by_kind[k], left = c[1] - c[0];
    if (left > 0) omitted.push(fmt(left) + " " + (kinds[k] ? kinds[k].name.toLowerCase() : k) + (left === 1 ? "" : " nodes"));
  });
  var omittedText = document.getElementById("omitted");
  if (meta.edges_between > meta.shown_edges) {
    omitted.push(fmt(meta.edges_between - meta.shown_edges) + " links between drawn nodes (claims are kept first)");
  }
  if (omitted.length) {
    omittedText.textContent = "Left out: " + omitted.join(", ") + "; " + fmt(meta.total_edges - meta.shown_edges) +
      " links in all. Draw more with: paperkg show GRAPH --max-nodes N, or around one node with --focus NAME --hops N.";
    omittedText.className = "warn";
  } else {
    omittedText.textContent = "Nothing left out.";
  }

  /* ---------- neighbourhood highlight ---------- */
  var touchedNodes = new Set();
  var touchedEdges = new Set();
  function emphasise(keepNodes, keepEdges) {
    var nodeUpdates = [], edgeUpdates = [];
    keepNodes.forEach(function (id) { touchedNodes.add(id); });
    keepEdges.forEach(function (id) { touchedEdges.add(id); });
    touchedNodes.forEach(function (id) {
      var on = keepNodes.has(id);
      nodeUpdates.push({ id: id, opacity: on ? 1 : DIM_OPACITY, font: { size: nodeInfo.get(id).font, color: on ? FONT : DIM_FONT } });
    });
    touchedEdges.forEach(function (id) {
      var e = edgeInfo.get(id), on = keepEdges.has(id);
      edgeUpdates.push({ id: id, color: { color: EDGE_STYLE[edgeStyleKey(e)].color, highlight: "#111111", hover: "#111111", inherit: false, opacity: on ? 1 : DIM_OPACITY },
        font: { color: on ? "#333333" : "rgba(0,0,0,0)" } });
    });
    nodes.update(nodeUpdates);
    edges.update(edgeUpdates);
  }
  function highlight(id) {
    api.highlighted = id;
    var keep = new Set(network.getConnectedNodes(id));
    keep.add(id);
    network.setOptions({ nodes: { opacity: DIM_OPACITY, font: { color: DIM_FONT } }, edges: { color: { opacity: DIM_OPACITY }, font: { color: "rgba(0,0,0,0)" } } });
    emphasise(keep, new Set(network.getConnectedEdges(id)));
    showDetails(nodeCard(nodeInfo.get(id), true));
  }
  function clearHighlight() {
    if (api.highlighted === null) return;
    api.highlighted = null;
    network.setOptions({ nodes: { opacity: 1, font: { color: FONT } }, edges: { color: { opacity: 1 }, font: { color: "#333333" } } });
    emphasise(new Set(touchedNodes), new Set(touchedEdges));
    hideDetails();
  }
  network.on("click", function (p) {
    if (p.nodes.length) {
      highlight(p.nodes[0]);
    } else if (p.edges.length) {
      clearHighlight();
      var e = edgeInfo.get(p.edges[0]);
      if (e) showDetails(edgeCard(e));
    } else {
      clearHighlight();
      hideDetails();
    }
  });

  /* ---------- search ---------- */
  var searchBox = document.getElementById("search");
  var status = document.getElementById("search-status");
  var names = document.getElementById("search-names");
  var seenNames = new Set();
  DATA.nodes.forEach(function (n) {
    [n.label, n.name].forEach(function (s) {
      if (!seenNames.has(s)) {
        seenNames.add(s);
        var o = document.createElement("option");
        o.value = s;
        names.appendChild(o);
      }
    });
  });

  function norm(s) { return String(s || "").toLowerCase().replace(/\s+/g, " ").trim(); }
  function findNode(query) {
    var q = norm(query);
    if (!q) return null;
    var best = null, bestScore = -1;
    DATA.nodes.forEach(function (n) {
      var score = -1;
      var aka = n.aka ? n.aka.split(" | ").map(norm) : [];
      if (n.id === query || norm(n.label) === q || norm(n.name) === q) score = 3;
      else if (aka.indexOf(q) >= 0) score = 2;
      else if (norm(n.label).indexOf(q) >= 0 || norm(n.name).indexOf(q) >= 0 || aka.some(function (a) { return a.indexOf(q) >= 0; })) score = 1;
      if (score >= 0 && (score > bestScore || (score === bestScore && n.deg > best.deg))) {
        best = n;
        bestScore = score;
      }
    });
    return best;
  }
  function search(query) {
    var n = findNode(query);
    if (!n) {
      status.textContent = "No node matches \u201c" + query + "\u201d";
      status.className = "miss";
      api.focused = null;
      return null;
    }
    if (hiddenKinds.has(n.kind)) {
      hiddenKinds.delete(n.kind);
      kindBoxes[n.kind].checked = true;
      applyVisibility();
    }
    status.textContent = "Found: " + n.label;
    status.className = "hit";
    api.focused = n.id;
    network.selectNodes([n.id]);
    highlight(n.id);
    var around = network.getConnectedNodes(n.id).concat([n.id]);
    var animation = large ? false : { duration: 400, easingFunction: "easeInOutQuad" };
    if (around.length > 1 && around.length <= 60) {
      network.fit({ nodes: around, minZoomLevel: 0.3, maxZoomLevel: 2.5, animation: animation });
    } else {
      network.focus(n.id, { scale: Math.max(network.getScale(), 1.1), animation: animation });
    }
    return n.id;
  }
  document.getElementById("search-form").addEventListener("submit", function (ev) {
    ev.preventDefault();
    search(searchBox.value);
  });

  /* ---------- reset and physics ---------- */
  var physics = document.getElementById("physics");
  function reset() {
    hiddenKinds.clear();
    hiddenMetrics.clear();
    Object.keys(kindBoxes).forEach(function (k) { kindBoxes[k].checked = true; });
    Object.keys(metricBoxes).forEach(function (k) { metricBoxes[k].checked = true; });
    applyVisibility();
    clearHighlight();
    hideDetails();
    network.unselectAll();
    searchBox.value = "";
    status.textContent = "";
    api.focused = null;
    network.fit({ animation: false });
  }
  document.getElementById("reset").addEventListener("click", reset);
  physics.addEventListener("change", function () {
    if (physics.checked) {
      api.settled = false;
      network.once("stabilized", function () { api.settled = true; });
    }
    network.setOptions({ physics: { enabled: physics.checked } });
    if (physics.checked) network.startSimulation();
  });

  api.search = search;
  api.reset = reset;
  api.setKindVisible = function (kind, on) {
    if (kindBoxes[kind]) kindBoxes[kind].checked = on;
    if (on) hiddenKinds.delete(kind); else hiddenKinds.add(kind);
    applyVisibility();
  };
  api.setMetricVisible = function (metric, on) {
    if (metricBoxes[metric]) metricBoxes[metric].checked = on;
    onMetric(metric, on);
  };
  api.highlight = highlight;
  api.clearHighlight = clearHighlight;
})();
