// The Puzzles panel (www/app/puzzles/): positions with one best line; a "man" is a
// plain piece, the unit of the scores.
export default {
  // Button: the puzzle of the day.
  'puzzles.daily': "Today's puzzle",
  // Button: the next puzzle near the player's rating.
  'puzzles.next': 'Next by rating',
  // Button: puzzles made from the player's reviewed games.
  'puzzles.own': 'From your games',
  // Button: play the next hop of the solution.
  'puzzles.solution': 'Show the solution',
  // Button: start the puzzle again.
  'puzzles.again': 'Try again',
  // Theme filter: all themes.
  'puzzles.every-theme': 'Every theme',
  // Table filter: all table sizes.
  'puzzles.every-table': 'Every table',
  // A table size: {count} armies.
  'puzzles.armies': { one: '{count} army', other: '{count} armies' },
  // Label of the theme filter.
  'puzzles.theme': 'Theme',
  // Label of the table-size filter.
  'puzzles.table': 'Table',
  // A puzzle theme: a capture.
  'puzzles.theme.capture': 'capture',
  // A puzzle theme: a chain of jumps.
  'puzzles.theme.chain': 'chain',
  // A puzzle theme: a man crowned on the centre.
  'puzzles.theme.crowning': 'crowning',
  // A puzzle theme: an army knocked out.
  'puzzles.theme.elimination': 'elimination',
  // A puzzle theme: an army left with no move.
  'puzzles.theme.skipped': 'skipped seat',
  // A puzzle theme: what the other armies take while two fight.
  'puzzles.theme.tax': 'multi-player tax',
  // A puzzle theme: few pieces left.
  'puzzles.theme.endgame': 'endgame',
  // Heading: the puzzle of a day ({day}: a date like 2026-12-02).
  'puzzles.of-day': 'Puzzle of {day}',
  // No puzzle fits the filters.
  'puzzles.none': 'No puzzle has these themes at this table size.',
  // Heading of a puzzle picked by rating.
  'puzzles.puzzle': 'Puzzle',
  // While looking for puzzles in the reviewed games.
  'puzzles.looking': 'Looking through the reviews of your games…',
  // No puzzles from the player's games ("Analyse" is a button's name).
  'puzzles.no-own': 'No puzzle from your games yet: analyse a finished game (Analyse), and its clear mistakes become puzzles here.',
  // Heading of a puzzle from the player's games.
  'puzzles.from-game': 'From your game ({count} in all)',
  // A puzzle from the player's own game has no rating.
  'puzzles.not-rated': 'not rated',
  // A puzzle's rating.
  'puzzles.rated': 'rated {rating}',
  // A puzzle's title: its heading and table size (then its rating and themes, joined by commas).
  'puzzles.title': '{heading}: {armies}',
  // The task of a puzzle from the player's game ({loss}: men lost, like 1.5).
  'puzzles.task-own': 'You play {army}. In your game you lost {loss} men here: find the better move.',
  // The task of a puzzle ({gain}: like +1.0, the men won, counted when the line ends).
  'puzzles.task': 'You play {army}. Find the line that wins material: {gain} men, counted at the end of the line.',
  // The fold that holds the puzzle choices (today's, next by rating, from your games, the filters).
  'puzzles.choose': 'Choose a puzzle',
  // After a right hop.
  'puzzles.right': 'Right. Go on.',
  // Why a hop was wrong ({move}: like f6–g7; scores like +1.0: the engine's evaluation, which weighs the position too, so it differs from the task's count).
  'puzzles.why': 'The engine scores {move} at {score} men for you after the others reply, the best move at {best}: {loss} men worse (a score weighs the position as well as the men).',
  // Why a hop was wrong, without scores.
  'puzzles.why-worse': 'The engine finds {move} clearly worse than the solution here.',
  // After a wrong hop ({why}: one of the two sentences above).
  'puzzles.wrong': 'Not this one. {why} Taken back: try again.',
  // The puzzle is over after a failure.
  'puzzles.done': 'Done: that is the line.',
  // The puzzle was solved at the first try.
  'puzzles.solved': 'Solved! That is the line the engine proves.',
  // Storage refused.
  'puzzles.not-kept': "This browser refused to keep your puzzle progress (storage full or turned off): what it kept before is still there, and this session's results count until you close the page.",
  // The player's rating and results.
  'puzzles.rating': { one: 'Your puzzle rating: {rating} ± {rd}. {solved} of {count} puzzle solved at the first try.', other: 'Your puzzle rating: {rating} ± {rd}. {solved} of {count} puzzles solved at the first try.' },
  // A hint: which piece to move.
  'puzzles.hint': 'Hint: move the piece on {cell}.',
  // One hop of the solution.
  'puzzles.solution-step': 'The solution: {from}–{to}.',
};
