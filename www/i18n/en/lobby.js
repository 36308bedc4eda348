// Open tables (www/app/remote/lobby-ui.js, loaded on first use): the lobby of tables listed
// publicly on Nostr relays, and the creator's choice to list a table. {seat} is an army's
// colour ("Blue"): a listing carries no names.
export default {
  // The lobby's title (a dialog reached from New game).
  'lobby.title': 'Open tables',
  // Under the title: what the lobby shows and what taking a seat does.
  'lobby.intro': 'Tables whose creators chose to list them publicly, read from public Nostr relays. Take a free seat in one click: your device joins the table by its code, as a friend would.',
  // Button: close the lobby.
  'lobby.close': 'Close',
  // Status while no relay has answered yet.
  'lobby.looking': 'Looking for open tables…',
  // Status: a relay answered, and no table is listed.
  'lobby.none': 'No open table right now. New ones appear here as they are listed.',
  // Status: how many tables are shown.
  'lobby.count': { one: '{count} open table', other: '{count} open tables' },
  // Status: no relay could be reached.
  'lobby.down': 'No relay answers: the lobby cannot be read now. Check the connection; the page keeps trying by itself.',
  // A table's first line: its number of players and the board's radius.
  'lobby.entry': '{players} players, board radius {radius}',
  // A table's free seats: how many, then which ({seats}: army colours, comma-separated).
  'lobby.free': { one: '{count} seat free: {seats}', other: '{count} seats free: {seats}' },
  // The table's house rules ({rules}: lobby.rules.* joined by commas).
  'lobby.rules': 'House rules: {rules}',
  // No house rule on: the original law.
  'lobby.rules.none': 'none',
  // House rule: draw after {turns} turns without a capture or a crowning.
  'lobby.rules.no-progress': 'no progress {turns} turns',
  // House rule: draw on the third repetition of a position.
  'lobby.rules.repetition': 'repetition 3 times',
  // The table's deadline per move ({time}: one of lobby.deadline.*).
  'lobby.deadline': 'Deadline: {time}',
  // No deadline per move.
  'lobby.deadline.0': 'none',
  // A deadline of one hour per move.
  'lobby.deadline.3600000': '1 hour',
  // A deadline of one day per move.
  'lobby.deadline.86400000': '1 day',
  // A deadline of three days per move.
  'lobby.deadline.259200000': '3 days',
  // A deadline of a week per move.
  'lobby.deadline.604800000': 'a week',
  // The language of the table's creator ({lang}: the language's own name, e.g. Français).
  'lobby.lang': 'Language: {lang}',
  // Button: join the table and take this free seat, in one click.
  'lobby.take': 'Play as {seat}',
  // Notice: the seat taken in the lobby went to someone else first.
  'lobby.taken': 'That seat was taken meanwhile: take another free seat, or watch.',
  // The creator's checkbox in the table's panel (off by default).
  'lobby.public': 'List this table publicly',
  // Under the checkbox: exactly what listing publishes, and when it stops.
  'lobby.public-note': 'Off unless you turn it on. The table then appears in Open tables, on public Nostr relays, signed, a few minutes at a time while seats are free: its code (anyone who reads it can take a free seat or watch), the number of players and of free seats, the board radius, the house rules, the deadline and the page\'s language. No names. The listing ends when the table is full, the game ends or you turn this off.',
  // The table is listed.
  'lobby.public-on': 'Listed in Open tables.',
  // Listed, but no relay answers yet.
  'lobby.public-down': 'Not listed yet: no relay answers; the page keeps trying.',
  // Listed, but every seat is taken: the listing has ended.
  'lobby.public-full': 'Every seat is taken: no longer listed.',
};
