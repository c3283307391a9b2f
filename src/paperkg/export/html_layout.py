"""Node positions for the HTML page, computed ahead of time in Python.

The browser then draws at once instead of running a force simulation (vis-network's
default physics needs minutes on a thousand nodes). :func:`layout` runs a
vectorised Fruchterman-Reingold simulation (numpy, fixed seed, so the same graph
always gets the same picture) on up to :data:`DENSE_LIMIT` nodes, the most
connected ones; any further nodes are placed next to the neighbours already
placed (their barycentre plus a small deterministic offset) or, with no placed
neighbour, on a ring around the drawing. That keeps the cost near linear beyond
the dense core.

Examples:
    >>> pos = layout(["a", "b", "c"], [("a", "b"), ("b", "c")])
    >>> sorted(pos)
    ['a', 'b', 'c']
    >>> pos == layout(["a", "b", "c"], [("a", "b"), ("b", "c")])
    True
    >>> layout([], [])
    {}
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

__all__ = ["DENSE_LIMIT", "VIEW", "declutter", "fit_zoom", "layout", "repack"]

#: At most this many nodes go through the O(n^2) force simulation.
DENSE_LIMIT = 1200
_GRAVITY = 0.05

#: The drawing area assumed for the first view (a 1400 x 850 window minus the side panel).
VIEW = (1110.0, 800.0)

_GOLDEN = math.pi * (3.0 - math.sqrt(5.0))


def layout(
    nodes: Sequence[str],
    edges: Sequence[tuple[str, str]],
    *,
    seed: int = 7,
    spacing: float = 64.0,
    iterations: int | None = None,
) -> dict[str, tuple[float, float]]:
    """Deterministic 2-D positions (pixels, centred on 0) for ``nodes``.

    Each connected component is laid out on its own, then the components are
    packed in rows, biggest first, into a roughly 16:10 rectangle (a force
    layout alone would push small components far out).

    Args:
        nodes: Node ids, most important first (they get the force layout when
            a component has more than :data:`DENSE_LIMIT`).
        edges: Undirected links between ids in ``nodes`` (others are ignored;
            repeats strengthen the pull).
        seed: Seed of the initial positions.
        spacing: Twice the typical distance from a node to its nearest one, in pixels.
        iterations: Simulation steps (default: fewer for bigger graphs).

    Returns:
        ``{id: (x, y)}``, rounded to 0.1 px.

    Examples:
        >>> pos = layout(["hub", "a", "b", "c", "d"], [("hub", x) for x in "abcd"])
        >>> import math
        >>> d = [math.dist(pos["hub"], pos[x]) for x in "abcd"]
        >>> max(d) < 2 * min(d)   # the leaves sit around the hub
        True
    """
    import numpy as np

    if not nodes:
        return {}
    index = {node: i for i, node in enumerate(nodes)}
    pairs = [(index[u], index[v]) for u, v in edges if u in index and v in index and u != v]
    components = _components(len(nodes), pairs)
    component_of, local = [0] * len(nodes), [0] * len(nodes)
    for c, members in enumerate(components):
        for i, g in enumerate(members):
            component_of[g], local[g] = c, i
    component_pairs: list[list[tuple[int, int]]] = [[] for _ in components]
    for i, j in pairs:
        component_pairs[component_of[i]].append((local[i], local[j]))
    placed: list[tuple[list[int], np.ndarray]] = []
    for members, local_pairs in zip(components, component_pairs):
        rng = np.random.default_rng(seed)
        placed.append((members, _component_layout(len(members), local_pairs, rng, spacing, iterations)))
    pos = _pack(len(nodes), placed, spacing)
    return {node: (round(float(pos[i, 0]), 1), round(float(pos[i, 1]), 1)) for node, i in index.items()}


def repack(
    pos: dict[str, tuple[float, float]],
    edges: Sequence[tuple[str, str]],
    *,
    spacing: float = 64.0,
    rotate: bool = False,
) -> dict[str, tuple[float, float]]:
    """Pack the connected components of an existing drawing again (each keeps its shape).

    With ``rotate``, each component is first turned so its longest axis is horizontal.

    Use after moving nodes (:func:`declutter`), which can make components overlap.

    Examples:
        >>> repack({"a": (0.0, 0.0), "b": (10.0, 0.0), "c": (5.0, 0.0)}, [("a", "b")])["c"] != (5.0, 0.0)
        True
    """
    import numpy as np

    nodes = list(pos)
    if not nodes:
        return {}
    index = {node: i for i, node in enumerate(nodes)}
    pairs = [(index[u], index[v]) for u, v in edges if u in index and v in index and u != v]
    xy = np.array([pos[n] for n in nodes], dtype=float)
    placed = [(m, _landscape(xy[m]) if rotate and len(m) > 2 else xy[m]) for m in _components(len(nodes), pairs)]
    out = _pack(len(nodes), placed, spacing)
    return {node: (round(float(out[i, 0]), 1), round(float(out[i, 1]), 1)) for node, i in index.items()}


def _components(n: int, pairs: list[tuple[int, int]]) -> list[list[int]]:
    """Connected components (union-find), biggest first, members in input order."""
    parent = list(range(n))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i, j in pairs:
        a, b = find(i), find(j)
        if a != b:
            parent[max(a, b)] = min(a, b)
    groups: dict[int, list[int]] = {}
    for i in range(n):
        groups.setdefault(find(i), []).append(i)
    return sorted(groups.values(), key=lambda g: (-len(g), g[0]))


def _component_layout(n: int, pairs: list[tuple[int, int]], rng, spacing: float, iterations: int | None):
    """Positions of one connected component, linked nodes about ``spacing`` apart."""
    import numpy as np

    if n == 1:
        return np.zeros((1, 2))
    if n == 2:
        return np.array([[0.0, 0.0], [spacing, 0.0]])
    core = min(n, DENSE_LIMIT)
    core_pairs = np.array([(i, j) for i, j in pairs if i < core and j < core], dtype=np.int64).reshape(-1, 2)
    pos = np.zeros((n, 2))
    pos[:core] = _force_layout(core, core_pairs, rng, iterations)
    pos[:core] *= (spacing / 2) / max(_median_nearest(pos[:core]), 1e-9)
    if n > core:
        _place_rest(pos, core, n, pairs, spacing)
    return _landscape(pos)


def _landscape(pos):
    """Rotate a drawing so its longest axis is horizontal (screens are wider than tall).

    Examples:
        >>> import numpy as np
        >>> tall = np.array([[0.0, 0.0], [1.0, 10.0], [0.0, 20.0]])
        >>> wide = _landscape(tall)
        >>> bool(np.ptp(wide[:, 0]) > np.ptp(wide[:, 1]))
        True
    """
    import numpy as np

    centred = pos - pos.mean(axis=0)
    _, vectors = np.linalg.eigh(centred.T @ centred)
    major = vectors[:, -1]
    if major[0] < 0 or (major[0] == 0 and major[1] < 0):  # one orientation, deterministically
        major = -major
    rotation = np.array([[major[0], major[1]], [-major[1], major[0]]])
    return centred @ rotation.T


def _median_nearest(pos) -> float:
    """Median distance from a node to its nearest neighbour (in chunks, to bound memory)."""
    import numpy as np

    nearest = []
    for start in range(0, len(pos), 512):
        block = pos[start : start + 512]
        d2 = ((block[:, None, :] - pos[None, :, :]) ** 2).sum(-1)
        d2[np.arange(len(block)), np.arange(start, start + len(block))] = np.inf
        nearest.append(d2.min(axis=1))
    return float(np.sqrt(np.median(np.concatenate(nearest))))


def _pack(n: int, placed, spacing: float):
    """Shelf-pack component drawings into rows; returns all positions, centred on 0."""
    import numpy as np

    boxes = []
    for members, pos in placed:
        pos = pos - pos.min(axis=0)
        boxes.append((members, pos, pos.max(axis=0) + spacing))
    area = sum(float(w * h) for _, _, (w, h) in boxes)
    row_width = max(math.sqrt(area * 1.6), max(float(b[2][0]) for b in boxes))
    out = np.zeros((n, 2))
    x = y = row_height = 0.0
    for members, pos, (w, h) in boxes:
        if x > 0 and x + w > row_width:
            x, y, row_height = 0.0, y + row_height, 0.0
        out[members] = pos + (x, y)
        x += float(w)
        row_height = max(row_height, float(h))
    return out - (out.min(axis=0) + out.max(axis=0)) / 2


def _force_layout(n: int, pairs, rng, iterations: int | None):
    """Fruchterman-Reingold with gravity on ``n`` nodes; positions in about a unit square."""
    import numpy as np

    if iterations is None:
        iterations = 150 if n <= 300 else 90 if n <= 700 else 60
    pos = rng.random((n, 2)).astype(np.float32)
    k = 1.0 / math.sqrt(n)  # ideal distance
    temperature = 0.1
    cooling = temperature / (iterations + 1)
    gravity = _GRAVITY
    src, dst = (pairs[:, 0], pairs[:, 1]) if len(pairs) else (np.array([], int), np.array([], int))
    for _ in range(iterations):
        delta = pos[:, None, :] - pos[None, :, :]
        dist2 = np.einsum("ijk,ijk->ij", delta, delta)
        np.fill_diagonal(dist2, 1.0)
        np.maximum(dist2, 1e-6, out=dist2)
        # repulsion k^2 / d along delta / d  ->  k^2 * delta / d^2
        disp = np.einsum("ijk,ij->ik", delta, (k * k) / dist2)
        if len(src):
            d = pos[src] - pos[dst]
            length = np.sqrt((d * d).sum(axis=1))[:, None]
            pull = d * length / k  # attraction d^2 / k along d / |d|
            np.subtract.at(disp, src, pull)
            np.add.at(disp, dst, pull)
        disp -= gravity * (pos - pos.mean(axis=0)) * n * k
        length = np.sqrt((disp * disp).sum(axis=1))[:, None]
        np.maximum(length, 1e-9, out=length)
        pos += disp / length * np.minimum(length, temperature)
        temperature -= cooling
    return pos


def _place_rest(pos, core: int, n_all: int, pairs, spacing: float) -> None:
    """Put nodes ``core..n_all-1`` beside their already placed neighbours (in place)."""
    import numpy as np

    neighbours: list[list[int]] = [[] for _ in range(n_all)]
    for i, j in pairs:
        neighbours[i].append(j)
        neighbours[j].append(i)
    placed = np.zeros(n_all, dtype=bool)
    placed[:core] = True
    crowd = np.zeros(n_all, dtype=np.int64)  # how many satellites each node already has
    centre = pos[:core].mean(axis=0)
    radius = float(np.max(np.linalg.norm(pos[:core] - centre, axis=1))) if core else 0.0
    orphans = 0
    for i in range(core, n_all):
        anchors = [j for j in neighbours[i] if placed[j]]
        if anchors:
            base = pos[anchors].mean(axis=0)
            hub = max(anchors, key=lambda j: (crowd[j], -j))
            crowd[hub] += 1
            m = int(crowd[hub])
            r = spacing * 0.35 * math.sqrt(m)
            angle = m * _GOLDEN
            pos[i] = base + (r * math.cos(angle), r * math.sin(angle))
        else:
            orphans += 1
            r = radius + spacing * (1.0 + 0.02 * orphans)
            angle = orphans * _GOLDEN
            pos[i] = centre + (r * math.cos(angle), r * math.sin(angle))
        placed[i] = True


def fit_zoom(xy, margin: float, view: tuple[float, float]) -> float:
    """The zoom vis-network's ``fit()`` picks for points ``xy`` (n x 2) in a ``view`` of pixels.

    Examples:
        >>> import numpy as np
        >>> round(fit_zoom(np.array([[0.0, 0.0], [1000.0, 500.0]]), 0.0, (1100.0, 800.0)), 3)
        1.0
    """
    span = 1.1 * (xy.max(axis=0) - xy.min(axis=0) + 2 * margin)
    return float(min(view[0] / max(span[0], 1e-9), view[1] / max(span[1], 1e-9)))


def declutter(
    pos: dict[str, tuple[float, float]],
    hubs: Sequence[str],
    boxes: Callable[[str, float], tuple[float, float, float]],
    *,
    margin: float = 30.0,
    view: tuple[float, float] = VIEW,
    screen_font: float = 13.0,
    font_range: tuple[float, float] = (14.0, 72.0),
    rounds: int = 80,
) -> tuple[dict[str, tuple[float, float]], float]:
    """Move nodes so that the hub labels shown at the first, fitted view do not overlap.

    The page labels ``hubs`` in a font big enough to read at the zoom that
    fits the drawing (``screen_font`` pixels on screen); other labels are
    drawn smaller and appear only when zooming in. Each hub with its label is
    a box; overlapping boxes are pushed apart, a few rounds, re-fitting the
    zoom as the drawing grows.

    Args:
        pos: Positions from :func:`layout`.
        hubs: The nodes labelled at the first view.
        boxes: ``boxes(node, font)`` gives the node's ``(half width, height
            above centre, height below centre)`` with its label in that font.
        margin: Largest node radius (vis-network's fit counts node sizes).
        view: Size of the drawing area in pixels.
        screen_font: Wanted on-screen font size of hub labels at that view.
        font_range: Bounds of the hub font, in world units.
        rounds: At most this many passes.

    Returns:
        New positions (rounded to 0.1 px) and the hub font size (world units).

    Examples:
        >>> pos = {"a": (0.0, 0.0), "b": (5.0, 0.0), "c": (900.0, 600.0)}
        >>> new, font = declutter(pos, ["a", "b"], lambda n, f: (3 * f, 10.0, 10.0 + 1.4 * f))
        >>> abs(new["a"][0] - new["b"][0]) >= 6 * font or abs(new["a"][1] - new["b"][1]) >= 20 + 1.4 * font
        True
    """
    import numpy as np

    names = list(pos)
    where = {n: i for i, n in enumerate(names)}
    xy = np.array([pos[n] for n in names], dtype=float).reshape(-1, 2)
    shown = np.array([where[h] for h in hubs if h in where], dtype=np.int64)

    def font_for(zoom: float) -> float:
        return float(min(max(screen_font / zoom, font_range[0]), font_range[1]))

    font = font_for(fit_zoom(xy, margin, view)) if len(names) else font_range[0]
    for _ in range(rounds if len(shown) > 1 else 0):
        zoom = fit_zoom(xy, margin, view)
        font = font_for(zoom)
        box = np.array([boxes(names[i], font) for i in shown])
        half_w, up, down = box[:, 0], box[:, 1], box[:, 2]
        x, y = xy[shown, 0], xy[shown, 1]
        gap = 8.0 / zoom  # a few screen pixels between labels
        over_x = (half_w[:, None] + half_w[None, :] + gap) - np.abs(x[:, None] - x[None, :])
        top, bottom = y - up, y + down
        over_y = np.minimum(bottom[:, None], bottom[None, :]) - np.maximum(top[:, None], top[None, :]) + gap
        clash = (over_x > 0) & (over_y > 0)
        np.fill_diagonal(clash, False)
        if not clash.any():
            break
        move = np.zeros((len(shown), 2))
        for i, j in zip(*np.nonzero(np.triu(clash))):
            if over_x[i, j] <= 2.0 * over_y[i, j]:  # sideways preferred: screens are wide
                step = over_x[i, j] / 2 + 0.5
                sign = 1.0 if (x[i], i) > (x[j], j) else -1.0
                move[i, 0] += sign * step
                move[j, 0] -= sign * step
            else:
                step = over_y[i, j] / 2 + 0.5
                sign = 1.0 if (y[i], i) > (y[j], j) else -1.0
                move[i, 1] += sign * step
                move[j, 1] -= sign * step
        xy[shown] += move * 0.6
    new = {n: (round(float(xy[k, 0]), 1), round(float(xy[k, 1]), 1)) for k, n in enumerate(names)}
    return new, round(font, 1)
