// Open tables on the page (docs/lobby.md), loaded on first use with the remote
// code: the lobby (a dialog reached from New game, "Open tables": the tables
// listed on the public relays, each with its public settings and a button per
// free seat that joins the table by its code and asks for that seat), and the
// creator's side (the panel's "List this table publicly" choice, off by
// default, saying what is published; while it is on, the listing is signed and
// sent when due, and closed when the table is full, the game over or the choice
// undone). The format and its rules are lobby.js's; this module draws and
// schedules. It imports nothing of the panel or the session (they call it):
// the panel hands it the board's session, app.js the loader of remote-ui.js (whose joinTable joins).

import {
  Listings, Publisher, Relays, listingKey, lobbyFilter,
} from './lobby.js';
import { relays } from './network.js';
import { seatWords } from './chain.js';
import { $, h } from '../platform/dom.js';
import english from '../../i18n/en/lobby.js';
import { LANGUAGES, addEnglish, language, t } from '../../i18n/i18n.js';

addEnglish(english);

const SUB = 'hc-lobby';
/** How often the open lobby drops what expired (ms). */
const TIDY_MS = 10_000;

// ---- the lobby: reading and taking a seat ------------------------------------------------------

/** The lobby while it is open: its relays, its listings, its timer. */
let open = null;
/** The seat a stranger took in the lobby, asked for as soon as the table shows: {code, seat}, or null. */
let waiting = null;

/**
 * Opens the lobby: a dialog listing the open tables read from this device's relays (network.js).
 * @param {{notice: Function}} page the page (its notices), as remote-ui.js takes it
 * @param {() => Promise<{joinTable: Function}>} remote loads remote-ui.js, whose joinTable(page, code) joins a table
 */
export function openLobby(page, remote) {
  const join = async (code) => (await remote()).joinTable(page, code);
  const dialog = ensureDialog();
  closeReading();
  const listings = new Listings();
  const reading = { listings, join, page };
  reading.relays = new Relays(relays(), {
    onEvent: (event) => { listings.take(event, Date.now()).then((got) => { if (got === 'new') draw(reading); }); },
    onChange: () => draw(reading),
  });
  reading.relays.subscribe(SUB, lobbyFilter(Date.now()));
  reading.timer = setInterval(() => draw(reading), TIDY_MS);
  open = reading;
  draw(reading);
  if (!dialog.open) dialog.showModal();
}

function closeReading() {
  if (!open) return;
  clearInterval(open.timer);
  open.relays.close();
  open = null;
}

/** The lobby's dialog, made once. */
function ensureDialog() {
  let dialog = $('lobby-dialog');
  if (dialog) return dialog;
  dialog = h('dialog', 'lobby-dialog');
  dialog.id = 'lobby-dialog';
  dialog.setAttribute('aria-labelledby', 'lobby-title');
  const title = h('h2', null, t('lobby.title'));
  title.id = 'lobby-title';
  const intro = h('p', 'panel-note', t('lobby.intro'));
  intro.id = 'lobby-intro';
  const status = h('p', 'lobby-status');
  status.id = 'lobby-status';
  status.setAttribute('role', 'status');
  const list = h('ul', 'lobby-list');
  list.id = 'lobby-list';
  list.setAttribute('aria-labelledby', 'lobby-title');
  const close = h('button', null, t('lobby.close'));
  close.type = 'button';
  close.id = 'lobby-close';
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', closeReading);
  const buttons = h('div', 'buttons');
  buttons.append(close);
  dialog.append(title, intro, status, list, buttons);
  document.body.append(dialog);
  return dialog;
}

const RULES = (rules) => {
  const parts = [];
  if (rules.noProgress) parts.push(t('lobby.rules.no-progress', { turns: rules.noProgress }));
  if (rules.repetition) parts.push(t('lobby.rules.repetition'));
  return parts.length ? parts.join(', ') : t('lobby.rules.none');
};

/** The lobby's list and status, drawn again whole (its buttons keep no state). */
function draw(reading) {
  if (open !== reading) return;
  const dialog = $('lobby-dialog');
  const state = reading.relays.state;
  const tables = reading.listings.open(Date.now());
  dialog.dataset.relays = state;
  dialog.dataset.count = String(tables.length);
  dialog.dataset.read = String(reading.listings.read);
  $('lobby-title').textContent = t('lobby.title');
  $('lobby-intro').textContent = t('lobby.intro');
  $('lobby-close').textContent = t('lobby.close');
  let words;
  if (state === 'down') words = t('lobby.down');
  else if (tables.length) words = t('lobby.count', { count: tables.length });
  else words = t(state === 'up' ? 'lobby.none' : 'lobby.looking');
  $('lobby-status').textContent = words;
  const focused = document.activeElement?.closest?.('#lobby-list') ? document.activeElement.id : null;
  const items = tables.map((l) => {
    const s = l.settings;
    const li = h('li', 'lobby-table');
    li.dataset.code = s.code;
    li.dataset.free = s.free.join(',');
    const lang = LANGUAGES.find((x) => x.tag === s.lang);
    const head = h('p', 'lobby-size', t('lobby.entry', { players: s.players, radius: s.radius }));
    const free = h('p', null, t('lobby.free', { count: s.free.length, seats: s.free.map((seat) => seatWords([], seat)).join(', ') }));
    const more = h('p', 'panel-note', [
      t('lobby.rules', { rules: RULES(s.rules) }),
      t('lobby.deadline', { time: t(`lobby.deadline.${s.deadline}`) }),
      t('lobby.lang', { lang: lang?.name ?? s.lang }),
    ].join(' · '));
    if (lang) more.lang = lang.tag;
    li.append(head, free, more);
    for (const seat of s.free) {
      const b = h('button', null, t('lobby.take', { seat: seatWords([], seat) }));
      b.type = 'button';
      b.id = `lobby-take-${s.code}-${seat}`;
      b.addEventListener('click', () => take(reading, s.code, seat));
      li.append(b);
    }
    return li;
  });
  $('lobby-list').replaceChildren(...items);
  if (focused) $(focused)?.focus();
}

/** One click: the lobby closes, the table is joined by its code, and the seat is asked for as soon as the table shows. */
function take(reading, code, seat) {
  waiting = { code, seat };
  $('lobby-dialog').close();
  reading.join(code);
}

// ---- the panel's part: the creator's choice, the listing kept up, a waiting seat asked for ----

let publisher = null;
let sending = null;
const timers = new Map(); // game id → the next sync's timer

/** The publisher of this page; its relays are opened with the first listing it sends. */
function publish() {
  if (!publisher) {
    const send = (event) => (sending ??= new Relays(relays())).publish(event);
    publisher = new Publisher({ storage: window.localStorage, send });
    // The page left (closed, reloaded, navigated away): each listed table's closing listing, signed ahead, goes now.
    window.addEventListener('pagehide', () => { for (const event of publisher.farewells()) send(event); });
  }
  return publisher;
}

/** Was table `id` listed by this browser (so a closing listing may be due)? Without opening any socket. */
function everListed(id) {
  try { return window.localStorage.getItem(listingKey(id)) !== null; } catch { return false; }
}

/** The table's public settings while it should be listed, or null (full, over, or no longer on this page). */
function settingsOf(s) {
  const { table, head } = s;
  if (s.session.closed || s.state.game.current === null || !table.free.length) return null;
  const rules = head.settings?.rules ?? head.rules;
  return {
    code: table.code, players: head.players, free: table.free, radius: head.radius,
    rules: { noProgress: rules?.noProgress ?? 0, repetition: rules?.repetition ?? 0 }, deadline: head.deadline, lang: language(),
  };
}

/** Signs and sends what is due for this table now, and again when the next may be due. */
async function sync(s) {
  if (!s.table?.host || (!everListed(s.id) && !publisher?.listed(s.id))) return;
  clearTimeout(timers.get(s.id));
  let result;
  try { result = await publish().sync(s.id, settingsOf(s)); } catch { return; }
  if (result.wait !== null) timers.set(s.id, setTimeout(() => sync(s), result.wait + 50)); // closed by then: its closing listing
  if (result.sent && !s.session.closed) s.render(); // the panel says it (a redraw that sends nothing more)
}

/**
 * The panel's part of a table (panel.js tableBox, every redraw): for its creator while the game goes on,
 * the choice to list it and what that publishes; the listing kept as the table stands; on a stranger's
 * device, the seat taken in the lobby asked for once the table shows.
 * @returns {HTMLElement[]} the nodes to add to the table's box
 */
export function lobbyPart(s) {
  const { table } = s;
  if (waiting && waiting.code === table.code && !table.host) {
    const { seat } = waiting;
    if (table.mine.length || table.asking !== null) waiting = null;
    else if (table.free.includes(seat)) { waiting = null; s.askSeat(seat); } else if (table.seats[seat]) {
      waiting = null;
      s.page.notice(t('lobby.taken'), 'warn');
    }
  }
  if (!table.host) return [];
  queueMicrotask(() => sync(s));
  if (s.state.game.current === null) return [];
  const on = everListed(s.id) && publish().listed(s.id);
  const box = h('div', 'lobby-public');
  const label = h('label', 'check');
  const input = h('input');
  input.type = 'checkbox';
  input.id = 'lobby-public';
  input.checked = on;
  input.setAttribute('aria-describedby', 'lobby-public-note');
  input.addEventListener('change', async () => {
    await publish().choose(s.id, input.checked);
    await sync(s);
  });
  label.append(input, ` ${t('lobby.public')}`);
  const note = h('p', 'panel-note', t('lobby.public-note'));
  note.id = 'lobby-public-note';
  box.append(label, note);
  if (on) {
    const free = table.free.length > 0;
    box.dataset.listed = free ? 'open' : 'closed';
    box.append(h('p', 'lobby-listed', t(free ? (sending?.state === 'down' ? 'lobby.public-down' : 'lobby.public-on') : 'lobby.public-full')));
  }
  return [box];
}

