// Reactions and chat at a table, on the page: a part of the remote game's panel (panel.js calls
// drawChat on every redraw) with the players (each with the reaction they sent last, shown a few
// seconds by their name, and a mute button), the row of preset reactions, the log of messages, the
// box to type one, and on the creator's device the switch that lets watchers chat. The part is made
// once and updated in place, so its live region and a focused control survive every redraw.
// Every message is put in the page as text (textContent), never as markup. The logic, the checks
// and the keeping are chat.js's.

import { Chat, ChatError, MAX_CHARS, REACTIONS } from './chat.js';
import { seatWords as who } from './chain.js';
import { $, h, loadStyle } from '../platform/dom.js';
import { addEnglish, language, t } from '../../i18n/i18n.js';
import english from '../../i18n/en/chat.js';

addEnglish(english);

/** How long a reaction stays by its sender's name (ms). */
export const REACTION_SHOWN_MS = 5000;

/**
 * The chat of the remote game `s` (a RemoteBoard: its session, head, table and transports), made on
 * first use and held by the session (its dispatch hands every chat message to it).
 */
function chatOf(s) {
  const session = s.session;
  if (session.chat) return session.chat;
  const seated = (peer) => {
    const key = session.table?.peers.get(peer.id)?.key;
    return typeof key === 'string' && session.state.keys.includes(key);
  };
  session.chat = new Chat({
    id: session.id,
    creatorKey: session.head.key,
    keys: () => session.state.keys,
    kinds: session.head.kinds,
    pair: session.pair,
    now: () => session.now(),
    // To every device (or one): a text chat goes to the seats' devices only unless the creator lets watchers chat.
    send: (data, { except = null, only = null, seatedOnly = false }) => {
      session.live?.send(data, except, only);
      if (!session.net) return;
      for (const peer of session.net.peers.values()) {
        if (peer === except || (only !== null && peer !== only) || (seatedOnly && !seated(peer))) continue;
        session.net.send(data, null, peer);
      }
    },
    on: {
      message: (m) => say(t('chat.said.text', { seat: speaker(s, m), text: m.body })),
      reaction: (m) => react(s, m),
      changed: () => update(s),
    },
  });
  session.chat.greeted = new Set();
  window.addEventListener('storage', (e) => { if (e.key?.endsWith(`/remote-chat/${session.id}`) && !session.closed) session.chat.refresh(); });
  return session.chat;
}

/** Who sent `m`, in words: its seat, or a watcher with four letters of its key. */
function speaker(s, m) {
  return m.s === null ? t('chat.watcher', { id: m.k.slice(1, 5) }) : who(s.head.names, m.s);
}

/** Says `text` to screen readers, politely (the part's live region). */
function say(text) {
  const region = $('chat-said');
  if (region) region.textContent = text;
}

/** A reaction by its sender's name, for a few seconds (still under reduced motion: only its pop-in is left out). */
function react(s, m) {
  const [, sign] = REACTIONS.find(([id]) => id === m.body);
  const words = t(`chat.reaction.${m.body}`);
  say(t('chat.said.reaction', { seat: speaker(s, m), reaction: words }));
  const row = document.querySelector(`#chat-players li[data-key="${CSS.escape(m.k)}"]`);
  if (!row) return;
  const bubble = row.querySelector('.chat-bubble');
  bubble.replaceChildren(h('span', 'chat-sign', sign), ` ${words}`);
  bubble.firstChild.setAttribute('aria-hidden', 'true');
  row.dataset.reaction = m.body;
  row.dataset.reactions = String(Number(row.dataset.reactions ?? 0) + 1);
  bubble.classList.remove('chat-pop');
  void bubble.offsetWidth; // the pop-in again for a second reaction
  bubble.classList.add('chat-pop');
  clearTimeout(row.fade);
  row.fade = setTimeout(() => { bubble.replaceChildren(); delete row.dataset.reaction; }, REACTION_SHOWN_MS);
}

/** The part of the panel, after its body (made once): heading, players, reactions, log, box, watchers, live region. */
function ensurePart(s, panel) {
  let part = $('remote-chat');
  if (part) return part;
  loadStyle(new URL('./chat.css', import.meta.url));
  part = h('section', 'remote-chat');
  part.id = 'remote-chat';
  part.setAttribute('aria-labelledby', 'chat-title');
  const title = h('h3', null, t('chat.title'));
  title.id = 'chat-title';
  const players = h('ul', 'chat-players');
  players.id = 'chat-players';
  const reactions = h('div', 'chat-reactions');
  reactions.id = 'chat-reactions';
  reactions.setAttribute('role', 'group');
  for (const [id] of REACTIONS) {
    const b = h('button');
    b.type = 'button';
    b.id = `chat-react-${id}`;
    b.dataset.reaction = id;
    b.addEventListener('click', () => send(s, 'react', id));
    reactions.append(b);
  }
  const log = h('ol', 'chat-log');
  log.id = 'chat-log';
  log.tabIndex = 0; // a long log scrolls by keyboard too
  const form = h('form', 'chat-form');
  form.id = 'chat-form';
  const input = h('input');
  input.id = 'chat-text';
  input.type = 'text';
  input.maxLength = MAX_CHARS;
  input.autocomplete = 'off';
  const submit = h('button');
  submit.type = 'submit';
  submit.id = 'chat-send';
  form.append(input, submit);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const text = $('chat-text').value;
    send(s, 'text', text).then((sent) => { if (sent) $('chat-text').value = ''; });
  });
  const note = h('p', 'panel-note chat-note');
  note.id = 'chat-note';
  const watchers = h('label', 'check chat-watchers');
  const box = h('input');
  box.type = 'checkbox';
  box.id = 'chat-watchers';
  box.addEventListener('change', () => chatOf(s).setWatchers(box.checked).catch(() => {}));
  watchers.append(box, h('span'));
  const status = h('p', 'chat-status');
  status.id = 'chat-status';
  status.setAttribute('role', 'status');
  const said = h('p', 'chat-said');
  said.id = 'chat-said';
  said.setAttribute('aria-live', 'polite');
  part.append(title, players, reactions, log, form, note, watchers, status, said);
  panel.append(part);
  part.dataset.words = ''; // the language its words are in (none yet)
  return part;
}

/** Sends a text or a reaction; says why not in the part's status. True when sent. */
async function send(s, kind, body) {
  const status = $('chat-status');
  try {
    await chatOf(s).say(kind, body);
    if (status) status.textContent = '';
    return true;
  } catch (e) {
    const code = e instanceof ChatError ? e.code : null;
    const words = {
      size: () => t('chat.refused.size', { max: MAX_CHARS }),
      empty: () => t('chat.refused.empty'),
      control: () => t('chat.refused.empty'),
      rate: () => t('chat.refused.rate'),
      'watchers-off': () => t('chat.refused.watchers-off'),
    }[code] ?? (() => t('chat.refused.other', { reason: e.message }));
    if (status) status.textContent = words();
    return false;
  }
}

/**
 * Draws the part from the session's chat (panel.js calls this on every redraw; the chat on every
 * change of its own). The chat is made at once; its part shows once a transport is open (a table, or the
 * manual connection).
 */
export function drawChat(s, panel) {
  const session = s.session;
  if (!session) return;
  const chat = chatOf(s); // made with the panel: a message may come as soon as a transport opens
  if (!session.transports.length) {
    $('remote-chat')?.remove();
    return;
  }
  for (const peer of session.net?.peers.values() ?? []) { // the creator's device tells each device it meets the watchers setting
    if (!chat.greeted.has(peer)) { chat.greeted.add(peer); chat.greet(peer); }
  }
  ensurePart(s, panel);
  update(s);
}

/** Updates the part in place: words, players, log, what this device may do, and the counters the tests read. */
function update(s) {
  const part = $('remote-chat');
  const chat = s.session.chat;
  if (!part || !chat) return;
  const { head } = s;
  const words = language();
  if (part.dataset.words !== words) { // the fixed words, again after a change of language
    part.dataset.words = words;
    $('chat-title').textContent = t('chat.title');
    $('chat-players').setAttribute('aria-label', t('chat.players'));
    $('chat-reactions').setAttribute('aria-label', t('chat.reactions'));
    for (const [id, sign] of REACTIONS) {
      const b = $(`chat-react-${id}`);
      const mark = h('span', 'chat-sign', sign);
      mark.setAttribute('aria-hidden', 'true');
      b.replaceChildren(mark, ` ${t(`chat.reaction.${id}`)}`);
    }
    $('chat-log').setAttribute('aria-label', t('chat.log'));
    $('chat-text').setAttribute('aria-label', t('chat.input', { max: MAX_CHARS }));
    $('chat-text').placeholder = t('chat.input', { max: MAX_CHARS });
    $('chat-send').textContent = t('chat.send');
    part.querySelector('.chat-watchers span').textContent = ` ${t('chat.watchers')}`;
  }
  drawPlayers(s, chat);
  drawLog(s, chat);
  const may = chat.maySpeak;
  const seated = chat.seat !== null;
  $('chat-reactions').hidden = !seated; // a reaction is shown by a seat: a watcher has none
  $('chat-form').hidden = !may;
  $('chat-log').hidden = !may && !chat.shown.length;
  const note = $('chat-note');
  note.hidden = may;
  note.textContent = may ? '' : t('chat.watchers.off');
  const creator = s.pair.publicKey === head.key;
  part.querySelector('.chat-watchers').hidden = !creator || !s.session.table;
  $('chat-watchers').checked = chat.watchersMay;
  Object.assign(part.dataset, {
    refused: String(chat.refused), repeats: String(chat.repeats), taken: String(chat.taken), messages: String(chat.shown.length),
    may: String(may), watchers: String(chat.watchersMay),
  });
}

/** One row per player (a key that holds a seat, by its first seat): name, the reaction it sent last, mute. */
function drawPlayers(s, chat) {
  const list = $('chat-players');
  const keys = s.state.keys;
  const muted = chat.muted;
  const rows = [];
  keys.forEach((key, seat) => {
    if (key === null || keys.indexOf(key) !== seat) return;
    if (s.head.kinds[seat].startsWith('bot') && !keys.some((k, i) => k === key && !s.head.kinds[i].startsWith('bot'))) return; // a bot says nothing
    let row = list.querySelector(`li[data-key="${CSS.escape(key)}"]`);
    if (!row) {
      row = h('li');
      row.dataset.key = key;
      row.dataset.seat = String(seat);
      row.append(h('bdi', 'chat-name'), h('span', 'chat-bubble'));
      if (key !== s.pair.publicKey) {
        const mute = h('button', 'chat-mute');
        mute.type = 'button';
        mute.id = `chat-mute-${seat}`;
        mute.addEventListener('click', () => chat.mute(key, !chat.muted.has(key)));
        row.append(mute);
      }
    }
    const name = who(s.head.names, seat);
    row.querySelector('.chat-name').textContent = key === s.pair.publicKey ? t('chat.you', { seat: name }) : name;
    const mute = row.querySelector('.chat-mute');
    if (mute) {
      mute.textContent = t('chat.mute');
      mute.setAttribute('aria-label', t('chat.mute.label', { seat: name }));
      mute.setAttribute('aria-pressed', String(muted.has(key)));
    }
    row.dataset.muted = String(muted.has(key));
    rows.push(row);
  });
  if (rows.some((r, i) => list.children[i] !== r) || list.children.length !== rows.length) list.replaceChildren(...rows);
}

/** The log: one item per message shown, made once (keyed by its key and number), its words as text. */
function drawLog(s, chat) {
  const log = $('chat-log');
  const items = new Map([...log.querySelectorAll('li[data-id]')].map((li) => [li.dataset.id, li]));
  const shown = chat.shown;
  const rows = shown.map((m) => {
    const id = `${m.k}/${m.n}`;
    let li = items.get(id);
    if (!li) {
      li = h('li');
      li.dataset.id = id;
      li.dataset.seat = m.s === null ? 'watcher' : String(m.s);
      li.dataset.shownAt = String(Date.now()); // when it was first shown here (the arrival measure reads it)
      const text = h('span', 'chat-text', m.body); // textContent: markup stays text
      text.dir = 'auto';
      li.append(h('bdi', 'chat-who', speaker(s, m)), ': ', text);
    }
    return li;
  });
  if (!rows.length) rows.push(h('li', 'chat-empty', t('chat.log.empty')));
  const same = rows.length === log.children.length && rows.every((r, i) => log.children[i] === r);
  if (!same) {
    const end = log.scrollTop + log.clientHeight >= log.scrollHeight - 8; // at the end: it follows the new message
    log.replaceChildren(...rows);
    if (end) log.scrollTop = log.scrollHeight;
  }
}
