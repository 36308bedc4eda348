// The Rust graph the docs draw is the graph the code has: each crate's row in
// docs/architecture.md ("Crates and folders", its "depends on" column) names
// exactly the workspace crates its Cargo.toml depends on (cargo metadata), and
// every arrow `a ← b` the architecture page and the README draw is a
// dependency of b on a, directly or through others. A crate added, a
// dependency added or removed, or an arrow drawn the wrong way fails here.
// Needs cargo, nothing built. Run: node --test tests/docs/crates.test.mjs
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = normalize(join(dirname(fileURLToPath(import.meta.url)), '..', '..'));

/** The workspace's crates by folder name (crates/<name>), each with the folder names of the workspace crates it depends on (normal dependencies). */
export function workspaceGraph(metadata) {
  const byPath = new Map(metadata.packages.map((p) => [dirname(p.manifest_path), p]));
  const short = (dir) => relative(join(ROOT, 'crates'), dir).split('\\').join('/');
  const graph = new Map();
  for (const p of metadata.packages) {
    const deps = p.dependencies
      .filter((d) => d.path && byPath.has(d.path) && (d.kind === null || d.kind === 'normal'))
      .map((d) => short(d.path));
    graph.set(short(dirname(p.manifest_path)), new Set(deps));
  }
  return graph;
}

/** The crates' rows of architecture.md's table: `crates/<name>` → the backticked names of its last column. */
export function drawnTable(markdown) {
  const rows = new Map();
  for (const line of markdown.split('\n')) {
    const m = /^\| `crates\/([a-z-]+)` \|.*\| ([^|]*) \|$/.exec(line);
    if (!m) continue;
    rows.set(m[1], new Set([...m[2].matchAll(/`([a-z-]+)`/g)].map((x) => x[1])));
  }
  return rows;
}

/** The arrows `a ← b` of every backticked chain like `hexgrid ← engine ← bot / cli`, as [a, b] pairs. */
export function drawnArrows(markdown, names) {
  const pairs = [];
  for (const [, chain] of markdown.matchAll(/`([a-z /-]+(?: ← [a-z /-]+)+)`/g)) {
    const steps = chain.split(' ← ').map((s) => s.split('/').map((x) => x.trim()));
    for (let i = 1; i < steps.length; i++) {
      for (const a of steps[i - 1]) for (const b of steps[i]) if (names.has(a) && names.has(b)) pairs.push([a, b]);
    }
  }
  return pairs;
}

function reaches(graph, from, to, seen = new Set()) {
  for (const d of graph.get(from) ?? []) {
    if (d === to) return true;
    if (!seen.has(d)) {
      seen.add(d);
      if (reaches(graph, d, to, seen)) return true;
    }
  }
  return false;
}

const metadata = JSON.parse(execFileSync('cargo', ['metadata', '--no-deps', '--format-version', '1', '--offline'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 }));
const graph = workspaceGraph(metadata);
const architecture = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');

test('every crate of the workspace has its row in docs/architecture.md, naming exactly its dependencies', () => {
  const drawn = drawnTable(architecture);
  assert.deepEqual([...drawn.keys()].sort(), [...graph.keys()].sort(), 'the table lists every crate of the workspace, and no other');
  for (const [name, deps] of graph) {
    assert.deepEqual([...drawn.get(name)].sort(), [...deps].sort(), `crates/${name}: drawn against its Cargo.toml`);
  }
});

test('the law\'s module depends on no crate of the bot, and no crate depends on a wasm module', () => {
  assert.ok(!reaches(graph, 'bindings', 'bot'), 'bindings reaches bot');
  for (const [name, deps] of graph) {
    for (const wasm of ['bindings', 'bot-bindings']) assert.ok(!deps.has(wasm), `${name} depends on ${wasm}`);
  }
});

test('every arrow the architecture page and the README draw is a dependency the code has', () => {
  const names = new Set(graph.keys());
  for (const [file, text] of [['docs/architecture.md', architecture], ['README.md', readme]]) {
    const arrows = drawnArrows(text, names);
    assert.ok(arrows.length >= 5, `${file} draws the crates' arrows`);
    for (const [a, b] of arrows) assert.ok(reaches(graph, b, a), `${file}: ${a} ← ${b}, but ${b} does not depend on ${a}`);
    // Each names every crate in its drawing.
    const drawn = new Set(arrows.flat());
    for (const name of names) assert.ok(drawn.has(name), `${file} draws ${name}`);
  }
});

test('the check itself: a dependency missing from the drawing, or an arrow drawn backwards, is seen', () => {
  const drawn = drawnTable(architecture);
  const broken = new Map(graph);
  broken.set('bindings', new Set([...graph.get('bindings'), 'bot']));
  assert.notDeepEqual([...drawn.get('bindings')].sort(), [...broken.get('bindings')].sort());
  assert.ok(reaches(broken, 'bindings', 'bot'));
  const [[a, b]] = drawnArrows('`engine ← hexgrid`', new Set(graph.keys()));
  assert.ok(!reaches(graph, b, a), 'hexgrid does not depend on engine');
});
