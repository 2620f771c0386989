// The pure parts of the game views (web/games/<id>/): geometry, parsing and formatting
// that a view computes from the snapshot before it draws.
import "./dom-stub.mjs";
import { test } from "node:test";
import assert from "node:assert/strict";
import { beamGeometry, centre, edgeAt, edgeIds, edgePos, fmtClock, fmtCountdown, parseGrid, S } from "../../web/games/laserreflection/draw.js";
import { isDigit, isElement, parseCircle } from "../../web/games/magiccircle/coins.js";
import { cardName, cardText } from "../../web/games/arcticscavengers/cards.js";

test("laserreflection: edge ids and positions are inverse, clockwise from the top-left", () => {
  const n = 3;
  assert.deepEqual(edgeIds(n), ["T0", "T1", "T2", "R0", "R1", "R2", "B2", "B1", "B0", "L2", "L1", "L0"]);
  for (const id of edgeIds(n)) assert.equal(edgeAt(...edgePos(id, n), n), id);
  assert.deepEqual(edgePos("T1", n), [-1, 1]);
  assert.deepEqual(edgePos("R0", n), [0, 3]);
  assert.equal(edgeAt(0, 0, n), null); // a grid cell
  assert.equal(edgeAt(-1, -1, n), null); // a corner
});

test("laserreflection: a beam's pieces break where it jumps (a warp) and end at its exit", () => {
  const g = beamGeometry("L0", { path: [[0, 0], [0, 1], [2, 2]], exit: "B2" }, 3);
  assert.deepEqual(g.start, centre(0, -1));
  assert.deepEqual(g.pieces, [[centre(0, -1), centre(0, 0), centre(0, 1)], [centre(2, 2), centre(3, 2)]]);
  assert.deepEqual(g.jumps, [[centre(0, 1), centre(2, 2)]]);
  assert.equal(g.absorbed, false);
  const absorbed = beamGeometry("T0", { path: [[0, 0]], exit: null }, 3);
  assert.equal(absorbed.absorbed, true);
  assert.deepEqual(absorbed.end, [S / 2, S / 2]);
});

test("laserreflection: clocks and boards", () => {
  assert.equal(fmtClock(83_456), "1:23.4");
  assert.equal(fmtClock(-5), "0:00.0");
  assert.equal(fmtCountdown(59_001), "01:00"); // rounded up
  assert.equal(fmtCountdown(0), "00:00");
  assert.deepEqual(parseGrid("/.\n\n#o\n"), [["/", "."], ["#", "o"]]);
  assert.equal(parseGrid(null), null);
});

test("magiccircle: a circle's text is 17 codes, '.' and missing ones null", () => {
  const codes = parseCircle("7776 3334 BBBB GGGG .");
  assert.equal(codes.length, 17);
  assert.deepEqual(codes.slice(0, 5), ["7", "7", "7", "6", "3"]);
  assert.equal(codes[16], null);
  assert.deepEqual(parseCircle(""), Array(17).fill(null));
  assert.equal(isDigit("7"), true);
  assert.equal(isDigit("R"), false);
  assert.equal(isElement("R"), true);
  assert.equal(isElement("toString"), false);
});

test("arcticscavengers: a card's name and its words for screen readers", () => {
  const T = (key, args) => (args ? `${key}(${args.n})` : key);
  const info = { key: "net", name: { ja: "網", en: "Net" }, kind: "tool", icons: [{ icon: "dig", value: 2, modifier: true }], people: 1 };
  assert.equal(cardName(info, "ja"), "網");
  assert.equal(cardName({ key: "net", name: {} }, "ja"), "net");
  assert.equal(cardText(info, "en", T), "Net, kind.tool, icon.dig_mod(2), icon.people(1)");
  assert.equal(cardText(null, "en", T), "card.hidden");
});
