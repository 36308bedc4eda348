// Inside every Rust crate the modules go one way down: no module reaches,
// through the paths its code names, a module that reaches it back. A module is
// a file under crates/<name>/src (the crate root, lib.rs or main.rs, is
// `crate`; src/a/b.rs is `a::b`). An arrow a → b is a path in a's code that
// names b: `crate::b::…`, `super::…`, `self::…`, `use b::…` for a child b,
// including grouped imports (`use crate::{b::X, c}`) and `#[cfg(doc)]`
// imports. A name the root re-exports (`crate::Searcher`) is an arrow to the
// module it comes from. Comments (doc links included) and strings are not
// read; a `mod b;` line is not an arrow (the parent only declares it), nor is
// a path from an inline module (`mod tests`) to the file around it.
// Needs nothing built. Run: node --test tests/docs/modules.test.mjs
import test from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = normalize(join(dirname(fileURLToPath(import.meta.url)), '..', '..'));

/** Rust text with comments, strings and char literals blanked (newlines kept, so lines still count). */
export function code(text) {
  let out = '';
  let i = 0;
  const blank = (s) => s.replace(/[^\n]/g, ' ');
  while (i < text.length) {
    const rest = text.slice(i, i + 2);
    if (rest === '//') {
      const end = text.indexOf('\n', i);
      const stop = end < 0 ? text.length : end;
      out += blank(text.slice(i, stop));
      i = stop;
    } else if (rest === '/*') {
      let depth = 0;
      let j = i;
      do {
        if (text.startsWith('/*', j)) { depth++; j += 2; } else if (text.startsWith('*/', j)) { depth--; j += 2; } else j++;
      } while (depth > 0 && j < text.length);
      out += blank(text.slice(i, j));
      i = j;
    } else if (/^r#*"/.test(text.slice(i, i + 10)) && !/\w/.test(text[i - 1] ?? '')) {
      const hashes = /^r(#*)"/.exec(text.slice(i, i + 10))[1];
      const end = text.indexOf('"' + hashes, i + 2 + hashes.length);
      const stop = end < 0 ? text.length : end + 1 + hashes.length;
      out += blank(text.slice(i, stop));
      i = stop;
    } else if (text[i] === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      out += blank(text.slice(i, j + 1));
      i = j + 1;
    } else if (text[i] === "'" && /^'(\\.[^']*|[^\\'])'/.test(text.slice(i, i + 12))) {
      const m = /^'(\\.[^']*|[^\\'])'/.exec(text.slice(i, i + 12))[0];
      out += blank(m);
      i += m.length;
    } else {
      out += text[i];
      i++;
    }
  }
  return out;
}

/** The module path of a file under src/ (`crate`, `a`, `a::b`); a `mod.rs` is its folder. */
export function moduleOf(file) {
  const parts = file.replace(/\.rs$/, '').split('/');
  if (parts.at(-1) === 'mod') parts.pop();
  if (parts.length === 1 && (parts[0] === 'lib' || parts[0] === 'main')) return 'crate';
  return parts.join('::');
}

/** The items of a `use` tree after its prefix: `a::B`, `{a::B, c}`, `a::{B, C}` → the paths, as segment lists. */
function useTree(text, at) {
  const paths = [];
  let i = at;
  const ws = () => { while (/\s/.test(text[i] ?? '')) i++; };
  function tree(prefix) {
    ws();
    if (text[i] === '{') {
      i++;
      for (;;) {
        ws();
        if (text[i] === '}') { i++; return; }
        tree(prefix);
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === '}') { i++; return; }
        else return;
      }
    }
    const m = /^(\w+|\*)/.exec(text.slice(i));
    if (!m) { paths.push(prefix); return; }
    i += m[0].length;
    ws();
    if (text.startsWith('::', i)) {
      i += 2;
      tree([...prefix, m[0]]);
    } else {
      paths.push(m[0] === 'self' || m[0] === '*' ? prefix : [...prefix, m[0]]);
    }
  }
  tree([]);
  return paths;
}

/**
 * The module graph of one crate: `files` maps each path under src/ (`lib.rs`,
 * `a.rs`, `a/b.rs`) to its text. Returns { modules, edges }, edges a Map
 * from module to a Map of the modules it names to the first `file:line` naming each.
 */
export function moduleGraph(files) {
  const modules = new Map([...files.keys()].map((f) => [moduleOf(f), f]));
  const texts = new Map([...files].map(([f, t]) => [f, code(t)]));
  // Re-exports of every module file: a name → the module it is defined in (one level; enough for `pub use a::X`).
  const reexports = new Map();
  const edges = new Map([...modules.keys()].map((m) => [m, new Map()]));
  const add = (from, to, where) => {
    if (to === from || !modules.has(to)) return;
    if (!edges.get(from).has(to)) edges.get(from).set(to, where);
  };
  const isModule = (segs) => segs.length === 0 || modules.has(segs.join('::'));
  const nearestModule = (segs) => {
    for (let n = segs.length; n > 0; n--) if (modules.has(segs.slice(0, n).join('::'))) return segs.slice(0, n);
    return [];
  };
  const resolve = (segs) => {
    // segs: an absolute path from the crate root. The longest module prefix, then one re-export hop.
    const mod = nearestModule(segs);
    const name = segs[mod.length];
    const key = (mod.length ? mod.join('::') : 'crate') + '::' + name;
    if (name !== undefined && reexports.has(key)) return reexports.get(key);
    return mod.length ? mod.join('::') : 'crate';
  };
  // The paths of each file, absolutised, with their line and the inline-module depth they sit at.
  const found = new Map();
  for (const [file, text] of texts) {
    const self = moduleOf(file);
    const selfSegs = self === 'crate' ? [] : self.split('::');
    const children = new Set([...text.matchAll(/^\s*(?:pub(?:\([^)]*\))?\s+)?mod\s+(\w+)\s*;/gm)].map((m) => m[1]));
    // Inline modules: the brace depth at which each opened, to know a path's inline depth.
    const inline = [];
    let depth = 0;
    const lineStarts = [0];
    for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
    const lineAt = (pos) => { let lo = 0, hi = lineStarts.length - 1; while (lo < hi) { const mid = (lo + hi + 1) >> 1; if (lineStarts[mid] <= pos) lo = mid; else hi = mid - 1; } return lo + 1; };
    const opens = new Map([...text.matchAll(/\bmod\s+\w+\s*\{/g)].map((m) => [m.index + m[0].length - 1, true]));
    const depthAt = new Array(text.length + 1);
    for (let i = 0; i < text.length; i++) {
      depthAt[i] = inline.length;
      if (text[i] === '{') { depth++; if (opens.has(i)) inline.push(depth); }
      else if (text[i] === '}') { if (inline.at(-1) === depth) inline.pop(); depth--; }
    }
    const paths = [];
    const absolute = (start, rel, pos) => {
      // rel: segments after the first keyword; start: 'crate' | 'super'... | 'self' | child name.
      const d = depthAt[pos] ?? 0;
      if (start.kind === 'crate') return [...rel];
      if (start.kind === 'child') return [...selfSegs, start.name, ...rel];
      // self / super…: inline modules first, then the file's own module path.
      const ups = start.ups - d;
      if (ups <= 0 && start.ups > 0) return null; // within this file
      if (start.kind === 'self' && d > 0) return null;
      const base = ups > 0 ? selfSegs.slice(0, Math.max(0, selfSegs.length - ups)) : selfSegs;
      return [...base, ...rel];
    };
    // `use` declarations (with groups), then bare paths in code.
    const useRanges = [];
    for (const m of text.matchAll(/\buse\s+((?:crate|self|super|\w+)\b)/g)) {
      const end = text.indexOf(';', m.index);
      useRanges.push([m.index, end]);
      const head = m[1];
      let start;
      if (head === 'crate') start = { kind: 'crate' };
      else if (head === 'self') start = { kind: 'self', ups: 0 };
      else if (head === 'super') start = { kind: 'super', ups: 1 };
      else if (children.has(head)) start = { kind: 'child', name: head };
      else continue; // another crate, std, …
      let at = m.index + m[0].length;
      while (text.startsWith('::super', at) || /^\s*::\s*super\b/.test(text.slice(at, at + 12))) {
        const s = /^\s*::\s*super/.exec(text.slice(at))[0];
        at += s.length;
        start.ups++;
      }
      if (/^\s*::/.test(text.slice(at))) at += /^\s*::/.exec(text.slice(at))[0].length;
      else if (start.kind !== 'child') continue;
      for (const rel of useTree(text, at)) {
        const abs = absolute(start, rel, m.index);
        if (abs) paths.push({ abs, line: lineAt(m.index), pos: m.index, pub: /\bpub\b[^;{]*$/.test(text.slice(Math.max(0, m.index - 20), m.index)) });
      }
    }
    const inUse = (pos) => useRanges.some(([a, b]) => pos >= a && pos <= b);
    for (const m of text.matchAll(/\b(crate|self|super)((?:\s*::\s*super)*)((?:\s*::\s*\w+)+)/g)) {
      if (inUse(m.index)) continue;
      if (/\w$/.test(text.slice(0, m.index)) || text.slice(Math.max(0, m.index - 3), m.index).endsWith('$')) continue;
      const ups = m[1] === 'super' ? 1 + (m[2].match(/super/g) ?? []).length : 0;
      const start = m[1] === 'crate' ? { kind: 'crate' } : { kind: m[1], ups };
      const rel = m[3].split('::').map((s) => s.trim()).filter(Boolean);
      const abs = absolute(start, rel, m.index);
      if (abs) paths.push({ abs, line: lineAt(m.index), pos: m.index });
    }
    found.set(file, paths);
    // This file's re-exports: `pub use a::X` / `pub use self::a::{X, Y}` / `pub use crate::a::X`.
    for (const p of paths) {
      if (!p.pub) continue;
      const name = p.abs.at(-1);
      const from = p.abs.slice(0, -1);
      if (isModule(from)) reexports.set(`${self}::${name}`, from.length ? from.join('::') : 'crate');
    }
  }
  for (const [file, paths] of found) {
    const from = moduleOf(file);
    for (const { abs, line } of paths) add(from, resolve(abs), `${file}:${line}`);
  }
  return { modules: [...modules.keys()], edges };
}

/** The module circles of a graph (strongly connected parts of two or more), each sorted, with the arrows inside it. */
export function circles({ modules, edges }) {
  let index = 0;
  const idx = new Map(), low = new Map(), on = new Set(), stack = [], out = [];
  const visit = (v) => {
    idx.set(v, index); low.set(v, index); index++;
    stack.push(v); on.add(v);
    for (const w of edges.get(v).keys()) {
      if (!idx.has(w)) { visit(w); low.set(v, Math.min(low.get(v), low.get(w))); }
      else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const part = [];
      let w;
      do { w = stack.pop(); on.delete(w); part.push(w); } while (w !== v);
      if (part.length > 1) {
        const set = new Set(part);
        const arrows = [];
        for (const a of [...set].sort()) for (const [b, where] of edges.get(a)) if (set.has(b)) arrows.push(`${a} → ${b} (${where})`);
        out.push({ members: [...set].sort(), arrows });
      }
    }
  };
  for (const m of modules) if (!idx.has(m)) visit(m);
  return out;
}

/** Every crate's src/ files: crate folder name → Map(path under src/ → text). */
export function crateSources(root = ROOT) {
  const crates = new Map();
  const walk = (dir, base, files) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path, base, files);
      else if (name.endsWith('.rs')) files.set(relative(base, path).split('\\').join('/'), readFileSync(path, 'utf8'));
    }
  };
  for (const name of readdirSync(join(root, 'crates')).sort()) {
    const src = join(root, 'crates', name, 'src');
    try { statSync(src); } catch { continue; }
    const files = new Map();
    walk(src, src, files);
    crates.set(name, files);
  }
  return crates;
}

const sources = crateSources();

test('every Rust crate\'s modules go one way down: no module circle', () => {
  assert.ok(sources.size >= 5, 'the crates are found');
  const found = [];
  for (const [name, files] of sources) {
    for (const c of circles(moduleGraph(files))) found.push(`crates/${name}: ${c.members.join(' ↔ ')}\n    ${c.arrows.join('\n    ')}`);
  }
  assert.deepEqual(found, [], `module circles:\n  ${found.join('\n  ')}`);
});

test('the check itself: arrows are read from every kind of path, and a circle is seen', () => {
  const files = new Map([
    ['lib.rs', 'mod a;\nmod b;\nmod c;\nmod d;\npub use a::Alpha;\n/// [`crate::d::X`] is only a doc link\nfn f() { let s = "crate::d::X"; }\n'],
    ['a.rs', 'use crate::{b::Beta, c};\npub struct Alpha;\n#[cfg(test)]\nmod tests {\n    use super::*;\n}\n'],
    ['b.rs', '#[cfg(doc)]\nuse crate::c::Gamma;\npub struct Beta;\n'],
    ['c.rs', 'pub struct Gamma;\nfn g() -> usize { crate::Alpha::N + super::d::K }\n'],
    ['d.rs', 'pub const K: usize = 1;\n'],
  ]);
  const g = moduleGraph(files);
  const arrows = (m) => [...g.edges.get(m).keys()].sort();
  assert.deepEqual(arrows('crate'), ['a']);
  assert.deepEqual(arrows('a'), ['b', 'c']);
  assert.deepEqual(arrows('b'), ['c']);
  assert.deepEqual(arrows('c'), ['a', 'd'], 'a re-exported name is an arrow to its module; super:: is the parent');
  assert.deepEqual(arrows('d'), []);
  assert.deepEqual(circles(g).map((c) => c.members), [['a', 'b', 'c']]);
  // Nested files and super::super.
  const nested = moduleGraph(new Map([
    ['lib.rs', 'mod s;\nmod t;\n'],
    ['s.rs', 'mod inner;\nuse inner::Thing;\n'],
    ['s/inner.rs', 'pub struct Thing;\nfn h() { super::super::t::go() }\n'],
    ['t.rs', 'pub fn go() { crate::s::helper() }\n'],
  ]));
  assert.deepEqual([...nested.edges.get('s::inner').keys()], ['t']);
  assert.deepEqual(circles(nested).map((c) => c.members), [['s', 's::inner', 't']]);
});

// ---- the page's modules (www/) ------------------------------------------------------------------
// An arrow a → b is a relative import in a's code: `import … from './b.js'`, `export … from`, a bare
// `import './b.js'`, or a dynamic `import('./b.js')` (not one in a comment, such as a JSDoc type). The
// rooms stack one way: the element and the catalogues (www/element, www/i18n, www/hex-checkers.js)
// import nothing of the app or the lab, the app nothing of the lab, and the lab reaches the app only
// through what it exports for it (www/app/lab-api.js).

/** The relative imports of a page module's text (comment lines skipped). */
export function jsImports(text) {
  const lines = text.split('\n').filter((l) => !/^\s*(\/\/|\*|\/\*)/.test(l)).join('\n');
  const found = [];
  for (const m of lines.matchAll(/^\s*(?:import|export)\b[^;'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]/gm)) found.push(m[1]);
  for (const m of lines.matchAll(/^\s*import\s*['"](\.{1,2}\/[^'"]+)['"]/gm)) found.push(m[1]);
  for (const m of lines.matchAll(/\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)) found.push(m[1]);
  return found;
}

/** The page's module graph: `files` maps a path under the root (www/…) to its text. */
export function pageGraph(files) {
  const edges = new Map([...files.keys()].map((f) => [f, new Map()]));
  for (const [file, text] of files) {
    for (const spec of jsImports(text)) {
      const to = normalize(join(dirname(file), spec)).split('\\').join('/');
      if (edges.has(to)) edges.get(file).set(to, file);
    }
  }
  return { modules: [...files.keys()], edges };
}

const ROOM_RANK = { element: 0, i18n: 0, 'hex-checkers.js': 0, app: 1, lab: 2 };

/** The arrows of `g` that go up a room, or into the app from the lab other than through its lab-api. */
export function upArrows(g) {
  const room = (f) => f.split('/')[1];
  const out = [];
  for (const [from, tos] of g.edges) {
    for (const to of tos.keys()) {
      const up = (ROOM_RANK[room(to)] ?? 0) > (ROOM_RANK[room(from)] ?? 0);
      const labReach = room(from) === 'lab' && room(to) === 'app' && to !== 'www/app/lab-api.js';
      if (up || labReach) out.push(`${from} → ${to}`);
    }
  }
  return out;
}

function pageSources(root = ROOT) {
  const files = new Map();
  const walk = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.js')) files.set(relative(root, path).split('\\').join('/'), readFileSync(path, 'utf8'));
    }
  };
  walk(join(root, 'www'));
  return files;
}

test('the page\'s modules go one way down: no circle, no import up a room, the lab through app/lab-api.js alone', () => {
  const g = pageGraph(pageSources());
  assert.ok(g.modules.length > 100 && [...g.edges.values()].some((m) => m.size > 5), 'the page\'s modules and their arrows were read');
  assert.deepEqual(circles(g).map((c) => c.arrows), [], 'module circles');
  assert.deepEqual(upArrows(g), [], 'arrows up a room');
});

test('the page check itself: every kind of import is read, a JSDoc import is not, a circle and an arrow up are seen', () => {
  const g = pageGraph(new Map([
    ['www/element/a.js', "import { b } from './b.js';\n/** @param {import('./c.js').C} c */\nexport { x } from './x.js';\n"],
    ['www/element/b.js', "import {\n  y,\n} from '../app/y.js';\nconst later = () => import('./a.js');\n"],
    ['www/element/c.js', "// import('./a.js') in a comment\nimport './b.js';\n"],
    ['www/element/x.js', ''],
    ['www/app/y.js', "import '../element/x.js';\n"],
    ['www/lab/z.js', "import { q } from '../app/y.js';\nimport { r } from '../app/lab-api.js';\n"],
    ['www/app/lab-api.js', ''],
  ]));
  const arrows = (m) => [...g.edges.get(m).keys()].sort();
  assert.deepEqual(arrows('www/element/a.js'), ['www/element/b.js', 'www/element/x.js']);
  assert.deepEqual(arrows('www/element/b.js'), ['www/app/y.js', 'www/element/a.js']);
  assert.deepEqual(arrows('www/element/c.js'), ['www/element/b.js']);
  assert.deepEqual(circles(g).map((c) => c.members), [['www/element/a.js', 'www/element/b.js']]);
  assert.deepEqual(upArrows(g), ['www/element/b.js → www/app/y.js', 'www/lab/z.js → www/app/y.js']);
});
