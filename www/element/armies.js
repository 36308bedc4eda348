// The six armies: a name and a letter per seat. Colours live in element.css
// (custom properties --army-0 .. --army-5, kept apart for colour-blind eyes); the letter is
// the second cue drawn on every piece, so colour is never the only signal.

export const ARMIES = Object.freeze([
  { name: 'Red', letter: 'R' },
  { name: 'Blue', letter: 'B' },
  { name: 'Orange', letter: 'O' },
  { name: 'Green', letter: 'G' },
  { name: 'Pink', letter: 'P' },
  { name: 'Sky', letter: 'S' },
]);

/** The army name of a seat ("Red"), used in accessible names and notices. */
const armyName = (seat) => ARMIES[seat].name;

/** The name players gave a seat, or its army name. */
export function seatLabel(names, seat) {
  const given = names && typeof names[seat] === 'string' ? names[seat].trim() : '';
  return given || armyName(seat);
}
