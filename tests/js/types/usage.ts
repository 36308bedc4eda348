// A small program using the package as a TypeScript user would; type-checked
// (never run) by tests/js/types.test.mjs with `tsc --noEmit --strict`, against
// pkg/hex-checkers.d.ts. The @ts-expect-error lines must stay errors.
import init, {
  createGame, isReady, RULE_LIMITS, FACES, DIRECTIONS, facingDirections, homeCells, seatFaces,
  hexToPixel, pixelToHex, hexCorners, boardCells, cellName, parseCellName,
  type Game, type Move, type ApplyResult, type Hex, type Piece, type Seat, type Face, type Point,
  type GameOptions, type Captured, type Board, type GameResult, type Rules, type EndReason, type DrawJudgement,
} from '../../../pkg/hex-checkers.js';
import type { EndResult, EndReason as ElementReason } from '../../../pkg/element/element.js';

await init();
await init(new Uint8Array(0));
await init({ module_or_path: new URL('file:///x.wasm') });
const ready: boolean = isReady();

const options: GameOptions = { players: 6, radius: 5 };
const game: Game = createGame(options);
createGame();
createGame({ players: 2 });

const board: Board = game.board;
const piece: Piece | undefined = board.get('0,0');
const seatOfPiece: number | undefined = piece?.seat;
for (const [key, p] of game.board) {
  const k: string = key;
  const king: boolean = p.king;
  void k; void king;
}
const seats: Seat[] = game.seats;
const current: number | null = game.current;
const chainFrom: Hex | null = game.chainFrom;
const winner: number | null = game.winner;
const draw: boolean = game.draw;
const size: number = game.players + game.radius + game.perft(1);

const moves: Move[] = game.legalMoves();
const first: Move = moves[0];
const capture: Hex | null = first.capture;
const promotes: boolean = first.promotes;
game.movesFrom(first.from);
game.movesFrom('0,0');
const result: ApplyResult = game.apply(first);
game.apply({ from: '-1,4', to: { q: -1, r: 3 } });
const captured: Captured | null = result.captured;
const skipped: number[] = result.skipped;
const flags: boolean = result.promoted || result.chaining || result.draw;
const elim: number | null = result.eliminated ?? result.winner;
const text: string = game.snapshot();
game.restore(text);

const faces: readonly Face[] = FACES;
const faceName: 'S' | 'SW' | 'NW' | 'N' | 'NE' | 'SE' = FACES[0].name;
const dir: Readonly<Hex> = DIRECTIONS[5];
const facing: Hex[] = facingDirections(FACES[2]).concat(facingDirections(3));
const home: Hex[] = homeCells(0, 5);
const byFace: number[] = seatFaces(4);
const p: Point = hexToPixel({ q: 1, r: 2 }, 10);
const h: Hex = pixelToHex(p, 10);
const corners: Point[] = hexCorners('1,2', 10);
const cells: Hex[] = boardCells(5);
const name: string = cellName(h, 5);
const back: Hex = parseCellName(name, 5);

// @ts-expect-error the board is read-only: change the game with apply or restore
game.board.set('0,0', { seat: 0, king: true });
// @ts-expect-error the fields are read-only
game.current = 1;
// @ts-expect-error players is a number
createGame({ players: '6' });
// @ts-expect-error a move needs from and to
game.apply({ from: '0,0' });
// @ts-expect-error restore takes the snapshot text
game.restore({ text });
// @ts-expect-error pieces are frozen
board.get('0,0')!.king = true;

// Endings (docs/endings.md): house rules, resignation, agreement, the result, the bot's judgement.
const ruled: Game = createGame({ players: 2, rules: { noProgress: 60, repetition: 3 } });
const rules: Rules = ruled.rules;
const quiet: number = ruled.quietTurns + rules.noProgress + rules.repetition;
const resigned: ApplyResult = ruled.resign(1);
const over: GameResult | null = ruled.result;
const reason: EndReason | undefined = over?.reason;
const agreed: GameResult = createGame().agreeDraw();
const judged: DrawJudgement = createGame().drawOffer({ seat: 0, quietTurns: 30 });
const offer: boolean = judged.offer && judged.accept && judged.score > 0;
// @ts-expect-error rules fields are numbers
createGame({ rules: { noProgress: '50' } });
// @ts-expect-error no such reason
const wrong: EndReason = 'resigned';
// @ts-expect-error drawOffer needs a seat
createGame().drawOffer({});
// @ts-expect-error the result is read-only
agreed.reason = 'frozen';

// Every count kept across restore; the engine's limits.
const kept: string = ruled.snapshot({ counters: true }) + ruled.snapshot();
const limit: number = RULE_LIMITS.noProgress + RULE_LIMITS.repetition;
// @ts-expect-error counters is a boolean
ruled.snapshot({ counters: 1 });
// The element's ending is the engine's result with the element's reasons.
const ended: EndResult = { ...agreed, reason: 'time' };
const lawReason: ElementReason = agreed.reason;
// @ts-expect-error the element has no such reason either
const wrongToo: ElementReason = 'resigned';

void [quiet, resigned, reason, offer, wrong, kept, limit, ended, lawReason, wrongToo];
void [ready, seatOfPiece, seats, current, chainFrom, winner, draw, size, capture, promotes, captured, skipped,
  flags, elim, faces, faceName, dir, facing, home, byFace, corners, cells, back];
