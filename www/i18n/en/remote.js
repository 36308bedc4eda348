// Remote play (www/app/remote/, loaded on first use): the panel beside the board, its
// table of devices, the live connection, Verify, the notices, and the reasons a record,
// a turn or a seat is refused. {seat} is a seat in words ("Ann (Red)", or "Red").
export default {
  // A length of time left, in days and hours (short units).
  'remote.duration.days': '{d} d {h} h',
  // A length of time left, in hours and minutes (short units).
  'remote.duration.hours': '{h} h {min} min',
  // A length of time left, in minutes (short unit).
  'remote.duration.minutes': '{min} min',
  // A length of time gone, under a minute (in remote.seat.reconnecting).
  'remote.duration.under-minute': "less than a minute",
  // The panel's title.
  'remote.title': 'Remote game',
  // Before the table's code (10 letters and digits, shown after it).
  'remote.table.code': 'Table code: ',
  // Under the table's code (the creator's panel): when to give the code, and when the link.
  'remote.table.code-hint': 'For friends in the same room or on a call: read the code aloud and they type it. For friends far away: send the link.',
  // How friends join the table (the names of the menu items New game and Join a friend's table).
  'remote.table.join-how': 'Friends join with this code (New game, Join a friend\'s table) or this link:',
  // Accessible name of the field holding the table's link.
  'remote.table.link': 'Link to the table',
  // Button: copy the table's link.
  'remote.table.copy': 'Copy the table link',
  // A seat's state at the table: nobody has it.
  'remote.seat.free': 'free',
  // A seat's state at the table: this device holds it.
  'remote.seat.mine': 'this device',
  // A seat's state at the table: its device is connected.
  'remote.seat.here': 'here',
  // A seat's state at the table: its device dropped ({time}: how long ago, as remote.duration.*).
  'remote.seat.reconnecting': 'reconnecting, gone {time}',
  // A seat's state at the table: its device never came.
  'remote.seat.not-yet': 'not here yet',
  // After a seat's state: a bot plays it meanwhile.
  'remote.seat.bot': '{state}, bot level {level} plays the seat until this device is back',
  // A seat and its state in the table's list.
  'remote.seat.line': '{seat}: {state}',
  // A watcher asked the creator for a seat.
  'remote.table.asking': 'Asking the table\'s creator for {seat}\'s seat…',
  // A watcher may take a free seat.
  'remote.table.take': 'Take a free seat, or just watch:',
  // Button: take this seat.
  'remote.table.play-as': 'Play as {seat}',
  // Every seat is taken: this device only watches.
  'remote.table.watching': 'Every seat is taken: you are watching.',
  // Discovery (finding the table through public trackers): the table can be found.
  'remote.relay.up': "Discovery: the table is announced.",
  // Discovery: the table is full.
  'remote.relay.full': 'Discovery: the table is full; it is not announced.',
  // Discovery: full, announced again when a device drops.
  'remote.relay.quiet': 'Discovery: the table is full, so it is not announced (it is again the moment a seat\'s device drops).',
  // Discovery: the game is over, so the table no longer announces itself.
  'remote.relay.over': "Discovery: the game is over, so the table is no longer announced.",
  // Discovery: connecting to the trackers.
  'remote.relay.connecting': "Discovery: reaching the trackers and relays…",
  // Discovery: no tracker answers.
  'remote.relay.down': "Discovery: no tracker or relay can be reached; this page keeps trying by itself, no reload needed. Connected devices play on; send the link to anyone else.",
  // How many other devices are connected.
  'remote.relay.connected': { one: 'Connected to {count} device.', other: 'Connected to {count} devices.' },
  // No other device connected.
  'remote.relay.alone': 'No other device connected yet.',
  // Each discovery network's state ({torrent}: the BitTorrent trackers', {nostr}: the Nostr relays', each remote.network.*).
  'remote.relay.networks': "Trackers: {torrent}. Relays: {nostr}.",
  // A discovery network's state (plural subject: the trackers, the relays): one of them answers.
  'remote.network.up': "reached",
  // A discovery network's state: being reached.
  'remote.network.connecting': "reaching…",
  // A discovery network's state: none answers; the page tries again by itself.
  'remote.network.down': "out of reach, trying again by itself",
  // A discovery network's state: the full table does not announce itself on it.
  'remote.network.quiet': "not announcing (the table is full)",
  // A discovery network's state: this device's settings leave it out.
  'remote.network.off': "not used on this device",
  // Check box of the table's creator: watchers allowed.
  'remote.table.spectate': 'Let others watch (without a seat)',
  // In a list of who asked for a bot: this device.
  'remote.vote.you': 'you',
  // Who asked for a bot and at which level.
  'remote.vote.asked': '{who} (level {level})',
  // The votes heard for a bot to play a dropped seat ({asked}: a list of remote.vote.asked).
  'remote.vote.line': 'A bot for this seat: asked by {asked}.',
  // The same, with the devices not yet heard ({waiting}: a list of names).
  'remote.vote.line-waiting': 'A bot for this seat: asked by {asked}; waiting for {waiting}.',
  // Accessible name of the list of bot levels for a dropped seat.
  'remote.vote.level-label': 'Bot level for {seat}\'s seat',
  // An option of that list.
  'remote.vote.level': 'Bot level {level}',
  // Button: vote for a bot to play a dropped seat.
  'remote.vote.ask': 'Let a bot play {seat}\'s seat until that device is back',
  // Button: change this device's vote.
  'remote.vote.change': 'Change my vote',
  // The live connection: connected to some devices.
  'remote.live.open': { one: 'Live: connected ({count} device); moves travel at once.', other: 'Live: connected ({count} devices); moves travel at once.' },
  // The live connection: reconnecting.
  'remote.live.reconnecting': 'Live: reconnecting…',
  // The live connection: waiting for the invited device.
  'remote.live.waiting': 'Live: waiting for the other device.',
  // The live connection: lost.
  'remote.live.lost': 'Live: the connection was lost. Invite again to go on live (the game is saved).',
  // The live connection: not started; how it works.
  'remote.live.off': 'Play live: invite a device, it answers with a reply code, and moves travel at once.',
  // Button: make a new invitation.
  'remote.live.new-invitation': 'New invitation',
  // Button: make an invitation.
  'remote.live.invite': 'Invite a device to play live',
  // Beside the button remote.live.invite: when to use it rather than the table's code (remote.table.code-hint).
  'remote.live.invite-hint': 'Only when the table code finds nobody (a network that blocks the trackers and relays, or one Wi-Fi with no internet): your friend opens the invitation and sends back a reply to paste here.',
  // What to do with the invitation.
  'remote.live.send-invitation': 'Send this invitation (the link or its QR code), then paste the reply here:',
  // Accessible name of the field holding the invitation.
  'remote.live.invitation': 'Invitation link',
  // Button: copy.
  'remote.copy': 'Copy',
  // Accessible name of the field where the reply is pasted.
  'remote.live.answer': 'Reply code from the other device',
  // Button: connect with the reply.
  'remote.live.connect': 'Connect',
  // Title of the invitation's QR code.
  'remote.live.invitation-qr': 'QR code of the invitation',
  // What to do with the reply.
  'remote.live.send-reply': 'Send this reply back to the device that invited you:',
  // Accessible name of the field holding the reply.
  'remote.live.reply': 'Reply link',
  // Title of the reply's QR code.
  'remote.live.reply-qr': 'QR code of the reply',
  // Accessible name of the servers' text box (STUN and TURN are names of protocols, kept).
  'remote.ice.label': 'STUN and TURN servers, one URL a line',
  // The connection settings (a fold).
  'remote.ice.summary': 'Connection settings (STUN/TURN)',
  // Button: save the servers.
  'remote.ice.save': 'Save',
  // In place of a QR code too long to draw.
  'remote.qr.too-long': 'Too long for a QR code: copy it instead.',
  // Who holds a seat: a bot standing in for a dropped device.
  'remote.holder.bot': 'bot level {level}, playing {seat}\'s seat until that device is back',
  // Who holds a seat: the creator's device, a person.
  'remote.holder.creator': 'the device of the game\'s creator ({seat})',
  // Who holds a seat: the creator's device, a bot.
  'remote.holder.creator-bot': 'the device of the game\'s creator ({seat}, bot level {level})',
  // The game is over: a winner.
  'remote.turn.won': 'The game is over: {seat} won.',
  // The game is over: drawn.
  'remote.turn.draw': 'The game is over: a draw.',
  // A bot this device holds is to move.
  'remote.turn.bot': '{seat}, a bot held here, is to move.',
  // This device's seat is to move.
  'remote.turn.yours': 'Your turn: {seat}.',
  // A link for a seat no device holds yet.
  'remote.turn.claimable': 'This link is for {seat}. Is that you?',
  // Waiting for another ({holder}: a seat, or remote.holder.*).
  'remote.turn.waiting': 'Waiting for {holder}.',
  // Time left to move ({time}: remote.duration.*).
  'remote.time.left': '{seat} has {time} left to move.',
  // Time is up.
  'remote.time.up': '{seat}\'s time to move is up.',
  // Button: claim a win on time.
  'remote.time.claim': 'Claim: {seat} loses on time',
  // The game is over: the last link to send.
  'remote.link.final': 'Send the final link to the others:',
  // The link for the seat to move ({holder}: a seat, or remote.holder.*).
  'remote.link.send': 'Send {holder} this link:',
  // Button: check the whole record again.
  'remote.verify': 'Verify',
  // Beside the button remote.verify: what it checks.
  'remote.verify-hint': "Checks again, on this device, every signature and every move of this game, and that each bot move is the bot's own.",
  // Button: copy the link of the whole game.
  'remote.full-link': 'Copy the full link',
  // Beside the button remote.full-link: what that link holds, and when to send it.
  'remote.full-link-hint': 'The whole game from its first move, for a device that has none of it. The link for a seat carries only the moves since that seat last looked.',
  // Accessible name of the field holding the game's link.
  'remote.link.label': 'Link to the game',
  // Button: the system's share sheet.
  'remote.share': 'Share',
  // Title given to the shared link (the game's name).
  'remote.share.title': 'Hex Checkers',
  // Title of the link's QR code.
  'remote.link.qr': 'QR code of the link',
  // Status: copied.
  'remote.copied': 'Copied to the clipboard.',
  // Status: copying failed.
  'remote.copy-failed': 'Could not copy by itself: copy the link with Ctrl+C.',
  // Status: Verify is working.
  'remote.verifying': 'Verifying…',
  // Status: Verify failed ({reason}: why).
  'remote.verify.failed': 'Verification failed: {reason}.',
  // A turn a bot stood in for.
  'remote.verify.stood': 'turn {turn}, bot level {level} for {seat}',
  // After Verify's answer: the turns bots stood in for ({list}: remote.verify.stood, joined by "; ").
  'remote.verify.stood-line': ' A bot stood in for a friend, with the signed vote of every other device holding a seat: {list}.',
  // Verify's answer: what was checked.
  'remote.verify.turns': { one: '{count} turn: every signature and the chain check out, every move is legal', other: '{count} turns: every signature and the chain check out, every move is legal' },
  // Verify: checked, but the bot's version is unknown here ({turns}: remote.verify.turns).
  'remote.verify.unknown': { one: 'Not verified: {turns}; the game was made by bot version {version}, which this build does not know: its {count} bot hop was not checked.', other: 'Not verified: {turns}; the game was made by bot version {version}, which this build does not know: its {count} bot hops were not checked.' },
  // Verify: checked, no bot.
  'remote.verify.ok': 'Verified: {turns}.',
  // Verify: checked, the bot's hops match a version found by trying.
  'remote.verify.matched': { one: 'Verified: {turns}; the record names no bot version, and all {count} bot hops match bot version {version}.', other: 'Verified: {turns}; the record names no bot version, and all {count} bot hops match bot version {version}.' },
  // Verify: checked, the bot's hops are the bot's.
  'remote.verify.bots': { one: 'Verified: {turns}, and all {count} bot hops are the bot\'s own (bot version {version}).', other: 'Verified: {turns}, and all {count} bot hops are the bot\'s own (bot version {version}).' },
  // Verify: a bot hop that is not the bot's.
  'remote.verify.mismatch': 'turn {turn}: {seat} (bot level {level}) played {played}, the bot plays {expected}',
  // Verify: the record names no version and none fits (follows the version).
  'remote.verify.unnamed': '; the record names no bot version, and no version this build knows plays them all',
  // Verify: not verified ({said}: the hops, joined by "; "; {unnamed}: remote.verify.unnamed or nothing).
  'remote.verify.not': { one: 'Not verified: {wrong} of {count} bot hops are not the bot\'s ({said}), by bot version {version}{unnamed}. The signatures and the chain check out and every move is legal, but a device played for a bot.', other: 'Not verified: {wrong} of {count} bot hops are not the bot\'s ({said}), by bot version {version}{unnamed}. The signatures and the chain check out and every move is legal, but a device played for a bot.' },
  // Joining a table: no tracker.
  'remote.lobby.down': "no tracker or relay can be reached from this device yet; this page keeps trying by itself.",
  // Joining a table: looking.
  'remote.lobby.looking': 'looking for its devices…',
  // Joining a table ({code}: its code; {words}: remote.lobby.*).
  'remote.lobby': 'Joining table {code}: {words}',
  // Notice: no key can be kept.
  'remote.notice.no-key': 'This browser does not let the page keep a key, so this device can sign moves only until the page is closed.',
  // Notice: the device went offline.
  'remote.notice.offline': 'This device is offline: the moves you play are kept, and sent once it is back on line (the other devices wait).',
  // News: moves played since the last look.
  'remote.news': { one: '{count} new move since you last looked, played out on the board.', other: '{count} new moves since you last looked, played out on the board.' },
  // Why a step was not sent: an undo.
  'remote.diverged.undo': 'a signed turn cannot be taken back',
  // Why a step was not sent: a draw offer.
  'remote.diverged.draw': 'draw offers are not part of remote play',
  // Why a step was not sent: a resignation mid-chain.
  'remote.diverged.resign': 'a resignation in the middle of a chain cannot be sent',
  // Status: the live reply was not used.
  'remote.reply.failed': 'The reply could not be used: {reason}.',
  // Notice: the board could not be put back ({reason} follows).
  'remote.hold.failed': 'The board could not be put back',
  // Notice: live hops with no signed move.
  'remote.hold.back': 'Live hops were shown, but their signed move never came: the board is back as signed. The move counts once its device sends it.',
  // Notice: a remote game (a link, an invitation, a table's) could not be opened.
  'remote.open.link': 'This remote game link could not be opened: {reason}. Nothing was changed.',
  // Notice: an invitation's game could not be opened.
  'remote.open.invitation': 'This remote game invitation could not be opened: {reason}. Nothing was changed.',
  // Notice: a table's game could not be opened.
  'remote.open.table': 'This remote game table could not be opened: {reason}. Nothing was changed.',
  // Notice: the link is older than the game held.
  'remote.older.link': 'This link is older than the game this browser holds ({have} of its {count} turns): older, not loaded.',
  // The same, for an invitation.
  'remote.older.invitation': 'This invitation is older than the game this browser holds ({have} of its {count} turns): older, not loaded.',
  // The same, for a table.
  'remote.older.table': 'This table is older than the game this browser holds ({have} of its {count} turns): older, not loaded.',
  // Notice: the link brings nothing new.
  'remote.same.link': 'This link brings no new move: the game is as this browser holds it.',
  // The same, for an invitation.
  'remote.same.invitation': 'This invitation brings no new move: the game is as this browser holds it.',
  // The same, for a table.
  'remote.same.table': 'This table brings no new move: the game is as this browser holds it.',
  // Notice: a link refused.
  'remote.refused.link': 'This remote game link was refused: {reason}. Nothing was changed.',
  // Notice: an invitation refused.
  'remote.refused.invitation': 'This remote game invitation was refused: {reason}. Nothing was changed.',
  // Notice: a table's game refused.
  'remote.refused.table': 'This remote game table was refused: {reason}. Nothing was changed.',
  // Notice: not a table code ({text}: what was typed; {length}: the code's length).
  'remote.code.bad': '"{text}" is not a table code: a code is {length} letters and digits, like ABCDE-23456. Nothing was changed.',
  // Notice: the discovery library did not load.
  'remote.join.no-library': 'The table could not be joined: the peer-discovery library did not load ({reason}). Ask for the link instead.',
  // Notice: no tracker reachable when joining.
  'remote.join.down': "Table {code} cannot be looked for yet: no tracker or relay can be reached from this device (offline, or a network that blocks them). This page keeps trying by itself; or ask for the link.",
  // Notice: nobody at the table answered ({seconds}: a number of seconds).
  'remote.join.silent': 'No device of table {code} has answered for {seconds} s: check the code, and that the page of someone at the table is open. This page keeps looking.',
  // Notice: an invitation could not be opened.
  'remote.invitation.failed': 'This live invitation could not be opened: {reason}. Nothing was changed.',
  // Why an invitation is unreadable.
  'remote.invitation.not': 'not an invitation to play live',
  // Notice: the reply was passed to the inviting tab.
  'remote.reply.handed': 'The reply was handed to the tab of this browser that made the invitation (it connects if it is still open).',
  // Notice: the reply cannot be passed to another tab.
  'remote.reply.no-tabs': 'This browser cannot hand the reply to another tab: paste it into the invitation\'s Reply field.',
  // Notice: a kept remote game could not be opened.
  'remote.kept.failed': 'The remote game kept here could not be opened: {reason}.',
  // The Games dialog, a remote game: won.
  'remote.list.won': 'Over: {seat} won',
  // The Games dialog, a remote game: drawn.
  'remote.list.draw': 'Over: a draw',
  // The Games dialog, a remote game: this device's turn ({left}: remote.list.left or nothing).
  'remote.list.yours': 'Your turn ({seat}){left}',
  // The Games dialog, a remote game: waiting.
  'remote.list.waiting': 'Waiting for {seat}{left}',
  // The Games dialog: the time left after the turn.
  'remote.list.left': ', {time} left',
  // The Games dialog: button to open a remote game.
  'remote.list.open': 'Open',
  // The Games dialog: the heading of remote games.
  'remote.list.title': 'Remote games',
  // Notice: a step was not sent.
  'remote.not-sent': 'That was not sent: {reason}. The game is back as signed.',
  // Notice: a step was not sent (another tab).
  'remote.not-sent.short': 'That was not sent: {reason}.',
  // A failure in the background ({what}: one of the sentences below).
  'remote.failed': '{what}: {reason}.',
  // Notice: the game could not be stored.
  'remote.notice.not-kept': 'This browser refused to keep the remote game: it will be lost on reload.',
  // Why a move was not sent: this device does not hold the seat.
  'remote.not-holder': 'this device does not hold {seat}\'s seat',
  // Notice: a claim on time failed.
  'remote.claim.failed': 'The claim was not made: {reason}.',
  // A background failure: a message of the table.
  'remote.table.message-refused': 'A table message was refused',
  // Notice: a message from the live connection refused.
  'remote.message.refused': 'A message from the live connection was refused: {reason}. The connection goes on.',
  // Why: the message is not a game record.
  'remote.message.not-record': 'not a record',
  // Why: the message is not a list of hops.
  'remote.message.not-hops': 'not a list of hops',
  // Notice: a move from the live connection refused.
  'remote.move.refused': 'A move from the live connection was refused: {reason}. The connection goes on.',
  // A refusal of a turn: its number and why.
  'remote.turn.refusal': 'turn {turn}: {reason}',
  // Notice: hops from the wrong device ({holder}: remote.hops.seat or remote.hops.any).
  'remote.hops.refused': 'Live hops were refused: they came from a device that does not hold {holder}. The connection goes on.',
  // In remote.hops.refused: no seat is to move.
  'remote.hops.any': 'a seat to move',
  // In remote.hops.refused: the seat to move.
  'remote.hops.seat': '{seat}\'s seat',
  // A background failure: the bot standing in.
  'remote.stand-in.failed': 'The bot standing in did not play',
  // Notice: this device has the seat.
  'remote.seated': 'You hold {seat}\'s seat at this table.',
  // Notice: another device took the seat first.
  'remote.seat.lost': 'The seat was not given to this device: {seat}\'s seat is already taken by another device.',
  // Notice: the seat was refused ({reason}: why, from the table's creator).
  'remote.seat.refused': 'The seat was not given to this device: {reason}.',
  // Notice: this device may not ask for the seat.
  'remote.seat.cannot': 'That seat cannot be yours: {reason}.',
  // Why: a claim without its signed request.
  'remote.claim.unsigned': 'a claim at this table carries its signed request to take the seat',
  // Notice: trackers down, some devices connected.
  'remote.trackers.down-connected': "The table's trackers and relays cannot be reached: the devices already connected play on, but one that drops or a new one cannot find the table until one answers again. This page keeps trying by itself (no reload needed); meanwhile send them the link (Copy the full link).",
  // Notice: trackers down, nobody connected.
  'remote.trackers.down': "The table's trackers and relays cannot be reached from this device (offline, or a network that blocks them): the table code cannot work here until one answers. This page keeps trying by itself (no reload needed); meanwhile send the link (Copy the full link), or use the manual invitation below.",
  // Notice: nobody at the table answers (a guest).
  'remote.table.silent': 'No device of table {code} has answered for {seconds} s: the page of someone at the table must be open. This page keeps looking; the link works without it.',
  // Notice: the vote for a bot was refused.
  'remote.vote.refused': 'No bot was asked to play that seat: {reason}.',
  // Notice: a bot now plays a dropped seat.
  'remote.stand-in.on': 'The devices at the table agreed: bot level {level} plays {seat}\'s seat until that device is back.',
  // Notice: the seat's device is back.
  'remote.stand-in.off': '{seat}\'s device is back: the bot no longer plays that seat.',
  // Two turns crossed: the seat's own move beats the bot standing in.
  'remote.cross.seat': 'Turn {turn}: {seat}\'s own move and the bot standing in for that seat crossed. {seat}\'s own move stands: a seat\'s own player comes before the bot that stood in, on every device.',
  // Two turns crossed: a move in time beats a claim ({due}: the deadline, a date and time).
  'remote.cross.move': 'Turn {turn}: {seat}\'s move and {claimant}\'s claim on time crossed. The move stands: it is stamped before the deadline ({due}), and a move in time beats a claim on every device.',
  // Two turns crossed: a claim beats a late move.
  'remote.cross.claim': 'Turn {turn}: {seat}\'s late move and {claimant}\'s claim on time crossed. The claim stands: the move is stamped at or after the deadline ({due}), and a claim beats a late move on every device.',
  // Why a record was refused: its shape.
  'remote.reason.shape': 'the record is not one remote play makes',
  // Why: only the last turns, of a game not held.
  'remote.reason.partial': 'a link of the latest turns only',
  // Why: the settings.
  'remote.reason.head': 'the game settings are unreadable',
  // Why: a name with a line break or a direction control character.
  'remote.reason.names': 'a name holds a line break or a direction control',
  // Why: the settings were changed after signing.
  'remote.reason.head-sig': 'the game settings were changed after their creator signed them',
  // Why: other settings than the game held.
  'remote.reason.settings': 'the game settings differ from the ones held',
  // Why: another game.
  'remote.reason.other': 'another game',
  // Why: turns missing.
  'remote.reason.gap': 'turns are missing before this link',
  // Why: a turn rewritten.
  'remote.reason.fork': 'a turn differs from the one held',
  // Why: the wrong key (a device's signing key).
  'remote.reason.key': 'the seat\'s key is wrong',
  // Why: a signature.
  'remote.reason.signature': 'a signature does not check out',
  // Why: an illegal move.
  'remote.reason.moves': 'a move the rules do not allow',
  // Why: time stamps out of order.
  'remote.reason.time-order': 'the turn is stamped before the turn it follows',
  // Why: a time stamp in the future.
  'remote.reason.future': 'the turn is stamped later than this device\'s clock allows',
  // Why: a claim on time too early.
  'remote.reason.claim-early': 'the claim on time comes before the deadline',
  // Why: play before every seat is taken.
  'remote.reason.unbound': 'a seat is played before every seat is taken',
  // Why: the seat is taken.
  'remote.reason.seat-taken': 'the seat is already taken',
  // Why: one device, one seat.
  'remote.reason.key-reused': 'that device already holds a seat',
  // Why: not a friend's seat.
  'remote.reason.not-remote': 'the seat is not a friend\'s',
  // Why: the request to take a seat is not signed.
  'remote.reason.join-sig': 'the request to take the seat is not signed by its key',
  // Why: a seat not given by the creator.
  'remote.reason.bind-sig': 'a seat was not given by the game\'s creator',
  // Why: seats given twice.
  'remote.reason.seating': 'the seats were given twice, differently',
  // Why: the game has begun.
  'remote.reason.seating-closed': 'the game has begun: its seats are taken',
  // Why: a bot hop not the bot's.
  'remote.reason.bot-hop': 'a bot hop is not the one the bot plays',
  // Why: an unknown bot version.
  'remote.reason.bot-version': 'the game names a bot version this build does not know',
  // Why: hops from a device not to move.
  'remote.reason.not-seat': 'the hops do not come from the seat to move',
  // Why: another tab of the same browser.
  'remote.reason.other-tab': 'another tab of this browser moved first',
  // A message from another device: too long, or not text.
  'remote.message.bad': "a message too long or not text",
  // A live invitation's or reply's code: empty or far too long.
  'remote.code.empty': "the code is empty or far too long",
  // Another tab of this browser played the turn first.
  'remote.other-tab.played': "another tab of this browser already played this turn: this tab takes the game as that tab kept it, and signed nothing",
  // The turn could not be stored.
  'remote.other-tab.not-kept': "this browser refused to keep the turn, so it was not played (storage is full or disabled)",
  // Why no bot: only a friend's seat can have one.
  'remote.table.no.friend-only': "a bot stands in only for a friend's seat",
  // Why no bot: the level.
  'remote.table.no.level': "a bot level is 1 to 5",
  // Why no vote: only devices holding another seat vote.
  'remote.table.no.voter': "only a device holding another seat here decides",
  // Why no bot: one plays already.
  'remote.table.no.already': "a bot already plays {seat}'s seat",
  // Why no bot: the seat's device is here, or never came.
  'remote.table.no.present': "{seat}'s device is here or has not come yet",
  // Why no bot yet: the seat's device left too recently.
  'remote.table.no.soon': "{seat}'s device has been gone less than {seconds} s",
  // Why no seat: not a friend's.
  'remote.table.no.not-friend': "that seat is not a friend's",
  // Why no seat: the creator's device.
  'remote.table.no.creator': "the creator's device holds its own seats, not a friend's",
  // Why no seat: one device, one seat.
  'remote.table.no.one-seat': "this device already holds {seat}'s seat: one device, one seat",
  // Why no seat: taken.
  'remote.table.no.taken': "{seat}'s seat is already taken by another device",
  // Why no seat: only the creator gives seats.
  'remote.table.no.host': "only the table's creator gives seats",
  // Why a seating is refused: its length.
  'remote.table.no.count': "the seating has the wrong number of seats",
  // Why a seating is refused: a bound seat given to another.
  'remote.table.no.rebind': "it gives {seat}'s seat, bound already, to another device",
  // Why a seating is refused: a key.
  'remote.table.no.key': "a seat's key is unreadable",
  // Why a seating is refused: a wrong stand-in.
  'remote.table.no.stand-in': "the seating names a stand-in that is not a bot level for a friend's seat",
  // Why a record is refused at the table: a seat no device was given.
  'remote.table.no.unseated': "{seat}'s seat was not given to any device at this table",
  // Why a record is refused at the table: the seat is another device's.
  'remote.table.no.elsewhere': "{seat}'s seat belongs to another device at this table",
  // Why a link is unreadable: its characters or length (base64url: the link's encoding, a name).
  'remote.link.no.base64': "the link has characters or a length base64url cannot have",
  // Why: the record unpacks to too many bytes.
  'remote.link.no.inflates': "the record inflates past {limit} bytes",
  // Why: the link is cut or damaged.
  'remote.link.no.damaged': "the link is truncated or damaged (it does not inflate)",
  // Why: not text.
  'remote.link.no.utf8': "the record is not UTF-8 text",
  // Why: not JSON (a format's name).
  'remote.link.no.json': "the record is not valid JSON (truncated or damaged)",
  // Why: not a JSON object.
  'remote.link.no.object': "the record is not a JSON object",
  // Why: a key written twice ({key}: quoted).
  'remote.link.no.twice': "the record writes the key {key} twice",
  // Why: not a link to a remote game.
  'remote.link.no.remote': "this is not a link to a remote game",
  // Why: far too long.
  'remote.link.no.long': "the link is far too long ({length} characters)",
  // Why: empty.
  'remote.link.no.empty': "the link is empty",
  // Why: not a link to take a seat.
  'remote.link.no.join': "this is not a link to take a seat",
  // Why: a link to take a seat, far too long.
  'remote.link.no.join-long': "the link to take a seat is far too long",
  // Why: a link to take a seat, damaged.
  'remote.link.no.join-damaged': "the link to take a seat is damaged",
  // Why: a link to take a seat, unknown fields.
  'remote.link.no.join-fields': "the link to take a seat holds unknown fields",
  // A record's game settings: missing or too long.
  'remote.chain.head.missing': "the game settings are missing or too long",
  // The game settings are unreadable ({reason}: why).
  'remote.chain.head.bad': "the game settings: {reason}",
  // The settings' format differs from the record's.
  'remote.chain.head.format': "the game settings are of another format than the record",
  // The game's id (a name for the game, letters and digits).
  'remote.chain.head.id': "the game has no readable id",
  // A name with characters that could hide or reorder text.
  'remote.chain.head.names': "a seat's name holds a line break, a control character or a direction override",
  // The seats of a remote game.
  'remote.chain.head.kinds': "a remote game needs a friend's seat and a seat of its creator",
  // Not a record of remote play.
  'remote.chain.shape.not': "not a remote game record",
  // A record of another version of remote play.
  'remote.chain.shape.format': "made by another version of remote play (format {format})",
  // An unknown field in the record ({field}: quoted).
  'remote.chain.shape.field': "unknown field {field}",
  // A link of the last turns only, of a game not held here.
  'remote.chain.partial': "this link carries only the latest turns of a game this browser does not hold",
  // The settings were changed after signing.
  'remote.chain.head-sig': "the game settings are not the ones its creator signed (they were changed)",
  // A seat given without the creator's signature.
  'remote.chain.bind-sig': "{seat}'s seat was not given by the game's creator (its binding is not the creator's signature)",
  // A move before every seat was taken ({free}: the seats still free).
  'remote.chain.unbound': "{seat} moved before every friend's seat was taken ({free} not yet)",
  // A turn names a key for a seat that has one.
  'remote.chain.key.again': "{seat}'s turn names a key, but that seat already has one",
  // A seat's first turn without its key.
  'remote.chain.key.none': "{seat}'s first turn carries no key",
  // A bot standing in for a seat that is not a friend's.
  'remote.chain.key.stand-in': "a bot stands in only for a friend's seat, and {seat}'s is not one",
  // A signature that does not check out.
  'remote.chain.signature': "{seat}'s signature does not check out: this turn or one before it was changed, or {seat}'s device did not sign it",
  // Time stamps out of order ({at}, {before}: dates and times).
  'remote.chain.time-order': "{seat}'s turn is stamped {at}, before the turn it follows ({before})",
  // A time stamp in the future.
  'remote.chain.future': "{seat}'s turn is stamped {at}, later than this device's clock ({now}) plus {minutes} minutes",
  // A resignation or a claim mixed with moves.
  'remote.chain.moves.alone': "a resignation or a claim is a turn of its own",
  // A resignation for another seat.
  'remote.chain.moves.resign': "{seat} cannot resign for another seat",
  // A claim in a game with no deadline.
  'remote.chain.moves.no-deadline': "this game has no deadline to claim",
  // A claim on time for the wrong seat.
  'remote.chain.moves.claim': "{seat} cannot claim on time for that seat",
  // A claim stamped before the deadline.
  'remote.chain.claim-early': "{seat} claimed before {late}'s deadline (stamped {at}, due {due})",
  // A claim before the deadline by this device's clock.
  'remote.chain.claim-early.clock': "{seat} claimed before {late}'s deadline by this device's clock (due {due}, now {now})",
  // A move out of turn.
  'remote.chain.moves.not-turn': "it was not {seat}'s turn",
  // A bot standing in resigned or claimed.
  'remote.chain.moves.stand-in': "a bot standing in for {seat} only moves: it does not resign or claim",
  // Hops after the move ended.
  'remote.chain.moves.after': "{seat}'s turn goes on after its move ended",
  // A bot hop not the bot's.
  'remote.chain.bot-hop': "{seat} (bot level {level}) played {played}, but the bot plays {expected} there (bot version {version})",
  // A move named in a refusal ({move}: its code).
  'remote.chain.move-label': "move {move}",
  // A turn cut in the middle of a chain.
  'remote.chain.moves.mid-chain': "{seat}'s turn stops in the middle of a chain",
  // No move before every seat is taken.
  'remote.chain.unbound.seat': "{seat}'s seat is not taken yet: no move before every seat is",
  // This device cannot sign for that seat.
  'remote.chain.key.not-mine': "this device does not hold {seat}'s seat",
  // Seats still free ({free}: a list).
  'remote.chain.unbound.list': "{free}: not every seat is taken yet",
  // A bot stands in only in newer games.
  'remote.chain.stand-in.format': "a bot stands in only in a game of format 2, at a level from 1 to 5",
  // Only the creator's device signs for a bot standing in.
  'remote.chain.stand-in.host': "only the device of the game's creator lets a bot stand in for a seat",
  // Not every seat is taken.
  'remote.chain.unbound.any': "not every seat is taken yet",
  // An older game: seats are taken by playing.
  'remote.chain.seating.old-play': "this game was made before seats were bound: its seats are taken by playing",
  // An older game, without bound seats.
  'remote.chain.seating.old': "this game was made before seats were bound",
  // A request to take a seat of another game.
  'remote.chain.join.other': "this request is for another game",
  // A request to take a seat that cannot be read.
  'remote.chain.join.unreadable': "this request to take a seat is unreadable",
  // A seat the creator plays.
  'remote.chain.join.creator': "{seat} is not a friend's seat: its creator plays it",
  // The game has begun.
  'remote.chain.join.begun': "the game has begun: its seats are taken",
  // The seat is already this device's.
  'remote.chain.join.mine': "{seat} is already this device's",
  // The seat is another device's.
  'remote.chain.join.taken': "{seat} is already taken by another device",
  // The creator's device cannot take a friend's seat.
  'remote.chain.join.host': "the creator's device cannot also take {seat}: one device holds one friend's seat",
  // One device, one friend's seat.
  'remote.chain.join.one': "this device already holds {seat}: one device holds one friend's seat",
  // A request not signed by its key.
  'remote.chain.join.sig': "the request for {seat} is not signed by the key it names",
  // Only the creator gives seats.
  'remote.chain.bind.host': "only the game's creator gives its seats",
  // A link with other settings than the game held.
  'remote.chain.settings': "the game settings in this link differ from the ones this browser holds (they were changed)",
  // A link of another game.
  'remote.chain.other': "this link is of another game",
  // A link whose seats differ.
  'remote.chain.seating.link': "the seats in this link were given differently from the ones this browser holds",
  // A link giving a seat after the start.
  'remote.chain.seating.late': "this link gives a seat after the game began",
  // A link starting after the turns held ({count}: turns held).
  'remote.chain.gap': "this link starts at turn {turn}, but this browser holds only {count} turns of the game: ask for the full link",
  // A turn rewritten.
  'remote.chain.fork': "it differs from the turn this browser already holds (an earlier move was rewritten)",
  // A turn after another twin of a signature (two signatures of one turn).
  'remote.chain.fork.twin': "it follows another twin of an earlier signature",
  // The table's bot version is unknown here.
  'remote.chain.bot-version': "this table's bot is version {version}, which this build does not know (it knows {known}): it cannot check the bot's hops, so it does not play it live. Update the page, or read the record",
  // The game is over.
  'remote.chain.over': "the game is over",
  // Hops from another device than the seat's.
  'remote.chain.not-seat': "these hops do not come from {seat}'s device",
  // A hop named in a refusal ({hop}: its code).
  'remote.chain.hop-label': "hop {hop}",
  // Why: a stand-in without the table's votes, or with wrong ones.
  'remote.reason.votes': "the table's votes for a bot are missing or wrong",
  // Why: a vote not signed by its device.
  'remote.reason.vote-sig': "a vote for a bot is not signed by its device",
  // Why: a bot played this device's own seat.
  'remote.reason.stand-in-self': "a bot was played for this device's own seat",
  // Why: a bot played a seat whose device is here.
  'remote.reason.stand-in-present': "a bot was played for a seat whose device is here",
  // Why: a seating older than one already followed (a replay).
  'remote.reason.seating-old': "an older seating, sent again",
  // Why: a game made again when it may not be.
  'remote.reason.remake': "the game was made again when it may not be",
  // A stand-in turn without the table's votes.
  'remote.chain.votes.none': "a bot stands in without the table's votes",
  // This device holds no seat, so it cannot vote.
  'remote.chain.votes.no-seat': "this device holds no seat: it has no vote",
  // A vote from a device with no say on the seat.
  'remote.chain.votes.no-say': "{voter}'s vote does not count: that device has no say on this seat",
  // A vote for another bot level than the one that played.
  'remote.chain.votes.level': "{voter} voted for level {voted}, not {level}",
  // A vote for a turn that has not come.
  'remote.chain.votes.ahead': "{voter}'s vote is for turn {from} on, which has not come",
  // A vote older than the seat's own last turn (replayed).
  'remote.chain.votes.stale': "{voter}'s vote, from turn {from}, is older than {seat}'s own turn {own}: that device came back since",
  // A vote not signed by the key of the device it names.
  'remote.chain.votes.sig': "{voter}'s vote is not signed by that device's key",
  // One device's vote counted twice.
  'remote.chain.votes.twice': "{voter}'s device voted twice",
  // A stand-in without the vote of some devices.
  'remote.chain.votes.missing': "a bot stands in for {seat} without the vote of {missing}",
  // A move the notation cannot read.
  'remote.chain.moves.unreadable': "an unreadable move ({reason})",
  // A claim before the deadline counted from when this device saw the turn begin.
  'remote.chain.claim-early.seen': "{seat} claimed before {late}'s deadline as this device saw that turn begin (due {due}, now {now})",
  // Live hops for this device's own seat, from another tab of the same browser (the same key).
  'remote.chain.hops.other-tab': "another tab of this browser is playing {seat}'s seat",
  // Live hops for a seat this device holds, from another device.
  'remote.chain.hops.mine': "they move {seat}, a seat this device holds",
  // Live hops that are not legal in the signed game.
  'remote.chain.hops.illegal': "{from} to {to} is not a legal move here",
  // Notice: another tab of this browser plays this device's seat; this tab follows it.
  'remote.hops.tab': "Another tab of this browser is playing {seat}'s seat: a turn is kept once, by the tab that signs it first, and this tab shows the game as that tab keeps it.",
  // Notice: this tab's move was not played because another tab of this browser played the turn first.
  'remote.other-tab.lost': "Your move in this tab was not played: another tab of this browser played {seat}'s turn first. This tab now shows the game as that tab played it.",
  // Refusal: a bot was played for this device's own seat while it is at the table ({turn}: the turn's number).
  'remote.stand-in.self': "turn {turn}: a bot was played for your own seat, {seat}, while this device is at the table. This device refuses it: play your move, and your own move stands",
  // Refusal: a bot was played for a seat whose device is here, or silent for less than this device's wait.
  'remote.stand-in.present': "turn {turn}: a bot was played for {seat}, whose device is at the table or has been silent less than {seconds} s for this device",
  // Notice: the creator's seating names a bot for this device's own seat; this device refuses it.
  'remote.stand-in.self-seating': "The creator's device says a bot plays your own seat, {seat}: this device is here, so it takes no bot turn for that seat. Play your move.",
  // Refusal: a seating older than the last one followed ({version}: its version, {last}: the last one's).
  'remote.seating.old': "a seating of version {version}, not newer than the one this device follows (version {last}): an old seating sent again",
  // Refusal of a remade game: the game has begun.
  'remote.remake.begun': "the game has begun: it is not made again",
  // Refusal of a remade game: friends' seats are bound already.
  'remote.remake.bound': "a friend's seat is already bound: the game is not made again over it",
  // Refusal of a remade game in the old format 1.
  'remote.remake.format': "a game is not made again in the old format, where seats are not bound",
  // Refusal of a remade game whose settings are not newer.
  'remote.remake.older': "the game made again is not newer than the one held",
  // Notice on the creator's device: a friend's join link bound that seat.
  'remote.join.bound': "{seat}'s seat is now bound to the device that sent the join link. Once every friend's seat is bound, play: the panel gives the link for each seat in turn.",
  // By link: this device asked for a seat; the link to send back to the game's creator.
  'remote.join.send': "Send this link back to the game's creator: opening it gives {seat}'s seat to this device. Then open the link the creator sends you.",
  // The label of the field that holds the join link.
  'remote.join.label': "Join link for the game's creator",
  // Notice: a join link opened on the creator's device was refused ({reason}: why).
  'remote.join.failed': "The join link was not taken: {reason}.",
  // Notice: a join link for a game this browser does not hold.
  'remote.join.unknown': "This join link is for a game this browser does not hold: open it on the device that created the game.",
  // The creator's link while friends' seats are not taken yet ({free}: those seats). No move before every seat is taken.
  'remote.link.seats': "Nobody moves before every friend's seat is taken. Send this link to {free}: each opens it, presses Play as, and sends you back the join link it gives (or joins at the table by its code).",
  // A background failure: a friend's join request over the live connection was refused.
  'remote.join.taken': "A friend's request for a seat was refused",
  // Refusal: a device's hello not signed by the key it names.
  'remote.table.hello-sig': "a hello not signed by the key it names",
  // Refusal: a seating not signed by the game's creator.
  'remote.table.seating-sig': "a seating not signed by the game's creator",
  // Refusal: a seat claim not signed by the key it names.
  'remote.table.claim-sig': "a seat claim not signed by the key it names",
};
