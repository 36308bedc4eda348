// The import graph of www/ as docs/architecture.md draws it: no cycle among
// the modules, nothing back up (the element imports nothing of the page or the
// lab, the page nothing of the lab), the element's outside imports only the
// contract module and the message catalogues, and the lab reaching the page's
// code only through www/app/lab-api.js. Reads the sources, needs nothing built.
// Run: node --test tests/app/import-graph.test.mjs
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { dirname, join, normalize, relative, posix } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = normalize(join(dirname(fileURLToPath(import.meta.url)), '..', '..'));
const WWW = join(ROOT, 'www');

function jsFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === 'vendor') continue;
    if (statSync(path).isDirectory()) out.push(...jsFiles(path));
    else if (/\.(m?js)$/.test(name)) out.push(path);
  }
  return out;
}

/** The relative specifiers a module imports: static imports, re-exports, import() of a literal, and worker scripts by new URL. */
export function specifiers(source) {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const out = new Set();
  for (const m of code.matchAll(/(?:^|[;\n])\s*(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]/g)) out.add(m[1]);
  for (const m of code.matchAll(/(?:^|[;\n])\s*import\s*['"]([^'"]+)['"]/g)) out.add(m[1]);
  for (const m of code.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) out.add(m[1]);
  return [...out].filter((s) => s.startsWith('.'));
}

/** www/'s graph: each module (path from the root) → the modules it imports. */
function graph() {
  const g = new Map();
  for (const file of jsFiles(WWW)) {
    const from = relative(ROOT, file).split('\\').join('/');
    const deps = specifiers(readFileSync(file, 'utf8')).map((s) => posix.normalize(posix.join(posix.dirname(from), s)));
    g.set(from, deps);
  }
  return g;
}

const G = graph();
const area = (path) => path.split('/').slice(0, 2).join('/');

test('the graph is read: every relative import of www/ names a file that exists (or the built package)', () => {
  assert.ok(G.size > 80, `${G.size} modules`);
  for (const [from, deps] of G) {
    for (const d of deps) if (!d.startsWith('pkg/')) assert.ok(existsSync(join(ROOT, d)), `${from} imports ${d}, which does not exist`);
  }
});

test('no cycle among the modules of www/', () => {
  const state = new Map();
  const stack = [];
  const visit = (m) => {
    if (state.get(m) === 'done') return;
    assert.notEqual(state.get(m), 'open', `a cycle: ${[...stack.slice(stack.indexOf(m)), m].join(' -> ')}`);
    state.set(m, 'open');
    stack.push(m);
    for (const d of G.get(m) ?? []) visit(d);
    stack.pop();
    state.set(m, 'done');
  };
  for (const m of G.keys()) visit(m);
});

test('nothing runs back up: the element imports nothing of the page or the lab, the page nothing of the lab', () => {
  for (const [from, deps] of G) {
    for (const d of deps) {
      if (area(from) === 'www/element') assert.ok(!['www/app', 'www/lab'].includes(area(d)), `${from} imports ${d}`);
      if (area(from) === 'www/app') assert.ok(area(d) !== 'www/lab', `${from} imports ${d}`);
      if (area(from) === 'www/i18n') assert.ok(area(d) === 'www/i18n', `${from} imports ${d}`);
    }
  }
});

test('the element\'s imports from outside its folder: the contract module and the catalogues, as docs/architecture.md says', () => {
  const outside = new Map();
  for (const [from, deps] of G) {
    if (area(from) !== 'www/element') continue;
    for (const d of deps.filter((x) => area(x) !== 'www/element')) {
      const key = d.startsWith('www/i18n/') ? 'www/i18n' : d;
      outside.set(key, (outside.get(key) ?? new Set()).add(from));
    }
  }
  assert.deepEqual([...outside.keys()].sort(), ['www/hex-checkers.js', 'www/i18n']);
  assert.deepEqual([...outside.get('www/hex-checkers.js')].sort(), ['www/element/bot-engine.js', 'www/element/engine.js'], 'the engine through its doors: the law and geometry, and the bot worker\'s');
  const catalogues = [...G].filter(([f, deps]) => area(f) === 'www/element' && deps.includes('www/i18n/i18n.js')).length;
  const doc = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
  assert.match(doc, new RegExp(`${catalogues} of its files import \`\\.\\./i18n/i18n\\.js\``), `docs/architecture.md says how many element files import the catalogues (${catalogues})`);
});

test('the lab imports the page\'s code only through www/app/lab-api.js, and the engine only through the element', () => {
  for (const [from, deps] of G) {
    if (area(from) !== 'www/lab') continue;
    for (const d of deps) {
      if (area(d) === 'www/app') assert.equal(d, 'www/app/lab-api.js', `${from} imports ${d}`);
      assert.ok(d !== 'www/hex-checkers.js' && !d.startsWith('pkg/'), `${from} imports the engine directly (${d})`);
    }
  }
  for (const [from, deps] of G) {
    if (area(from) === 'www/app') assert.ok(!deps.includes('www/app/lab-api.js'), `${from} imports the lab's door`);
  }
});
