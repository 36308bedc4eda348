// The reviewed exceptions of tests/i18n/strings.test.mjs: words written in the page's
// code on purpose, each with its reason. A finding of tests/i18n/scan.mjs that is not
// here fails the test, and so does an entry here that no longer matches a finding.

/** Whole files or folders (a path ending in "/"), with the reason. */
export const FILES = {
};

/** Single strings: the file, the text as the scanner reports it, the reason. */
const CLI = "the command line's own words (hexc arena's line for a game, a command to copy), the same in every language so the lab's match compares with the arena's word for word";
const RECORD = "the text record's own words (docs/formats.md#the-text-record): a file format, read and written in English in every language";
export const TEXTS = [
  { file: 'www/lab/arena.js', text: 'wins outright', reason: CLI },
  { file: 'www/lab/arena.js', text: 'wins on material', reason: CLI },
  { file: 'www/lab/arena.js', text: 'no strict leader', reason: CLI },
  { file: 'www/lab/arena.js', text: 'game seed shift : plies,', reason: CLI },
  { file: 'www/lab/index.html', text: 'hexc tune --iterations 60 --games 8 --bot l5:nodes=4000 --seed 1', reason: CLI },
  { file: 'www/lab/runner.js', text: 'hexc arena --players --radius --games --bots', reason: CLI },
  { file: 'www/lab/runner.js', text: '--seed --ply-cap --opening', reason: CLI },
  { file: 'www/lab/runner.js', text: '--no-progress', reason: CLI },
  { file: 'www/lab/match-worker.js', text: 'Bot', reason: "the seats' names written into a match game's record (its share link), like names players type" },
  { file: 'index.html', text: 'English', reason: "the language picker's first option: each language is written in its own name, in every language" },
  { file: 'index.html', text: 'placeholder="ABCD-2345"', reason: "an example of a table's code: the same letters and digits in every language" },
  { file: 'www/element/bot.js', text: 'Cancelled', reason: 'the name of an error class, never shown' },
  { file: 'www/element/input.js', text: 'Enter', reason: "a key's name (KeyboardEvent.key), compared, never shown" },
  { file: 'www/element/input.js', text: 'End', reason: "a key's name (KeyboardEvent.key), compared, never shown" },
  { file: 'www/element/input.js', text: 'Escape', reason: "a key's name (KeyboardEvent.key), compared, never shown" },
  { file: 'www/app/app.js', text: 'Enter', reason: "a key's name (KeyboardEvent.key), compared, never shown" },
  { file: 'www/app/app.js', text: 'Notification', reason: "the browser's API name ('Notification' in window), never shown" },
  { file: 'www/app/chrome/notify.js', text: 'Notification', reason: "the browser's API name ('Notification' in window), never shown" },
  { file: 'www/app/panels/games-ui.js', text: 'text/plain;charset=utf-8', reason: 'a media type, never shown' },
  { file: 'www/app/puzzles/puzzles.js', text: 'human,human,human,human,human,human', reason: "the board's seats attribute (who plays), a value, never shown" },
  { file: 'www/app/tutorial/tutorial.js', text: 'human,human,human,human,human,human', reason: "the board's seats attribute (who plays), a value, never shown" },
  { file: 'www/element/board-view.js', text: 'arrow', reason: "an SVG element's class list (el(tag, { class }))" },
  { file: 'www/element/record.js', text: 'move ( )', reason: "a record's validation reason, like the engine's own errors: developers' words (tests match them), shown inside a catalogue sentence" },
  { file: 'www/element/record.js', text: 'bad no-progress rule', reason: "a record's validation reason, like the engine's own errors: developers' words (tests match them), shown inside a catalogue sentence" },
  { file: 'www/app/games/variations.js', text: 'side line', reason: "a saved record's side lines' validation reason, like record.js's: developers' words (tests match them), shown inside a catalogue sentence" },
  { file: 'www/app/games/variations.js', text: ', step ( )', reason: "a saved record's side lines' validation reason, like record.js's: developers' words (tests match them), shown inside a catalogue sentence" },
  { file: 'www/app/games/text-record.js', text: 'bot level', reason: RECORD },
  { file: 'www/app/games/text-record.js', text: 'no-progress', reason: RECORD },
  { file: 'www/app/games/text-record.js', text: 'repetition', reason: RECORD },
  { file: 'www/app/games/text-record.js', text: '{Draw agreed}', reason: RECORD },
  { file: 'www/app/games/text-record.js', text: 'Event', reason: RECORD },
  { file: 'www/app/games/text-record.js', text: 'Site', reason: RECORD },
  { file: 'www/app/games/text-record.js', text: 'Date', reason: RECORD },
  { file: 'www/app/games/text-record.js', text: 'Players', reason: RECORD },
  { file: 'www/app/games/text-record.js', text: 'Radius', reason: RECORD },
  { file: 'www/app/games/text-record.js', text: 'Seat', reason: RECORD },
  { file: 'www/app/games/text-record.js', text: 'Rules', reason: RECORD },
  { file: 'www/app/games/text-record.js', text: 'Clock', reason: RECORD },
  { file: 'www/app/games/text-record.js', text: 'Seed', reason: RECORD },
  { file: 'www/app/games/text-record.js', text: 'Start', reason: RECORD },
  { file: 'www/app/games/text-record.js', text: 'Result', reason: RECORD },
  { file: 'www/app/games/text-record.js', text: 'Termination', reason: RECORD },
  { file: 'www/app/remote/network.js', text: 'stun:stun.l.google.com:19302', reason: "a STUN server's URL (docs/remote.md#networks-what-is-used-and-what-a-strict-network-needs), never a sentence" },
  { file: 'www/app/remote/network.js', text: 'stun:stun.cloudflare.com:3478', reason: "a STUN server's URL (docs/remote.md#networks-what-is-used-and-what-a-strict-network-needs), never a sentence" },
];
