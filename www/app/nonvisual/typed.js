// Moves typed as cell names (docs/nonvisual.md): "j4 i4", "j4-i4", a chain
// "j6xh6xf6", or a lone cell (the piece to move, then its target). The
// non-visual mode (mode.js) and the typed move box under the board
// (move-box.js) both play through this: each hop is one of the engine's legal
// moves, played with the element's play() once canPlay() allows it, and a
// refusal says why in the engine's reasons.

import { t } from '../../i18n/i18n.js';
import { parseCellName } from '../../element/engine.js';
import { hexOf, keyOf } from '../../element/state.js';
import { seatLabel } from '../../element/armies.js';
import { cellText, whyNotText } from '../../element/words.js';
import { listText, pieceText } from './text.js';

/** A typed cell name this board does not have (its message names it). */
export class CellError extends Error {}

export class TypedMoves {
  /**
   * @param {import('../../element/element.js').HexCheckersElement} board
   * @param {() => string[]} names  the seats' names, for the words
   */
  constructor(board, names) {
    this.board = board;
    this.names = names;
    /** the cell ("q,r") of the piece chosen by a lone cell, waiting for its target, or null */
    this.picked = null;
  }

  /** The hex a typed cell name denotes on this board; throws a CellError naming it. */
  cell(word) {
    const name = String(word ?? '').trim();
    if (!name) throw new CellError(t('nonvisual.cell.missing'));
    try {
      return parseCellName(name, this.board.game.radius);
    } catch {
      throw new CellError(t('nonvisual.cell.unknown', { cell: name.slice(0, 12) }));
    }
  }

  /**
   * A typed move: "j4 i4" (or more cells, a chain hop by hop), or a lone cell: the target of the piece
   * chosen before (or of the piece that must keep jumping), else the piece to choose.
   */
  move(names) {
    const g = this.board.game;
    const hexes = names.map((n) => this.cell(n));
    if (hexes.length === 1) {
      const k = keyOf(hexes[0]);
      const from = this.picked ?? (g.chainFrom ? keyOf(g.chainFrom) : null);
      if (from && from !== k && !g.board.has(k)) return this.hop(from, k);
      return this.choose(hexes[0]);
    }
    for (let i = 0; i + 1 < hexes.length; i++) {
      const refused = this.hop(keyOf(hexes[i]), keyOf(hexes[i + 1]));
      if (refused) return refused;
    }
    return null;
  }

  /** A lone cell with a piece: says what it can do (or why not), and keeps it for a target typed next. */
  choose(hex) {
    const g = this.board.game;
    const answer = pieceText(g, hex, this.names());
    this.picked = g.whyNot(hex) ? null : keyOf(hex);
    return this.picked ? `${answer} ${t('nonvisual.pick.next')}` : answer;
  }

  /** Why no person may move now, or null. */
  cannotPlay() {
    const b = this.board;
    const g = b.game;
    if (g.current === null) return t('nonvisual.refused.now', { why: whyNotText({ reason: 'game-over', seat: null }, this.names()) });
    if (b.hasAttribute('readonly')) return t('nonvisual.refused.readonly');
    if (b.drawQuestion) return t('nonvisual.refused.question');
    if (b.browsing) return t('nonvisual.refused.browsing');
    return null;
  }

  /** Plays one hop from key `from` to key `to`; null when played (its hop is said), else the refusal in words. */
  hop(from, to) {
    const b = this.board;
    const g = b.game;
    const now = this.cannotPlay();
    if (now) return now;
    const fromHex = hexOf(from);
    const move = g.legalMoves().find((m) => keyOf(m.from) === from && keyOf(m.to) === to);
    const typed = `${cellText(g.board, from, g.radius)} → ${cellText(g.board, to, g.radius)}`;
    if (!move) {
      const why = g.whyNot(fromHex); // the engine's typed reason the piece cannot move, or null: it can, elsewhere
      if (why) return t('nonvisual.refused', { move: typed, why: whyNotText(why, this.names()) });
      const targets = g.movesFrom(fromHex).map((m) => cellText(g.board, keyOf(m.to), g.radius));
      return t('nonvisual.refused.target', { move: typed, targets: listText(targets) });
    }
    if (!b.canPlay()) return t('nonvisual.refused.bot', { army: seatLabel(this.names(), g.current) });
    this.picked = null;
    return b.play(move) ? null : t('nonvisual.refused', { move: typed, why: t('nonvisual.refused.engine') });
  }
}
