// The TypeScript declarations (crates/bindings/js/hex-checkers.d.ts, copied to
// pkg/) cannot drift from the runtime: every runtime export and Game member is
// declared and every declared one exists, the declared fields of the returned
// objects are exactly the ones that come back, and a small usage file
// type-checks with tsc --strict (its @ts-expect-error lines must stay errors).
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadPkg, PKG_URL, text } from './helpers.mjs';

const hc = await loadPkg();
const DTS_URL = new URL('hex-checkers.d.ts', PKG_URL);
const SOURCE_DTS = new URL('../../crates/bindings/js/hex-checkers.d.ts', import.meta.url);
const dts = readFileSync(DTS_URL, 'utf8');

// Members of the bot, declared by its owner; allowed to be missing here, and
// checked like the rest once they are declared.
const DECLARED_ELSEWHERE = new Set(['bestMove', 'analyse', 'evaluate']);

/** Names of `export function|const|class|interface|type X` and `export default`. */
function declaredExports(text) {
  const values = new Set();
  const types = new Set();
  for (const m of text.matchAll(/^export\s+(?:declare\s+)?(default\s+)?(function|const|let|class|interface|type)\s+([A-Za-z_$][\w$]*)/gm)) {
    if (m[1]) values.add('default');
    else if (m[2] === 'interface' || m[2] === 'type') types.add(m[3]);
    else values.add(m[3]);
  }
  return { values, types };
}

/** The member names of `export interface Name { ... }` (top-level members only). */
function interfaceMembers(text, name) {
  const start = text.search(new RegExp(`^export interface ${name}\\b[^{]*\\{`, 'm'));
  assert.ok(start >= 0, `interface ${name} is declared`);
  let i = text.indexOf('{', start) + 1;
  let depth = 1;
  let body = '';
  for (; depth > 0; i++) {
    const c = text[i];
    if (c === '{') depth++;
    if (c === '}') depth--;
    if (depth === 1 || (depth === 2 && c === '{')) body += c;
    else if (depth >= 2) body += ' ';
  }
  body = body.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  const names = new Set();
  for (const m of body.matchAll(/^\s*(?:readonly\s+)?([A-Za-z_$][\w$]*)\??\s*[:(]/gm)) names.add(m[1]);
  return names;
}

const sorted = (it) => [...it].sort();

test('the source .d.ts is the one the package ships', () => {
  assert.equal(readFileSync(SOURCE_DTS, 'utf8'), dts);
  const meta = JSON.parse(readFileSync(new URL('package.json', PKG_URL), 'utf8'));
  assert.equal(meta.types, './hex-checkers.d.ts');
  assert.equal(meta.exports['.'].types, './hex-checkers.d.ts');
});

test('every runtime export is declared, and every declared value exists', () => {
  const { values, types } = declaredExports(dts);
  const runtime = Object.keys(hc);
  assert.deepEqual(sorted(values), sorted(runtime), 'declared values = runtime exports');
  for (const t of ['Hex', 'HexKey', 'HexInput', 'Face', 'FaceIndex', 'FaceName', 'Piece', 'Seat', 'Move', 'MoveInput',
    'Captured', 'ApplyResult', 'GameOptions', 'Board', 'Game', 'InitSource', 'Point']) {
    assert.ok(types.has(t), `type ${t} is declared`);
  }
  for (const name of runtime) {
    const kind = typeof hc[name];
    const declaredAs = name === 'default' ? 'function' : new RegExp(`^export\\s+(?:declare\\s+)?(function|const)\\s+${name}\\b`, 'm').exec(dts)?.[1];
    assert.equal(declaredAs === 'function', kind === 'function', `${name} is declared as a ${declaredAs}, is a ${kind}`);
  }
});

test('every Game member is declared, and every declared member exists', () => {
  const game = hc.createGame();
  const proto = Object.getPrototypeOf(game);
  const runtime = Object.getOwnPropertyNames(proto).filter((n) => n !== 'constructor');
  const declared = interfaceMembers(dts, 'Game');
  for (const name of runtime) {
    if (DECLARED_ELSEWHERE.has(name) && !declared.has(name)) continue;
    assert.ok(declared.has(name), `game.${name} is declared in interface Game`);
  }
  for (const name of declared) assert.ok(runtime.includes(name), `declared game.${name} exists`);
  // Getters are declared readonly, methods as methods.
  for (const name of declared) {
    const desc = Object.getOwnPropertyDescriptor(proto, name);
    const line = new RegExp(`^\\s*(readonly\\s+)?${name}(\\()?`, 'm').exec(dts.slice(dts.indexOf('export interface Game {')));
    if (desc.get) assert.ok(line[1] && !desc.set, `${name} is a readonly field`);
    else assert.ok(line[2], `${name} is a method`);
  }
});

test('declared fields are exactly the fields that come back', () => {
  const pos = hc.createGame({ players: 2 });
  // A capture, so that ApplyResult.captured is an object.
  pos.restore(text(2, 5, 0, [[2, 2, 0, false], [2, 1, 1, false], [-2, -3, 1, false]]));
  const move = pos.legalMoves()[0];
  const result = pos.apply(move);
  const samples = {
    Move: move,
    Hex: move.from,
    ApplyResult: result,
    Captured: result.captured,
    Piece: pos.board.values().next().value,
    Seat: pos.seats[0],
    Face: hc.FACES[0],
    Point: hc.hexToPixel({ q: 0, r: 0 }, 1),
    Rules: pos.rules,
    GameResult: (() => { const g = hc.createGame({ players: 2 }); g.resign(1); return g.result; })(),
  };
  for (const [name, value] of Object.entries(samples)) {
    assert.deepEqual(sorted(interfaceMembers(dts, name)), sorted(Object.keys(value)), `interface ${name}`);
  }
  assert.deepEqual(sorted(interfaceMembers(dts, 'GameOptions')), ['players', 'radius', 'rules']);
  assert.deepEqual(sorted(interfaceMembers(dts, 'RulesInput')), sorted(Object.keys(pos.rules)));
  assert.ok(pos.board instanceof Map);
});

const TSC = fileURLToPath(new URL('../../node_modules/.bin/tsc', import.meta.url));
test('a usage file type-checks with tsc --strict against the shipped .d.ts', { skip: !existsSync(TSC) && 'typescript is not installed (npm ci)' }, () => {
  const usage = fileURLToPath(new URL('types/usage.ts', import.meta.url));
  try {
    execFileSync(process.execPath, [TSC, '--noEmit', '--strict', '--target', 'es2022', '--module', 'nodenext',
      '--moduleResolution', 'nodenext', '--lib', 'es2022,dom', usage], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (e) {
    assert.fail(`tsc found errors:\n${e.stdout}${e.stderr}`);
  }
});
