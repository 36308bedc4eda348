// Every document a comment or a page cites must exist, with the section it
// names, and every repository path the docs write in backticks must exist: so
// a comment never sends a reader to a file the clone lacks, and the
// architecture page stays true after files move.
//
// Scanned: the tracked source and documentation files (Rust, JS, TS, CSS,
// HTML, shell, Markdown, TOML, YAML, text data). Checked:
// - a document named in capitals, `SPEC.md`, `CONVENTIONS.md`, `README.md`
//   (found at the root, beside the citing file, or in docs/), and the bare
//   word SPEC (the name the law's reference went by outside the repository);
// - `docs/<page>.md`, with `#anchor` (a heading's GitHub anchor) or
//   "section N" / "sections N-M" (a heading numbered N) after it;
// - Markdown links to files and anchors, relative to the page, and <img src>;
// - in docs/*.md and README.md, every `path` in backticks that starts with a
//   tracked top-level name (crates/, www/, tests/, ...), outside code blocks.
// Needs nothing built. Run: node --test tests/docs/
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, normalize, posix } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = normalize(join(dirname(fileURLToPath(import.meta.url)), '..', '..'));
const SCANNED = /\.(rs|js|mjs|cjs|ts|css|html|sh|md|toml|ya?ml|txt)$/;
const SKIPPED_DIRS = new Set(['.git', 'node_modules', 'target', 'dist', 'pkg', 'test-results', 'fuzz/target', 'fuzz/work', 'fuzz/artifacts']);

/** The tracked files (git ls-files), or every file outside build output when there is no git. */
function trackedFiles() {
  try {
    return execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  } catch {
    const out = [];
    const walk = (rel) => {
      for (const name of readdirSync(join(ROOT, rel))) {
        const path = rel ? `${rel}/${name}` : name;
        if (SKIPPED_DIRS.has(path)) continue;
        if (statSync(join(ROOT, path)).isDirectory()) walk(path);
        else out.push(path);
      }
    };
    walk('');
    return out;
  }
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading) {
  return heading.trim().toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

/** The headings of a Markdown text (outside fenced code) as {text, anchor}, duplicate anchors numbered as GitHub does. */
export function headings(markdown) {
  const out = [];
  const seen = new Map();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const m = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const base = slug(m[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.push({ text: m[1], anchor: n === 0 ? base : `${base}-${n}` });
  }
  return out;
}

/**
 * The problems of one file's citations: `exists(path)` says whether a path is
 * in the repository, `readPage(path)` gives a Markdown page's text (for its
 * headings).
 */
export function citationProblems(path, text, { exists, readPage }) {
  const problems = [];
  const dir = posix.dirname(path);
  const lineOf = (index) => text.slice(0, index).split('\n').length;
  const say = (index, what) => problems.push(`${path}:${lineOf(index)}: ${what}`);
  const sectionProblem = (page, anchor, numbers) => {
    const hs = headings(readPage(page));
    if (anchor && !hs.some((h) => h.anchor === anchor)) return `${page} has no section #${anchor}`;
    for (const n of numbers) {
      if (!hs.some((h) => new RegExp(`^(§\\s*)?${n}[.):]?(\\s|$)`).test(h.text))) return `${page} has no section ${n}`;
    }
    return null;
  };

  // Documents named in capitals: SPEC.md, CONVENTIONS.md, README.md...
  for (const m of text.matchAll(/(?<![\w/.-])([A-Z][A-Z0-9_-]+\.md)\b/g)) {
    const name = m[1];
    const found = [name, posix.join(dir, name), `docs/${name}`].some((p) => exists(p));
    if (!found) say(m.index, `cites ${name}, which the repository does not hold`);
  }
  // The bare word SPEC: the old name of the law's reference, which is not in the repository.
  for (const m of text.matchAll(/\bSPEC\b(?!\.md)/g)) say(m.index, 'cites SPEC, which the repository does not hold (the law is docs/law.md)');

  // docs/<page>.md, with an anchor or a section number.
  for (const m of text.matchAll(/(?<![\w.-])((?:\.\.\/)*docs\/[\w./-]+?\.md)(?:#([\w-]+))?(?:,?\s+sections?\s+(\d+)(?:\s*(?:-|–|to|and)\s*(\d+))?)?/g)) {
    const page = m[1].replace(/^(\.\.\/)+/, '');
    if (!exists(page)) {
      say(m.index, `cites ${page}, which does not exist`);
      continue;
    }
    const numbers = [m[3], m[4]].filter(Boolean);
    const problem = (m[2] || numbers.length) && sectionProblem(page, m[2], numbers);
    if (problem) say(m.index, problem);
  }

  // A section cited by its title in quotes: README, "Notation"; the README's "Snapshot text";
  // docs/formats.md, "The text record". A comment's line breaks and markers inside the title are spaces.
  const flat = text.replace(/\n[ \t]*(?:\/\/\/?|\/?\*|#|<!--)?[ \t]*/g, (m) => ' '.repeat(m.length));
  for (const m of flat.matchAll(/(?<![\w/.-])((?:\.\.\/)*(?:docs\/[\w./-]+?\.md|README(?:\.md)?))(?:'s)?,?\s*(?:\(\s*|section\s+)?"([A-Z][^"]{1,79})"/g)) {
    const page = m[1].startsWith('README') ? 'README.md' : m[1].replace(/^(\.\.\/)+/, '');
    if (!exists(page)) continue; // said above
    const title = m[2].replace(/\s+/g, ' ').trim().toLowerCase();
    const found = headings(readPage(page)).some((h) => h.text.replace(/[`*]/g, '').toLowerCase().startsWith(title));
    if (!found) say(m.index, `cites the section "${m[2].replace(/\s+/g, ' ')}" of ${page}, which has none of that title`);
  }

  if (path.endsWith('.md')) {
    // Markdown links and images, relative to the page.
    const links = [...text.matchAll(/\]\(([^)\s]+)\)/g), ...text.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)];
    for (const m of links) {
      const target = m[1];
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, mailto:
      const [file, anchor] = target.split('#');
      const page = file ? posix.normalize(posix.join(dir, file)) : path;
      if (file && !exists(page)) {
        say(m.index, `links to ${file}, which does not exist`);
        continue;
      }
      if (anchor && page.endsWith('.md')) {
        const problem = sectionProblem(page, anchor, []);
        if (problem) say(m.index, problem);
      }
    }
  }
  return problems;
}

/** The repository paths a Markdown page writes in backticks (outside fenced code) that do not exist. */
export function pathProblems(path, text, { exists, topLevel }) {
  const problems = [];
  let fenced = false;
  text.split('\n').forEach((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    for (const m of line.matchAll(/`([^`\s]+)`/g)) {
      const p = m[1].replace(/[.,:;]+$/, '');
      if (!/^[\w.-]+(\/[\w.-]+)*\/?$/.test(p)) continue; // placeholders, globs, keys with <...>
      if (!topLevel.has(p.split('/')[0])) continue; // not a repository path (a package subpath, a storage key)
      if (!exists(p.replace(/\/$/, ''))) problems.push(`${path}:${i + 1}: \`${p}\` does not exist`);
    }
  });
  return problems;
}

const files = trackedFiles();
const fileSet = new Set(files);
const dirSet = new Set(files.flatMap((f) => f.split('/').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('/'))));
// A tracked path, or one that exists on disk in a working tree with uncommitted files.
const exists = (p) => fileSet.has(p) || dirSet.has(p) || existsSync(join(ROOT, p));
const readPage = (p) => readFileSync(join(ROOT, p), 'utf8');
const topLevel = new Set(files.map((f) => f.split('/')[0]));
const context = { exists, readPage, topLevel };
const read = (p) => readFileSync(join(ROOT, p), 'utf8');

// This file names missing documents on purpose (its last test), so it is not scanned.
const SELF = 'tests/docs/citations.test.mjs';

test('every document and section a comment or a page cites exists', () => {
  const scanned = files.filter((f) => SCANNED.test(f) && f !== SELF && existsSync(join(ROOT, f)));
  assert.ok(scanned.length > 100, 'the tracked sources were found');
  const problems = scanned.flatMap((f) => citationProblems(f, read(f), context));
  assert.deepEqual(problems, [], `citations of missing documents or sections:\n${problems.join('\n')}`);
});

test('every repository path written in the docs and the README exists', () => {
  const pages = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
  assert.ok(pages.includes('docs/architecture.md') && pages.includes('docs/law.md'), 'the docs were found');
  const problems = pages.flatMap((f) => pathProblems(f, read(f), context));
  assert.deepEqual(problems, [], `paths the docs name that do not exist:\n${problems.join('\n')}`);
});

test('the checks find what they are for: a missing page, section, anchor, document or path', () => {
  const pages = {
    'docs/law.md': '# The law\n\n## Moves\n\n## 3. Turns\n\n```\n## not a heading\n```\n',
    'README.md': '# Hex Checkers\n\n## The two commands\n',
  };
  const ctx = {
    exists: (p) => p in pages || p === 'crates' || p === 'crates/engine',
    readPage: (p) => pages[p],
    topLevel: new Set(['crates']),
  };
  const cite = (text, path = 'crates/engine/src/x.rs') => citationProblems(path, text, ctx);
  assert.deepEqual(cite('// docs/law.md#moves, docs/law.md section 3, docs/law.md'), []);
  assert.match(cite('// see docs/law.md#captures').join(), /has no section #captures/);
  assert.match(cite('// docs/law.md section 7').join(), /has no section 7/);
  assert.match(cite('// docs/law.md sections 3-4').join(), /has no section 4/);
  assert.match(cite('// docs/rules.md').join(), /docs\/rules\.md, which does not exist/);
  assert.match(cite('// docs/law.md#not-a-heading').join(), /no section/);
  assert.match(cite('/// See `SPEC.md` for the law').join(), /SPEC\.md/);
  assert.match(cite('// (CONVENTIONS.md)').join(), /CONVENTIONS\.md/);
  assert.match(cite('// SPEC section 5').join(), /cites SPEC/);
  assert.equal(cite('// SPECS, a SPECTRUM', 'x.js').length, 0);
  assert.deepEqual(cite('// README, "The two\n// commands"; docs/law.md, "Moves"'), []);
  assert.match(cite('// (README, "Snapshot text")').join(), /"Snapshot text" of README\.md/);
  assert.match(cite("/// the README's \"Notation\"").join(), /"Notation" of README\.md/);
  assert.match(cite('// docs/law.md, "Captures"').join(), /"Captures" of docs\/law\.md/);
  assert.deepEqual(cite('// docs/law.md ("resign:2", "draw")'), [], 'quoted values are no section titles');
  assert.match(cite('[the law](law.md#turns)', 'docs/x.md').join(), /no section #turns/);
  assert.deepEqual(cite('[the law](law.md#moves), [here](#moves)', 'docs/law.md'), []);
  assert.match(cite('[bot](bot.md)', 'docs/x.md').join(), /bot\.md, which does not exist/);
  assert.deepEqual(pathProblems('docs/x.md', '`crates/engine` `hex-checkers/game` `tests/<name>.mjs`', ctx), []);
  assert.match(pathProblems('docs/x.md', 'in `crates/engine/src/gone.rs`.', ctx).join(), /gone\.rs` does not exist/);
  assert.deepEqual(pathProblems('docs/x.md', '```\n`crates/gone`\n```', ctx), []);
  assert.equal(slug('What is checked where, and what an embedder can rely on'), 'what-is-checked-where-and-what-an-embedder-can-rely-on');
  assert.equal(slug('The engine from `Rust`'), 'the-engine-from-rust');
  assert.equal(slug('1. The board'), '1-the-board');
});
