#!/usr/bin/env python3
"""Writes the bundled board layouts, vision/layouts/*.json (format: docs/layout.md).

    python3 scripts/make-layouts.py           # (re)writes the five files
    python3 scripts/make-layouts.py --check   # exits 1 when a committed file differs

Every coordinate is computed here from a few design sizes (piece diameter, point width,
track pitch ...), never typed by hand, so a design change is one number and a re-run. Frame:
millimetres, origin at the top-left corner of the sheet, x right, y down; seat 0 sits at the
bottom edge. Every sheet is 400 x 277 mm, an A3 landscape page inside 10 mm margins.
Standard library only.
"""

import json
import math
import sys
from pathlib import Path

SHEET_W = 400.0
SHEET_H = 277.0
# ArUco fiducials: DICT_4X4_50, board k uses ids 4k..4k+3 clockwise from the top-left.
# 26 mm markers (6 modules of 4.33 mm) with a 5 mm quiet zone (more than one module), 2 mm
# from the sheet's edge.
FIDUCIAL_SIZE = 26.0
FIDUCIAL_MARGIN = 5.0
FIDUCIAL_EDGE = 2.0
BOARD_INDEX = {"jacquet": 0, "jacotte": 1, "jeson-jam": 2, "toc-4": 3, "toc-6": 4}

OUT_DIR = Path(__file__).resolve().parent.parent / "vision" / "layouts"


# --- geometry helpers --------------------------------------------------------------------


def rect(x0, y0, x1, y1):
    """An axis-aligned rectangle, corners clockwise on the sheet from the top-left."""
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]


def signed_area(points):
    """Positive when the corners run clockwise on the sheet (y down)."""
    total = 0.0
    for i, (x0, y0) in enumerate(points):
        x1, y1 = points[(i + 1) % len(points)]
        total += x0 * y1 - x1 * y0
    return total / 2


def clockwise(points):
    return points if signed_area(points) > 0 else list(reversed(points))


def add(p, q, scale=1.0):
    return (p[0] + scale * q[0], p[1] + scale * q[1])


def frame_rect(origin, u, v, u0, u1, v0, v1):
    """A rectangle [u0, u1] x [v0, v1] in the frame (origin, unit vectors u, v)."""
    corners = []
    for a, b in ((u0, v0), (u1, v0), (u1, v1), (u0, v1)):
        corners.append(add(add(origin, u, a), v, b))
    return clockwise(corners)


def num(value):
    """Rounds to a micrometre; whole numbers print without a fraction."""
    value = round(value, 3)
    return int(value) if value == int(value) else value


def pt(p):
    return [num(p[0]), num(p[1])]


def polygon_cell(cell_id, role, points, seat=-1):
    cell = {"id": cell_id, "role": role,
            "shape": {"kind": "polygon", "points": [pt(p) for p in clockwise(points)]}}
    if seat >= 0:
        cell["seat"] = seat
    return cell


def circle_cell(cell_id, role, center, radius, seat=-1):
    cell = {"id": cell_id, "role": role,
            "shape": {"kind": "circle", "center": pt(center), "radius": num(radius)}}
    if seat >= 0:
        cell["seat"] = seat
    return cell


def zone(kind, points, seat=-1):
    z = {"kind": kind, "points": [pt(p) for p in clockwise(points)]}
    if seat >= 0:
        z["seat"] = seat
    return z


def fiducials(board):
    first = 4 * BOARD_INDEX[board]
    inset = FIDUCIAL_EDGE + FIDUCIAL_MARGIN + FIDUCIAL_SIZE / 2
    centres = [(inset, inset), (SHEET_W - inset, inset), (SHEET_W - inset, SHEET_H - inset),
               (inset, SHEET_H - inset)]
    return [{"id": first + i, "center": pt(c), "size_mm": num(FIDUCIAL_SIZE),
             "margin_mm": num(FIDUCIAL_MARGIN)} for i, c in enumerate(centres)]


def layout(name, variants, piece, colours, cells, zones):
    return {"format": "arbitre-layout/1", "name": name, "variants": variants,
            "size_mm": [num(SHEET_W), num(SHEET_H)], "dictionary": "DICT_4X4_50",
            "fiducials": fiducials(name), "piece": piece, "seat_colours": colours,
            "cells": cells, "zones": zones}


# --- Jacquet -----------------------------------------------------------------------------
# 22 mm checkers; a point 25 mm wide and 110 mm long holds a row of 5 from base to tip.
# White (seat 0) sits at the bottom: docs/games/jacquet.md's drawing turned half a turn, so
# the bottom row reads a..l from left to right and the top row x..m.

J_CHECKER = 22.0
J_POINT_W = 25.0
J_POINT_L = 5 * J_CHECKER
J_BAR = 16.0
J_TOP = 8.0  # the bases of the top row
J_TRAY_W = 28.0
J_TRAY_L = 5 * J_CHECKER + 4


def jacquet_column_x(column):
    left = (SHEET_W - 12 * J_POINT_W - J_BAR) / 2
    return left + column * J_POINT_W + (J_BAR if column >= 6 else 0)


def jacquet():
    bottom = SHEET_H - J_TOP
    cells = []
    columns = {}
    for column in range(12):
        x0 = jacquet_column_x(column)
        x1 = x0 + J_POINT_W
        xm = (x0 + x1) / 2
        low = chr(ord("a") + column)
        high = chr(ord("x") - column)
        columns[low] = (x0, x1, bottom - J_POINT_L, bottom)
        columns[high] = (x0, x1, J_TOP, J_TOP + J_POINT_L)
        # Base end, base end, tip: clockwise on the sheet.
        triangles = {low: [(x1, bottom), (x0, bottom), (xm, bottom - J_POINT_L)],
                     high: [(x0, J_TOP), (x1, J_TOP), (xm, J_TOP + J_POINT_L)]}
        for letter, corners in triangles.items():
            cells.append({"id": letter, "role": "point",
                          "shape": {"kind": "triangle", "points": [pt(p) for p in corners]}})
    # Bearing off: White past l (bottom right), Black past x (top left), trays in the strips
    # beside the board between the fiducials.
    gap = (SHEET_W - 12 * J_POINT_W - J_BAR) / 2
    clear = FIDUCIAL_EDGE + 2 * FIDUCIAL_MARGIN + FIDUCIAL_SIZE + 4
    left_x = (gap - J_TRAY_W) / 2
    right_x = SHEET_W - gap + left_x
    cells.append(polygon_cell("off-black", "off",
                              rect(left_x, clear, left_x + J_TRAY_W, clear + J_TRAY_L), 1))
    cells.append(polygon_cell("off-white", "off",
                              rect(right_x, SHEET_H - clear - J_TRAY_L, right_x + J_TRAY_W,
                                   SHEET_H - clear), 0))
    cells.sort(key=lambda c: c["id"])
    field_x0 = jacquet_column_x(0)
    field_x1 = jacquet_column_x(11) + J_POINT_W
    zones = [zone("dice", rect(field_x0 + 3, J_TOP + J_POINT_L + 3, field_x1 - 3,
                               bottom - J_POINT_L - 3))]
    for letter, seat in (("m", 0), ("a", 1)):  # White's talon m, Black's talon a
        x0, x1, y0, y1 = columns[letter]
        zones.append(zone("talon", rect(x0, y0, x1, y1), seat))
    return layout("jacquet", ["jacquet", "jacquet-advanced"],
                  {"diameter_mm": num(J_CHECKER), "height_mm": 7},
                  ["#efe8d8", "#2a2522"], cells, zones)


# --- La Jacotte --------------------------------------------------------------------------
# 15 mm pawns. The central round (4 quarter cells) sits in the middle of the sheet; the four
# lanes run diagonally from it toward the camps near the corners, Red bottom-left, then
# clockwise Yellow, Green, Blue (seat order around the table). Loots lie in the side strips
# beside their camps, the sticks are thrown between the two bottom lanes.

C_PAWN = 15.0
C_ROUND = 46.0      # radius of the central round: a stack and 3 loose neutrals per quarter
C_LANE_R = 10.0     # lane cell radius
C_LANE_PITCH = 22.0
C_ARC_STEPS = 8


def jacotte():
    cx, cy = SHEET_W / 2, SHEET_H / 2
    cells = []
    # Lane q points down-left (Red), up-left, up-right, down-right: angles on the sheet.
    directions = {1: 135.0, 2: 225.0, 3: 315.0, 4: 45.0}
    for q, angle in directions.items():
        a = math.radians(angle)
        u = (math.cos(a), math.sin(a))
        arc = [(cx + C_ROUND * math.cos(math.radians(angle - 45 + 90 * k / C_ARC_STEPS)),
                cy + C_ROUND * math.sin(math.radians(angle - 45 + 90 * k / C_ARC_STEPS)))
               for k in range(C_ARC_STEPS + 1)]
        cells.append(polygon_cell(f"C{q}", "centre", [(cx, cy)] + arc, q - 1))
        for latitude in range(1, 5):
            distance = C_ROUND + 2 + C_LANE_R + (4 - latitude) * C_LANE_PITCH
            cells.append(circle_cell(f"L{q}.{latitude}", "lane",
                                     add((cx, cy), u, distance), C_LANE_R, q - 1))
    fid = FIDUCIAL_EDGE + 2 * FIDUCIAL_MARGIN + FIDUCIAL_SIZE  # a fiducial's corner square
    camp_x0, camp_x1 = fid + 6, 100.0
    camp_y0 = SHEET_H - 3 - 36
    loot_x0, loot_x1 = 6.0, 90.0
    for q, (left, bottom) in {1: (True, True), 2: (True, False), 3: (False, False),
                              4: (False, True)}.items():
        def place(x0, y0, x1, y1):
            if not left:
                x0, x1 = SHEET_W - x1, SHEET_W - x0
            if not bottom:
                y0, y1 = SHEET_H - y1, SHEET_H - y0
            return rect(x0, y0, x1, y1)
        cells.append(polygon_cell(f"camp{q}", "camp",
                                  place(camp_x0, camp_y0, camp_x1, SHEET_H - 3), q - 1))
        cells.append(polygon_cell(f"loot{q}", "loot",
                                  place(loot_x0, cy + 3.5, loot_x1, SHEET_H - fid - 3), q - 1))
    cells.sort(key=lambda c: c["id"])
    zones = [zone("dice", rect(cx - 60, SHEET_H - 51, cx + 60, SHEET_H - 5))]
    return layout("jacotte", ["jacotte-2", "jacotte-3", "jacotte-4"],
                  {"diameter_mm": num(C_PAWN), "height_mm": 6},
                  ["#c8102e", "#f2c200", "#1e8c3a", "#1f4fb4"], cells, zones)


# --- Jeson Jam ---------------------------------------------------------------------------
# The star of docs/games/jeson_jam.md (radius R, T1 at the top, toward Dark who sits at the
# top edge), 22 mm stones; the closest intersections are R/(2 sqrt 3) = 34.6 mm apart. Light's
# trays (hand LH, prisoners LP) lie at the bottom corners, Dark's at the top corners.

S_STONE = 22.0
S_RADIUS = 120.0
S_SPOT = 12.0  # radius of an intersection's spot


def jeson_jam_points():
    r3 = math.sqrt(3)
    points = {"C": (0.0, 0.0)}
    for i in range(1, 7):
        tip = math.radians(90 - 60 * (i - 1))
        corner = math.radians(60 - 60 * (i - 1))
        points[f"T{i}"] = (math.cos(tip), math.sin(tip))
        points[f"M{i}"] = (0.5 * math.cos(tip), 0.5 * math.sin(tip))
        points[f"H{i}"] = (math.cos(corner) / r3, math.sin(corner) / r3)
    return points


def jeson_jam():
    cx, cy = SHEET_W / 2, SHEET_H / 2
    cells = []
    for cell_id, (x, y) in jeson_jam_points().items():
        cells.append(circle_cell(cell_id, "intersection",
                                 (cx + S_RADIUS * x, cy - S_RADIUS * y), S_SPOT))
    x0 = FIDUCIAL_EDGE + 2 * FIDUCIAL_MARGIN + FIDUCIAL_SIZE + 4
    width, height = 5 * (S_STONE + 1) + 1, 2 * (S_STONE + 1) + 10
    trays = {"LH": (x0, SHEET_H - 7 - height, 0), "LP": (SHEET_W - x0 - width,
                                                         SHEET_H - 7 - height, 0),
             "DH": (SHEET_W - x0 - width, 7, 1), "DP": (x0, 7, 1)}
    for cell_id, (tx, ty, seat) in trays.items():
        cells.append(polygon_cell(cell_id, "tray", rect(tx, ty, tx + width, ty + height), seat))
    cells.sort(key=lambda c: c["id"])
    return layout("jeson-jam", ["jeson-jam"], {"diameter_mm": num(S_STONE), "height_mm": 8},
                  ["#e9dcc0", "#3b2a20"], cells, [])


# --- Jeu de Toc --------------------------------------------------------------------------
# The loop follows a polygon with one side per seat, clockwise from the bottom side (seat 0),
# 18 squares a side, the first at the side's starting corner. Going clockwise along seat k's
# side: s{k+1}.14 .. s{k+1}.18 (index 0..4; .16 at index 2, where the home branch turns
# inward; .18 the entry), then s{k+2}.01 .. s{k+2}.13. The waiting area lies inside the loop
# beside the entry, the cards are laid down in the middle.

TOC_LETTERS = "RGBYKW"
TOC_COLOURS = ["#d0312d", "#2e8b3d", "#2458c8", "#f0c419", "#1a1a1a", "#f5f5f0"]


def side_angle(vertices, k):
    (x0, y0), (x1, y1) = vertices[k], vertices[(k + 1) % len(vertices)]
    return math.atan2(y1 - y0, x1 - x0)


def corner_square(vertices, k, centre, half):
    """The square at corner k. Where the loop turns by other than a quarter turn (the
    hexagon) the neighbours' squares would overlap its corners, so it becomes an octagon as
    wide as a square, turned halfway between its two sides."""
    before, after = side_angle(vertices, k - 1), side_angle(vertices, k)
    turn = (after - before + math.pi / 4) % (math.pi / 2) - math.pi / 4
    if abs(turn) < 1e-9:
        t = (math.cos(after), math.sin(after))
        return frame_rect(centre, t, (-t[1], t[0]), -half, half, -half, half)
    radius = half / math.cos(math.pi / 8)
    return [(centre[0] + radius * math.cos(before + turn / 2 + math.pi * (2 * j + 1) / 8),
             centre[1] + radius * math.sin(before + turn / 2 + math.pi * (2 * j + 1) / 8))
            for j in range(8)]


def toc(name, vertices, pitches, pawn, cards):
    seats = len(vertices)
    cells = []
    for k in range(seats):
        start = vertices[k]
        t = (math.cos(side_angle(vertices, k)), math.sin(side_angle(vertices, k)))
        n = (-t[1], t[0])  # inward: the loop runs clockwise on the sheet
        p = pitches[k]
        half = (p - 0.8) / 2
        for i in range(18):
            c = add(start, t, i * p)
            section, square = (k, i + 14) if i <= 4 else ((k + 1) % seats, i - 4)
            corners = (corner_square(vertices, k, c, half) if i == 0
                       else frame_rect(c, t, n, -half, half, -half, half))
            cells.append(polygon_cell(f"s{section + 1}.{square:02d}", "square", corners, section))
        for h in range(1, 5):
            c = add(add(start, t, 2 * p), n, h * p)
            cells.append(polygon_cell(f"home.{TOC_LETTERS[k]}.{h}", "home",
                                      frame_rect(c, t, n, -half, half, -half, half), k))
        cells.append(polygon_cell(f"wait.{TOC_LETTERS[k]}", "wait",
                                  frame_rect(start, t, n, 2.6 * p, 6.4 * p, 0.6 * p, 3.4 * p), k))
    cells.sort(key=lambda c: c["id"])
    cx, cy = SHEET_W / 2, SHEET_H / 2
    zones = [zone("cards", rect(cx - cards[0] / 2, cy - cards[1] / 2, cx + cards[0] / 2,
                                cy + cards[1] / 2))]
    return layout(name, [f"toc-{seats}"] if seats == 6 else ["toc-2", "toc-4"],
                  {"diameter_mm": num(pawn), "height_mm": num(pawn * 1.5)},
                  TOC_COLOURS[:seats], cells, zones)


def toc_4():
    # A square ring of 19 x 19 squares 14 mm apart: 12 mm pawns.
    pitch = 14.0
    half = 9 * pitch
    cx, cy = SHEET_W / 2, SHEET_H / 2
    vertices = [(cx + half, cy + half), (cx - half, cy + half), (cx - half, cy - half),
                (cx + half, cy - half)]
    return toc("toc-4", vertices, [pitch] * 4, 12.0, (110, 80))


def toc_6():
    # A hexagon as large as the sheet allows, its six sides equally long: the bottom and top
    # sides horizontal, the corners at mid-height on the sheet's left and right edges. The
    # squares are 9.4 mm apart: 8 mm pawns.
    x0, x1, y0, y1 = 8.0, SHEET_W - 8.0, 8.0, SHEET_H - 8.0
    w, h = x1 - x0, y1 - y0
    # Equal sides: w - 2a = sqrt(a^2 + (h/2)^2), solved for the corners' inset a.
    a = (4 * w - math.sqrt(4 * w * w + 3 * h * h)) / 6
    ym = (y0 + y1) / 2
    vertices = [(x1 - a, y1), (x0 + a, y1), (x0, ym), (x0 + a, y0), (x1 - a, y0), (x1, ym)]
    pitches = [math.dist(vertices[k], vertices[(k + 1) % 6]) / 18 for k in range(6)]
    return toc("toc-6", vertices, pitches, 8.0, (120, 80))


# --- self-check --------------------------------------------------------------------------


def outline(shape):
    """The corners of a cell's shape (a circle as a 32-gon around it)."""
    if shape["kind"] == "circle":
        (x, y), r = shape["center"], shape["radius"] / math.cos(math.pi / 32)
        return [(x + r * math.cos(2 * math.pi * k / 32), y + r * math.sin(2 * math.pi * k / 32))
                for k in range(32)]
    return [tuple(p) for p in shape["points"]]


def overlap(a, b):
    """Separating axis test for two convex outlines; touching is no overlap."""
    for poly in (a, b):
        for i, (x0, y0) in enumerate(poly):
            x1, y1 = poly[(i + 1) % len(poly)]
            axis = (y0 - y1, x1 - x0)
            pa = [axis[0] * x + axis[1] * y for x, y in a]
            pb = [axis[0] * x + axis[1] * y for x, y in b]
            if max(pa) <= min(pb) + 1e-6 or max(pb) <= min(pa) + 1e-6:
                return False
    return True


def check_overlaps(data):
    """Cells do not overlap each other, and a dice or cards zone overlaps no cell (the
    validator in vision/src/layout.cpp checks the rest)."""
    shapes = [(c["id"], outline(c["shape"])) for c in data["cells"]]
    shapes += [(z["kind"], [tuple(p) for p in z["points"]]) for z in data["zones"]
               if z["kind"] in ("dice", "cards")]
    for i, (name_a, a) in enumerate(shapes):
        for name_b, b in shapes[:i]:
            if overlap(a, b):
                raise SystemExit(f"{data['name']}: {name_a} overlaps {name_b}")


# --- output ------------------------------------------------------------------------------


def dumps(data):
    """One key per line at the top, one fiducial, cell or zone per line: diffs stay short."""
    compact = {"separators": (", ", ": ")}
    lines = ["{"]
    keys = list(data)
    for index, key in enumerate(keys):
        value = data[key]
        comma = "," if index + 1 < len(keys) else ""
        if isinstance(value, list) and value and isinstance(value[0], dict):
            lines.append(f'  "{key}": [')
            for i, item in enumerate(value):
                tail = "," if i + 1 < len(value) else ""
                lines.append("    " + json.dumps(item, **compact) + tail)
            lines.append("  ]" + comma)
        else:
            lines.append(f'  "{key}": ' + json.dumps(value, **compact) + comma)
    lines.append("}")
    return "\n".join(lines) + "\n"


BOARDS = {"jacquet": jacquet, "jacotte": jacotte, "jeson-jam": jeson_jam, "toc-4": toc_4,
          "toc-6": toc_6}


def main():
    check = "--check" in sys.argv[1:]
    differing = []
    for name, make in BOARDS.items():
        path = OUT_DIR / f"{name}.json"
        data = make()
        check_overlaps(data)
        text = dumps(data)
        if check:
            if not path.exists() or path.read_text() != text:
                differing.append(str(path))
        else:
            OUT_DIR.mkdir(parents=True, exist_ok=True)
            path.write_text(text)
    if differing:
        print("out of date (run scripts/make-layouts.py):", *differing, sep="\n  ")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
