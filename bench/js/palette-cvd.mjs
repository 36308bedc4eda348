#!/usr/bin/env node
// How far apart the six armies' colours stay for colour-blind players
// (issue 22, friction 8). Each colour is simulated for the three common kinds
// of colour blindness at full severity (protanopia, deuteranopia, tritanopia:
// the matrices of Machado, Oliveira and Fernandes 2009, applied to linear
// sRGB) and for normal vision; distance is Euclidean in OKLab, times 100
// (about 2 is a just-noticeable difference; pieces told apart at a glance want
// far more). Prints, for a palette, the closest pair under each vision and the
// closest any piece comes to the board's cells (light and dark theme), and the
// contrast of each letter on its piece.
//
// Usage: node bench/js/palette-cvd.mjs            (the palette in www/element/element.css)
//        node bench/js/palette-cvd.mjs '#d55e00,#0072b2,#e69f00,#009e73,#cc79a7,#56b4e9'
//        node bench/js/palette-cvd.mjs --search   (a seeded search for six colours, one per army name)
import { readFileSync } from 'node:fs';
import { mulberry32 } from '../../tests/shared/prng.mjs';

const NAMES = ['Red', 'Blue', 'Orange', 'Green', 'Pink', 'Sky'];
/** The board's cells, light and dark (element.css --hc-cell), and the two inks a letter may take. */
const CELLS = { light: '#efe7d9', dark: '#2a3038' };
const INKS = ['#ffffff', '#1b1b1b'];

/** Machado et al. 2009, severity 1.0, on linear RGB. */
const CVD = {
  normal: null,
  protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
  deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.01182, 0.04294, 0.968881]],
  tritanopia: [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.3039]],
};

const hexRgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
const toLinear = (c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const clamp = (x) => Math.min(1, Math.max(0, x));

/** Linear RGB of a colour as `vision` sees it. */
function seen(hex, vision) {
  const lin = hexRgb(hex).map(toLinear);
  const m = CVD[vision];
  return m ? m.map((row) => clamp(row[0] * lin[0] + row[1] * lin[1] + row[2] * lin[2])) : lin;
}

/** OKLab (Björn Ottosson) of linear RGB. */
function oklab([r, g, b]) {
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

const distance = (a, b) => 100 * Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
const luminance = (hex) => { const [r, g, b] = hexRgb(hex).map(toLinear); return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
const contrast = (a, b) => { const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
/** The ink with the higher contrast on a colour, and that contrast. */
const bestInk = (hex) => INKS.map((ink) => [ink, contrast(hex, ink)]).sort((p, q) => q[1] - p[1])[0];

/** Per vision, the closest pair of armies: [distance, i, j]; and the closest any army comes to a cell. */
function measure(palette) {
  const pairs = {};
  for (const vision of Object.keys(CVD)) {
    const lab = palette.map((c) => oklab(seen(c, vision)));
    let best = [Infinity, -1, -1];
    for (let i = 0; i < lab.length; i += 1) {
      for (let j = i + 1; j < lab.length; j += 1) {
        const d = distance(lab[i], lab[j]);
        if (d < best[0]) best = [d, i, j];
      }
    }
    pairs[vision] = best;
  }
  const cells = Object.fromEntries(Object.entries(CELLS).map(([theme, cell]) => [theme, Math.min(...Object.keys(CVD)
    .flatMap((vision) => palette.map((c) => distance(oklab(seen(c, vision)), oklab(seen(cell, vision))))))]));
  return { pairs, cells, worst: Math.min(...Object.values(pairs).map((p) => p[0])) };
}

function report(palette, title) {
  const { pairs, cells, worst } = measure(palette);
  console.log(title);
  palette.forEach((c, i) => { const [ink, k] = bestInk(c); console.log(`  ${NAMES[i].padEnd(7)}${c}  letter ${ink} contrast ${k.toFixed(2)}`); });
  for (const [vision, [d, i, j]] of Object.entries(pairs)) console.log(`  ${vision.padEnd(13)} closest pair ${NAMES[i]}/${NAMES[j]} ${d.toFixed(1)}`);
  console.log(`  closest pair under any vision: ${worst.toFixed(1)}; closest to a cell: light ${cells.light.toFixed(1)}, dark ${cells.dark.toFixed(1)}`);
}

/** The palette element.css declares (--army-0 … --army-5). */
function cssPalette() {
  const css = readFileSync(new URL('../../www/element/element.css', import.meta.url), 'utf8');
  return [0, 1, 2, 3, 4, 5].map((k) => css.match(new RegExp(`--army-${k}: (#[0-9a-f]{6})`, 'i'))[1].toLowerCase());
}

/** OKLCh hue (degrees), lightness and least chroma that still read as each army's name. */
const HUES = { Red: [20, 40], Blue: [235, 270], Orange: [50, 80], Green: [135, 165], Pink: [335, 360], Sky: [195, 235] };
const LIGHT = { Red: [0.4, 0.65], Blue: [0.3, 0.6], Orange: [0.6, 0.9], Green: [0.35, 0.8], Pink: [0.6, 0.9], Sky: [0.6, 0.95] };
const CHROMA = { Red: 0.15, Blue: 0.12, Orange: 0.12, Green: 0.1, Pink: 0.12, Sky: 0.09 };

/** sRGB hex of an OKLCh colour, or null outside the gamut. */
function fromOklch(L, C, hDeg) {
  const h = (hDeg * Math.PI) / 180;
  const a = C * Math.cos(h);
  const b = C * Math.sin(h);
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const lin = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  if (lin.some((c) => c < 0 || c > 1)) return null;
  const enc = (c) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);
  return `#${lin.map((c) => Math.round(enc(c) * 255).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Seeded random search with shrinking steps: six colours in their names' ranges, each with a letter at a
 * contrast of at least 4.5 and at least 12 from both cells under every vision, maximising the closest pair.
 */
function search(seed = 1, rounds = 40000) {
  const rand = mulberry32(seed);
  const ok = (c) => c && bestInk(c)[1] >= 4.5;
  const score = (p) => { const m = measure(p); return Math.min(m.cells.light, m.cells.dark) < 12 ? -1 : m.worst; };
  const draw = (name, around) => {
    for (;;) {
      const [lo, hi] = HUES[name];
      const [L, C, h] = around
        ? [around[0] + (rand() - 0.5) * around[3], around[1] + (rand() - 0.5) * around[3] * 0.5, around[2] + (rand() - 0.5) * around[3] * 100]
        : [0.3 + rand() * 0.6, 0.05 + rand() * 0.25, lo + rand() * (hi - lo)];
      const hue = Math.min(hi, Math.max(lo, h));
      const light = Math.min(LIGHT[name][1], Math.max(LIGHT[name][0], L));
      const chroma = Math.max(CHROMA[name], C);
      const c = fromOklch(light, chroma, hue);
      if (ok(c)) return { c, lch: [light, chroma, hue] };
    }
  };
  let best = NAMES.map((n) => draw(n));
  let bestScore = score(best.map((x) => x.c));
  for (let i = 0; i < rounds; i += 1) {
    const step = 0.3 * (1 - i / rounds) + 0.02;
    const k = Math.floor(rand() * 6);
    const next = best.slice();
    next[k] = draw(NAMES[k], [...best[k].lch, step]);
    const s = score(next.map((x) => x.c));
    if (s >= bestScore) { best = next; bestScore = s; }
  }
  return best.map((x) => x.c);
}

const arg = process.argv[2];
if (arg === '--search') {
  report(cssPalette(), 'element.css now:');
  report(search(Number(process.argv[3] ?? 1)), 'found by the search:');
} else {
  report(arg ? arg.split(',').map((c) => c.trim().toLowerCase()) : cssPalette(), arg ? 'given:' : 'element.css:');
}
