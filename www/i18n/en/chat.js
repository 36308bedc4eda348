// Reactions and chat at a table (www/app/remote/chat-ui.js, loaded with remote play): the row of
// preset reactions, the chat box and its log, mute per player, the creator's switch for watchers.
// {seat} is a seat in words ("Ann (Red)", or "Red").
export default {
  // The heading of the reactions and chat part of the remote game's panel.
  'chat.title': 'Reactions and chat',
  // Accessible name of the row of preset reaction buttons.
  'chat.reactions': 'Reactions',
  // A preset reaction: praise for the move just played (short; shown on a button and by the sender's name).
  'chat.reaction.good-move': 'Good move',
  // A preset reaction: a mistake, one's own or another's, said lightly.
  'chat.reaction.oops': 'Oops',
  // A preset reaction: praise for the whole game, at its end.
  'chat.reaction.well-played': 'Well played',
  // A preset reaction: the player is thinking, please wait.
  'chat.reaction.thinking': 'Thinking…',
  // A preset reaction: a greeting.
  'chat.reaction.hello': 'Hello',
  // A preset reaction: thanks.
  'chat.reaction.thanks': 'Thanks',
  // Accessible name of the list of the players, each with the reaction they sent last and a mute button.
  'chat.players': 'Players',
  // Shown beside one's own seat in the list of players.
  'chat.you': '{seat} (you)',
  // The name shown for a watcher's message ({id}: four letters of the watcher's key, to tell two watchers apart).
  'chat.watcher': 'Watcher {id}',
  // Button: stop showing a player's messages and reactions on this device (visible text).
  'chat.mute': 'Mute',
  // Accessible name of the mute button: the player it mutes.
  'chat.mute.label': 'Mute {seat}',
  // Accessible name of the chat's log of messages.
  'chat.log': 'Messages',
  // The log when no message is shown yet.
  'chat.log.empty': 'No messages yet.',
  // Accessible name of the box where the player types a message ({max}: its longest length in characters).
  'chat.input': 'Message (up to {max} characters)',
  // Button: send the typed message.
  'chat.send': 'Send',
  // The creator's switch: watchers (devices holding no seat) may chat too.
  'chat.watchers': 'Let watchers chat',
  // On a watcher's device, while the creator has not let watchers chat.
  'chat.watchers.off': 'The players chat here; watchers may chat once the table\'s creator allows it.',
  // Said after a message could not be sent because it is longer than allowed.
  'chat.refused.size': 'That message is longer than {max} characters: it was not sent.',
  // Said after a message could not be sent because it was empty or held characters that cannot be sent.
  'chat.refused.empty': 'There is nothing to send.',
  // Said after a message could not be sent because the player sent several just before.
  'chat.refused.rate': 'Too many messages at once: wait a few seconds.',
  // Said after a message could not be sent because watchers may not chat.
  'chat.refused.watchers-off': 'Watchers may not chat at this table.',
  // Said after a message could not be sent for another reason ({reason}: the reason).
  'chat.refused.other': 'The message was not sent: {reason}',
  // Read by screen readers when a player sends a preset reaction ({reaction}: its words).
  'chat.said.reaction': '{seat}: {reaction}',
  // Read by screen readers when a player sends a message ({text}: the message).
  'chat.said.text': '{seat} says: {text}',
};
