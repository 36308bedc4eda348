// The puzzles' pure parts (docs/puzzles.md): the daily puzzle chosen from the
// date alone, the Glicko-2 rating of this browser's player and of each puzzle
// (moved by this browser's results only), the choice of the next puzzle by
// rating and filters, and the progress kept in localStorage.

import { readJson, writeJson } from '../../element/local-store.js';

export const PROGRESS_KEY = 'hex-checkers/puzzles';
/** A new player's rating (Glicko-2's defaults). */
export const START = Object.freeze({ r: 1500, rd: 350, vol: 0.06 });
/** How much a puzzle's rating is believed before this browser's results: its RD. */
const PUZZLE_RD = 120;
const SCALE = 173.7178;
const TAU = 0.5;

/** The local date as YYYY-MM-DD: the daily puzzle's only input. */
export function dateKey(date = new Date()) {
  const pad = (n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The index of the day's puzzle among `count`: a hash (FNV-1a) of the date text, the same in every browser. */
export function dailyIndex(key, count) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % count;
}

/**
 * One Glicko-2 rating period: `a` = {r, rd, vol} after `games`, each {r, rd} of the opponent and `score`
 * (1 won, 0 lost). Glickman's algorithm (the volatility by the Illinois method); a puzzle is a period of one game.
 */
export function glicko(a, games) {
  const mu = (a.r - 1500) / SCALE;
  const phi = a.rd / SCALE;
  const terms = games.map((b) => {
    const phiB = b.rd / SCALE;
    const g = 1 / Math.sqrt(1 + (3 * phiB * phiB) / (Math.PI * Math.PI));
    const e = 1 / (1 + Math.exp(-g * (mu - (b.r - 1500) / SCALE)));
    return { g, e, score: b.score };
  });
  const v = 1 / terms.reduce((sum, { g, e }) => sum + g * g * e * (1 - e), 0);
  const gain = terms.reduce((sum, { g, e, score }) => sum + g * (score - e), 0);
  const delta = v * gain;
  const f = (x) => (Math.exp(x) * (delta * delta - phi * phi - v - Math.exp(x))) / (2 * (phi * phi + v + Math.exp(x)) ** 2)
    - (x - Math.log(a.vol * a.vol)) / (TAU * TAU);
  const lnVol = Math.log(a.vol * a.vol);
  let A = lnVol;
  let B;
  if (delta * delta > phi * phi + v) B = Math.log(delta * delta - phi * phi - v);
  else {
    let k = 1;
    while (f(lnVol - k * TAU) < 0) k += 1;
    B = lnVol - k * TAU;
  }
  let fa = f(A);
  let fb = f(B);
  for (let i = 0; i < 100 && Math.abs(B - A) > 1e-6; i++) {
    const C = A + ((A - B) * fa) / (fb - fa);
    const fc = f(C);
    if (fc * fb < 0) { A = B; fa = fb; } else fa /= 2;
    B = C;
    fb = fc;
  }
  const vol = Math.exp(A / 2);
  const phiStar = Math.sqrt(phi * phi + vol * vol);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * gain;
  return { r: 1500 + SCALE * muNew, rd: Math.min(350, SCALE * phiNew), vol };
}

/** An empty progress: the player's rating, each puzzle's local rating and result, the days played. */
export const emptyProgress = () => ({ v: 1, player: { ...START }, puzzles: {}, days: {} });

/** The kept progress, or an empty one (damaged or unreadable text is not used, and not overwritten until a save). */
export function loadProgress() {
  const p = readJson(PROGRESS_KEY, null);
  return p?.v === 1 && typeof p.player?.r === 'number' && p.puzzles && p.days ? p : emptyProgress();
}

/** Keeps the progress; false when the browser refused (what it kept before stays as it was). */
export const saveProgress = (progress) => writeJson(PROGRESS_KEY, progress);

/** A puzzle's rating here: the file's, moved by this browser's results. */
export function puzzleRating(progress, puzzle) {
  const own = progress.puzzles[puzzle.id];
  return own?.rating ?? { r: puzzle.rating, rd: PUZZLE_RD, vol: START.vol };
}

/**
 * Records a first try at a puzzle (later tries of the same puzzle do not move a rating): the player's
 * rating and the puzzle's both move, the puzzle's by the opposite result.
 */
export function recordResult(progress, puzzle, solved) {
  const seen = progress.puzzles[puzzle.id];
  if (seen?.result) return false;
  const pr = puzzleRating(progress, puzzle);
  const before = progress.player;
  progress.player = glicko(before, [{ ...pr, score: solved ? 1 : 0 }]);
  progress.puzzles[puzzle.id] = { result: solved ? 'solved' : 'failed', rating: glicko(pr, [{ ...before, score: solved ? 0 : 1 }]) };
  return true;
}

/** The puzzles that pass the filters: a theme (or ''), a table size (or 0). */
export const filtered = (puzzles, theme, players) => puzzles.filter((p) => (!theme || p.themes.includes(theme))
  && (!players || p.players === players));

/** The next puzzle of a run: not tried yet, its rating nearest the player's (ties: file order). */
export function nextByRating(puzzles, progress) {
  const fresh = puzzles.filter((p) => !progress.puzzles[p.id]?.result);
  const pool = fresh.length ? fresh : puzzles;
  let best = null;
  for (const p of pool) {
    const d = Math.abs(puzzleRating(progress, p).r - progress.player.r);
    if (!best || d < best.d) best = { p, d };
  }
  return best?.p ?? null;
}
