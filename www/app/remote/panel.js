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
import { drawChat } from './chat-ui.js';
import { $, h } from '../platform/dom.js';
import { iceServers, setIceServers } from './network.js';
import { lobbyPart } from './lobby-ui.js';
import { STAND_IN_LEVELS, showCode } from './table.js';
import { label, t } from '../../i18n/i18n.js'; // remote play's English is added by chain.js

/** "2 d 3 h", "5 h 12 min", "12 min". */
export function durationWords(ms) {
  const min = Math.max(1, Math.ceil(ms / 60_000));
  const d = Math.floor(min / 1440);
  const hours = Math.floor((min % 1440) / 60);
  if (d > 0) return t('remote.duration.days', { d, h: hours });
  return hours > 0 ? t('remote.duration.hours', { h: hours, min: min % 60 }) : t('remote.duration.minutes', { min });
}

/** How long a device has been gone: whole minutes (a drop 0.4 s ago is not "gone 1 min"), "less than a minute" before the first. */
export function goneWords(ms) {
  const min = Math.floor(ms / 60_000);
  return min < 1 ? t('remote.duration.under-minute') : durationWords(min * 60_000);
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
  code.append(t('remote.table.code'), strong);
  box.append(code);
  const base = window.location.href.split('#')[0];
  const url = `${base}#table=${table.code}`;
  const over = s.state.game.current === null; // nothing to join, vote on or watch for any more
  if (table.host && table.free.length && !over) {
    box.append(h('p', null, t('remote.table.join-how')), field('remote-table-link', url, t('remote.table.link')));
    box.append(described(button(t('remote.table.copy'), () => copyText(url), 'remote-table-copy'), 'remote-code-hint'));
    box.append(hint('remote-code-hint', t('remote.table.code-hint')));
  }
  const seats = h('ul', 'remote-seats');
  const now = Date.now();
  for (const seat of table.remoteSeats) {
    const key = table.seats[seat];
    let state; // the state's name (data-state, the tests' and the styles'), and its words
    let words;
    if (key === null) [state, words] = ['free', t('remote.seat.free')];
    else if (key === s.pair.publicKey) [state, words] = ['mine', t('remote.seat.mine')];
    else if (table.isHere(key)) [state, words] = ['here', t('remote.seat.here')];
    else if (table.silent.has(seat)) [state, words] = ['reconnecting', t('remote.seat.reconnecting', { time: goneWords(now - table.silent.get(seat)) })];
    else [state, words] = ['absent', t('remote.seat.not-yet')];
    const bot = table.standIns.get(seat);
    if (bot !== undefined) words = t('remote.seat.bot', { state: words, level: bot });
    const li = h('li', null, t('remote.seat.line', { seat: who(head.names, seat), state: words }));
    li.dataset.seat = String(seat);
    li.dataset.state = state;
    if (bot !== undefined) li.dataset.bot = String(bot);
    seats.append(li);
    if (table.silent.has(seat) && bot === undefined && !over) standInBox(s, seat, now, li);
  }
  box.append(seats);
  if (!table.host && table.mine.length === 0 && !over) {
    if (table.asking !== null) box.append(h('p', null, t('remote.table.asking', { seat: who(head.names, table.asking) })));
    else if (table.free.length) {
      box.append(h('p', null, t('remote.table.take')));
      for (const seat of table.free) box.append(button(t('remote.table.play-as', { seat: who(head.names, seat) }), () => s.askSeat(seat), `remote-claim-${seat}`));
    } else box.append(h('p', null, t('remote.table.watching')));
  }
  const words = {
    up: () => t(s.table.announce ? 'remote.relay.up' : 'remote.relay.full'),
    quiet: () => t('remote.relay.quiet'),
    connecting: () => t('remote.relay.connecting'),
    down: () => t('remote.relay.down'),
    off: () => '',
  };
  const peers = s.net.connected;
  const relay = over && s.net.relay === 'quiet' ? t('remote.relay.over') : words[s.net.relay]();
  const networks = s.net.networks ?? {};
  const each = t('remote.relay.networks', { torrent: t(`remote.network.${networks.torrent ?? 'off'}`), nostr: t(`remote.network.${networks.nostr ?? 'off'}`) });
  box.append(h('p', 'remote-relay', [relay, peers ? t('remote.relay.connected', { count: peers }) : t('remote.relay.alone')].join(' ')));
  if (!over) box.append(h('p', 'remote-networks', each));
  if (table.host && !over) {
    const label = h('label', 'check');
    const box2 = h('input');
    box2.type = 'checkbox';
    box2.id = 'remote-spectate';
    box2.checked = table.spectate;
    box2.addEventListener('change', () => s.setSpectate(box2.checked));
    label.append(box2, ` ${t('remote.table.spectate')}`);
    box.append(label);
  }
  box.append(...lobbyPart(s)); // open tables: the creator's choice to list it, a seat taken in the lobby (lobby-ui.js)
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
    const said = [...votes].map(([key, level]) => t('remote.vote.asked', { who: key === s.pair.publicKey ? t('remote.vote.you') : who(head.names, seatOf(key)), level }));
    const waiting = voters.filter((k) => !votes.has(k)).map((k) => (k === s.pair.publicKey ? t('remote.vote.you') : who(head.names, seatOf(k))));
    li.append(h('p', 'remote-vote', waiting.length ? t('remote.vote.line-waiting', { asked: said.join(', '), waiting: waiting.join(', ') })
      : t('remote.vote.line', { asked: said.join(', ') })));
  }
  if (!table.mayVote(seat, now)) return;
  const level = h('select');
  level.id = `remote-stand-in-level-${seat}`;
  level.setAttribute('aria-label', t('remote.vote.level-label', { seat: who(head.names, seat) }));
  for (const n of STAND_IN_LEVELS) level.append(new Option(t('remote.vote.level', { level: n }), String(n)));
  s.standInChoice ??= new Map(); // this device's choice, kept across redraws
  level.value = String(s.standInChoice.get(seat) ?? votes.values().next().value ?? 2); // else the level asked first, to agree with one click
  level.addEventListener('change', () => s.standInChoice.set(seat, Number(level.value)));
  const mine = votes.get(s.pair.publicKey);
  const text = mine === undefined ? t('remote.vote.ask', { seat: who(head.names, seat) }) : t('remote.vote.change');
  const chosen = () => Number(($(level.id) ?? level).value); // the level on the page (a redraw may have kept this button and drawn the list anew)
  li.append(level, button(text, () => s.voteStandIn(seat, chosen()), `remote-stand-in-${seat}`));
}

/** The live part of the panel: its state, the invitation or reply, and the STUN/TURN setting. */
export function liveBox(s) {
  const box = h('div', 'remote-live');
  const state = s.live?.state ?? 'off';
  const words = state === 'open' ? t('remote.live.open', { count: s.live?.connected ?? 0 }) : t(`remote.live.${state}`);
  box.append(h('p', 'remote-live-state', words));
  if (s.state.game.current === null) return box;
  box.append(described(button(t(s.invitation ? 'remote.live.new-invitation' : 'remote.live.invite'), () => s.invite(), 'remote-live-invite'), 'remote-live-hint'));
  box.append(hint('remote-live-hint', t('remote.live.invite-hint')));
  if (s.invitation) {
    box.append(h('p', null, t('remote.live.send-invitation')));
    box.append(field('remote-live-invitation', s.invitation, t('remote.live.invitation')));
    box.append(button(t('remote.copy'), () => copyText(s.invitation)));
    const answer = h('input');
    answer.id = 'remote-live-answer';
    answer.setAttribute('aria-label', t('remote.live.answer'));
    answer.value = s.answerDraft ?? '';
    answer.addEventListener('input', () => { s.answerDraft = answer.value; });
    // The reply on the page: a redraw after the box took the focus but before the typing keeps the focused box and
    // drops this one, whose value is the draft at its drawing (none yet), so the button must not read this one.
    const typed = () => ($('remote-live-answer') ?? answer).value;
    box.append(answer, button(t('remote.live.connect'), () => s.acceptReply(typed()), 'remote-live-connect'));
    qrInto(box, s.invitation, t('remote.live.invitation-qr'));
  }
  if (s.reply && state !== 'open') {
    box.append(h('p', null, t('remote.live.send-reply')));
    box.append(field('remote-live-reply', s.reply, t('remote.live.reply')), button(t('remote.copy'), () => copyText(s.reply)));
    qrInto(box, s.reply, t('remote.live.reply-qr'));
  }
  const settings = h('details', 'remote-ice');
  settings.open = Boolean(s.iceOpen);
  settings.addEventListener('toggle', () => { s.iceOpen = settings.open; });
  const ice = h('textarea');
  ice.id = 'remote-ice';
  ice.value = s.iceDraft ?? iceServers().join('\n');
  ice.setAttribute('aria-label', t('remote.ice.label'));
  ice.addEventListener('input', () => { s.iceDraft = ice.value; });
  const save = () => {
    const text = ($('remote-ice') ?? ice).value;
    s.iceDraft = undefined;
    for (const area of new Set([ice, $('remote-ice')])) if (area) area.value = setIceServers(text).join('\n');
  };
  settings.append(h('summary', null, t('remote.ice.summary')), ice, button(t('remote.ice.save'), save, 'remote-ice-save'));
  box.append(settings);
  return box;
}

/** qr.js once loaded: later redraws draw the code at once. */
let qrLib = null;

async function qrInto(box, text, title) {
  qrLib ??= await import('./qr.js');
  box.append(qrLib.qrSvg(text, title) ?? h('p', 'panel-note', t('remote.qr.too-long')));
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
  const holder = (seat) => (head.kinds[seat] === 'remote' ? (bot(seat) ? t('remote.holder.bot', { level: bot(seat), seat: who(head.names, seat) }) : who(head.names, seat))
    : head.kinds[seat] === 'human' ? t('remote.holder.creator', { seat: who(head.names, seat) })
      : t('remote.holder.creator-bot', { seat: who(head.names, seat), level: head.kinds[seat].slice(3) }));
  let line;
  if (current === null) line = game.winner !== null ? t('remote.turn.won', { seat: who(head.names, game.winner) }) : t('remote.turn.draw');
  else if (ours) line = t(head.kinds[current].startsWith('bot') ? 'remote.turn.bot' : 'remote.turn.yours', { seat: who(head.names, current) });
  else if (claimable) line = t('remote.turn.claimable', { seat: who(head.names, current) });
  else line = t('remote.turn.waiting', { holder: holder(current) });
  parts.push(h('p', 'remote-turn', line));
  if (s.news) parts.push(h('p', 'remote-news', s.news));
  if (current !== null && head.deadline > 0) {
    const left = (s.session?.due ?? s.state.turnStart + head.deadline) - Date.now(); // this device's deadline (session.js `due`)
    parts.push(h('p', 'remote-time', left > 0 ? t('remote.time.left', { seat: who(head.names, current), time: durationWords(left) })
      : t('remote.time.up', { seat: who(head.names, current) })));
    if (left <= 0 && !ours && mine.some((seat) => !game.seats[seat].eliminated)) {
      parts.push(button(t('remote.time.claim', { seat: who(head.names, current) }), () => s.claimTime(), 'remote-claim-time'));
    }
  }
  if (s.series) parts.push(...s.series.parts()); // a series: its score, Rematch (series-ui.js)
  if (table) parts.push(tableBox(s));
  else if (s.session?.joining) parts.push(joinBox(s.session.joining, head)); // by link: the join link for the creator
  else if (mine.length === 0) { // this device holds no seat yet: any friend's seat no device has taken is offered
    const open = head.kinds.flatMap((k, seat) => (k === 'remote' && s.state.keys[seat] === null ? [seat] : []));
    for (const seat of open) parts.push(button(t('remote.table.play-as', { seat: who(head.names, seat) }), () => s.claimSeat(seat), `remote-claim-${seat}`));
  }
  // No link to send when the seat to move is at the live table (its device gets each move at once) or a bot plays it, or to a watcher.
  const atTable = table && current !== null && (table.present.has(table.seats[current]) || table.standIns.has(current) || (!table.host && !mine.length));
  // Seats still to bind (format 2): the creator sends the whole game; each friend sends back a join link.
  const unbound = s.state.hash === null && s.pair?.publicKey === head.key;
  const linkFor = current === null || unbound ? null : ours || claimable || atTable ? undefined : current;
  const box = h('div', 'remote-link');
  if (linkFor !== undefined && !s.playing) {
    const free = head.kinds.flatMap((k, seat) => (k === 'remote' && s.state.keys[seat] === null ? [who(head.names, seat)] : []));
    const words = unbound ? t('remote.link.seats', { free: free.join(', ') }) : linkFor === null ? t('remote.link.final') : t('remote.link.send', { holder: holder(linkFor) });
    box.append(h('p', null, words));
    fillLink(s, box, linkFor);
  }
  const verifyBtn = button(t('remote.verify'), () => verifyInto(s), 'remote-verify');
  const fullBtn = button(t('remote.full-link'), async () => copyText(await s.link(null)), 'remote-full');
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
  panel.dataset.trackers = s.net?.networks?.torrent ?? 'off';
  panel.dataset.relays = s.net?.networks?.nostr ?? 'off';
  panel.dataset.seats = table ? table.mine.join(',') : '';
  const more = h('div', 'remote-more');
  more.append(tool(fullBtn, 'remote-full-hint', t('remote.full-link-hint')), tool(verifyBtn, 'remote-verify-hint', t('remote.verify-hint')));
  redraw(panel.querySelector('.remote-body'), [...parts, box, liveBox(s), more, status]);
  drawChat(s, panel); // reactions and chat at a table (chat-ui.js), after the body
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

/** By link: the join link this device made for a seat, for the game's creator to open. */
function joinBox(joining, head) {
  const box = h('div', 'remote-join');
  box.append(h('p', null, t('remote.join.send', { seat: who(head.names, joining.seat) })), field('remote-join-link', joining.url, t('remote.join.label')));
  box.append(button(t('remote.copy'), () => copyText(joining.url), 'remote-join-copy'));
  return box;
}

async function fillLink(s, box, seat) {
  const url = s.linkNow?.(seat) ?? await s.link(seat);
  const input = field('remote-link', url, t('remote.link.label'));
  const row = h('div', 'remote-actions');
  row.append(button(t('remote.copy'), () => copyText(url), 'remote-copy'));
  if (typeof navigator.share === 'function') {
    row.append(button(t('remote.share'), () => navigator.share({ title: t('remote.share.title'), url }).catch(() => {}), 'remote-share'));
  }
  box.append(input, row);
  await qrInto(box, url, t('remote.link.qr'));
}

export async function copyText(text) {
  const status = $('remote-status');
  try {
    await navigator.clipboard.writeText(text);
    status.textContent = t('remote.copied');
  } catch {
    const input = $('remote-link');
    input?.select();
    status.textContent = t('remote.copy-failed');
  }
}

/**
 * Checks the whole record again, signature by signature and hop by hop, replays every bot hop
 * from the game's seed (fair.js), and says what it found.
 */
export async function verifyInto(s) {
  const status = $('remote-status');
  status.textContent = t('remote.verifying');
  let again;
  try {
    again = await verifyRecord(s.state.record);
  } catch (e) {
    status.textContent = t('remote.verify.failed', { reason: e.message });
    return;
  }
  const { checkBots, verifyWords } = await import('./fair.js');
  const stood = standIns(again).map((x) => t('remote.verify.stood', { turn: x.turn + 1, level: x.level, seat: who(s.head.names, x.seat) }));
  status.textContent = verifyWords(again, await checkBots(again), s.head.names, who).text // "Not verified" when a bot hop fails
    + (stood.length ? t('remote.verify.stood-line', { list: stood.join('; ') }) : '');
}


/** A short note saying what a control is for (`id`, for the control's aria-describedby). */
function hint(id, text) {
  const note = h('p', 'panel-note remote-hint', text);
  note.id = id;
  return note;
}

/** `control`, described by the note of id `id` (read after its name by a screen reader). */
function described(control, id) {
  control.setAttribute('aria-describedby', id);
  return control;
}

/** A button and, under it, what it is for. */
function tool(control, id, text) {
  const row = h('div', 'remote-tool');
  row.append(described(control, id), hint(id, text));
  return row;
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
  const title = label(h('h2'), 'remote.title');
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
  panel.dataset.trackers = net.networks?.torrent ?? 'off';
  panel.dataset.relays = net.networks?.nostr ?? 'off';
  if (net.answerBy) panel.dataset.answerBy = String(net.answerBy);
  const words = t(net.relay === 'down' ? 'remote.lobby.down' : 'remote.lobby.looking');
  panel.querySelector('.remote-body').replaceChildren(h('p', 'remote-turn', t('remote.lobby', { code: showCode(code), words })));
}
