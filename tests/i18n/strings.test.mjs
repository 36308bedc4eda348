// No words a person sees or hears are written outside the message catalogues
// (www/i18n/): tests/i18n/scan.mjs finds them in www/ and index.html, and every
// finding must be a reviewed exception (tests/i18n/exceptions.mjs, each with its
// reason). Needs nothing built. Run: node --test tests/i18n/
import test from 'node:test';
import assert from 'node:assert/strict';
import { FILES, TEXTS } from './exceptions.mjs';
import { prose, scanAll, scanHtml, scanScript } from './scan.mjs';

const excused = (f) => Object.keys(FILES).some((path) => (path.endsWith('/') ? f.file.startsWith(path) : f.file === path))
  || TEXTS.some((e) => e.file === f.file && e.text === f.text);

test('every user-visible string in www/ and index.html comes from a catalogue, or is a reviewed exception', () => {
  const left = scanAll().filter((f) => !excused(f)).map((f) => `${f.file}:${f.line} ${f.text}`);
  assert.deepEqual(left, [], 'words written outside the catalogues (move them to www/i18n/, or add a reviewed exception)');
});

test('every exception has a reason and still matches something', () => {
  const found = scanAll();
  for (const [path, reason] of Object.entries(FILES)) {
    assert.ok(reason.length > 10, `${path}: a reason`);
    assert.ok(found.some((f) => f.file.startsWith(path)), `${path}: no finding left, drop the exception`);
  }
  for (const e of TEXTS) {
    assert.ok(e.reason.length > 10, `${e.file} ${e.text}: a reason`);
    assert.ok(found.some((f) => f.file === e.file && f.text === e.text), `${e.file} "${e.text}": no such finding left, drop the exception`);
  }
});

test('the scanner finds the kinds of strings it is meant to', () => {
  const js = [
    "node.textContent = 'Hello';",
    "b.title = `Undo (${keys})`;",
    "x.setAttribute('aria-label', 'Armies');",
    "t.announce(`${who} resigns.`);",
    "emit('hc-warning', { message: 'the bot stopped' });",
    "if (!ok) confirm('Drop it');",
    "const s = `${n} pieces left on the board`;",
    "const w = 'Cancelled.';",
    "notes.push(`${army} wins`);",
    "b.setAttribute('data-x', `${text}: move ${round}`);",
  ];
  for (const line of js) assert.equal(scanScript(line).length, 1, line);
  const fine = [
    "import { t } from '../i18n/i18n.js';",
    "node.textContent = t('element.new-game');",
    "node.className = 'seat now bot';",
    "// A comment with words in it, like a sentence.",
    "const re = /the (first) line/;",
    "throw new Error('bad seat names');",
    "console.warn('the worker failed to start');",
    "el.setAttribute('part', 'question-accept');",
    "const o = { 'element.army.0': 1 };",
    "const dot = h('span', `mini-dot who s${seat}`, letter);",
    "li.className = `seat ${now} bot`;",
    "const key = `element.army.${seat}`;",
  ];
  for (const line of fine) assert.deepEqual(scanScript(line), [], line);
  assert.equal(prose('Draw agreed'), true);
  assert.equal(prose('hex-checkers/prefs'), false);
  const html = '<p>Plain words here</p><p data-i18n="k">Marked words</p><button title="Ask the bot">x</button>'
    + '<label data-i18n="l">Label <select><option data-i18n="o">One</option></select></label><!-- a comment -->';
  assert.deepEqual(scanHtml(html).map((f) => f.text), ['Plain words here', 'title="Ask the bot"']);
});
