// The tutorial's lessons (www/app/tutorial/lessons.js) against the engine:
// every position restores, its solution is legal hop by hop and accepted, and
// every other legal turn is either accepted too (a lesson may allow several)
// or explained; the turns the lessons must refuse are refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ready, createGame } from '../../www/element/engine.js';
import { describeHop } from '../../www/element/history.js';
import { keyOf } from '../../www/element/state.js';
import { LESSONS, accepts, hopKey } from '../../www/app/tutorial/lessons.js';

await ready;

/** Every whole turn of the seat to move (chains followed hop by hop), as lists of hops. */
function turns(snapshot) {
  const game = createGame();
  game.restore(snapshot);
  const seat = game.current;
  const out = [];
  for (const move of game.legalMoves()) {
    const g = createGame();
    g.restore(snapshot);
    const hop = describeHop(seat, move, g.apply(move));
    if (hop.chaining) {
      for (const rest of turns(g.snapshot())) out.push([hop, ...rest]);
    } else {
      out.push([hop]);
    }
  }
  return out;
}

test('every lesson starts with Red to move and its solution is a legal, accepted turn', () => {
  assert.equal(new Set(LESSONS.map((l) => l.id)).size, LESSONS.length);
  for (const lesson of LESSONS) {
    const game = createGame();
    game.restore(lesson.snapshot);
    assert.equal(game.current, 0, lesson.id);
    const all = turns(lesson.snapshot);
    const solution = all.find((turn) => turn.map(hopKey).join(' ') === lesson.solution.join(' '));
    assert.ok(solution, `${lesson.id}: the solution ${lesson.solution} is not a legal turn`);
    assert.ok(accepts(lesson, solution), lesson.id);
    for (const turn of all) {
      if (!accepts(lesson, turn)) assert.match(lesson.wrong(turn), /\w{3,}/, `${lesson.id}: ${turn.map(hopKey)}`);
    }
  }
});

test('the lessons with a choice refuse the turns that miss their point', () => {
  const refused = (id) => {
    const lesson = LESSONS.find((l) => l.id === id);
    return turns(lesson.snapshot).filter((turn) => !accepts(lesson, turn)).map((turn) => turn.map(hopKey).join(' ')).sort();
  };
  assert.deepEqual(refused('step'), ['0,2>-1,2', '0,2>1,2']);
  assert.deepEqual(refused('choose'), ['-1,3>-3,3']);
  assert.deepEqual(refused('crown'), ['-1,1>-1,0', '-1,1>-2,1', '-1,1>0,1']);
  assert.deepEqual(refused('eliminate'), ['1,2>3,0']);
  // Moving any man of the box lets Blue out; only the far man keeps it shut.
  assert.ok(refused('skip').some((t) => t.startsWith('5,-3>')));
  assert.ok(refused('skip').every((t) => !t.startsWith('-2,4>')));
  // The engine alone allows only the capture where one is possible.
  for (const id of ['capture', 'end']) assert.deepEqual(refused(id), [], id);
});

test('a lesson position is one the engine keeps as it is (restore, snapshot)', () => {
  for (const lesson of LESSONS) {
    const game = createGame();
    game.restore(lesson.snapshot);
    assert.equal(game.snapshot(), lesson.snapshot, lesson.id);
    assert.ok(game.legalMoves().every((m) => keyOf(m.from) !== keyOf(m.to)));
  }
});
