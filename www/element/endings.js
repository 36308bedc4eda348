// Endings beyond the law for one <hex-checkers> element (docs/endings.md):
// resignation, and a draw by agreement collected seat by seat.
//
// A draw offer is put to every other surviving seat, in turn order after the
// seat that offers: a person is asked (the question shows in the status and
// answerDraw() answers it), a bot answers for itself with the engine's draw
// judgement (bots.js judgeDraw). The first refusal ends the offer; when every
// seat has accepted the game ends drawn (engine agreeDraw). While a question
// is open nobody moves, the bots wait and the clocks stop; any change of
// position withdraws it.
//
// Resignations and agreed draws are steps of the history (history.js events),
// so undo takes them back like any hop. While the moves are being looked
// through (the element's `browsing`) neither is possible: either would end the
// game at an earlier move and drop every later one.
//
// What the endings see of their element is an EndingsTable (below).

import { describeDraw, describeResign } from './history.js';
import { seatLabel } from './armies.js';
import { drawQuestionText } from './words.js';
import { t as say } from '../i18n/i18n.js';

/**
 * @typedef {object} EndingsTable
 * @property {() => object} game  the engine's game on the board
 * @property {() => object} settings  the game's settings (names, kinds)
 * @property {() => import('./history.js').History} history  the history on the board
 * @property {() => boolean} browsing  the moves are being looked through (travel.js): no resignation, no offer
 * @property {(seat: number) => Promise<{offer: boolean, accept: boolean}>} judgeDraw  a bot seat's judgement of a draw now (in the bot's worker)
 * @property {() => void} holdBots  a question opened: the bots stop
 * @property {() => void} resumeBots  a question closed without a draw: the bots go on
 * @property {(event: object, words: string) => void} record  pushes a resignation or an agreed draw (applied) as a history step
 * @property {(text: string) => void} announce  says a sentence in the live region
 * @property {(type: string, detail: object) => void} emit  fires one of the element's events
 * @property {() => void} changed  the question changed: the clocks and the status follow
 * @property {() => void} focusQuestion  a person is asked: the focus goes to the question
 */

/** A bot that offered a draw does not offer again for this many rounds (hops of every surviving seat). */
const OFFER_GAP_ROUNDS = 10;

export class Endings {
  /** @param {EndingsTable} table */
  constructor(table) {
    this.table = table;
    /** the open draw question: {from, asking, pending: seats still to answer, accepted: seats}, or null */
    this.question = null;
    /** bumped when a question closes: a bot's late answer to an older one is dropped */
    this.token = 0;
    /** the seat that declined the last draw offer, until the position changes; else null */
    this.declined = null;
    /** seat -> history cursor of its last offer (bots) */
    this.lastOffer = new Map();
  }

  /** The open question as the page sees it, a copy: {from, asking, accepted}, or null. */
  get shown() {
    const q = this.question;
    return q ? { from: q.from, asking: q.asking, accepted: q.accepted.slice() } : null;
  }

  /** A new game or a loaded one: no question, no offers remembered. */
  reset() {
    this.withdraw();
    this.lastOffer.clear();
  }

  /**
   * Whether the bot to move may offer a draw now: no question open, and not
   * again within OFFER_GAP_ROUNDS rounds of its last offer. Its judgement comes
   * with its search (bots.js), in one request to its worker.
   */
  mayOffer(seat) {
    const t = this.table;
    const g = t.game();
    if (this.question || g.current !== seat) return false;
    const at = t.history().cursor;
    const survivors = g.seats.filter((s) => !s.eliminated).length;
    const last = this.lastOffer.get(seat);
    return !(last !== undefined && at >= last && at - last < OFFER_GAP_ROUNDS * survivors);
  }

  /** The bot to move judged the game dead: it offers a draw (the question opens). True when it did. */
  botOffered(seat) {
    const t = this.table;
    this.lastOffer.set(seat, t.history().cursor);
    t.announce(say('element.draw.bot-offers', { army: seatLabel(t.settings().names, seat) }));
    return this.offer(seat);
  }

  /**
   * `seat` resigns (reason 'resign', or 'time' when its clock ran out).
   * Returns the history event, or null when the engine refused (announced).
   */
  resign(seat, reason = 'resign') {
    const t = this.table;
    if (t.browsing()) {
      t.announce(say('element.resign.browsing', { at: t.history().cursor }));
      return null;
    }
    this.withdraw();
    let result;
    try {
      result = t.game().resign(seat);
    } catch (e) {
      t.announce(say('element.resign.refused', { reason: e.message }));
      return null;
    }
    const event = describeResign(seat, reason, result);
    const who = seatLabel(t.settings().names, seat);
    t.record(event, say(reason === 'time' ? 'element.resign.time' : 'element.resign.done', { army: who }));
    return event;
  }

  /**
   * Offers a draw on behalf of `from` (a surviving seat): every other surviving
   * seat is asked in turn. False when the game is over, a question is open, or
   * the moves are being looked through.
   */
  offer(from) {
    const g = this.table.game();
    if (this.question || this.table.browsing() || g.current === null || g.seats[from]?.eliminated !== false) return false;
    const n = g.seats.length;
    const pending = Array.from({ length: n - 1 }, (_, i) => (from + 1 + i) % n).filter((s) => !g.seats[s].eliminated);
    this.declined = null;
    this.question = { from, asking: null, pending, accepted: [from] };
    this.table.holdBots();
    this.next(this.token);
    return true;
  }

  /** Goes on with the open question: bots answer at once, a person is asked. */
  async next(token) {
    const t = this.table;
    const q = this.question;
    while (q.pending.length) {
      const seat = q.pending[0];
      q.asking = seat;
      if (t.settings().kinds[seat] === 'human') {
        this.changed(drawQuestionText(q, t.settings().names));
        t.focusQuestion();
        return;
      }
      this.changed(null);
      let accept = false;
      try {
        accept = (await t.judgeDraw(seat)).accept;
      } catch (e) {
        t.emit('hc-warning', { message: say('element.draw.bot-failed', { reason: e.message }) });
      }
      if (token !== this.token) return;
      if (!accept) {
        this.close(seat);
        return;
      }
      q.accepted.push(seat);
      q.pending.shift();
    }
    this.close(null);
  }

  /** The person asked answers the open question. */
  answer(accept) {
    const q = this.question;
    if (!q || q.asking === null || this.table.settings().kinds[q.asking] !== 'human') return false;
    if (!accept) {
      this.close(q.asking);
      return true;
    }
    q.accepted.push(q.pending.shift());
    q.asking = null;
    this.next(this.token);
    return true;
  }

  /** Ends the question: refused by `decliner`, or agreed by all (decliner null). */
  close(decliner) {
    const t = this.table;
    const q = this.question;
    this.question = null;
    this.declined = decliner; // shown on screen until the position changes (withdraw)
    this.token += 1;
    t.emit('hc-drawoffer', { from: q.from, asking: null, accepted: q.accepted.slice(), outcome: decliner === null ? 'agreed' : 'declined', decliner });
    if (decliner === null) {
      const seat = t.game().current;
      t.game().agreeDraw();
      t.record(describeDraw(seat), say('element.draw.agreed'));
      return;
    }
    t.announce(say('element.note.declined', { army: seatLabel(t.settings().names, decliner) }));
    t.changed();
    t.resumeBots();
  }

  /** Withdraws an open question (the position changed). */
  withdraw() {
    this.declined = null;
    if (!this.question) return;
    const q = this.question;
    this.question = null;
    this.token += 1;
    this.table.emit('hc-drawoffer', { from: q.from, asking: null, accepted: q.accepted.slice(), outcome: 'withdrawn', decliner: null });
  }

  /** The question changed: redraw, stop the clock, tell the page; `words` for the live region. */
  changed(words) {
    const t = this.table;
    const q = this.question;
    if (words) t.announce(words);
    t.changed();
    t.emit('hc-drawoffer', { from: q.from, asking: q.asking, accepted: q.accepted.slice(), outcome: null, decliner: null });
  }
}
