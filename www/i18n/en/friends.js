// Friends and ratings (www/app/panels/friends-ui.js, loaded on first use): the friends met at a table,
// each known by their device's key, the player's own names for them, the results against them and the
// ratings by table size. {name} is the player's name for a friend (or the name from their last game).
export default {
  // Button in the Games dialog's remote games: opens the Friends view.
  'friends.open': 'Friends and ratings',
  // Shown while the view reads the games (the first opening checks each finished game's record once).
  'friends.checking': 'Reading your table games…',
  // When the view could not be drawn: {reason} says why.
  'friends.failed': 'Your friends could not be read: {reason}',
  // The Friends view's title.
  'friends.title': 'Friends',
  // Under the title: how friends are known, and whose the names are.
  'friends.note': "The friends you played at a table, each known by their device's key, not by a name anyone gives. The names are yours: only this browser keeps them.",
  // How many finished table games the view counted.
  'friends.counted': { one: '{count} finished table game counted.', other: '{count} finished table games counted.' },
  // Games with a seat whose device did not say who it is (a game by link, or one from before this).
  'friends.unknown': { one: '{count} of them had a player whose device did not say who it is (a game by link, or from before): that player is not listed.', other: '{count} of them had a player whose device did not say who it is (games by link, or from before): such players are not listed.' },
  // Heading: the player's own ratings.
  'friends.you': 'Your ratings',
  // When the player has no rating yet.
  'friends.you.none': 'No rating yet: a game counts once it is over, with at least two people at the table.',
  // One rating line: {table} is a table size ("3 players"), {rating} its rating in words (friends.rating).
  'friends.size-rating': '{table}: {rating}',
  // A table size.
  'friends.table': { one: '{count} player', other: '{count} players' },
  // A rating in words: {mu} the estimate, {low} to {high} where the skill most likely lies, {count} the games rated.
  'friends.rating': { one: '{mu}, likely between {low} and {high} ({count} game)', other: '{mu}, likely between {low} and {high} ({count} games)' },
  // After a rating whose range is still wide.
  'friends.rating.unsure': '— still uncertain, few games',
  // A friend with no rating at a table size.
  'friends.rating.none': 'not rated',
  // How the ratings work, in a player's words.
  'friends.rating.note': 'Everyone starts at 25. Each game at a table size moves the rating, more when the result is a surprise. The range is where the skill most likely lies (95 times in 100); it narrows as games are played. Bots are not rated.',
  // When no friend has been met yet.
  'friends.empty': 'No friend yet: play a game at a table with friends, to its end.',
  // Under a friend's name: a short print of their device's key ({print}, like 7KQ2-M9XD), to tell two friends of one name apart.
  'friends.key': 'Device key {print}.',
  // Before friends.key when the name shown came from the friend's game, not from the player.
  'friends.suggested': 'Name from their game, not checked.',
  // Label of the field where the player names a friend.
  'friends.rename': 'Your name for them',
  // Button: keep the name typed for a friend.
  'friends.save': 'Save name',
  // Accessible name of the Save button (it holds the button's own words, friends.save).
  'friends.save-label': 'Save name for {name}',
  // When the browser refused to keep a name: {reason} says why.
  'friends.not-kept': 'The name was not kept: {reason}',
  // Caption of a friend's table of results.
  'friends.against': 'Your games against {name}',
  // Column: the table size.
  'friends.col.table': 'Table',
  // Column: games played together.
  'friends.col.games': 'Games',
  // Column: games where the player finished ahead of the friend.
  'friends.col.won': 'You won',
  // Column: games where the friend finished ahead.
  'friends.col.lost': 'You lost',
  // Column: games where neither finished ahead.
  'friends.col.drawn': 'Drawn',
  // Heading of a friend's ratings, one per table size.
  'friends.col.rating': 'Their ratings',
};
