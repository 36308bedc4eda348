// The Rules panel, loaded when it is first opened: its text, and small drawn
// examples. Each example is a teaching position given
// to the engine as a snapshot (the documented "hc1" text), and every arrow is
// a move the engine itself offers there, so the pictures cannot drift from the
// law. Drawn with the board's own view (diagram.js).

import { createGame } from '../../element/engine.js';
import { drawPosition } from './diagram.js';
import { h } from '../platform/dom.js';
import { position } from '../games/position.js';
import { addEnglish, label, t } from '../../i18n/i18n.js';
import english from '../../i18n/en/rules.js';

addEnglish(english);

/**
 * The panel's text, built into the dialog when it is first opened (it is not needed to start
 * playing, so it is not in index.html): an introduction, then each section's title and either a
 * paragraph or a diagram (a key of EXAMPLES) with its caption.
 */
const SECTIONS = [
  ['board', null], ['moving', 'facing'], ['capture', 'capture'], ['chains', 'chain'], ['crowning', 'promotion'],
  ['elimination', 'elimination'], ['skip', 'skip'],
];

/**
 * Fills an empty panel body with the text (the first time only). Every node is marked with its
 * catalogue key (label), so a change of language fills it again (translate, language.js).
 */
function fillText(body) {
  if (!body || body.childElementCount) return;
  const sections = SECTIONS.map(([id, diagram]) => {
    const section = h('section');
    section.append(label(h('h3'), `rules.${id}.title`));
    if (!diagram) {
      section.append(label(h('p'), `rules.${id}.text`));
      return section;
    }
    const figure = h('figure');
    const host = h('div', 'diagram');
    host.dataset.diagram = diagram;
    figure.append(host, label(h('figcaption'), `rules.${id}.text`));
    section.append(figure);
    return section;
  });
  const learn = label(h('button', 'primary'), 'rules.learn');
  learn.type = 'button';
  learn.id = 'tutorial-btn';
  const lessons = h('p');
  lessons.append(learn);
  body.replaceChildren(label(h('p'), 'rules.intro'), lessons, ...sections);
  body.removeAttribute('aria-busy');
}

/**
 * An example: its position (`players`, `pieces` on a board of `radius`), its name's catalogue key, and which of the
 * engine's moves there to draw (by default every legal move).
 */
const exampleOf = (players, pieces, label, moves = (g) => g.legalMoves(), radius = 3) => ({
  snapshot: position(players, pieces, radius), label, moves,
});

const EXAMPLES = {
  facing: exampleOf(2, { '0,2': 'a', '1,-1': 'A', '-3,0': 'b' }, 'rules.facing.label'),
  capture: exampleOf(2, { '-1,2': 'a', '-1,1': 'b', '2,1': 'a', '2,-3': 'b' }, 'rules.capture.label'),
  chain: exampleOf(2, { '-1,3': 'a', '0,2': 'b', '1,0': 'b', '2,-3': 'b' }, 'rules.chain.label', (g) => {
    const first = g.legalMoves()[0];
    const after = createGame();
    after.restore(g.snapshot());
    after.apply(first);
    return [first, ...after.legalMoves()];
  }),
  promotion: exampleOf(2, { '0,2': 'a', '0,1': 'b', '0,-1': 'b', '2,-3': 'b' }, 'rules.promotion.label'),
  elimination: exampleOf(3, { '-1,2': 'a', '1,2': 'a', '-1,1': 'b', '3,-1': 'c' }, 'rules.elimination.label'),
  skip: exampleOf(2, {
    '5,-5': 'b', '5,-4': 'a', '4,-4': 'a', '4,-5': 'a', '5,-3': 'a', '3,-3': 'a', '3,-5': 'a', '-2,4': 'a',
  }, 'rules.skip.label', (g) => g.movesFrom('-2,4').slice(0, 1), 5),
};

/** Draws every example in the rules panel once. */
export function drawRules(container) {
  fillText(container.querySelector('.rules-body'));
  for (const host of container.querySelectorAll('[data-diagram]')) {
    if (host.shadowRoot) continue;
    const example = EXAMPLES[host.dataset.diagram];
    if (example) drawPosition(host, example.snapshot, t(example.label), example.moves);
    if (example) label(host, example.label, 'aria-label'); // its name follows a change of language
  }
}
