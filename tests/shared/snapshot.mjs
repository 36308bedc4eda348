// Snapshot text of a hand-made position, for the tests of every engine (the wasm
// package, the plain JS reference, the page): the page's own builder, so the
// tests and the page write the format in one place.
export { pieceChar, snapshotText } from '../../www/app/games/position.js';
