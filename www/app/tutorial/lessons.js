// The tutorial's lessons: each a prepared position (an engine snapshot) where
// the learner plays Red's turn. Pure data and checks, no DOM, usable in Node.
//
// The engine decides what is legal; a lesson only judges which legal turn it
// asked for. A turn is the list of hops Red played (the element's hop objects:
// {from, to, capture, promoted, eliminated, skipped, winner, draw}, cells as
// "q,r" keys). `solution` is one right turn, hop by hop ("from>to"): the hint
// shows its next hop and the tests play it. `done(turn)` accepts every right
// turn (by default: the solution itself); `wrong(turn)` says why a legal turn
// that is not right misses the point. The words (title, text, task, after,
// wrong) are the catalogue's (www/i18n/, area "tutorial").

import { position } from '../games/position.js';
import { addEnglish, t } from '../../i18n/i18n.js';
import english from '../../i18n/en/tutorial.js';

addEnglish(english);

/** "from>to" of a hop. */
export const hopKey = (hop) => `${hop.from}>${hop.to}`;

/** Turns are judged against the solution unless a lesson says otherwise. */
const isSolution = (lesson, turn) => turn.map(hopKey).join(' ') === lesson.solution.join(' ');

/** A lesson's words, from the catalogue (tutorial.<id>.title, text, task, after, wrong), in the page's language. */
function worded(lesson) {
  for (const field of ['title', 'text', 'task', 'after']) {
    Object.defineProperty(lesson, field, { get: () => t(`tutorial.${lesson.id}.${field}`), enumerable: true });
  }
  lesson.wrong = () => t(`tutorial.${lesson.id}.wrong`);
  return lesson;
}

export const LESSONS = [
  {
    id: 'step',
    snapshot: position(2, { '0,2': 'a', '-1,-2': 'b' }),
    solution: ['0,2>0,1'],
    done: (turn) => ['0,1', '1,1'].includes(turn[0].to),
  },
  {
    id: 'capture',
    snapshot: position(2, { '-1,2': 'a', '-1,1': 'b', '2,1': 'a', '2,-3': 'b' }),
    solution: ['-1,2>-1,0'],
  },
  {
    id: 'chain',
    snapshot: position(2, { '-1,3': 'a', '0,2': 'b', '1,0': 'b', '2,-3': 'b' }),
    solution: ['-1,3>1,1', '1,1>1,-1'],
  },
  {
    id: 'choose',
    snapshot: position(2, { '-1,3': 'a', '-2,3': 'b', '0,2': 'b', '2,0': 'b', '0,-4': 'b' }, 4),
    solution: ['-1,3>1,1', '1,1>3,-1'],
    done: (turn) => turn.filter((hop) => hop.capture).length >= 2,
  },
  {
    id: 'crown',
    snapshot: position(2, { '-1,1': 'a', '2,-3': 'b', '-2,-1': 'b' }),
    solution: ['-1,1>0,0'],
    done: (turn) => turn.some((hop) => hop.promoted),
  },
  {
    id: 'eliminate',
    snapshot: position(3, { '-1,2': 'a', '1,2': 'a', '-1,1': 'b', '2,1': 'c', '2,-2': 'c' }),
    solution: ['-1,2>-1,0'],
    done: (turn) => turn.some((hop) => hop.eliminated !== null),
  },
  {
    id: 'skip',
    snapshot: position(2, {
      '5,-5': 'b', '5,-4': 'a', '4,-4': 'a', '4,-5': 'a', '5,-3': 'a', '3,-3': 'a', '3,-5': 'a', '-2,4': 'a',
    }, 5),
    solution: ['-2,4>-2,3'],
    done: (turn) => turn.at(-1).skipped.includes(1),
  },
  {
    id: 'end',
    snapshot: position(2, { '0,2': 'a', '1,1': 'b', '-2,3': 'a' }),
    solution: ['0,2>2,0'],
    done: (turn) => turn.at(-1).winner === 0,
  },
].map(worded);

/** True when `turn` (Red's hops, in order) is what the lesson asked for. */
export function accepts(lesson, turn) {
  return lesson.done ? lesson.done(turn) : isSolution(lesson, turn);
}
