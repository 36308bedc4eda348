// What one step does to an element's game, on the path from a click to the
// redraw: a hop (play) or an event of docs/endings.md (record: a resignation,
// an agreed draw) is applied by the engine, kept by the history with the
// clocks' times, put in the board state (the piece slides, the hop is
// marked), said in the live region, and told to the page in events (hc-hop,
// hc-turnend, hc-gameend, hc-event; hc-change through `changed`). show() puts
// the history's entry at the cursor on the board (a new game, a load, undo,
// redo, goTo).

import { describeHop, isEvent } from './history.js';
import { hopCode, hopMarks } from './notation.js';
import { lastHopOf } from './state.js';
import { endReason } from './summary.js';
import { hopSentence } from './words.js';
import { t as say } from '../i18n/i18n.js';

/**
 * What the steps see of their element (a StepTable).
 * @typedef {object} StepTable
 * @property {() => object} game  the engine's game on the board
 * @property {() => import('./history.js').History} history  the history on the board
 * @property {() => string[]} names  the seats' names, for the words
 * @property {object} state  the board state (state.js)
 * @property {(hop: object) => void} charge  the clocks charge the hop's seat (clock.js hopped)
 * @property {() => void} haltClocks  the clocks stop (an event ended a turn out of order, or the game)
 * @property {() => object} clockTimes  the clocks' times now, kept with the history entry (clock.js snapshot)
 * @property {(from: string, to: string) => void} slide  the board slides a piece
 * @property {() => void} sync  the position changed: refill the board state from the engine, redraw
 * @property {(key: string) => void} keepFocus  the keyboard focus follows the piece that moved to `key`
 * @property {() => void} before  a step is about to change the position (an open draw question is withdrawn)
 * @property {(reason: string) => void} after  the position changed: autosave, hc-change, the bots' turn
 * @property {(text: string) => void} announce  says a sentence in the live region
 * @property {() => string} turnWords  whose turn it is on screen, in words
 * @property {(type: string, detail: object) => void} emit  fires one of the element's events
 */

export class Steps {
  /** @param {StepTable} table */
  constructor(table) {
    this.table = table;
    /** when the last hop was played (performance.now()), for the bots' pace */
    this.lastHopAt = 0;
  }

  /** Applies one legal move; returns the hop, or null if the engine refused it (said, nothing changed). */
  play(move) {
    const t = this.table;
    const g = t.game();
    const seat = g.current;
    t.before();
    let result;
    try {
      result = g.apply(move);
    } catch (e) {
      t.announce(say('element.move.refused', { reason: e.message }));
      t.sync();
      return null;
    }
    const hop = describeHop(seat, move, result);
    this.lastHopAt = performance.now();
    t.charge(hop);
    t.history().push(g, hop, t.clockTimes());
    this.mark(hop);
    t.announce(hopSentence(hop, t.names(), g.radius, t.turnWords()));
    t.emit('hc-hop', { hop, index: t.history().cursor, notation: hopCode(hop, g.radius) + hopMarks(hop) });
    if (!hop.chaining) t.emit('hc-turnend', { seat, next: g.current, skipped: hop.skipped });
    this.emitEnd(hop);
    t.after('hop');
    return hop;
  }

  /** Slides the hop's piece, marks the hop, and keeps the keyboard focus on the piece that moved. */
  mark(hop) {
    const { state: s, slide, sync, keepFocus } = this.table;
    slide(hop.from, hop.to);
    s.lastHop = lastHopOf(hop, true); // fresh: its capture, crowning and elimination are marked until the next hop
    s.selected = null;
    if (s.focus === hop.from) s.focus = hop.to;
    sync();
    if (s.focus === hop.to) keepFocus(hop.to);
  }

  /** Pushes a resignation or an agreed draw (already applied to the engine) as a history step, and tells everyone. */
  record(event, words) {
    const t = this.table;
    const g = t.game();
    t.haltClocks();
    t.history().push(g, event, t.clockTimes());
    t.state.lastHop = null;
    t.state.selected = null;
    t.sync();
    t.announce(`${words} ${t.turnWords()}`);
    t.emit('hc-event', { event, index: t.history().cursor });
    if (!event.chaining && event.kind === 'resign' && g.current !== null) t.emit('hc-turnend', { seat: event.seat, next: g.current, skipped: event.skipped });
    this.emitEnd(event);
    t.after(event.kind);
  }

  /** Puts the history entry at the cursor on the board (`keepFocus`: the keyboard focus stays where it is). */
  show(reason, keepFocus) {
    const t = this.table;
    t.before();
    const entry = t.history().current;
    t.game().restore(entry.snapshot);
    t.state.lastHop = entry.hop && !isEvent(entry.hop) ? lastHopOf(entry.hop, false) : null;
    t.state.selected = null;
    if (!keepFocus) t.state.focus = null;
    t.sync();
    t.after(reason);
  }

  /** hc-gameend when a step ended the game, with the reason (summary.js endReason). */
  emitEnd(step) {
    if (step.winner === null && !step.draw) return;
    this.table.emit('hc-gameend', { winner: step.winner, draw: step.draw, reason: endReason(this.table.game(), step) });
  }
}
