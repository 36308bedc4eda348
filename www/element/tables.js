// What each helper of <hex-checkers> sees of its element: one "table" per
// helper, the few facts it reads and the callbacks it may call, each named
// and typed where the helper defines it (bots.js BotTable, clock.js
// ClockTable, endings.js EndingsTable, steps.js StepTable, travel.js
// TravelTable, input.js HandTable, premove.js PremoveTable), and the facts the status is drawn from
// (status.js). assemble() builds the element's parts, each helper from its
// table; no helper is handed the element itself.

import { BoardView } from './board-view.js';
import { Bots } from './bots.js';
import { Clocks } from './clock.js';
import { Endings } from './endings.js';
import { buildFrame, liveRegion } from './frame.js';
import { attachInput, handVerbs, historyShortcut } from './input.js';
import { hopCode } from './notation.js';
import { Premove } from './premove.js';
import { createBoardState, keyOf } from './state.js';
import { createStatus, drawStatus } from './status.js';
import { Steps } from './steps.js';
import { Travel } from './travel.js';
import { t } from '../i18n/i18n.js';

/**
 * Sets the parts of element `el` (its constructor calls this once): `ui` (the frame, the status's parts,
 * the live region), `announce(text)`, the board `state` and its `view`, the `input` (with undo and redo
 * from the keyboard), the `premove`, and the helpers `bots`, `clocks`, `endings`, `steps` and `travel`, each built from
 * its table (in this order: a table may hold a part built before it).
 */
export function assemble(el) {
  const { frame, svg } = buildFrame(el);
  const { live, announce } = liveRegion(frame);
  el.ui = { frame, ...createStatus(frame, (accept) => el.answerDraw(accept), () => el.playAgain()), live };
  el.announce = announce;
  frame.append(svg.parentNode); // the board under the status
  el.state = createBoardState();
  // The status is drawn in the board's redraw (once per frame), from the element's facts of the moment.
  el.view = new BoardView(svg, el.state, { onRedraw: () => { if (el._game && el._history) drawStatus(el.ui, statusFacts(el)); } });
  el.input = attachInput(el.view, { enabled: () => el.canPlay() || !!el.state.premoves, ...handVerbs(handTable(el)) });
  el.premove = new Premove(premoveTable(el));
  el.addEventListener('keydown', (e) => { // undo and redo from the keyboard (input.js historyShortcut)
    const verb = e.defaultPrevented || el.readOnly ? null : historyShortcut(e);
    if (verb) { e.preventDefault(); el[verb](); }
  });
  // Pinch and pan (zoom.js) only where a finger may play: a mouse-only page never loads it.
  if (window.matchMedia?.('(any-pointer: coarse)').matches) import('./zoom.js').then((z) => z.attachZoom(el.view, svg.parentNode, el));
  el.bots = new Bots(botTable(el));
  el.clocks = new Clocks(clockTable(el));
  el.endings = new Endings(endingsTable(el));
  el.steps = new Steps(stepTable(el));
  el.travel = new Travel(travelTable(el));
}

/** @returns {import('./bots.js').BotTable} */
const botTable = (el) => ({
  game: () => el._game,
  settings: () => el._settings,
  history: () => el._history,
  legal: () => el.state.legal,
  connected: () => el.isConnected,
  lookingBack: () => el.lookingBack,
  browsing: () => el.browsing,
  botToMove: () => el.botToMove,
  canPlay: () => el.canPlay(),
  questionOpen: () => !!el.endings.question,
  mayOffer: (seat) => el.endings.mayOffer(seat),
  botOffered: (seat) => el.endings.botOffered(seat),
  timeFor: (seat, capMs) => el.clocks.botTime(seat, capMs),
  play: (move) => el.play(move),
  lastHopAt: () => el.steps.lastHopAt,
  emit: (type, detail) => el.emit(type, detail),
  changed: () => { el.clocks.update(); el.view.requestRedraw(); },
});

/** @returns {import('./clock.js').ClockTable} */
const clockTable = (el) => ({
  settings: () => el._settings,
  game: () => el._game,
  held: () => !el.isConnected || el.lookingBack || !!el.endings.question || (el.botToMove && el.bots.paused),
  onFlag: (seat) => el.resign(seat, 'time'),
  redraw: () => el.view.requestRedraw(),
});

/** @returns {import('./endings.js').EndingsTable} */
const endingsTable = (el) => ({
  game: () => el._game,
  settings: () => el._settings,
  history: () => el._history,
  browsing: () => el.browsing,
  judgeDraw: (seat) => el.bots.judgeDraw(seat),
  holdBots: () => el.bots.stop(),
  resumeBots: () => el.bots.schedule(),
  record: (event, words) => el.steps.record(event, words),
  announce: (text) => el.announce(text),
  emit: (type, detail) => el.emit(type, detail),
  changed: () => { el.clocks.update(); el.view.requestRedraw(); },
  // The person asked must answer: the focus goes to Accept once the question is drawn.
  focusQuestion: () => requestAnimationFrame(() => { if (!el.ui.question.box.hidden) el.ui.question.accept.focus(); }),
});

/** @returns {import('./steps.js').StepTable} */
const stepTable = (el) => ({
  game: () => el._game,
  history: () => el._history,
  names: () => el._settings.names,
  state: el.state,
  charge: (hop) => el.clocks.hopped(hop),
  haltClocks: () => el.clocks.halt(),
  clockTimes: () => el.clocks.snapshot(),
  slide: (from, to) => el.view.slide(from, to),
  sync: () => el.sync(),
  keepFocus: (key) => { if (el.state.keyboard && el.shadowRoot.activeElement) el.input.focusCell(key); },
  before: () => el.endings.withdraw(),
  after: (reason) => { el.changed(reason); el.bots.schedule(); },
  announce: (text) => el.announce(text),
  turnWords: () => el.turnWords(),
  emit: (type, detail) => el.emit(type, detail),
});

/** @returns {import('./travel.js').TravelTable} */
const travelTable = (el) => ({
  history: () => el._history,
  kinds: () => el._settings.kinds,
  arrive: (left, entry, reason) => {
    el.clocks.rewind(left, entry.clocks);
    el.bots.waitHere(); // looking back again: the bots wait until resumed or stepped
    el.steps.show(reason, true);
  },
  announce: (text) => el.announce(text),
  turnWords: () => el.turnWords(),
  asking: () => ({ frame: el.ui.frame, ui: el.ui }),
});

/** @returns {import('./input.js').HandTable} */
const handTable = (el) => ({
  state: el.state,
  game: () => el._game,
  names: () => el._settings.names,
  // A move put down is played; while the moves are being looked through, after asking (travel.js).
  put: (move, key) => {
    if (el.premove.take(move)) return; // a bot is to move: queued (premove.js)
    const code = hopCode({ from: keyOf(move.from), to: keyOf(move.to), capture: move.capture }, el._game.radius);
    const again = () => el.state.targets.get(key); // the same move, if the position asked about is still on screen
    el.travel.orAsk(t('element.ask.play', { move: code, at: el._history.cursor }), t('element.ask.play-here', { move: code }), () => (again() ? el.play(again()) : null));
  },
  unqueue: () => el.premove.cancel(),
  announce: (text) => el.announce(text),
  emit: (type, detail) => el.emit(type, detail),
  redraw: () => el.view.requestRedraw(),
});

/** @returns {import('./premove.js').PremoveTable} */
const premoveTable = (el) => ({
  state: el.state,
  game: () => el.game,
  history: () => el.history,
  seat: () => el.yourSeat,
  waiting: () => el.botToMove && !el.lookingBack,
  canPlay: () => el.canPlay(),
  play: (move) => el.play(move),
  announce: (text) => el.announce(text),
  emit: (type, detail) => el.emit(type, detail),
  redraw: () => el.view.requestRedraw(),
});

/** What the status is told (status.js StatusFacts): the element's public facts of the moment. */
const statusFacts = (el) => {
  const h = el._history;
  return {
    game: el._game,
    board: el.state.board,
    mustCapture: el.state.mustCapture,
    names: el._settings.names,
    kinds: el._settings.kinds,
    history: { cursor: h.cursor, length: h.length, canRedo: h.canRedo, lastHop: h.current.hop, browsing: el.browsing },
    readOnly: el.readOnly,
    canPlay: el.canPlay(),
    botToMove: el.botToMove,
    paused: el.bots.paused,
    thinking: el.bots.thinking,
    clocks: el.clocks.faces(),
    question: el.drawQuestion,
    declined: el.endings.declined,
    offerNewGame: el.offersNewGame,
    yourSeat: el.yourSeat,
    hint: el.state.hint?.text ?? null,
    picked: el.state.selected ? { key: el.state.selected, targets: [...el.state.targets.keys()] } : null,
    moment: el.state.lastHop?.fresh ? el.state.lastHop : null,
  };
};
