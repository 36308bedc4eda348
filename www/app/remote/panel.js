// The remote game's panel beside the board: it draws a remote board and its
// session (remote-ui.js, session.js) as they stand — whose turn, the time
// left, the table's code, link and seats (and a vote for a bot to play a
// silent one), the link for the seat to move, the manual live connection,
// Verify — and hands each button back to them. It decides nothing: the session
// (and its table, table.js) holds the state and its transitions.
//
// It is drawn again whole on every change, but the control that has the focus
// stays the same node where it was (redraw): a keyboard or screen-reader user
// is never thrown back to the top of the page, and what they chose in the
// panel (a bot level, a STUN/TURN draft, the settings opened) is kept.

import { standIns, verifyRecord, seatWords as who } from './chain.js';
import { $, h } from '../platform/dom.js';
import { iceServers, setIceServers } from './network.js';
import { STAND_IN_LEVELS, showCode } from './table.js';

/** "2 d 3 h", "5 h 12 min", "12 min". */
export function durationWords(ms) {
  const min = Math.max(1, Math.ceil(ms / 60_000));
  const d = Math.floor(min / 1440);
  const hours = Math.floor((min % 1440) / 60);
  if (d > 0) return `${d} d ${hours} h`;
  return hours > 0 ? `${hours} h ${min % 60} min` : `${min} min`;
}

/** The table part of the panel: its code and link, its seats (free, here, reconnecting), the relay's state, spectating. */
export function tableBox(s) {
  const table = s.table;
  const { head } = s;
  const box = h('div', 'remote-table');
  box.id = 'remote-table';
  const code = h('p', 'remote-code');
  const strong = h('strong', null, showCode(table.code));
  strong.id = 'remote-code';
  code.append('Table code: ', strong);
  box.append(code);
  const base = window.location.href.split('#')[0];
  const url = `${base}#table=${table.code}`;
  if (table.host && table.free.length) {
    box.append(h('p', null, 'Friends join with this code (New game, Join a friend\'s table) or this link:'), field('remote-table-link', url, 'Link to the table'));
    box.append(button('Copy the table link', () => copyText(url), 'remote-table-copy'));
  }
  const seats = h('ul', 'remote-seats');
  const now = Date.now();
  for (const seat of table.remoteSeats) {
    const key = table.seats[seat];
    let state;
    if (key === null) state = 'free';
    else if (key === s.pair.publicKey) state = 'this device';
    else if (table.present.has(key)) state = 'here';
    else state = table.silent.has(seat) ? `reconnecting, gone ${durationWords(now - table.silent.get(seat))}` : 'not here yet';
    const bot = table.standIns.get(seat);
    if (bot !== undefined) state += `, bot level ${bot} plays the seat until this device is back`;
    const li = h('li', null, `${who(head.names, seat)}: ${state}`);
    li.dataset.seat = String(seat);
    li.dataset.state = state.split(',')[0];
    if (bot !== undefined) li.dataset.bot = String(bot);
    seats.append(li);
    if (table.silent.has(seat) && bot === undefined) standInBox(s, seat, now, li);
  }
  box.append(seats);
  if (!table.host && table.mine.length === 0) {
    if (table.asking !== null) box.append(h('p', null, `Asking the table's creator for ${who(head.names, table.asking)}'s seat…`));
    else if (table.free.length) {
      box.append(h('p', null, 'Take a free seat, or just watch:'));
      for (const seat of table.free) box.append(button(`Play as ${who(head.names, seat)}`, () => s.askSeat(seat), `remote-claim-${seat}`));
    } else box.append(h('p', null, 'Every seat is taken: you are watching.'));
  }
  const words = {
    up: s.table.announce ? 'Discovery: the table is announced on the trackers.' : 'Discovery: the table is full; it is not announced.',
    quiet: 'Discovery: the table is full, so it is not announced (it is again the moment a seat\'s device drops).',
    connecting: 'Discovery: reaching the trackers…',
    down: 'Discovery: no tracker can be reached. Connected devices play on; send the link to anyone else.',
    off: '',
  };
  const peers = s.net.connected;
  box.append(h('p', 'remote-relay', `${words[s.net.relay]} ${peers ? `Connected to ${peers} ${peers === 1 ? 'device' : 'devices'}.` : 'No other device connected yet.'}`));
  if (table.host) {
    const label = h('label', 'check');
    const box2 = h('input');
    box2.type = 'checkbox';
    box2.id = 'remote-spectate';
    box2.checked = table.spectate;
    box2.addEventListener('change', () => s.setSpectate(box2.checked));
    label.append(box2, ' Let others watch (without a seat)');
    box.append(label);
  }
  return box;
}

/**
 * Under a silent seat: the votes heard for a bot to play it, and (once it has been silent long enough,
 * on a device holding another seat) a level and a button to vote for it.
 */
function standInBox(s, seat, now, li) {
  const { table, head } = s;
  const votes = table.votes.get(seat) ?? new Map();
  const voters = table.voters(seat);
  const seatOf = (key) => table.seats.indexOf(key);
  if (votes.size) {
    const said = [...votes].map(([key, level]) => `${key === s.pair.publicKey ? 'you' : who(head.names, seatOf(key))} (level ${level})`);
    const waiting = voters.filter((k) => !votes.has(k)).map((k) => (k === s.pair.publicKey ? 'you' : who(head.names, seatOf(k))));
    li.append(h('p', 'remote-vote', `A bot for this seat: asked by ${said.join(', ')}${waiting.length ? `; waiting for ${waiting.join(', ')}` : ''}.`));
  }
  if (!table.mayVote(seat, now)) return;
  const level = h('select');
  level.id = `remote-stand-in-level-${seat}`;
  level.setAttribute('aria-label', `Bot level for ${who(head.names, seat)}'s seat`);
  for (const n of STAND_IN_LEVELS) level.append(new Option(`Bot level ${n}`, String(n)));
  s.standInChoice ??= new Map(); // this device's choice, kept across redraws
  level.value = String(s.standInChoice.get(seat) ?? votes.values().next().value ?? 2); // else the level asked first, to agree with one click
  level.addEventListener('change', () => s.standInChoice.set(seat, Number(level.value)));
  const mine = votes.get(s.pair.publicKey);
  const text = mine === undefined ? `Let a bot play ${who(head.names, seat)}'s seat until that device is back` : 'Change my vote';
  const chosen = () => Number(($(level.id) ?? level).value); // the level on the page (a redraw may have kept this button and drawn the list anew)
  li.append(level, button(text, () => s.voteStandIn(seat, chosen()), `remote-stand-in-${seat}`));
}

/** The live part of the panel: its state, the invitation or reply, and the STUN/TURN setting. */
export function liveBox(s) {
  const box = h('div', 'remote-live');
  const state = s.live?.state ?? 'off';
  const words = {
    open: `Live: connected (${s.live?.connected} ${s.live?.connected === 1 ? 'device' : 'devices'}); moves travel at once.`,
    reconnecting: 'Live: reconnecting…',
    waiting: 'Live: waiting for the other device.',
    lost: 'Live: the connection was lost. Invite again to go on live (the game is saved).',
    off: 'Play live: invite a device, it answers with a reply code, and moves travel at once.',
  };
  box.append(h('p', 'remote-live-state', words[state]));
  if (s.state.game.current === null) return box;
  box.append(button(s.invitation ? 'New invitation' : 'Invite a device to play live', () => s.invite(), 'remote-live-invite'));
  if (s.invitation) {
    box.append(h('p', null, 'Send this invitation (the link or its QR code), then paste the reply here:'));
    box.append(field('remote-live-invitation', s.invitation, 'Invitation link'));
    box.append(button('Copy', () => copyText(s.invitation)));
    const answer = h('input');
    answer.id = 'remote-live-answer';
    answer.setAttribute('aria-label', 'Reply code from the other device');
    answer.value = s.answerDraft ?? '';
    answer.addEventListener('input', () => { s.answerDraft = answer.value; });
    box.append(answer, button('Connect', () => s.acceptReply(answer.value), 'remote-live-connect'));
    qrInto(box, s.invitation, 'QR code of the invitation');
  }
  if (s.reply && state !== 'open') {
    box.append(h('p', null, 'Send this reply back to the device that invited you:'));
    box.append(field('remote-live-reply', s.reply, 'Reply link'), button('Copy', () => copyText(s.reply)));
    qrInto(box, s.reply, 'QR code of the reply');
  }
  const settings = h('details', 'remote-ice');
  settings.open = Boolean(s.iceOpen);
  settings.addEventListener('toggle', () => { s.iceOpen = settings.open; });
  const ice = h('textarea');
  ice.id = 'remote-ice';
  ice.value = s.iceDraft ?? iceServers().join('\n');
  ice.setAttribute('aria-label', 'STUN and TURN servers, one URL a line');
  ice.addEventListener('input', () => { s.iceDraft = ice.value; });
  const save = () => {
    const text = ($('remote-ice') ?? ice).value;
    s.iceDraft = undefined;
    for (const area of new Set([ice, $('remote-ice')])) if (area) area.value = setIceServers(text).join('\n');
  };
  settings.append(h('summary', null, 'Connection settings (STUN/TURN)'), ice, button('Save', save, 'remote-ice-save'));
  box.append(settings);
  return box;
}

/** qr.js once loaded: later redraws draw the code at once. */
let qrLib = null;

async function qrInto(box, text, title) {
  qrLib ??= await import('./qr.js');
  box.append(qrLib.qrSvg(text, title) ?? h('p', 'panel-note', 'Too long for a QR code: copy it instead.'));
}

/** The panel beside the board: whose turn, time left, claims, and the link for the seat to move. */
export function drawPanel(s) {
  const { game, head } = s.state;
  const current = game.current;
  const mine = s.mine;
  const ours = current !== null && mine.includes(current);
  const panel = ensurePanel();
  panel.dataset.state = s.playing ? 'playing' : 'idle';
  panel.dataset.turns = String(s.state.record.turns.length);
  const parts = [];
  const table = s.table;
  const claimable = !table && current !== null && mine.length === 0 && head.kinds[current] === 'remote' && s.state.keys[current] === null;
  const bot = (seat) => table?.standIns.get(seat);
  const holder = (seat) => (head.kinds[seat] === 'remote' ? (bot(seat) ? `bot level ${bot(seat)}, playing ${who(head.names, seat)}'s seat until that device is back` : who(head.names, seat))
    : `the device of the game's creator (${who(head.names, seat)}${head.kinds[seat] === 'human' ? '' : `, bot level ${head.kinds[seat].slice(3)}`})`);
  let line;
  if (current === null) line = game.winner !== null ? `The game is over: ${who(head.names, game.winner)} won.` : 'The game is over: a draw.';
  else if (ours) line = head.kinds[current].startsWith('bot') ? `${who(head.names, current)}, a bot held here, is to move.` : `Your turn: ${who(head.names, current)}.`;
  else if (claimable) line = `This link is for ${who(head.names, current)}. Is that you?`;
  else line = `Waiting for ${holder(current)}.`;
  parts.push(h('p', 'remote-turn', line));
  if (s.news) parts.push(h('p', 'remote-news', s.news));
  if (current !== null && head.deadline > 0) {
    const left = s.state.turnStart + head.deadline - Date.now();
    parts.push(h('p', 'remote-time', left > 0 ? `${who(head.names, current)} has ${durationWords(left)} left to move.`
      : `${who(head.names, current)}'s time to move is up.`));
    if (left <= 0 && !ours && mine.some((seat) => !game.seats[seat].eliminated)) {
      parts.push(button(`Claim: ${who(head.names, current)} loses on time`, () => s.claimTime(), 'remote-claim-time'));
    }
  }
  if (table) parts.push(tableBox(s));
  else if (mine.length === 0) { // this device holds no seat yet: any friend's seat no device has taken is offered
    const open = head.kinds.flatMap((k, seat) => (k === 'remote' && s.state.keys[seat] === null ? [seat] : []));
    for (const seat of open) parts.push(button(`Play as ${who(head.names, seat)}`, () => s.claimSeat(seat), `remote-claim-${seat}`));
  }
  // No link to send when the seat to move is at the live table (its device gets each move at once) or a bot plays it, or to a watcher.
  const atTable = table && current !== null && (table.present.has(table.seats[current]) || table.standIns.has(current) || (!table.host && !mine.length));
  const linkFor = current === null ? null : ours || claimable || atTable ? undefined : current;
  const box = h('div', 'remote-link');
  if (linkFor !== undefined && !s.playing) {
    box.append(h('p', null, linkFor === null ? 'Send the final link to the others:' : `Send ${holder(linkFor)} this link:`));
    fillLink(s, box, linkFor);
  }
  const verifyBtn = button('Verify', () => verifyInto(s), 'remote-verify');
  const fullBtn = button('Copy the full link', async () => copyText(await s.link(null)), 'remote-full');
  // The status line is one node for the panel's life: Verify and Copy write to it after an await, and a
  // redraw meanwhile must not leave their words in a node gone from the page.
  let status = panel.querySelector('#remote-status');
  if (!status) {
    status = h('p', 'remote-status');
    status.id = 'remote-status';
    status.setAttribute('role', 'status');
  }
  const turnsNow = s.state.record.turns.length;
  if (s.statusTurns !== turnsNow) status.textContent = ''; // said for an earlier turn: no longer applies
  s.statusTurns = turnsNow;
  panel.dataset.live = s.live?.state ?? 'off';
  panel.dataset.table = s.net ? s.net.state : 'off';
  panel.dataset.relay = s.net?.relay ?? 'off';
  panel.dataset.seats = table ? table.mine.join(',') : '';
  const more = h('div', 'remote-more');
  more.append(fullBtn, verifyBtn);
  redraw(panel.querySelector('.remote-body'), [...parts, box, liveBox(s), more, status]);
}

/**
 * Puts `nodes` in `body` in place of what it held, but the focused control inside it (one with an id) is
 * never taken out of the page: each of its ancestors is kept and given the new content around it, and
 * the control takes its new twin's place (a button its new words). Taking the focused node out, even
 * for a moment, would send the focus to the page's start.
 */
function redraw(body, nodes) {
  const focused = document.activeElement;
  const twin = focused?.id && body.contains(focused) && focused !== body ? findIn(nodes, focused.id) : null;
  if (!twin || twin.tagName !== focused.tagName) {
    body.replaceChildren(...nodes);
    return;
  }
  if (focused.tagName === 'BUTTON') focused.textContent = twin.textContent;
  if (focused.type === 'checkbox') focused.checked = twin.checked;
  // The chains from body down to the focused node and from the new nodes down to its twin, which must match.
  const old = [];
  for (let n = focused; n !== body; n = n.parentNode) old.unshift(n);
  const fresh = [];
  for (let n = twin; n; n = n.parentNode) fresh.unshift(n);
  if (old.length !== fresh.length || old.some((n, i) => n.tagName !== fresh[i].tagName)) {
    body.replaceChildren(...nodes);
    focused.focus?.();
    return;
  }
  keepAround(body, old[0], nodes, fresh[0]);
  for (let i = 0; i < old.length - 1; i++) {
    for (const { name } of [...old[i].attributes]) if (!fresh[i].hasAttribute(name)) old[i].removeAttribute(name);
    for (const { name, value } of fresh[i].attributes) old[i].setAttribute(name, value);
    keepAround(old[i], old[i + 1], [...fresh[i].childNodes], fresh[i + 1]);
  }
}

/** In `parent`, everything but `kept` gives way to `nodes`, with `kept` where its twin `place` stands among them. */
function keepAround(parent, kept, nodes, place) {
  for (const c of [...parent.childNodes]) if (c !== kept) c.remove();
  const at = nodes.indexOf(place);
  kept.before(...nodes.slice(0, at));
  kept.after(...nodes.slice(at + 1));
}

function findIn(nodes, id) {
  for (const n of nodes) {
    if (n.id === id) return n;
    const inner = n.querySelector?.(`[id="${CSS.escape(id)}"]`);
    if (inner) return inner;
  }
  return null;
}

async function fillLink(s, box, seat) {
  const url = s.linkNow?.(seat) ?? await s.link(seat);
  const input = field('remote-link', url, 'Link to the game');
  const row = h('div', 'remote-actions');
  row.append(button('Copy', () => copyText(url), 'remote-copy'));
  if (typeof navigator.share === 'function') {
    row.append(button('Share', () => navigator.share({ title: 'Hex Checkers', url }).catch(() => {}), 'remote-share'));
  }
  box.append(input, row);
  await qrInto(box, url, 'QR code of the link');
}

export async function copyText(text) {
  const status = $('remote-status');
  try {
    await navigator.clipboard.writeText(text);
    status.textContent = 'Copied to the clipboard.';
  } catch {
    const input = $('remote-link');
    input?.select();
    status.textContent = 'Could not copy by itself: copy the link with Ctrl+C.';
  }
}

/**
 * Checks the whole record again, signature by signature and hop by hop, replays every bot hop
 * from the game's seed (fair.js), and says what it found.
 */
export async function verifyInto(s) {
  const status = $('remote-status');
  status.textContent = 'Verifying…';
  let again;
  try {
    again = await verifyRecord(s.state.record);
  } catch (e) {
    status.textContent = `Verification failed: ${e.message}.`;
    return;
  }
  const { checkBots, verifyWords } = await import('./fair.js');
  const stood = standIns(again).map((t) => `turn ${t.turn + 1}, bot level ${t.level} for ${who(s.head.names, t.seat)}`);
  status.textContent = verifyWords(again, await checkBots(again), s.head.names, who).text // "Not verified" when a bot hop fails
    + (stood.length ? ` A bot stood in for a friend whose device was away: ${stood.join('; ')}.` : '');
}


function field(id, value, label) {
  const input = h('input');
  input.readOnly = true;
  input.id = id;
  input.value = value;
  input.setAttribute('aria-label', label);
  return input;
}

export function button(text, run, id) {
  const b = h('button', null, text);
  b.type = 'button';
  if (id) b.id = id;
  b.addEventListener('click', run);
  return b;
}

/** The panel beside the board (made once), with its own stylesheet. */
export function ensurePanel() {
  let panel = $('remote-panel');
  if (panel) return panel;
  if (!document.querySelector('link[data-remote-css]')) {
    const css = h('link');
    css.rel = 'stylesheet';
    css.href = new URL('./remote.css', import.meta.url).href;
    css.dataset.remoteCss = '';
    document.head.append(css);
  }
  panel = h('section', 'panel remote-panel');
  panel.id = 'remote-panel';
  panel.setAttribute('aria-labelledby', 'remote-title');
  const title = h('h2', null, 'Remote game');
  title.id = 'remote-title';
  panel.append(title, h('div', 'remote-body'));
  document.querySelector('aside.side').prepend(panel);
  return panel;
}

/** A device meeting a table before it has the game: the looking-for panel. */
export function drawLobby(code, net) {
  const panel = ensurePanel();
  panel.dataset.state = 'lobby';
  panel.dataset.relay = net.relay;
  const words = net.relay === 'down' ? 'no tracker can be reached from this device.' : 'looking for its devices…';
  panel.querySelector('.remote-body').replaceChildren(h('p', 'remote-turn', `Joining table ${showCode(code)}: ${words}`));
}
