// The text record (www/app/games/text-record.js): why its reader refuses a record. The record
// itself (its tags, results, events such as {Red resigns}) is a file format, the same in every
// language: the words quoted from it here stay as they are. Shown inside app.import.refused.
export default {
  // Where a record is wrong: its line ({problem}: one of the reasons below).
  'games.record.at': 'line {line}: {problem}',
  // Where a record is wrong: its line and move number.
  'games.record.at-move': 'line {line}, move {move}: {problem}',
  // A record holds a second game (a file of several games opens from the library).
  'games.record.second': 'a second game starts here: open a file of several games from the library',
  // What was given is not text.
  'games.record.not-text': 'not text',
  // The record is too long ({length}: its characters; {max}: the most allowed).
  'games.record.too-long': 'the text is too long ({length} characters; at most {max})',
  // No game found in the text.
  'games.record.empty': 'there is no game in this text',
  // No tags at the start ([Players "2"] is the record's own syntax: keep it as is).
  'games.record.no-tags': 'a game record starts with its tags, such as [Players "2"]',
  // Too many tags.
  'games.record.many-tags': 'too many tags (at most {max})',
  // One tag is far too long.
  'games.record.long-tag': 'this tag is far too long',
  // A tag is not written [Name "value"] (the record's syntax, kept as is; {tag}: the line, quoted).
  'games.record.malformed': 'malformed tag {tag}: write [Name "value"]',
  // A tag twice ({name}: the tag's name, as written in the record).
  'games.record.duplicate': 'duplicate tag {name} (first on line {line})',
  // A needed tag is missing ({name}: its name).
  'games.record.missing': 'the {name} tag is missing',
  // A tag's value is wrong ({value}: quoted; {reason}: why, one of games.value.*).
  'games.record.bad-tag': 'bad {name} tag {value}: {reason}',
  // A tag's value: not a whole number.
  'games.value.number': 'not a whole number',
  // A tag's value: out of range.
  'games.value.range': 'must be {lo} to {hi}',
  // The Rules tag's value (none, no-progress, repetition are the record's words: keep them).
  'games.value.rules': 'write "none", or "no-progress N" and/or "repetition K" once each',
  // The Clock tag's value ("none" is the record's word: keep it).
  'games.value.clock': 'write "none" or "<seconds>+<increment seconds>", e.g. "180+2"',
  // The Clock tag: the time out of range (seconds).
  'games.value.time': 'the time must be 1 s to {max} s',
  // The Clock tag: the increment too long (seconds).
  'games.value.increment': 'the increment must be at most {max} s',
  // The TimeLeft tag's value.
  'games.value.time-left': 'write one time in seconds per seat, joined by ",", e.g. "171.5,180"',
  // The TimeLeft tag: a time too long (seconds).
  'games.value.left-max': 'a time left must be at most {max} s',
  // A Seat tag's value ("human", "bot level 3" are the record's words: keep them in English).
  'games.value.seat': 'write a name, then the seat\'s kind in brackets: "Ann (human)" or "(bot level 3)"',
  // A Seat tag: the name too long.
  'games.value.name': 'the name is longer than {max} characters',
  // The Date tag's value (YYYY.MM.DD: the record's form, kept).
  'games.value.date': 'write YYYY.MM.DD (? for what is unknown)',
  // The Result tag's value.
  'games.value.result': 'write * for a game in progress, or one score per seat (1, 0 or 1/2) joined by "-"',
  // A Seat tag of a seat the game does not have.
  'games.record.no-seat': 'there is no seat {seat} in a game of {players}',
  // TimeLeft without Clock (tag names, kept).
  'games.record.time-left': 'a TimeLeft tag needs a Clock tag with a time control',
  // The Termination tag's value: the allowed words ({list}: the record's words, kept).
  'games.value.termination': 'one of {list}',
  // The Start tag: the engine refused the position.
  'games.value.start': 'the engine refused it ({reason})',
  // The Start tag: a position of another table size.
  'games.value.start-table': 'it is not a position of this table (players, radius)',
  // The Result tag and the moves disagree.
  'games.record.result-tag': 'the Result tag says {result} but the moves end with {played}',
  // The result and the moves disagree.
  'games.record.result': 'the result is {result} but the moves give {actual}',
  // The Termination tag and the game disagree ({actual}: a record word, or games.record.nothing-yet).
  'games.record.termination': 'the Termination tag says {ending} but the game ended by {actual}',
  // An event {…} not closed.
  'games.record.brace': 'an event in braces is not closed on its line',
  // Too many moves.
  'games.record.many-moves': 'too many moves (at most {max} steps)',
  // A move number out of order.
  'games.record.expected': 'expected move {number} here',
  // A number before a turn that is not a round's first.
  'games.record.mid-round': "this turn is part of move {number}: only a round's first turn takes a number",
  // A move number alone.
  'games.record.lone-number': 'a move number with no move after it',
  // Side lines (variations) in brackets, as the analysis board writes them: where one is wrong.
  'games.record.side-where': 'a side line in brackets must follow the move it replaces',
  // A side line ends with a result (only the game has one).
  'games.record.side-result': 'a side line in brackets holds moves only, not a result',
  // Side lines nested too deep ({max}: the most).
  'games.record.side-deep': 'side lines nested more than {max} deep',
  // A ")" with no "(" before it.
  'games.record.side-close': 'a closing bracket with no side line open',
  // "()" with nothing inside.
  'games.record.side-empty': 'an empty side line in brackets',
  // A "(" never closed.
  'games.record.side-open': 'a side line in brackets is never closed',
  // A chain cut short.
  'games.record.chain': 'the chain is not finished: its piece must jump again',
  // Text after the result.
  'games.record.after-result': 'nothing may follow the result {result}',
  // The result has the wrong number of scores.
  'games.record.scores': 'the result needs one score per seat ({players})',
  // A move after the end.
  'games.record.over': 'the game is already over, so {move} cannot be played',
  // A move that cannot be read ({move}: quoted).
  'games.record.unreadable': 'unreadable move {move}',
  // No result at the end.
  'games.record.no-result': 'the moves end without a result (write * for a game in progress): is the record cut short?',
  // An unknown event (the events in braces are the record's words, kept in English; {event}: quoted).
  'games.record.event': 'unknown event {event}: write {SeatN resigns}, {SeatN loses on time} or {Draw agreed}',
  // A hop after the turn ended.
  'games.record.ended': 'the turn ended before {hop}: its piece cannot jump again',
  // A hop's marks are wrong ({fix}: the hop as it should be written).
  'games.record.marks': "{hop} has the wrong marks: {fix} (=K crowns, # takes an army's last piece)",
  // How the game ended: not yet (after games.record.termination).
  'games.record.nothing-yet': 'nothing yet',
  // How to write a hop's marks ({hop}: the hop with its right marks).
  'games.record.fix-write': 'write {hop}',
  // A hop that takes no mark.
  'games.record.fix-none': '{hop} takes no mark here',
};
