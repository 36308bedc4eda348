// The page in every language it offers (www/i18n/): at a phone's and a desktop's
// size, its main screens (the start, a game under way, the new-game dialog, the
// rules, the library, the result panel, the puzzles, the non-visual mode, the AI lab, a remote table's
// panel) carry no English word, every key asked
// for is found (missingKeys), and each screen is photographed
// (test-results/languages/) and audited by axe-core with no violation. Arabic mirrors the header, the dialogs and the move
// list while the board stays as it is; plural forms come from Intl; the choice
// is remembered; the <hex-checkers> element takes a lang attribute; a language's
// catalogue is fetched only when it is used.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  setup, openMenu, openPage, settle, cell, clickMove, restore, position, ROOT, PHONE, DESKTOP,
} from './harness.mjs';
import { readdirSync } from 'node:fs';
import { LANGUAGES } from '../../www/i18n/i18n.js';
import { startGame } from './remote-devices.mjs';
import { startTracker, tableContext } from './tracker.mjs';
import { audit } from './axe.mjs';

let env;
let tracker; // the tables' tracker (tracker.mjs), for the remote panel
before(async () => { [env, tracker] = await Promise.all([setup(), startTracker()]); });
after(async () => { await env?.teardown(); await tracker?.stop(); });

const SHOTS = path.join(ROOT, 'test-results', 'languages');
/** Every English message: the start's and the areas their modules add. */
const english = Object.assign({}, ...await Promise.all(readdirSync(path.join(ROOT, 'www/i18n/en'))
  .map(async (f) => (await import(`../../www/i18n/en/${f}`)).default)));
const OTHERS = LANGUAGES.filter((l) => l.tag !== 'en').map((l) => l.tag);

/** Words no other language writes, so an English sentence left over shows by them. */
const ENGLISH_WORDS = /\b(the|and|your|you|with|game|games|move|moves|board|player|players|turn|turns|draw|wins|cannot|piece|pieces)\b/i;
/** Names the same in every language that would read as an English word: the network protocols STUN and TURN (the remote panel). */
const NAMES = /\b(STUN|TURN)\b/g;

/**
 * The English fragments that must not be seen in language `tag`: the fixed text between the
 * placeholders of every English message its catalogue writes differently ("Red", "picked up:").
 */
async function leftovers(tag) {
  const own = (await import(`../../www/i18n/${tag}/index.js`)).default;
  const forms = (m) => (typeof m === 'string' ? [m] : Object.values(m));
  const everything = Object.values(own).flatMap(forms).join('\n'); // a word the language itself uses ("Place" in French)
  const fragments = new Set();
  for (const [key, message] of Object.entries(english)) {
    const theirs = forms(own[key]).join(' ');
    for (const form of forms(message)) {
      for (const part of form.split(/\{\w+\}/)) {
        const text = part.replace(/^[\s.,:;!?()«»‹›·…]+|[\s.,:;!?()«»‹›·…]+$/g, '');
        // Words of four letters or more, and not the same in the translation (a name such as "Orange").
        if (/[A-Za-z]{4,}/.test(text) && !theirs.includes(text) && !everything.includes(text)) fragments.add(text);
      }
    }
  }
  return [...fragments];
}

/**
 * Every text a person can see or hear on the page now: text nodes and the names in attributes, in the
 * document and the open shadow roots, leaving out what is marked as another language (the picker's
 * "English") and the board's cell names and army letters (the same in every language).
 */
function pageTexts(page) {
  return page.evaluate(() => {
    const out = [document.title];
    const walk = (root) => {
      for (const node of root.querySelectorAll('*')) {
        if (node.closest('[lang]')?.getAttribute('lang') !== document.documentElement.lang && node.closest('[lang]')) continue;
        if (['SCRIPT', 'STYLE', 'LINK', 'META', 'NOSCRIPT', 'CODE'].includes(node.tagName)) continue; // code: a command to copy
        if (node.closest('[translate="no"]')) continue; // the engine's own names (the lab's terms)
        for (const attr of ['aria-label', 'title', 'placeholder', 'alt', 'aria-roledescription']) {
          if (node.getAttribute(attr)) out.push(node.getAttribute(attr));
        }
        for (const child of node.childNodes) if (child.nodeType === 3 && child.data.trim()) out.push(child.data.trim());
        if (node.shadowRoot) walk(node.shadowRoot);
      }
    };
    walk(document);
    return out.filter((t) => !/^[a-z]\d{1,2}$|^[A-Z]$/.test(t));
  });
}

/** The English left on the page: texts with an English word or an English message's fragment. */
async function englishOn(page, fragments) {
  const found = [];
  for (const text of await pageTexts(page)) {
    const fragment = fragments.find((f) => new RegExp(`(^|[^A-Za-z])${f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^A-Za-z]|$)`).test(text));
    if (fragment || ENGLISH_WORDS.test(text.replace(NAMES, ''))) found.push(fragment ? `${text}  [${fragment}]` : text);
  }
  return [...new Set(found)];
}

/** The catalogue module's missing keys (the same module the page imported: the same URL, from the site's root). */
const missing = (page) => page.evaluate(async () => (await import(`${window.location.origin}/www/i18n/i18n.js`)).missingKeys());

/** The main screens, each reached from the one before; `ready` waits until it is really there. */
const SCREENS = [
  ['start', async () => {}],
  ['a game', async (page) => {
    await clickMove(page, '-2,4', '-2,3');
    await page.waitForFunction(() => document.querySelector('hex-checkers').history.length >= 2); // the bot answered
    await cell(page, '-1,4').click();
    await page.locator('hex-checkers .target-mark').first().waitFor();
  }],
  ['the new-game dialog', async (page) => {
    await page.keyboard.press('Escape');
    await page.click('#new-game-btn');
    await page.locator('#new-game-dialog[open] #seat-rows li').first().waitFor();
    await page.waitForFunction(() => document.getElementById('tempo-note').textContent !== '');
  }],
  ['the rules', async (page) => {
    await page.click('#new-game-cancel');
    await openMenu(page); // a phone: Rules is in the menu
    await page.click('#rules-btn');
    await page.waitForSelector('#rules-dialog .diagram svg');
  }],
  ['the library', async (page) => {
    await page.click('#rules-dialog .rules-head button');
    await openMenu(page);
    await page.click('#games-btn');
    await page.locator('#games-dialog[open] #games-list li').first().waitFor();
  }],
  ['the result panel', async (page) => {
    await page.click('#games-dialog .rules-head button');
    await restore(page, position({ players: 2, radius: 5, pieces: { '-1,2': 'a', '2,3': 'a', '-1,1': 'b' } }));
    await clickMove(page, '-1,2', '-1,0');
    await page.waitForSelector('#result-dialog[open]');
    await page.waitForFunction(() => document.getElementById('result-length').textContent !== '');
  }],
  ['the puzzles', async (page) => {
    await page.click('#result-dialog button[type="submit"]');
    await openMenu(page);
    await page.click('#puzzles-btn');
    await page.waitForSelector('#puzzles-dialog[open][data-state="playing"]');
  }],
  ['the non-visual mode', async (page) => {
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    await page.keyboard.press('Alt+Shift+N');
    await page.waitForSelector('#nonvisual:not([hidden]) input');
    await page.locator('#nonvisual input').fill('help');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('#nonvisual-log > li').length >= 3);
  }],
  ['the lab', async (page, url) => {
    await page.goto(`${url}www/lab/`);
    await page.waitForSelector('html[data-ready="true"]');
    await page.click('#use-start'); // a game still on, so the search has a move to show
    await page.click('#search');
    await page.waitForSelector('#search-result[data-method]');
  }],
];

for (const tag of OTHERS) {
  for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
    test(`${tag}, ${size}: every main screen in ${tag}, no English left, no key missing`, async () => {
      const fragments = await leftovers(tag);
      const context = await env.browser.newContext({ viewport, locale: tag, reducedMotion: 'reduce' });
      const { page, errors } = await openPage(env.browser, env.server.url, { context });
      assert.equal(await page.evaluate(() => document.documentElement.lang), tag, 'the browser\'s language is followed');
      context.on('request', (r) => {
        const other = /\/www\/i18n\/([a-z]+)\//.exec(new URL(r.url()).pathname)?.[1];
        if (other && other !== 'en' && other !== tag) errors.push(`fetched another language: ${r.url()}`);
      });
      mkdirSync(SHOTS, { recursive: true });
      const found = {};
      const broken = {};
      for (const [screen, reach] of SCREENS) {
        await reach(page, env.server.url);
        await settle(page);
        const left = await englishOn(page, fragments);
        if (left.length) found[screen] = left;
        const violations = await audit(page); // the accessibility audit in this language (a11y.test.mjs: the game's screens)
        if (violations.length) broken[screen] = violations;
        await page.screenshot({ path: path.join(SHOTS, `${tag}-${size}-${screen.replace(/\W+/g, '-')}.png`) });
      }
      const missingMain = await missing(page);
      await context.close();
      // The remote panel: a device of its own at a table (tracker.mjs), Ann here against a friend's seat.
      const table = await tableContext(env.browser, tracker, { viewport, locale: tag });
      const remote = await openPage(env.browser, env.server.url, { context: table });
      await startGame(remote.page, [['Ann', 'human'], ['Bob', 'remote']]);
      await remote.page.waitForSelector('#remote-panel[data-relay="up"] #remote-table li[data-state="free"]');
      await remote.page.click('#remote-panel .remote-ice summary'); // the connection settings, opened
      await remote.page.click('#remote-verify');
      await remote.page.waitForFunction(() => /\d/.test(document.getElementById('remote-status').textContent)); // Verify's answer (its turns)
      await settle(remote.page);
      const left = await englishOn(remote.page, fragments);
      if (left.length) found['the remote panel'] = left;
      const violations = await audit(remote.page);
      if (violations.length) broken['the remote panel'] = violations;
      await remote.page.screenshot({ path: path.join(SHOTS, `${tag}-${size}-the-remote-panel.png`) });
      assert.deepEqual(found, {}, 'English left on the page');
      assert.deepEqual(broken, {}, 'axe found violations (WCAG 2.2 A/AA and best practices)');
      assert.deepEqual(missingMain, [], 'every key asked for is in the catalogue');
      assert.deepEqual(await missing(remote.page), [], 'every key the remote panel asks for is in the catalogue');
      assert.deepEqual(errors, []);
      assert.deepEqual(remote.errors, []);
      await table.close();
    });
  }
}

test('the checks above would see English: the English page fails them', async () => {
  const { page, context } = await openPage(env.browser, env.server.url, { viewport: DESKTOP });
  const left = await englishOn(page, await leftovers('fr'));
  assert.ok(left.length > 20, `the English page has English (${left.length} texts)`);
  await context.close();
});

/** Boxes of the parts that mirror, and the board (its cells' places and drawing), in one language. */
function layout(page) {
  return page.evaluate(async () => {
    const box = (el) => { const r = el.getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height }; };
    const board = document.querySelector('hex-checkers');
    const svg = board.shadowRoot.querySelector('svg.board');
    const origin = svg.getBoundingClientRect();
    const cells = [...svg.querySelectorAll('g[data-key]')].map((g) => {
      const r = g.getBoundingClientRect();
      return `${g.dataset.key}@${Math.round(r.x - origin.x)},${Math.round(r.y - origin.y)}`;
    });
    // The drawing without its words (the cells' accessible names and the grid's description of its keys
    // are in the page's language).
    const drawing = svg.outerHTML.replace(/ aria-[a-z]+="[^"]*"/g, '').replace(/<desc[^>]*>[^<]*<\/desc>/g, '');
    const dialog = document.getElementById('new-game-dialog');
    dialog.showModal();
    const buttons = { cancel: box(document.getElementById('new-game-cancel')), start: box(dialog.querySelector('[value="start"]')) };
    dialog.close();
    return {
      brand: box(document.querySelector('.brand')),
      actions: box(document.querySelector('.actions')),
      first: box(document.querySelector('[data-go="first"]')),
      last: box(document.querySelector('[data-go="last"]')),
      side: box(document.querySelector('.side')),
      play: box(document.querySelector('.play')),
      buttons,
      cells,
      drawing,
      direction: getComputedStyle(svg).direction,
      dir: document.documentElement.dir,
    };
  });
}

test('Arabic is written right to left: the header, the dialogs and the move list mirror, the board does not', async () => {
  const seen = {};
  for (const tag of ['en', 'ar']) {
    const context = await env.browser.newContext({ viewport: DESKTOP, locale: tag, reducedMotion: 'reduce' });
    const { page, errors } = await openPage(env.browser, env.server.url, { context });
    await settle(page);
    seen[tag] = await layout(page);
    await page.screenshot({ path: path.join(SHOTS, `mirror-${tag}.png`) });
    assert.deepEqual(errors, []);
    await context.close();
  }
  const { en, ar } = seen;
  assert.equal(en.dir, 'ltr');
  assert.equal(ar.dir, 'rtl');
  assert.ok(en.brand.x < en.actions.x && ar.brand.x > ar.actions.x, 'the header: the name at the start, the buttons at the end');
  assert.ok(en.first.x < en.last.x && ar.first.x > ar.last.x, 'the move list\'s buttons run from the start side');
  assert.ok(en.play.x < en.side.x && ar.play.x > ar.side.x, 'the move list beside the board, on the end side');
  assert.ok(en.buttons.cancel.x < en.buttons.start.x && ar.buttons.cancel.x > ar.buttons.start.x, 'the dialog\'s buttons mirror');
  assert.ok(Math.abs((en.first.x + en.first.width / 2) + (ar.first.x + ar.first.width / 2) - DESKTOP.width) < 40, 'mirrored, not moved');
  assert.equal(ar.direction, 'ltr', 'the board is drawn left to right');
  assert.deepEqual(ar.cells, en.cells, 'every cell in the same place');
  assert.equal(ar.drawing, en.drawing, 'the same drawing');
});

test('plural forms come from Intl: one piece and five pieces read differently (German)', async () => {
  const context = await env.browser.newContext({ viewport: DESKTOP, locale: 'de', reducedMotion: 'reduce' });
  const { page, errors } = await openPage(env.browser, env.server.url, { context });
  const count = () => page.locator('hex-checkers').evaluate((el) => el.shadowRoot.querySelector('.seat .count').title);
  await restore(page, position({ players: 2, radius: 5, pieces: { '0,4': 'a', '0,-4': 'b' } }));
  await settle(page);
  assert.equal(await count(), '1 Stein');
  await restore(page, position({ players: 2, radius: 5, pieces: { '0,4': 'a', '1,3': 'a', '-1,4': 'a', '2,2': 'a', '-2,4': 'a', '0,-4': 'b' } }));
  await settle(page);
  assert.equal(await count(), '5 Steine');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the picker switches at once, the choice is remembered across a reload, and only the chosen catalogue is fetched', async () => {
  const context = await env.browser.newContext({ viewport: PHONE, locale: 'en-GB', reducedMotion: 'reduce' });
  const requests = [];
  context.on('request', (r) => requests.push(new URL(r.url()).pathname));
  const { page, errors } = await openPage(env.browser, env.server.url, { context });
  // English is in the start; a lazy module loaded at an idle moment may still fetch an English area of its own
  // (the page's text, en/page.js) at any time, so only the other languages' catalogues are counted.
  const catalogues = () => [...new Set(requests.filter((p) => /\/www\/i18n\/(?!i18n\.js)/.test(p)).map((p) => p.split('/')[3]))]
    .filter((tag) => tag !== 'en');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  assert.deepEqual(catalogues(), [], 'English is in the start; no other catalogue is fetched');
  // Each language is offered in its own name.
  assert.deepEqual(await page.locator('#language-select option').allTextContents(), LANGUAGES.map((l) => l.name));
  // On a phone the picker is in the header's menu, as a player finds it.
  const pick = async (tag) => {
    await openMenu(page);
    await page.selectOption('#language-select', tag);
  };
  await pick('fr');
  await page.waitForFunction(() => document.documentElement.lang === 'fr');
  assert.equal(await page.locator('#new-game-btn').textContent(), 'Nouvelle partie');
  assert.match(await page.locator('hex-checkers').evaluate((el) => el.shadowRoot.querySelector('.turn').textContent), /Au tour de Rouge/);
  assert.deepEqual(catalogues(), ['fr'], 'French fetched when chosen, and nothing else');
  assert.equal(await page.evaluate(() => localStorage.getItem('hex-checkers/language')), '"fr"');
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr', 'remembered over the browser\'s own language');
  assert.equal(await page.locator('#language-select').inputValue(), 'fr');
  assert.equal(await page.locator('#new-game-btn').textContent(), 'Nouvelle partie');
  await pick('en');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  assert.equal(await page.locator('#new-game-btn').textContent(), 'New game', 'back to English');
  assert.deepEqual(await missing(page), []);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the element takes a lang attribute: an embedding page chooses its words', async () => {
  const { page, errors, context } = await openPage(env.browser, null, { viewport: DESKTOP });
  await page.goto(`${env.server.url}examples/embed.html`);
  const board = page.locator('hex-checkers').first();
  await board.evaluate((el) => el.ready);
  const turn = () => board.evaluate((el) => el.shadowRoot.querySelector('.turn').textContent);
  assert.match(await turn(), /to move/);
  await board.evaluate((el) => el.setAttribute('lang', 'de'));
  await page.waitForFunction(() => /ist am Zug/.test(document.querySelector('hex-checkers').shadowRoot.querySelector('.turn').textContent));
  assert.equal(await board.evaluate((el) => el.shadowRoot.querySelector('svg').getAttribute('aria-roledescription')), 'Spielbrett');
  await board.evaluate((el) => el.setAttribute('lang', 'ar'));
  await page.waitForFunction(() => /دور/.test(document.querySelector('hex-checkers').shadowRoot.querySelector('.turn').textContent));
  assert.deepEqual(errors, []);
  await context.close();
});
