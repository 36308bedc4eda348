// The review's judgement of turns (www/app/analysis/review.js, issue 22 bug 3): a turn that played the
// search's own move is never marked, however much its army's score fell by its next turn; another move
// losing as much is.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { judge, playedBest } from '../../www/app/analysis/review.js';

const best = { from: { q: 1, r: 1 }, to: { q: 1, r: 0 }, capture: null };
const turns = (played) => [
  { index: 0, seat: 1, score: 0, move: best, played },
  { index: 1, seat: 0, score: 0, move: best, played: null },
  { index: 2, seat: 1, score: -40, move: best, played: null },
];

test('the search\'s own move is never marked', () => {
  const same = { from: '1,1', to: '1,0', capture: null };
  assert.equal(playedBest({ played: same, move: best }), true);
  const [first] = judge(turns(same), [40, -40]);
  assert.equal(first.loss, 40, 'the score still fell by 0.4 of a man');
  assert.equal(first.mark, null);
});

test('another move that loses as much is marked', () => {
  const other = { from: '1,1', to: '2,0', capture: null };
  assert.equal(playedBest({ played: other, move: best }), false);
  assert.equal(judge(turns(other), [40, -40])[0].mark, 'inaccuracy');
  // A review kept from before (no move played known) judges as it did.
  assert.equal(judge(turns(undefined), [40, -40])[0].mark, 'inaccuracy');
});
