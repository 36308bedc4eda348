// The AI lab (www/lab/): its page and what it says of a position, a search and a
// match. "hexc" is the command-line tool; a "hop" is one step or one jump; a "man"
// is a plain piece (the unit of the scores).
export default {
  // The lab page's title in the browser's tab.
  'lab.title': 'AI lab · Hex Checkers',
  // Accessible name of the lab's header links.
  'lab.nav': 'Lab',
  // Link back to the game's page.
  'lab.back': 'Back to the game',
  // Section title.
  'lab.pos': 'The position',
  // The lab's introduction, up to a link named Search (lab.search), then lab.intro.end.
  'lab.intro': 'The AI lab shows how the computer player thinks: how it scores a position, which move its search picks and why, and how strong it is. The board holds the game you last played here. Press',
  // Button and link: run the bot's search on the position.
  'lab.search': 'Search',
  // The end of the introduction, after the link Search.
  'lab.intro.end': 'to see the move it would play, or set up a position of your own under the board.',
  // Button: show the game last played on the game's page.
  'lab.use-game': 'The game on the board',
  // Button: show the start of a new two-army game.
  'lab.use-start': 'A new 2-army game',
  // Legend of the position editor.
  'lab.edit': 'Set up a position',
  // Note of the position editor.
  'lab.edit.note': 'Choose a cell (click it on the board or type its name) and what stands there, and the army to move. The engine checks every change: a position it refuses is explained here and nothing changes.',
  // Field: a cell's name (like f6).
  'lab.cell': 'Cell',
  // List: what to put on the cell.
  'lab.piece': 'Piece',
  // Button: put the piece on the cell.
  'lab.place': 'Place',
  // List: the army to move.
  'lab.to-move': 'To move',
  // A fold: the position as one line of text.
  'lab.snapshot': 'The position as snapshot text',
  // Note of the snapshot field.
  'lab.snapshot.note': 'One line of text holds a whole position (its format is in the documentation); paste one to show it here. The engine checks it.',
  // Field: a position as text.
  'lab.snapshot.field': 'Snapshot',
  // Button: show the position typed.
  'lab.snapshot.show': 'Show this position',
  // Section title.
  'lab.score': 'How it scores',
  // Note of the scoring section.
  'lab.score.note': "Each army's evaluation is a sum of terms, in hundredths of a man. The first seven are the army's own strength; the last three are what the other armies take off it. The terms add up to the total the search uses at the end of every line it looks at.",
  // Checkbox ("How it learns" is a section's title, lab.learn).
  'lab.terms-edited': 'Score with the edited weights of "How it learns" (the terms follow the sliders)',
  // Accessible name of the bar chart of the terms.
  'lab.chart': 'The terms as bars',
  // Section title.
  'lab.searches': 'How it searches',
  // The bot's level (1 to 5).
  'lab.level': 'Level',
  // How many positions the search may look at.
  'lab.positions': 'Positions',
  // Button: play the next hop of the expected line on the board.
  'lab.line-next': 'Next hop of the line',
  // Button: back to the position searched.
  'lab.line-back': 'Back to the position',
  // Section title.
  'lab.match': 'How strong it is',
  // Note of the match section.
  'lab.match.note': "A match between bot settings, one per seat, played in the background on up to four threads. Each game is played exactly as the command line's arena plays it (its seed, the seats turned by one each game, the random opening hops, each move's seed, the no-progress limit, the judgement on material at the hop cap), so the command below gives the same games.",
  // Button.
  'lab.add': 'Add a bot',
  // Button.
  'lab.remove': 'Remove the last bot',
  // Field: the number of games of the match.
  'lab.field.games': 'Games',
  // Field: the most hops a game may last before it is judged.
  'lab.cap': 'Hop cap',
  // Field: the no-progress rule's number of turns.
  'lab.no-progress': 'No-progress limit',
  // Field: how many opening hops are played at random.
  'lab.field.opening': 'Random opening hops',
  // Field: the first game's random seed.
  'lab.first-seed': 'First seed',
  // Note of the match settings.
  'lab.no-progress.note': 'A game ends drawn after that many turns without a capture or a crowning (0: never, the original law). A game still going at the hop cap is stopped and judged on material (men 1, kings 2), which is not a real ending: each game below says how it ended.',
  // Button.
  'lab.play': 'Play the match',
  // Before the command that plays the same match.
  'lab.command': 'The same match on the command line:',
  // Section title.
  'lab.learn': 'How it learns',
  // Note of the learning section.
  'lab.learn.note': "Move the weights of its evaluation, then play a short match of the edited bot against the bot's own (two bots in the match above, at the first bot's level and positions, one with each set of weights, played at once). The edited weights can be saved as a file of JSON and loaded again; each set loaded is offered to every bot of the match.",
  // Button: back to the bot's weights.
  'lab.weights.reset': "The bot's own weights",
  // Button.
  'lab.weights.match': 'Edited against own: play the match',
  // Field: the weights as text.
  'lab.weights.json': 'Weights as JSON',
  // Button.
  'lab.weights.export': 'Export the edited weights',
  // Link: download the weights as a file.
  'lab.weights.download': 'Download them',
  // Button.
  'lab.weights.import': 'Import these weights',
  // Heading.
  'lab.tuned': "How the bot's own weights were found",
  // How the weights were tuned, up to the command in brackets (then lab.tuned.result).
  'lab.tuned.how': 'The weights of the terms began as guesses (a man 100, a king 250, …). They were then tuned by self-play with SPSA: two copies of the same bot play a few games, one with every weight nudged up a little and one with every weight nudged down; whichever side did better pulls the weights its way, and the nudges shrink as the run goes on. After 60 such rounds of 8 games',
  // After the command: what the tuning found.
  'lab.tuned.result': 'the king was worth 236, advancing men 8 a ring, winning the race to the centre 39, a piece en prise cost 35% of its value. In 100 games at equal search the tuned bot scored 80.5% against the first one.',
  // A position was refused by the engine ({reason}: its words).
  'lab.refused': 'This position was refused: {reason}',
  // A finished game has nothing to score ({result}: how it ended, a sentence).
  'lab.over': 'The game is over: {result} There is nothing left to score; choose a game still being played, or set one up.',
  // Terms table: the first column's heading.
  'lab.term': 'Term',
  // Terms table: the row adding the terms up.
  'lab.sum': 'sum of the terms',
  // Terms table: the row of the search's own evaluation.
  'lab.total': "evaluation (the search's)",
  // A search method, in plain words (the method's name first).
  'lab.method.alpha-beta': 'alpha-beta: the other army plays its best against it',
  // A search method.
  'lab.method.paranoid': 'paranoid: every other army, in turn, plays against it',
  // A search method.
  'lab.method.best-reply': 'best-reply: between two of its moves, only the one strongest reply of any other army',
  // A search method.
  'lab.method.opponent-model': 'opponent model: the other armies play a fixed policy (the richest capture, else the safest step)',
  // A search method.
  'lab.method.mcts': "Monte-Carlo tree search: thousands of short games played out and scored by the evaluation, each army in them choosing for itself",
  // The line of hops the search expects ({hops}: "Red f6-g7, Blue …").
  'lab.line': 'The line it expects: {hops}',
  // A move's score that is only a bound.
  'lab.at-most': 'at most {score} (proved no better)',
  // Above the list of the best moves ({shown} of {count}).
  'lab.top': { one: 'The {shown} best of {count} move for {army}, as the search scored them:', other: 'The {shown} best of {count} moves for {army}, as the search scored them:' },
  // While the search runs.
  'lab.searching': 'Searching…',
  // The position is a finished game.
  'lab.nothing': 'The game is over: nothing to search.',
  // The search's result ({method}: one of the methods above, {speed}: positions a second).
  'lab.found': 'Depth {depth}, {nodes} positions in {ms} ms ({speed} a second), by {method}. Its move is drawn on the board; it scores {score} for {army}.',
  // The search failed ({reason}: technical).
  'lab.failed': 'The search failed: {reason}',
  // No game saved to show.
  'lab.no-game': 'No game is saved in this browser yet.',
  // Editor: an army would have more pieces than it starts with.
  'lab.edit.full': "No army can have more than it starts with: remove one of {army}'s pieces first, or place this one over one of them.",
  // Editor: a change refused ({reason}: the engine's words).
  'lab.edit.refused': 'Not placed: {reason} Nothing changed.',
  // Editor: the cell's name is wrong.
  'lab.edit.no-cell': 'No such cell: {reason}',
  // Editor's piece list: empty the cell.
  'lab.edit.nothing': 'nothing (remove)',
  // The weights were written as JSON.
  'lab.weights.exported': 'The edited weights are in the box above as JSON.',
  // Weights refused ({reason}: why).
  'lab.weights.refused': 'These weights were refused: {reason}',
  // The name of an imported set of weights ({n}: its number).
  'lab.weights.imported': 'imported {n}',
  // A set of weights was loaded under {name}.
  'lab.weights.loaded': "Loaded as \"{name}\" (and on the sliders): choose it as any bot's weights in the match.",
  // A bot of the match ({n}: its number).
  'lab.bot': 'Bot {n}',
  // A bot's field: positions searched for each move.
  'lab.nodes': 'Positions a move',
  // A bot's list: its set of weights.
  'lab.weights': 'Weights',
  // A field's value is out of range ({what}: the field).
  'lab.whole': '{what} must be a whole number from {lo} to {hi}',
  // A bot's positions a move is out of range.
  'lab.nodes-whole': '{bot}: positions a move must be a whole number from 1 to 1000000',
  // The field named in lab.whole.
  'lab.field.cap': 'The hop cap',
  // The field named in lab.whole.
  'lab.field.no-progress': 'The no-progress limit',
  // The field named in lab.whole.
  'lab.field.seed': 'The first seed',
  // Match table column.
  'lab.col.bot': 'Bot',
  // Match table column: the bot's settings.
  'lab.col.setting': 'Setting',
  // Match table column.
  'lab.col.wins': 'Wins',
  // Match table column: games stopped at the cap with this bot ahead.
  'lab.col.ahead': 'Ahead at the cap',
  // Match table column.
  'lab.col.score': 'Score',
  // Match table column.
  'lab.col.percent': 'Score %',
  // Match table column: the score's 95% confidence interval.
  'lab.col.interval': '95% interval',
  // How a game of the match ended: stopped at the hop cap.
  'lab.end.capped': 'stopped at the {cap}-hop cap with the game still on, judged on material (men 1, kings 2)',
  // How a game ended: won in {count} hops.
  'lab.end.won': { one: '{bot} won in {count} hop', other: '{bot} won in {count} hops' },
  // How a game ended: drawn by the no-progress limit ({turns} turns).
  'lab.end.no-progress': { one: 'drawn after {count} hop: {turns} turns without a capture or a crowning', other: 'drawn after {count} hops: {turns} turns without a capture or a crowning' },
  // How a game ended: drawn ({why}: the reason).
  'lab.end.drawn': { one: 'drawn after {count} hop ({why})', other: 'drawn after {count} hops ({why})' },
  // Why drawn: nobody could move.
  'lab.end.frozen': 'no army could move',
  // How a capped game was judged: {bot} had the most material.
  'lab.end.led': '{capped}: {bot} led ({material})',
  // How a capped game was judged: a tie at the top.
  'lab.end.level': '{capped}: level at the top ({material}), the point shared',
  // Link: open a game of the match in the game's page.
  'lab.open': 'open',
  // A game of the match ({told}: how it ended).
  'lab.game': 'Game {n} (seed {seed}): {told}',
  // Match summary: games won.
  'lab.sum.won': { one: '{count} won', other: '{count} won' },
  // Match summary: games drawn.
  'lab.sum.drawn': { one: '{count} drawn', other: '{count} drawn' },
  // Match summary: games stopped at the cap.
  'lab.sum.capped': { one: '{count} stopped at the {cap}-hop cap and judged on material (a longer cap lets more games end)', other: '{count} stopped at the {cap}-hop cap and judged on material (a longer cap lets more games end)' },
  // Match summary: games stopped at the cap, with no no-progress limit set.
  'lab.sum.capped-limit': { one: '{count} stopped at the {cap}-hop cap and judged on material (a longer cap or a no-progress limit lets more games end)', other: '{count} stopped at the {cap}-hop cap and judged on material (a longer cap or a no-progress limit lets more games end)' },
  // While the match runs.
  'lab.playing': { one: 'Playing {count} game on {threads} threads…', other: 'Playing {count} games on {threads} threads…' },
  // The match stopped because a game failed.
  'lab.stopped-game': 'The match stopped: game {n} failed ({reason}).',
  // The match is over.
  'lab.done': { one: 'Done: {count} game.', other: 'Done: {count} games.' },
  // The match's progress.
  'lab.progress': { one: '{done} of {count} game played…', other: '{done} of {count} games played…' },
  // The match stopped ({reason}: why).
  'lab.stopped': 'The match stopped: {reason}.',
  // Why the match stopped.
  'lab.worker-failed': 'a worker failed',
  // A match is already running.
  'lab.busy': 'A match is being played: cancel it first.',
  // The match was cancelled.
  'lab.cancelled': { one: 'Cancelled after {done} of {count} game.', other: 'Cancelled after {done} of {count} games.' },
  // The lab's search panel: which search each table size and bot version plays (docs/bot.md).
  'lab.search-methods': "What it searches with depends on the table. Two armies: alpha-beta at every level. Three to six, levels 1 to 4: the paranoid search at three and four armies, the opponent model at five and six. Level 5 (bot version 4, the one the game plays): paranoid at three and four, the opponent model at five, Monte-Carlo tree search at six. Version 5 (kept for matches and records, not yet played by default): paranoid at three, Monte-Carlo tree search at four to six, with Progressive History and a solver that backs proven wins and losses up.",
};
