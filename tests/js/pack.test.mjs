// The npm package as a stranger gets it: `npm pack` the built pkg/ into a temp
// folder, install the tarball into a blank project (offline: a local tarball
// with no dependencies), then use it from Node (the engine contract) and from
// a page in Chromium (the <hex-checkers> element loaded from node_modules,
// served by the browser harness's static server).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadPkg } from './helpers.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PKG = path.join(ROOT, 'pkg');
if (!existsSync(path.join(PKG, 'element', 'element.js'))) {
  throw new Error('pkg/element/element.js is missing: run `bash scripts/build-pkg.sh` first');
}

let tmp;
let project;
let tarball;
let packed;
const npm = (args, cwd) => execFileSync('npm', args, {
  cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'],
  env: { ...process.env, npm_config_update_notifier: 'false', npm_config_audit: 'false', npm_config_fund: 'false' },
});

before(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'hc-pack-'));
  [packed] = JSON.parse(npm(['pack', '--json', '--pack-destination', tmp], PKG));
  tarball = path.join(tmp, packed.filename);
  project = path.join(tmp, 'blank');
  execFileSync('mkdir', ['-p', project]);
  writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'blank', version: '1.0.0', private: true, type: 'module' }));
  npm(['install', '--offline', '--no-package-lock', tarball], project);
});
after(() => { if (tmp) rmSync(tmp, { recursive: true, force: true }); });

test('the tarball holds the engine, its wasm, the element and their types, and nothing of the page', () => {
  const files = packed.files.map((f) => f.path).sort();
  for (const need of ['package.json', 'hex-checkers.js', 'wasm/hex_checkers.js', 'wasm/hex_checkers_bg.wasm',
    'element/element.js', 'element/element.css', 'element/engine.js', 'element/board-view.js', 'element/element.d.ts']) {
    assert.ok(files.includes(need), `${need} is packed (${files.join(', ')})`);
  }
  for (const f of files) assert.doesNotMatch(f, /app\.(js|css)$|sw\.js$|share\.js$|rules\.js$/, `${f} belongs to the game page, not the package`);
  const meta = JSON.parse(readFileSync(path.join(project, 'node_modules/hex-checkers/package.json'), 'utf8'));
  assert.equal(meta.name, 'hex-checkers');
  assert.match(meta.version, /^\d+\.\d+\.\d+/);
  assert.equal(meta.license, 'MIT');
  assert.equal(meta.exports['./element'].default, './element/element.js');
  assert.equal(meta.exports['./element'].types, './element/element.d.ts');
  const engine = readFileSync(path.join(project, 'node_modules/hex-checkers/element/engine.js'), 'utf8');
  assert.match(engine, /from '\.\.\/hex-checkers\.js'/, 'the element imports the package\'s own engine module');
});

test('installed into a blank project, it works from Node: createGame and a move', async () => {
  writeFileSync(path.join(project, 'main.mjs'), `
    import init, { createGame, cellName } from 'hex-checkers';
    await init();
    const game = createGame({ players: 2, radius: 4 });
    const move = game.legalMoves()[0];
    const result = game.apply(move);
    console.log(JSON.stringify({
      snapshot: game.snapshot(), current: game.current, from: cellName(move.from, 4),
      chaining: result.chaining, element: import.meta.resolve('hex-checkers/element'),
    }));
  `);
  const out = JSON.parse(execFileSync(process.execPath, ['main.mjs'], { cwd: project, encoding: 'utf8' }));
  // The same answers as the package built here, loaded in this process.
  const hc = await loadPkg();
  const game = hc.createGame({ players: 2, radius: 4 });
  const move = game.legalMoves()[0];
  const result = game.apply(move);
  assert.deepEqual({ ...out, element: undefined }, {
    snapshot: game.snapshot(), current: 1, from: hc.cellName(move.from, 4), chaining: result.chaining, element: undefined,
  });
  assert.ok(out.element.endsWith('/node_modules/hex-checkers/element/element.js'), out.element);
});

test('installed into a blank project, the element works in a page: one script tag, one element, a move', async () => {
  const { serve, launch, DESKTOP } = await import('../browser/harness.mjs');
  writeFileSync(path.join(project, 'index.html'), `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>blank</title>
<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:">
<link rel="icon" href="data:,">
<script type="module" src="node_modules/hex-checkers/element/element.js"></script>
</head><body><h1>My page</h1>
<hex-checkers players="2" radius="3" seats="human,human"></hex-checkers>
</body></html>`);
  const server = await serve(project);
  const browser = await launch();
  try {
    const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    await page.goto(server.url);
    await page.evaluate(async () => {
      await customElements.whenDefined('hex-checkers');
      await document.querySelector('hex-checkers').ready;
    });
    const move = await page.evaluate(() => {
      const m = document.querySelector('hex-checkers').game.legalMoves()[0];
      return { from: `${m.from.q},${m.from.r}`, to: `${m.to.q},${m.to.r}` };
    });
    await page.locator(`hex-checkers g[data-key="${move.from}"]`).click();
    await page.locator(`hex-checkers g[data-key="${move.to}"]`).click();
    const after = await page.evaluate(() => {
      const el = document.querySelector('hex-checkers');
      return { hops: el.history.length, piece: el.game.board.get(el.history.entries[1].hop.to) };
    });
    assert.equal(after.hops, 1);
    assert.deepEqual(after.piece, { seat: 0, king: false });
    assert.deepEqual(errors, []);
    await context.close();
  } finally {
    await browser.close();
    await server.close();
  }
});
