// The puzzles' pure parts (www/app/puzzles/rating.js): Glicko-2 against the
// worked example of Glickman's paper ("Example of the Glicko-2 system"), a
// puzzle's result moving the player's rating and the puzzle's the other way
// (the first try only), the day's puzzle from the date text alone, the next
// puzzle by rating within the filters, and the progress kept or, when the
// browser refuses, the notice's cause reported and the old text left.
import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import {
  START, PROGRESS_KEY, dateKey, dailyIndex, glicko, emptyProgress, loadProgress, saveProgress, puzzleRating,
  recordResult, filtered, nextByRating,
} from '../../www/app/puzzles/rating.js';

/** A localStorage of a Map; `refuse` makes setItem throw as a full one does. */
function fakeStorage() {
  const map = new Map();
  return {
    map,
    refuse: false,
    getItem: (k) => (map.has(k) ? map.get(k) : null),
    setItem(k, v) {
      if (this.refuse) throw new Error('QuotaExceededError');
      map.set(k, String(v));
    },
  };
}

let storage;
beforeEach(() => {
  storage = fakeStorage();
  globalThis.window = { localStorage: storage };
});

test('Glicko-2: Glickman\'s worked example (1500 ± 200, volatility 0.06, τ 0.5, three games)', () => {
  const after = glicko({ r: 1500, rd: 200, vol: 0.06 }, [
    { r: 1400, rd: 30, score: 1 },
    { r: 1550, rd: 100, score: 0 },
    { r: 1700, rd: 300, score: 0 },
  ]);
  // The paper's figures on the Glicko-2 scale: μ' = −0.2069, φ' = 0.8722, σ' = 0.05999; it converts the
  // rounded μ' back to r' = 1464.06 (unrounded, 1464.05).
  assert.equal(((after.r - 1500) / 173.7178).toFixed(4), '-0.2069');
  assert.equal((after.rd / 173.7178).toFixed(4), '0.8722');
  assert.ok(Math.abs(after.vol - 0.05999) < 1e-5, `σ' ${after.vol}`);
  assert.ok(Math.abs(after.r - 1464.06) < 0.02, `r' ${after.r}`);
  assert.equal(after.rd.toFixed(2), '151.52');
});

test('Glicko-2: a win against an equal raises the rating, a loss lowers it by as much; RD shrinks', () => {
  const win = glicko(START, [{ r: 1500, rd: 120, score: 1 }]);
  const loss = glicko(START, [{ r: 1500, rd: 120, score: 0 }]);
  assert.ok(win.r > 1500 && loss.r < 1500);
  assert.equal((win.r - 1500).toFixed(6), (1500 - loss.r).toFixed(6));
  assert.ok(win.rd < START.rd && loss.rd < START.rd);
  // Never wider than a new player's deviation.
  assert.ok(glicko({ r: 1500, rd: 350, vol: 0.2 }, [{ r: 1500, rd: 350, score: 1 }]).rd <= 350);
});

const PUZZLES = [
  { id: '2-1-0', players: 2, rating: 1000, themes: ['capture'] },
  { id: '3-4-0', players: 3, rating: 1400, themes: ['crowning', 'endgame'] },
  { id: '6-2-1', players: 6, rating: 1600, themes: ['capture', 'chain'] },
];

test('a first try moves the player\'s rating and the puzzle\'s the other way; a second try moves nothing', () => {
  const progress = emptyProgress();
  const [, p] = PUZZLES;
  assert.deepEqual(puzzleRating(progress, p), { r: 1400, rd: 120, vol: 0.06 });
  assert.equal(recordResult(progress, p, true), true);
  assert.ok(progress.player.r > 1500, 'solved: the player up');
  assert.ok(puzzleRating(progress, p).r < 1400, 'solved: the puzzle down');
  const kept = structuredClone(progress);
  assert.equal(recordResult(progress, p, false), false, 'a second try does not count');
  assert.deepEqual(progress, kept);
  assert.equal(recordResult(progress, PUZZLES[2], false), true);
  assert.ok(progress.player.r < kept.player.r, 'failed: the player down');
  assert.ok(puzzleRating(progress, PUZZLES[2]).r > 1600, 'failed: the puzzle up');
  assert.equal(progress.puzzles['6-2-1'].result, 'failed');
});

test('the day\'s puzzle: the local date\'s text alone, the same index for the same date', () => {
  assert.equal(dateKey(new Date(2026, 0, 5, 23, 59)), '2026-01-05');
  assert.equal(dateKey(new Date(2026, 11, 2, 0, 1)), '2026-12-02');
  assert.equal(dailyIndex('2026-12-01', 300), dailyIndex('2026-12-01', 300));
  const days = Array.from({ length: 60 }, (_, i) => dateKey(new Date(2026, 0, 1 + i)));
  const picks = new Set(days.map((d) => dailyIndex(d, 300)));
  assert.ok(picks.size > 50, `sixty days, ${picks.size} different puzzles`);
  for (const d of days) assert.ok(dailyIndex(d, 7) >= 0 && dailyIndex(d, 7) < 7);
});

test('the next puzzle: untried, nearest the player\'s rating, within the filters', () => {
  const progress = emptyProgress();
  assert.equal(nextByRating(PUZZLES, progress).id, '3-4-0');
  progress.puzzles['3-4-0'] = { result: 'solved' };
  assert.equal(nextByRating(PUZZLES, progress).id, '6-2-1');
  assert.deepEqual(filtered(PUZZLES, 'capture', 0).map((p) => p.id), ['2-1-0', '6-2-1']);
  assert.deepEqual(filtered(PUZZLES, '', 2).map((p) => p.id), ['2-1-0']);
  assert.equal(nextByRating(filtered(PUZZLES, 'tax', 0), progress), null);
});

test('progress kept and read back; refused: false, and the text kept before is left as it was', () => {
  const progress = emptyProgress();
  recordResult(progress, PUZZLES[0], true);
  assert.equal(saveProgress(progress), true);
  assert.deepEqual(loadProgress(), progress);
  const before = storage.getItem(PROGRESS_KEY);
  recordResult(progress, PUZZLES[1], true);
  storage.refuse = true;
  assert.equal(saveProgress(progress), false);
  assert.equal(storage.getItem(PROGRESS_KEY), before);
  // Damaged text is not used.
  storage.map.set(PROGRESS_KEY, '{"v":1,"player":');
  assert.deepEqual(loadProgress(), emptyProgress());
});
