// Hex Checkers — plain JavaScript reference engine.
//
// A deliberately simple implementation of the contract of docs/contract.md,
// written the way the original headless module was: the board is a Map of
// "q,r" -> {seat, king}, and everything else is straightforward loops.
//
// Uses: the baseline "plain JS engine" of the Node benchmark and the
// differential oracle of the JS contract tests. Favour obviousness over speed
// here.
//
// Choices where docs/law.md is silent (the wasm package should agree):
// - FACES[i] = {index, name}; DIRECTIONS[i] = {q, r}; seats[i].face is a face index.
// - legalMoves() lists pieces in reading order (r from -R to +R, q ascending),
//   and for each piece its directions in index order 0..5. Compare as sets anyway.
// - A "hex" argument is {q, r} with integer q and r, or the key string "q,r".
// - restore() may change players and radius; it rebuilds `seats`.

export const DIRECTIONS = Object.freeze([
  Object.freeze({ q: 0, r: 1 }),   // 0 SE
  Object.freeze({ q: -1, r: 1 }),  // 1 SW
  Object.freeze({ q: -1, r: 0 }),  // 2 W
  Object.freeze({ q: 0, r: -1 }),  // 3 NW
  Object.freeze({ q: 1, r: -1 }),  // 4 NE
  Object.freeze({ q: 1, r: 0 }),   // 5 E
]);

export const FACES = Object.freeze(
  ['S', 'SW', 'NW', 'N', 'NE', 'SE'].map((name, index) => Object.freeze({ index, name })),
);

const MIN_PLAYERS = 2;
const MAX_PLAYERS = 6;
const MIN_RADIUS = 2;
const MAX_RADIUS = 8;
const SNAPSHOT_VERSION = 'hc1';

function key(q, r) {
  return q + ',' + r;
}

function distance(q, r) {
  return Math.max(Math.abs(q), Math.abs(r), Math.abs(q + r));
}

function checkFace(face) {
  const i = typeof face === 'object' && face !== null ? face.index : face;
  if (!Number.isInteger(i) || i < 0 || i > 5) {
    throw new Error(`face must be an integer 0..5, got ${String(face)}`);
  }
  return i;
}

function checkRadius(radius) {
  if (!Number.isInteger(radius) || radius < MIN_RADIUS || radius > MAX_RADIUS) {
    throw new Error(`radius must be an integer ${MIN_RADIUS}..${MAX_RADIUS}, got ${String(radius)}`);
  }
  return radius;
}

function checkPlayers(players) {
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    throw new Error(`players must be an integer ${MIN_PLAYERS}..${MAX_PLAYERS}, got ${String(players)}`);
  }
  return players;
}

/** The four directions a man of face `face` may move in: DIR[f+2..f+5]. */
export function facingDirections(face) {
  const f = checkFace(face);
  const out = [];
  for (let k = 2; k <= 5; k++) {
    const d = DIRECTIONS[(f + k) % 6];
    out.push({ q: d.q, r: d.r });
  }
  return out;
}

/** The 2R-3 home cells of face `face`: d*DIR[f] + k*DIR[f+2], d in {R, R-1}, k = 1..d-1. */
export function homeCells(face, radius) {
  const f = checkFace(face);
  const R = checkRadius(radius);
  const a = DIRECTIONS[f];
  const b = DIRECTIONS[(f + 2) % 6];
  const out = [];
  for (const d of [R, R - 1]) {
    for (let k = 1; k <= d - 1; k++) {
      out.push({ q: d * a.q + k * b.q, r: d * a.r + k * b.r });
    }
  }
  return out;
}

/** Faces by seat: round_half_up(i * 6 / players). */
export function seatFaces(players) {
  const n = checkPlayers(players);
  const out = [];
  for (let i = 0; i < n; i++) {
    // floor(i*6/n + 1/2) in exact integer arithmetic
    out.push(Math.floor((12 * i + n) / (2 * n)));
  }
  return out;
}

/** Cells of a radius-R board in reading order: r from -R to +R, q ascending. */
function boardCells(R) {
  const out = [];
  for (let r = -R; r <= R; r++) {
    for (let q = Math.max(-R, -R - r); q <= Math.min(R, R - r); q++) {
      out.push({ q, r });
    }
  }
  return out;
}

export function createGame(options = {}) {
  if (options === null || typeof options !== 'object') {
    throw new Error('createGame options must be an object');
  }
  const players = checkPlayers(options.players === undefined ? 6 : options.players);
  const radius = checkRadius(options.radius === undefined ? 5 : options.radius);
  return new Game(players, radius);
}

class Game {
  constructor(players, radius) {
    this.players = players;
    this.radius = radius;
    this.board = new Map();
    this.seats = [];
    this.current = 0;
    this.chainFrom = null;
    this.winner = null;
    this.draw = false;
    const faces = seatFaces(players);
    for (let seat = 0; seat < players; seat++) {
      this.seats.push({ face: faces[seat], eliminated: false });
      for (const h of homeCells(faces[seat], radius)) {
        this.board.set(key(h.q, h.r), { seat, king: false });
      }
    }
  }

  // ---- helpers -----------------------------------------------------------

  onBoard(q, r) {
    return distance(q, r) <= this.radius;
  }

  /** Parse a hex argument ({q, r} or "q,r") and check it lies on the board. */
  parseHex(hex, what) {
    let q;
    let r;
    if (typeof hex === 'string') {
      const m = /^(-?\d+),(-?\d+)$/.exec(hex);
      if (!m) throw new Error(`${what}: malformed hex string ${JSON.stringify(hex)}`);
      q = Number(m[1]);
      r = Number(m[2]);
    } else if (hex !== null && typeof hex === 'object') {
      q = hex.q;
      r = hex.r;
      if (!Number.isInteger(q) || !Number.isInteger(r)) {
        throw new Error(`${what}: hex needs integer q and r`);
      }
    } else {
      throw new Error(`${what}: expected a hex {q, r} or "q,r"`);
    }
    if (!this.onBoard(q, r)) throw new Error(`${what}: hex ${q},${r} is off the board`);
    return { q, r };
  }

  directionsOf(piece) {
    if (piece.king) return DIRECTIONS;
    // A man never moves in DIR[f] or DIR[f+1]: keep DIR[f+2..f+5], in index order.
    const f = this.seats[piece.seat].face;
    return DIRECTIONS.filter((_, i) => (i - f + 6) % 6 >= 2);
  }

  /** Jumps of the piece at (q, r). */
  jumpsOf(q, r) {
    const piece = this.board.get(key(q, r));
    const out = [];
    for (const d of this.directionsOf(piece)) {
      const oq = q + d.q;
      const or = r + d.r;
      const tq = q + 2 * d.q;
      const tr = r + 2 * d.r;
      const over = this.board.get(key(oq, or));
      if (over === undefined || over.seat === piece.seat) continue;
      if (!this.onBoard(tq, tr) || this.board.has(key(tq, tr))) continue;
      out.push({
        from: { q, r },
        to: { q: tq, r: tr },
        capture: { q: oq, r: or },
        promotes: !piece.king && tq === 0 && tr === 0,
      });
    }
    return out;
  }

  /** Steps of the piece at (q, r). */
  stepsOf(q, r) {
    const piece = this.board.get(key(q, r));
    const out = [];
    for (const d of this.directionsOf(piece)) {
      const tq = q + d.q;
      const tr = r + d.r;
      if (!this.onBoard(tq, tr) || this.board.has(key(tq, tr))) continue;
      out.push({
        from: { q, r },
        to: { q: tq, r: tr },
        capture: null,
        promotes: !piece.king && tq === 0 && tr === 0,
      });
    }
    return out;
  }

  /** Legal moves of `seat` at the start of a turn (no chain). */
  movesOfSeat(seat) {
    const jumps = [];
    const steps = [];
    for (const c of boardCells(this.radius)) {
      const piece = this.board.get(key(c.q, c.r));
      if (piece === undefined || piece.seat !== seat) continue;
      jumps.push(...this.jumpsOf(c.q, c.r));
      steps.push(...this.stepsOf(c.q, c.r));
    }
    return jumps.length > 0 ? jumps : steps;
  }

  pieceCount(seat) {
    let n = 0;
    for (const piece of this.board.values()) if (piece.seat === seat) n++;
    return n;
  }

  // ---- contract ----------------------------------------------------------

  legalMoves() {
    if (this.current === null) return [];
    if (this.chainFrom !== null) return this.jumpsOf(this.chainFrom.q, this.chainFrom.r);
    return this.movesOfSeat(this.current);
  }

  movesFrom(hex) {
    const h = this.parseHex(hex, 'movesFrom');
    return this.legalMoves().filter((m) => m.from.q === h.q && m.from.r === h.r);
  }

  apply(move) {
    if (this.current === null) throw new Error('apply: the game is over');
    if (move === null || typeof move !== 'object') throw new Error('apply: move must be an object {from, to}');
    const from = this.parseHex(move.from, 'apply: from');
    const to = this.parseHex(move.to, 'apply: to');
    const legal = this.legalMoves().find(
      (m) => m.from.q === from.q && m.from.r === from.r && m.to.q === to.q && m.to.r === to.r,
    );
    if (legal === undefined) {
      throw new Error(`apply: ${from.q},${from.r} -> ${to.q},${to.r} is not a legal move for seat ${this.current}`);
    }

    // Everything below is validated: mutate.
    const mover = this.current;
    const piece = this.board.get(key(from.q, from.r));
    this.board.delete(key(from.q, from.r));
    this.board.set(key(to.q, to.r), piece);

    let captured = null;
    let eliminated = null;
    if (legal.capture !== null) {
      const c = legal.capture;
      const victim = this.board.get(key(c.q, c.r));
      this.board.delete(key(c.q, c.r));
      captured = { q: c.q, r: c.r, seat: victim.seat, king: victim.king };
      if (this.pieceCount(victim.seat) === 0) {
        this.seats[victim.seat].eliminated = true;
        eliminated = victim.seat;
      }
    }

    let promoted = false;
    if (!piece.king && to.q === 0 && to.r === 0) {
      piece.king = true;
      promoted = true;
    }

    const result = { captured, promoted, chaining: false, eliminated, skipped: [], winner: null, draw: false };

    // 2. Last seat with pieces wins at once.
    const alive = [];
    for (let s = 0; s < this.players; s++) if (this.pieceCount(s) > 0) alive.push(s);
    if (alive.length === 1) {
      this.winner = alive[0];
      this.current = null;
      this.chainFrom = null;
      result.winner = this.winner;
      return result;
    }

    // 3. Chain continuation.
    if (captured !== null && !promoted && this.jumpsOf(to.q, to.r).length > 0) {
      this.chainFrom = { q: to.q, r: to.r };
      result.chaining = true;
      return result;
    }

    // 4. Pass the turn; 5. draw if nobody (mover included) can move.
    this.chainFrom = null;
    const skipped = [];
    for (let i = 1; i <= this.players; i++) {
      const s = (mover + i) % this.players;
      if (this.pieceCount(s) === 0) continue;
      if (this.movesOfSeat(s).length > 0) {
        this.current = s;
        result.skipped = skipped;
        return result;
      }
      skipped.push(s);
    }
    this.current = null;
    this.draw = true;
    result.draw = true;
    return result;
  }

  snapshot() {
    const R = this.radius;
    const turn = this.current === null ? '-' : String(this.current);
    const chain = this.chainFrom === null ? '-' : key(this.chainFrom.q, this.chainFrom.r);
    const result = this.winner !== null ? 'w' + this.winner : this.draw ? 'draw' : '-';
    const rows = [];
    for (let r = -R; r <= R; r++) {
      let row = '';
      for (let q = Math.max(-R, -R - r); q <= Math.min(R, R - r); q++) {
        const piece = this.board.get(key(q, r));
        if (piece === undefined) row += '.';
        else {
          const ch = String.fromCharCode(97 + piece.seat);
          row += piece.king ? ch.toUpperCase() : ch;
        }
      }
      rows.push(row);
    }
    return [SNAPSHOT_VERSION, this.players, R, turn, chain, result, rows.join('/')].join(' ');
  }

  restore(text) {
    if (typeof text !== 'string') throw new Error('restore: snapshot must be a string');
    const parts = text.split(' ');
    if (parts.length !== 7) throw new Error('restore: expected 7 space-separated fields');
    const [version, pStr, rStr, turnStr, chainStr, resultStr, rowsStr] = parts;
    if (version !== SNAPSHOT_VERSION) throw new Error(`restore: unknown version ${JSON.stringify(version)}`);
    if (!/^\d$/.test(pStr)) throw new Error('restore: bad players field');
    if (!/^\d$/.test(rStr)) throw new Error('restore: bad radius field');
    const players = Number(pStr);
    const R = Number(rStr);
    try {
      checkPlayers(players);
      checkRadius(R);
    } catch (e) {
      throw new Error('restore: ' + e.message);
    }

    // Board rows.
    const rows = rowsStr.split('/');
    if (rows.length !== 2 * R + 1) throw new Error(`restore: expected ${2 * R + 1} rows, got ${rows.length}`);
    const board = new Map();
    const counts = new Array(players).fill(0);
    for (let i = 0; i < rows.length; i++) {
      const r = i - R;
      const q0 = Math.max(-R, -R - r);
      const width = 2 * R + 1 - Math.abs(r);
      if (rows[i].length !== width) throw new Error(`restore: row ${i} must have ${width} cells`);
      for (let j = 0; j < width; j++) {
        const ch = rows[i][j];
        if (ch === '.') continue;
        const lower = ch.toLowerCase();
        const seat = lower.charCodeAt(0) - 97;
        if (lower.length !== 1 || seat < 0 || seat >= players || !/[a-fA-F]/.test(ch)) {
          throw new Error(`restore: bad cell character ${JSON.stringify(ch)} in row ${i}`);
        }
        board.set(key(q0 + j, r), { seat, king: ch !== lower });
        counts[seat]++;
      }
    }
    const alive = counts.filter((n) => n > 0).length;

    // Result, turn, chain.
    let winner = null;
    let draw = false;
    let current = null;
    let chainFrom = null;
    if (resultStr === '-') {
      if (alive < 2) throw new Error('restore: an ongoing game needs at least two seats with pieces');
      if (!/^\d$/.test(turnStr)) throw new Error('restore: an ongoing game needs a seat to move');
      current = Number(turnStr);
      if (current >= players || counts[current] === 0) throw new Error(`restore: seat ${current} cannot be to move`);
      if (chainStr !== '-') {
        const m = /^(-?\d+),(-?\d+)$/.exec(chainStr);
        if (!m) throw new Error('restore: bad chain field');
        const cq = Number(m[1]);
        const cr = Number(m[2]);
        const p = board.get(key(cq, cr));
        if (distance(cq, cr) > R || p === undefined || p.seat !== current) {
          throw new Error('restore: chain cell must hold a piece of the seat to move');
        }
        chainFrom = { q: cq, r: cr };
      }
    } else {
      if (turnStr !== '-') throw new Error('restore: a finished game has no seat to move');
      if (chainStr !== '-') throw new Error('restore: a finished game has no chain');
      if (resultStr === 'draw') {
        if (alive < 2) throw new Error('restore: a draw needs at least two seats with pieces');
        draw = true;
      } else {
        const m = /^w(\d)$/.exec(resultStr);
        if (!m) throw new Error(`restore: bad result field ${JSON.stringify(resultStr)}`);
        winner = Number(m[1]);
        if (winner >= players || counts[winner] === 0 || alive !== 1) {
          throw new Error(`restore: seat ${winner} cannot be the winner of this board`);
        }
      }
    }

    // Commit: replace the whole state (kept aside to put back if the chain check fails).
    const saved = {
      players: this.players, radius: this.radius, seats: this.seats, board: new Map(this.board),
      current: this.current, chainFrom: this.chainFrom, winner: this.winner, draw: this.draw,
    };
    const faces = seatFaces(players);
    this.players = players;
    this.radius = R;
    this.seats = faces.map((face, s) => ({ face, eliminated: counts[s] === 0 }));
    this.board.clear();
    for (const [k, v] of board) this.board.set(k, v);
    this.current = current;
    this.chainFrom = chainFrom;
    this.winner = winner;
    this.draw = draw;
    if (chainFrom !== null && this.jumpsOf(chainFrom.q, chainFrom.r).length === 0) {
      const { board: savedBoard, ...rest } = saved;
      Object.assign(this, rest);
      this.board.clear(); // keep the same Map object, refilled as it was
      for (const [k, v] of savedBoard) this.board.set(k, v);
      throw new Error('restore: the chain piece has no jump to continue with');
    }
  }
}
