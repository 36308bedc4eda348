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
};
