// The typed move box (an option under the board, "Type moves"): a line where a
// sighted player types a move by the cells' names, as the non-visual mode reads
// it ("j4 i4", "j6xh6xf6", or a lone cell then its target), played through the
// same TypedMoves (typed.js). Loaded on first use; what the board says of the
// hop is the element's own; the box says only a refusal, or what a lone cell
// picked.

import { h, loadStyle } from '../platform/dom.js';
import { label, t } from '../../i18n/i18n.js';
import { parseCommand } from './commands.js';
import { CellError, TypedMoves } from './typed.js';

/** The box's styles, beside the non-visual mode's (loaded with the box, not in the page's start). */
export const MOVE_BOX_STYLE = new URL('./nonvisual.css', import.meta.url);

export class MoveBox {
  /**
   * @param {import('../../element/element.js').HexCheckersElement} board
   * @param {HTMLElement} root  the page's (empty) container for the box
   */
  constructor(board, root) {
    this.board = board;
    this.typed = new TypedMoves(board, () => board.settings.names);
    const form = h('form', 'move-box-form');
    const field = label(h('label'), 'nonvisual.box.label');
    field.htmlFor = 'move-box-input';
    this.input = h('input');
    Object.assign(this.input, { id: 'move-box-input', type: 'text', autocomplete: 'off', spellcheck: false, placeholder: 'j4 i4' });
    this.input.setAttribute('autocapitalize', 'none');
    this.input.setAttribute('aria-describedby', 'move-box-answer');
    const play = label(h('button'), 'nonvisual.box.play');
    play.type = 'submit';
    form.append(field, this.input, play);
    this.answer = h('p', 'move-box-answer');
    this.answer.id = 'move-box-answer';
    this.answer.setAttribute('role', 'status');
    root.replaceChildren(form, this.answer);
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.enter(this.input.value);
    });
    // Another position on the board: a piece picked by a lone cell is put back, an old answer goes.
    board.addEventListener('hc-change', () => {
      this.typed.picked = null;
      this.answer.textContent = '';
    });
  }

  /** Plays a typed move; a refusal (or a lone cell's piece) is said under the box, the line kept to mend. */
  enter(line) {
    const cmd = parseCommand(line);
    let answer = null;
    if (cmd.verb !== 'move') {
      answer = t('nonvisual.box.only-moves');
    } else {
      try {
        answer = this.typed.move(cmd.cells);
      } catch (e) {
        answer = e instanceof CellError ? e.message : t('nonvisual.error', { message: e.message });
      }
    }
    if (answer === null) this.input.value = ''; // played: the board says the hop
    this.answer.textContent = answer ?? '';
    this.answer.dataset.count = String(Number(this.answer.dataset.count ?? 0) + 1); // for whoever waits on an answer
  }
}
