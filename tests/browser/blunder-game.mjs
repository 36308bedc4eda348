// A prepared finished game with one known blunder, for the review's tests and
// the puzzles from your own games: radius 4, two armies, Red men on 1,1, -3,4
// and -2,4, Blue men on 1,-1, -1,-3 and 2,-4. Red's first turn steps 1,1>1,0,
// where Blue's man jumps it for nothing; a quiet step each; Red resigns.
import { position } from './harness.mjs';

const START = position({
  players: 2, radius: 4, pieces: { '1,1': 'a', '-3,4': 'a', '-2,4': 'a', '1,-1': 'b', '-1,-3': 'b', '2,-4': 'b' },
});
const HOPS = [['1,1', '1,0'], ['1,-1', '1,1'], ['-3,4', '-3,3'], ['-1,-3', '-1,-2']];
/** The blunder's hop, from and to ("q,r"). */
export const BLUNDER = HOPS[0];

/** Plays the game on the page's board and waits for the result panel. */
export async function playBlunderGame(page) {
  await page.evaluate(({ start, hops }) => {
    const el = document.querySelector('hex-checkers');
    el.restore(start);
    for (const [from, to] of hops) {
      const move = el.game.legalMoves().find((m) => `${m.from.q},${m.from.r}` === from && `${m.to.q},${m.to.r}` === to);
      if (!move) throw new Error(`${from}>${to} is not legal`);
      el.play(move);
    }
    el.resign(0);
  }, { start: START, hops: HOPS });
  await page.waitForSelector('#result-dialog[open]');
}
