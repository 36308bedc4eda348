// The six army colours are written in element.css (inside the element's shadow root) and copied
// into app.css's .s0 … .s5 for the page's chips, graph and tables, which the shadow root's
// properties cannot reach. This test is what keeps the copy one fact: it fails when they differ.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const read = (path) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

test("app.css's army colours are element.css's", () => {
  const element = read('www/element/element.css');
  const app = read('www/app/app.css');
  for (let seat = 0; seat < 6; seat++) {
    const army = element.match(new RegExp(`--army-${seat}:\\s*(#[0-9a-f]+)`, 'i'))?.[1];
    const ink = element.match(new RegExp(`--ink-${seat}:\\s*(#[0-9a-f]+)`, 'i'))?.[1];
    const chip = app.match(new RegExp(`\\.s${seat}\\s*\\{\\s*background:\\s*(#[0-9a-f]+);\\s*color:\\s*(#[0-9a-f]+)`, 'i'));
    assert.ok(army && ink, `element.css names army ${seat}'s colour and ink`);
    assert.ok(chip, `app.css has .s${seat} with a background and a colour`);
    assert.deepEqual([chip[1].toLowerCase(), chip[2].toLowerCase()], [army.toLowerCase(), ink.toLowerCase()], `seat ${seat}`);
  }
});
