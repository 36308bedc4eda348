// Local statistics: how this browser's people did, per bot level and per
// table size, computed from the game library (nothing is stored but the
// moment of the last reset).
//
// A game counts when it was played to its end on this board (library entry
// `endedAt`) after the last reset, with at least one person at the table. The
// people at the table win when the winner is a person's seat; draw when the
// game is drawn with a person's seat among the survivors; lose otherwise (a
// bot won, or every person's army fell before a draw among bots). A game's bot
// level is its strongest bot's ("no bots" for people only); its table size is
// its number of players.

const SINCE_KEY = 'hex-checkers/stats-since';

/** 'win', 'draw' or 'loss' for the people at the table, or null when the game does not count. */
export function outcome(entry, since = 0) {
  if (entry.endedAt === null || entry.endedAt <= since) return null;
  const human = (seat) => entry.kinds[seat] === 'human';
  if (!entry.kinds.some((k) => k === 'human')) return null;
  if (entry.winner !== null) return human(entry.winner) ? 'win' : 'loss';
  return entry.survivors.some(human) ? 'draw' : 'loss';
}

/** The strongest bot level at the table, 0 when every seat is a person. */
export const botLevel = (entry) => Math.max(0, ...entry.kinds.map((k) => (k === 'human' ? 0 : Number(k.slice(3)))));

const emptyRow = () => ({ games: 0, wins: 0, draws: 0, losses: 0 });

/**
 * Games, wins, draws and losses per bot level (0 = no bots, 1-5) and per table size (2-6 players).
 * @returns {{byLevel: Map<number, object>, bySize: Map<number, object>, total: object}}
 */
export function computeStats(entries, since = 0) {
  const byLevel = new Map();
  const bySize = new Map();
  const total = emptyRow();
  for (const entry of entries) {
    const result = outcome(entry, since);
    if (!result) continue;
    const key = { win: 'wins', draw: 'draws', loss: 'losses' }[result];
    for (const row of [total, rowOf(byLevel, botLevel(entry)), rowOf(bySize, entry.players)]) {
      row.games += 1;
      row[key] += 1;
    }
  }
  return { byLevel: sorted(byLevel), bySize: sorted(bySize), total };
}

function rowOf(map, key) {
  if (!map.has(key)) map.set(key, emptyRow());
  return map.get(key);
}
const sorted = (map) => new Map([...map].sort(([a], [b]) => a - b));

/** When the statistics were last reset (ms), 0 if never. */
export function statsSince() {
  try {
    const n = Number(window.localStorage.getItem(SINCE_KEY));
    return Number.isFinite(n) && n > 0 ? n : 0;
  } catch {
    return 0;
  }
}

/** Resets the statistics (the games stay in the library); false if the browser refused. */
export function resetStats(now = Date.now()) {
  try {
    window.localStorage.setItem(SINCE_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}
