// The element's clocks (www/element/clock.js) in Node, through their table
// (ClockTable) and a hand-turned time source: which seat's clock runs, the
// time charged, the increment, the hold, the flag, a bot's share of the time.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Clocks, botTimeMs, clockText, lowTimeMs } from '../../www/element/clock.js';

// The clocks listen for the page's visibility; Node has no document.
globalThis.document ??= { visibilityState: 'visible', addEventListener() {}, removeEventListener() {} };

const CONTROL = { initialMs: 60_000, incrementMs: 2_000 };

function setUp({ kinds = ['human', 'bot3'], control = CONTROL } = {}) {
  let time = 1000;
  const game = { current: 0 };
  let held = false;
  const flags = [];
  let redraws = 0;
  const clocks = new Clocks({
    settings: () => ({ clock: control, players: kinds.length, kinds }),
    game: () => game,
    held: () => held,
    onFlag: (seat) => flags.push(seat),
    redraw: () => { redraws += 1; },
  }, () => time);
  clocks.reset();
  return {
    clocks, game, flags,
    tick: (ms) => { time += ms; },
    hold: (on) => { held = on; },
    redraws: () => redraws,
  };
}

test('the seat to move\'s clock runs, its time is charged, and a finished turn earns the increment', (t) => {
  const c = setUp();
  t.after(() => c.clocks.dispose());
  c.clocks.update();
  assert.equal(c.clocks.running, 0);
  c.tick(1500);
  assert.deepEqual(c.clocks.snapshot(), [58_500, 60_000]);
  c.clocks.hopped({ seat: 0, chaining: true }); // a chain goes on: no increment yet
  assert.deepEqual(c.clocks.snapshot(), [58_500, 60_000]);
  assert.equal(c.clocks.running, null);
  c.clocks.hopped({ seat: 0, chaining: false });
  assert.deepEqual(c.clocks.snapshot(), [60_500, 60_000]);
  c.game.current = 1;
  c.clocks.update();
  assert.equal(c.clocks.running, 1);
  c.tick(250);
  assert.deepEqual(c.clocks.snapshot(), [60_500, 59_750]);
});

test('a held game stops the clock (looking back, a question, the bots paused), and a game over runs none', (t) => {
  const c = setUp();
  t.after(() => c.clocks.dispose());
  c.clocks.update();
  c.tick(1000);
  c.hold(true);
  c.clocks.update();
  assert.equal(c.clocks.running, null);
  c.tick(5000);
  assert.deepEqual(c.clocks.snapshot(), [59_000, 60_000], 'no time charged while held');
  c.hold(false);
  c.game.current = null;
  c.clocks.update();
  assert.equal(c.clocks.running, null);
});

test('the running seat whose time is out is flagged once, with 0 left; time still left waits', (t) => {
  const c = setUp({ control: { initialMs: 3000, incrementMs: 0 } });
  t.after(() => c.clocks.dispose());
  c.clocks.update();
  c.tick(2000);
  c.clocks.check(); // fired early (a timer is never exact): waits the rest
  assert.deepEqual(c.flags, []);
  c.tick(1500);
  c.clocks.check();
  assert.deepEqual(c.flags, [0]);
  assert.equal(c.clocks.snapshot()[0], 0);
  assert.equal(c.clocks.running, null);
});

test('undo and redo rewind to the times kept with an entry; a game without a clock has none', (t) => {
  const c = setUp();
  t.after(() => c.clocks.dispose());
  c.clocks.update();
  c.tick(4000);
  const left = {};
  c.clocks.rewind(left, [50_000, 40_000]);
  assert.deepEqual(left.clocks, [56_000, 60_000], 'the entry left keeps the times of now');
  assert.deepEqual(c.clocks.snapshot(), [50_000, 40_000]);
  const none = setUp({ control: null });
  assert.equal(none.clocks.snapshot(), null);
  assert.equal(none.clocks.faces(), null);
  assert.equal(none.clocks.botTime(1, 1000), null);
});

test('faces, a bot\'s share of the time, and the clock text', (t) => {
  const c = setUp();
  t.after(() => c.clocks.dispose());
  c.clocks.update();
  c.tick(50_000);
  const [mine, theirs] = c.clocks.faces();
  assert.deepEqual(mine, { ms: 10_000, text: '0:10', low: true, running: true });
  assert.deepEqual(theirs, { ms: 60_000, text: '1:00', low: false, running: false });
  assert.equal(lowTimeMs(CONTROL), 12_000);
  assert.equal(c.clocks.botTime(1, 1000), 1000, 'capped by the level');
  assert.equal(botTimeMs(10_000, 2_000, 5_000), 1_500, 'a twentieth of the time left and half the increment');
  assert.equal(botTimeMs(0, 0, 5_000), 1);
  assert.equal(clockText(9_440), '0:09.4');
  assert.equal(clockText(3_723_000), '1:02:03');
});
