// The tutorial's lessons: each a prepared position (an engine snapshot) where
// the learner plays Red's turn. Pure data and checks, no DOM, usable in Node.
//
// The engine decides what is legal; a lesson only judges which legal turn it
// asked for. A turn is the list of hops Red played (the element's hop objects:
// {from, to, capture, promoted, eliminated, skipped, winner, draw}, cells as
// "q,r" keys). `solution` is one right turn, hop by hop ("from>to"): the hint
// shows its next hop and the tests play it. `done(turn)` accepts every right
// turn (by default: the solution itself); `wrong(turn)` says why a legal turn
// that is not right misses the point.

import { position } from '../games/position.js';

/** "from>to" of a hop. */
export const hopKey = (hop) => `${hop.from}>${hop.to}`;

/** Turns are judged against the solution unless a lesson says otherwise. */
const isSolution = (lesson, turn) => turn.map(hopKey).join(' ') === lesson.solution.join(' ');

export const LESSONS = [
  {
    id: 'step',
    title: 'A step',
    text: 'Your men (red) start on the bottom edge. A man steps one cell in four directions: the two '
      + 'towards the centre and the two along its edge, never back towards its own edge.',
    task: 'Step the red man one cell towards the centre (up and left, or up and right).',
    snapshot: position(2, { '0,2': 'a', '-1,-2': 'b' }),
    solution: ['0,2>0,1'],
    done: (turn) => ['0,1', '1,1'].includes(turn[0].to),
    wrong: () => 'That step is legal, but it goes along your edge, not towards the centre. Try one of the two cells above the man.',
    after: 'Right: every step towards the centre brings your man nearer to being crowned.',
  },
  {
    id: 'capture',
    title: 'The compulsory capture',
    text: 'A piece jumps over an adjacent enemy onto the empty cell beyond it, and the enemy is removed. '
      + 'If any of your pieces can jump, you must jump: only those pieces may move.',
    task: 'Capture the blue man. (Try the other red man first: the board says why it may not move.)',
    snapshot: position(2, { '-1,2': 'a', '-1,1': 'b', '2,1': 'a', '2,-3': 'b' }),
    solution: ['-1,2>-1,0'],
    wrong: () => 'A capture was possible, so it had to be played.',
    after: 'Right: a capture always comes first.',
  },
  {
    id: 'chain',
    title: 'A chain',
    text: 'After a jump, if the same piece can jump again, it must: the turn goes on with that piece alone '
      + 'until it cannot jump any more.',
    task: 'Jump with the red man, and keep jumping until the turn is over.',
    snapshot: position(2, { '-1,3': 'a', '0,2': 'b', '1,0': 'b', '2,-3': 'b' }),
    solution: ['-1,3>1,1', '1,1>1,-1'],
    wrong: () => 'The chain went another way than the lesson planned; play both jumps of the same man.',
    after: 'Right: two pieces in one turn.',
  },
  {
    id: 'choose',
    title: 'Choosing between captures',
    text: 'When several captures are possible you choose which. Look further than the first jump: one of '
      + 'them may go on into a chain.',
    task: 'Red can jump left or up and right. Take as many blue pieces as you can this turn.',
    snapshot: position(2, { '-1,3': 'a', '-2,3': 'b', '0,2': 'b', '2,0': 'b', '0,-4': 'b' }, 4),
    solution: ['-1,3>1,1', '1,1>3,-1'],
    done: (turn) => turn.filter((hop) => hop.capture).length >= 2,
    wrong: () => 'That jump took one piece and ended the turn. The jump up and to the right lands next to '
      + 'another blue man, so it goes on and takes two.',
    after: 'Right: the longer chain took two pieces.',
  },
  {
    id: 'crown',
    title: 'Crowning on the centre',
    text: 'The centre cell (the star) is the only cell that crowns. A man that lands there, by a step or a '
      + 'jump, becomes a king and moves in all six directions; its turn ends there, even in a chain.',
    task: 'Crown your man: move it onto the centre.',
    snapshot: position(2, { '-1,1': 'a', '2,-3': 'b', '-2,-1': 'b' }),
    solution: ['-1,1>0,0'],
    done: (turn) => turn.some((hop) => hop.promoted),
    wrong: () => 'That is a legal step, but the man is not on the centre, so it is still a man. The centre '
      + 'is the starred cell, up and to the right of it.',
    after: 'Right: a king. It can now move back towards your own edge as well.',
  },
  {
    id: 'eliminate',
    title: 'An elimination',
    text: 'An army that loses its last piece is out of the game. With three or more armies, the others '
      + 'play on.',
    task: 'Three armies. Knock one of them out of the game this turn.',
    snapshot: position(3, { '-1,2': 'a', '1,2': 'a', '-1,1': 'b', '2,1': 'c', '2,-2': 'c' }),
    solution: ['-1,2>-1,0'],
    done: (turn) => turn.some((hop) => hop.eliminated !== null),
    wrong: () => 'That took a green man, but Green has another one and stays in. Blue has a single man: '
      + 'take it and Blue is out.',
    after: 'Right: Blue is out, and Red and Green play on.',
  },
  {
    id: 'skip',
    title: 'A skipped seat',
    text: 'An army that has pieces but no legal move is skipped: its turn passes to the next army. A later '
      + 'move, its own or another army\'s, may free it.',
    task: 'The blue man in the top-right corner is boxed in by your men. Move without letting it out, so '
      + 'that Blue is skipped.',
    snapshot: position(2, {
      '5,-5': 'b', '5,-4': 'a', '4,-4': 'a', '4,-5': 'a', '5,-3': 'a', '3,-3': 'a', '3,-5': 'a', '-2,4': 'a',
    }, 5),
    solution: ['-2,4>-2,3'],
    done: (turn) => turn.at(-1).skipped.includes(1),
    wrong: () => 'That move opened a cell behind one of your men round the blue one, so Blue can now jump. '
      + 'Move the man far away at the bottom instead.',
    after: 'Right: Blue had no legal move and was skipped, so it is your turn again.',
  },
  {
    id: 'end',
    title: 'How a game ends',
    text: 'The last army with pieces on the board wins, at once, even in the middle of a chain. If no '
      + 'surviving army can move at all, the game is drawn; players may also agree a draw or resign.',
    task: 'Blue has one man left. Win the game.',
    snapshot: position(2, { '0,2': 'a', '1,1': 'b', '-2,3': 'a' }),
    solution: ['0,2>2,0'],
    done: (turn) => turn.at(-1).winner === 0,
    wrong: () => 'Blue still has its man: take it to win.',
    after: 'Right: Blue has no pieces left, so Red wins. You know the whole law now.',
  },
];

/** True when `turn` (Red's hops, in order) is what the lesson asked for. */
export function accepts(lesson, turn) {
  return lesson.done ? lesson.done(turn) : isSolution(lesson, turn);
}
