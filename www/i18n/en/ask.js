// The board's question before an action drops the later moves (www/element/ask.js, loaded on first use):
// its text and its Keep button.
export default {
  // Dialog text: {at} of {length} moves shown; {count}: how many later moves would be dropped.
  'element.ask.drops': { one: 'You are looking at move {at} of {length}. Playing here drops the move after it.', other: 'You are looking at move {at} of {length}. Playing here drops the {count} moves after it.' },
  // Dialog button: keep the later moves (do nothing).
  'element.ask.keep': 'Keep them',
};
