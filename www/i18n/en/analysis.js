// The bot's view of a game (www/app/analysis/, loaded on first use): the evaluation bar
// and graph, and the game review; a "man" is a plain piece, the unit of the scores.
export default {
  // Under the evaluation graph.
  'app.eval.note': "Each army's estimated chance, move by move. Click a point to see that position.",
  // Accessible name of the evaluation bar ({chances}: "Red 40%, Blue 60%").
  'app.eval.bar': 'Estimated chances: {chances}',
  // Tooltip of the evaluation bar.
  'app.eval.bar-title': "Estimated chances from the bot's evaluation: {chances}",
  // The graph's last move, at the end of its axis.
  'app.eval.move': 'Move {n}',
  // In the graph's accessible name: the start of the game.
  'app.eval.at-start': 'the start',
  // In the graph's accessible name: after move {n}.
  'app.eval.at-move': 'move {n}',
  // In the graph's accessible name: a position the bot has not yet judged.
  'app.eval.not-yet': 'not evaluated yet',
  // The graph's accessible name ({count} moves, {hops} hops; {start}, {end}, {now}: the chances there; {last}, {shown}: where).
  'app.eval.graph': { one: "Evaluation graph, each army's chance from 0 to 100% over {count} move ({hops} hops): at the start {start}; at {last} {end}; at the position shown ({shown}) {now}", other: "Evaluation graph, each army's chance from 0 to 100% over {count} moves ({hops} hops): at the start {start}; at {last} {end}; at the position shown ({shown}) {now}" },
  // Title of the game review panel.
  'app.review.title': 'Game review',
  // Accessible name of the review's progress bar.
  'app.review.progress': 'Positions analysed',
  // Accessible name of the list of marked turns.
  'app.review.marks': 'Marked turns: each shows the position before it',
  // How the review judges ({level}, {nodes}: the search's budget; the thresholds in men).
  'app.review.note': "Each turn is searched at a fixed budget (level {level}, {nodes} positions). A turn is marked when its army's own evaluation fell by {inaccuracy} of a man or more by its next turn (inaccuracy), {mistake} man (mistake) or {blunder} men (blunder). A turn that played the bot's own move is never marked; a marked turn shows the move played and the bot's.",
  // The review was found in this browser's storage.
  'app.review.cached': 'Reviewed before (kept in this browser).',
  // The review's progress.
  'app.review.analysing': 'Analysing position {n} of {count}…',
  // The review failed ({reason}: technical).
  'app.review.stopped': 'The review stopped: {reason}.',
  // The review looks for the bot's line at a turn.
  'app.review.line-at': "The bot's line at move {turn}…",
  // The review is done.
  'app.review.done': { one: 'Reviewed: {count} turn.', other: 'Reviewed: {count} turns.' },
  // Review table column: turns played.
  'app.review.turns': 'Turns',
  // Review table column: accuracy in percent.
  'app.review.accuracy': 'Accuracy',
  // Review table column (shown as ?!).
  'app.review.inaccuracies': 'Inaccuracies',
  // Review table column (shown as ?).
  'app.review.mistakes': 'Mistakes',
  // Review table column (shown as ??).
  'app.review.blunders': 'Blunders',
  // Review table caption (keep the marks ?!, ?, ??).
  'app.review.caption': 'Per army (?! inaccuracies, ? mistakes, ?? blunders)',
  // A marked turn ({turn}: its number in the move list, the round, as the list's "move {round}"; {mark}: ?!, ? or ??; {loss}: men lost, like 1.5).
  'app.review.mark': 'Move {turn}, {army}: {mark} (lost {loss} men)',
  // After a marked turn: what was played and the bot's move.
  'app.review.played': ": played {played}, the bot's move {bot}",
  // The bot's expected line after a marked turn.
  'app.review.line': "The bot's line: {hops}",
  // No turn was marked.
  'app.review.none': 'No turn was marked.',
  // Title of the analysis board's dialog, and of the page's button that opens it.
  'app.tree.title': 'Analysis board',
  // Under the analysis board's title.
  'app.tree.note': 'Play any move to try a side line: the game keeps its own moves. Click a move to go there; in the list the arrow keys move along a line (←, →) and between lines (↑, ↓). Right-drag draws an arrow, a right-click a circle (Shift, Alt: other colours; a long press on a touch screen); a click or a tap clears them.',
  // Accessible name of the analysis board's buttons.
  'app.tree.tools': 'Analysis tools',
  // Button: move the side line on screen up one place among the side lines.
  'app.tree.promote': 'Promote line',
  // Button: delete the move on screen and everything after it (a side line only).
  'app.tree.delete': 'Delete from here',
  // Button: the bot's evaluation and expected line for the position on screen.
  'app.tree.evaluate': 'Evaluate',
  // Accessible name of the list of moves and side lines.
  'app.tree.moves': 'Moves and side lines',
  // Accessible name of one side line in the list.
  'app.tree.side': 'Side line',
  // While the bot searches the position.
  'app.tree.thinking': 'The bot is thinking…',
  // The evaluation ({army}: the army to move; {score}: its advantage in men, e.g. +1.5; {line}: the bot's expected hops).
  'app.tree.eval': '{army} to move: {score} men. The bot\'s line: {line}',
  // Evaluate on a finished position.
  'app.tree.over': 'The game is over in this position.',
  // The evaluation could not be made ({reason}: why, in the engine's words).
  'app.tree.eval-failed': 'The evaluation failed: {reason}',
  // A notice: the side lines saved with the game do not fit it (the reason goes in the notice's details).
  'app.tree.lines-refused': 'The side lines kept with this game could not be read; the analysis starts without them.',
  // Button: a share link of the game with the analysis board's side lines.
  'app.tree.share': 'Share with side lines',
  // Accessible name of the field holding that link.
  'app.tree.link': 'Link to the game and its side lines',
  // The link was copied.
  'app.tree.copied': 'Link copied: it opens the game with its side lines.',
  // A move's name in the move list once the review judged it ({move}: its name; {note}: the army's evaluation after it in men, e.g. +0.4).
  'app.review.in-list': '{move}. Evaluation after it: {note} men',
  // The same for a marked move ({mark}: one of the three words below; {note} starts with its sign, ?!, ? or ??).
  'app.review.in-list-marked': '{move}. {mark}. Evaluation after it: {note} men',
  // A mark, in a move's name: a small loss.
  'app.review.word.inaccuracy': 'Inaccuracy',
  // A mark, in a move's name: a larger loss.
  'app.review.word.mistake': 'Mistake',
  // A mark, in a move's name: a large loss.
  'app.review.word.blunder': 'Blunder',
};
