// A yes/no question in the page's own modal dialog (#confirm-dialog), so it
// looks like the rest of the page, is keyboard- and screen-reader-friendly,
// and needs no blocking window.confirm.

import { $ } from '../platform/dom.js';

/**
 * Asks a question; resolves true when the person chose `yes`, false on No or Escape.
 * @param {string} question plain text (never HTML)
 * @param {string} yes the label of the button that goes ahead ("Delete")
 */
export function askConfirm(question, yes) {
  const dialog = $('confirm-dialog');
  $('confirm-text').textContent = question;
  $('confirm-yes').textContent = yes;
  dialog.returnValue = '';
  dialog.showModal();
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => resolve(dialog.returnValue === 'yes'), { once: true });
  });
}
