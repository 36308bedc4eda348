// The Rules panel (www/app/panels/rules.js): the law in short, with drawn examples.
// Red, Blue: the armies' names (element.army.0 and 1); a "man" is a plain piece.
export default {
  // The first paragraph of the rules.
  'rules.intro': "Checkers for two to six armies on a hexagon of hexagons. Every army starts on one edge; everyone is everyone else's enemy. The last army with pieces on the board wins.",
  // Button that opens the tutorial.
  'rules.learn': 'Learn by playing: eight short lessons',
  // Section title.
  'rules.board.title': 'The board and the armies',
  // Section text: the board and where the armies start.
  'rules.board.text': 'Each army fills the two rows in front of its edge (its home, tinted in its colour). The corner cells between two homes are seams and start empty. The centre cell, marked with a star, is the only cell that crowns. Armies move in turn, clockwise, starting with the first seat.',
  // Section title.
  'rules.moving.title': 'Moving',
  // Section text (caption of a drawn example): how men and kings move.
  'rules.moving.text': 'A man moves one cell in four directions: the two that lead inward and the two along its edge, never the two back towards its own edge. A king moves in all six.',
  // Section title.
  'rules.capture.title': 'Capturing is compulsory',
  // Section text: capturing.
  'rules.capture.text': 'A piece jumps over an adjacent enemy, in one of its own directions, onto the empty cell beyond, and the enemy is removed. If any of your pieces can jump, you must jump; you choose which. The board then offers only the pieces that can.',
  // Section title.
  'rules.chains.title': 'Chains',
  // Section text: chains of jumps.
  'rules.chains.text': 'After a jump, if the same piece can jump again it must, and the turn goes on with that piece alone.',
  // Section title.
  'rules.crowning.title': 'Crowning on the centre',
  // Section text: crowning.
  'rules.crowning.text': 'A man that lands on the centre, by a step or a jump, is crowned king, and the turn ends there, even in the middle of a chain. The centre gives no protection.',
  // Section title.
  'rules.elimination.title': 'Elimination and winning',
  // Section text: elimination and the win.
  'rules.elimination.text': 'An army that loses its last piece is out. When only one army has pieces left, it wins at once.',
  // Section title.
  'rules.skip.title': 'Skipped turns and the draw',
  // Section text: skipped turns and the draw.
  'rules.skip.text': 'An army with pieces but no legal move is skipped; a later move may free it. If no surviving army can move at all, the game is a draw. There is no other draw rule.',
  // Accessible name of a drawn example.
  'rules.facing.label': 'A red man with its four moves and a red king with its six.',
  // Accessible name of a drawn example.
  'rules.capture.label': 'Red must jump the blue man; the other red man may not move.',
  // Accessible name of a drawn example.
  'rules.chain.label': 'A red man jumps twice in one turn.',
  // Accessible name of a drawn example.
  'rules.promotion.label': 'A red man jumps onto the centre and is crowned; its turn ends there.',
  // Accessible name of a drawn example.
  'rules.elimination.label': 'Red jumps the last blue piece: Blue is out.',
  // Accessible name of a drawn example.
  'rules.skip.label': 'The blue man in the top-right corner is boxed in: after Red moves, Blue is skipped.',
};
