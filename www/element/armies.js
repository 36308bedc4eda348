// The six armies: a name and a letter per seat. Colours live in element.css
// (custom properties --army-0 .. --army-5, kept apart for colour-blind eyes); the letter is
// the second cue drawn on every piece, so colour is never the only signal. The name
// is the catalogue's (element.army.0 .. 5, in the page's language); the letter is
// the same in every language, like the cell names.

import { t } from '../i18n/i18n.js';

const army = (seat, letter) => Object.freeze({ get name() { return t(`element.army.${seat}`); }, letter });

export const ARMIES = Object.freeze(['R', 'B', 'O', 'G', 'P', 'S'].map((letter, seat) => army(seat, letter)));

/** The army name of a seat ("Red"), used in accessible names and notices. */
const armyName = (seat) => ARMIES[seat].name;

/** The name players gave a seat, or its army name. */
export function seatLabel(names, seat) {
  const given = names && typeof names[seat] === 'string' ? names[seat].trim() : '';
  return given || armyName(seat);
}
