// Every language's catalogue (www/i18n/<tag>/) has every English key, with the same
// placeholders and the plural forms its language needs (Intl.PluralRules), and
// nothing else; every English key has a note for translators (the comment line
// above it); every area file is spread into its language's index.js. Needs nothing
// built. Run: node --test tests/i18n/
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '../../www/i18n/i18n.js';
import { ROOT } from './scan.mjs';

const DIR = join(ROOT, 'www/i18n');
const catalogue = async (tag) => (await import(`../../www/i18n/${tag}/index.js`)).default;
const AREAS = readdirSync(join(DIR, 'en')).filter((f) => f !== 'index.js').sort();
/** Every English message: the start's areas (en/index.js) and those added by their modules (addEnglish). */
const english = Object.assign({}, ...await Promise.all(AREAS.map(async (f) => (await import(`../../www/i18n/en/${f}`)).default)));
const placeholders = (text) => new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
const forms = (message) => (typeof message === 'string' ? { other: message } : message);
/** Every placeholder a message uses, in any of its forms. */
const allPlaceholders = (message) => new Set(Object.values(forms(message)).flatMap((f) => [...placeholders(f)]));

test('the offered languages each have a catalogue folder, and English is first', () => {
  assert.equal(LANGUAGES[0].tag, 'en');
  const folders = readdirSync(DIR, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
  assert.deepEqual(folders, LANGUAGES.map((l) => l.tag).sort());
  for (const { tag, dir } of LANGUAGES) {
    assert.ok(dir === 'ltr' || dir === 'rtl', `${tag}: a direction`);
    assert.ok(Intl.PluralRules.supportedLocalesOf([tag]).length === 1, `${tag}: Intl knows its plurals`);
  }
});

/** The page's sources, to find which module adds an English area. */
const sources = () => {
  const out = [];
  const walk = (dir) => {
    for (const d of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      if (d.isDirectory()) walk(`${dir}/${d.name}`);
      else if (d.name.endsWith('.js')) out.push(readFileSync(join(ROOT, dir, d.name), 'utf8'));
    }
  };
  walk('www');
  return out.join('\n');
};

test('every English key has a note for translators; every area is in en/index.js or added by its module, and in every language\'s index.js', () => {
  const index = readFileSync(join(DIR, 'en/index.js'), 'utf8');
  const code = sources();
  let keys = 0;
  for (const file of AREAS) {
    const started = new RegExp(`import \\w+ from './${file}'`).test(index);
    const added = new RegExp(`import \\w+ from '[./]+/i18n/en/${file}'`).test(code) && /addEnglish\(/.test(code);
    assert.ok(started !== added, `en/${file}: spread by en/index.js (the start) or added by the module that uses it, one of the two`);
    for (const { tag } of LANGUAGES.filter((l) => l.tag !== 'en')) {
      assert.match(readFileSync(join(DIR, tag, 'index.js'), 'utf8'), new RegExp(`import \\w+ from './${file}'`), `${tag}/index.js imports ${file}`);
    }
    const lines = readFileSync(join(DIR, 'en', file), 'utf8').split('\n');
    lines.forEach((line, i) => {
      const m = /^\s*(['"])([\w.-]+)\1:/.exec(line);
      if (!m) return;
      keys += 1;
      assert.match(lines[i - 1], /^\s*\/\/ \S/, `en/${file}: the key ${m[2]} has no note above it`);
      assert.ok(m[2] in english, `en/${file}: ${m[2]} reaches the catalogue`);
    });
  }
  assert.equal(keys, Object.keys(english).length, 'every key is written on its own line under its note');
});

test('every English message is well formed: plural forms named as Intl names them, "other" always', () => {
  for (const [key, message] of Object.entries(english)) {
    if (typeof message === 'string') continue;
    assert.ok(typeof message.other === 'string', `${key}: an "other" form`);
    for (const form of Object.keys(message)) assert.ok(['zero', 'one', 'two', 'few', 'many', 'other'].includes(form), `${key}: ${form}`);
  }
});

for (const { tag } of LANGUAGES.filter((l) => l.tag !== 'en')) {
  test(`${tag}: every English key, with the same placeholders and the plural forms ${tag} needs`, async () => {
    const messages = await catalogue(tag);
    const needed = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
    assert.deepEqual(Object.keys(english).filter((k) => !(k in messages)), [], `${tag}: missing keys`);
    assert.deepEqual(Object.keys(messages).filter((k) => !(k in english)), [], `${tag}: keys English does not have`);
    for (const [key, source] of Object.entries(english)) {
      const message = messages[key];
      const want = allPlaceholders(source);
      if (typeof source === 'string') {
        assert.equal(typeof message, 'string', `${tag} ${key}: a string, like English`);
        assert.deepEqual(placeholders(message), want, `${tag} ${key}: placeholders`);
        continue;
      }
      assert.equal(typeof message, 'object', `${tag} ${key}: plural forms, like English`);
      assert.deepEqual(Object.keys(message).sort(), [...needed].sort(), `${tag} ${key}: the plural forms of ${tag}`);
      for (const [form, text] of Object.entries(message)) {
        // A form may leave the number out ("une pièce"), never another placeholder.
        const have = placeholders(text);
        for (const name of want) if (name !== 'count') assert.ok(have.has(name), `${tag} ${key} (${form}): {${name}}`);
        for (const name of have) assert.ok(want.has(name), `${tag} ${key} (${form}): {${name}} is not in English`);
      }
    }
  });
}

test('t() picks plural forms by Intl, falls back to English and names what is missing', async () => {
  const i18n = await import('../../www/i18n/i18n.js');
  assert.equal(i18n.t('element.seat.pieces', { count: 1 }), '1 piece');
  assert.equal(i18n.t('element.seat.pieces', { count: 5 }), '5 pieces');
  assert.equal(i18n.t('element.seat.pieces', { count: 1200 }), '1,200 pieces');
  assert.equal(i18n.t('no.such.key'), 'no.such.key');
  assert.ok(i18n.missingKeys().includes('en:no.such.key'));
});
