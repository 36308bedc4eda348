// The non-visual mode's reading of a typed line (www/app/nonvisual/commands.js) and its
// catalogues (www/i18n/<language>/nonvisual.js): every language has every key, with the
// same placeholders in every plural form. The mode in the page: tests/browser/nonvisual.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { VERBS, parseCommand, verbWords } from '../../www/app/nonvisual/commands.js';
import english from '../../www/i18n/en/nonvisual.js';

test('moves: two cells or more, with spaces, dashes or x; a lone cell', () => {
  for (const line of ['j4 i4', 'j4-i4', ' J4  I4 ', 'j4xi4', 'j4, i4']) {
    assert.deepEqual(parseCommand(line), { verb: 'move', cells: ['j4', 'i4'] }, line);
  }
  assert.deepEqual(parseCommand('j6xh6xf6'), { verb: 'move', cells: ['j6', 'h6', 'f6'] });
  assert.deepEqual(parseCommand('f6'), { verb: 'move', cells: ['f6'] });
  // A name of no cell still reads as a move, so the mode can say which cell is not on the board.
  assert.deepEqual(parseCommand('z9 a1'), { verb: 'move', cells: ['z9', 'a1'] });
});

test('commands by word or short form, with their argument', () => {
  assert.deepEqual(parseCommand('p red'), { verb: 'pieces', arg: 'red' });
  assert.deepEqual(parseCommand('Pieces  Blue'), { verb: 'pieces', arg: 'blue' });
  assert.deepEqual(parseCommand('c j4'), { verb: 'can', arg: 'j4' });
  assert.deepEqual(parseCommand('around f6'), { verb: 'around', arg: 'f6' });
  assert.deepEqual(parseCommand('?'), { verb: 'help', arg: '' });
  assert.deepEqual(parseCommand('clock'), { verb: 'time', arg: '' });
  assert.deepEqual(parseCommand(''), { verb: 'empty' });
  assert.deepEqual(parseCommand('fly away'), { verb: 'unknown', word: 'fly' });
  assert.equal(parseCommand('x'.repeat(5000)).verb, 'unknown', 'a long line is cut, not choked on');
});

test('every verb has its words, and no word means two verbs', () => {
  const seen = new Map();
  for (const verb of VERBS) {
    const words = verbWords(verb);
    assert.ok(words.length > 0, verb);
    for (const w of words) {
      assert.ok(!seen.has(w), `${w} means both ${seen.get(w)} and ${verb}`);
      assert.doesNotMatch(w, /^[a-z]\d{1,2}$/, `${w} would read as a cell`);
      seen.set(w, verb);
    }
  }
});

const placeholders = (message) => [...new Set(String(typeof message === 'object' ? Object.values(message).join(' ') : message).match(/\{\w+\}/g) ?? [])].sort();

for (const language of ['fr', 'de', 'ar']) {
  test(`the ${language} catalogue has every key of the English one, with the same placeholders`, async () => {
    const catalogue = (await import(`../../www/i18n/${language}/nonvisual.js`)).default;
    assert.deepEqual(Object.keys(catalogue).sort(), Object.keys(english).sort());
    for (const [key, message] of Object.entries(english)) {
      const theirs = catalogue[key];
      assert.deepEqual(placeholders(theirs), placeholders(message), key);
      if (typeof message === 'object') {
        assert.equal(typeof theirs, 'object', `${key} has plural forms`);
        // 'other' is the fallback of every form; Arabic's six forms are each written out.
        assert.ok('other' in theirs, `${key}: other`);
        if (language === 'ar') {
          assert.deepEqual(Object.keys(theirs).sort(), new Intl.PluralRules('ar').resolvedOptions().pluralCategories.sort(), key);
        }
        for (const text of Object.values(theirs)) assert.deepEqual(placeholders(text), placeholders(message), `${key}: ${text}`);
      }
      // Command words must not read as cells or collide with another verb's English words.
      if (key.startsWith('nonvisual.cmd.')) {
        for (const w of theirs.split(/\s+/)) {
          assert.doesNotMatch(w, /^[a-z]\d{1,2}$/, `${key}: ${w}`);
          const other = Object.entries(english).find(([k, v]) => k.startsWith('nonvisual.cmd.') && k !== key && v.split(/\s+/).includes(w.toLowerCase()));
          assert.equal(other, undefined, `${language} ${key}: ${w} is English for ${other?.[0]}`);
        }
      }
    }
  });
}
