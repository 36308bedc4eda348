// The library's Friends view: each friend met at a table (known by their
// device's identity, www/app/remote/identity.js), the name the player gives
// them, the head-to-head results and the ratings by table size
// (www/app/remote/friends.js, www/app/games/rating.js). Opened from the Games
// dialog's remote games; loaded on first use, with its words and its style.
// Every text shown is set as textContent, never as HTML.

import { h, loadStyle } from '../platform/dom.js';
import { dialogWithHead } from '../platform/dialog.js';
import { listRemote } from '../remote/store.js';
import { keptProofs, deviceIdentity } from '../remote/identity.js';
import {
  fingerprint, friendName, friendsBook, identitiesOf, nameFriend, playedGames, ratingWords,
} from '../remote/friends.js';
import { MAX_NAME } from '../../element/record.js';
import { addEnglish, onLanguageChange, t } from '../../i18n/i18n.js';
import english from '../../i18n/en/friends.js';

addEnglish(english);

const STYLE = new URL('./friends.css', import.meta.url);

let dialog = null;
let drawing = null;

/** Opens the Friends view (over the Games dialog), drawn from what this browser keeps. */
export async function openFriends() {
  await loadStyle(STYLE);
  if (!dialog) {
    dialog = dialogWithHead('friends', t('friends.title'));
    dialog.dataset.state = 'loading';
    document.body.append(dialog);
    onLanguageChange(() => { if (dialog.open) draw(); });
  }
  if (!dialog.open) dialog.showModal();
  await draw();
}

/** Reads the book and draws it (a draw asked for while one runs waits for it, then runs once more). */
function draw() {
  const run = async () => {
    dialog.dataset.state = 'loading';
    if (!dialog.querySelector('.friends-body')) { // the first opening checks every finished record once: say so meanwhile
      const body = h('div', 'friends-body');
      body.append(h('p', 'panel-note', t('friends.checking')));
      dialog.append(body);
    }
    const games = await playedGames(listRemote());
    const self = await deviceIdentity().then((p) => p.publicKey, () => null);
    const book = friendsBook(games, await identitiesOf(games, (id) => keptProofs(id)), { self, names: (id) => friendName(id) });
    const prints = await Promise.all(book.friends.map((f) => fingerprint(f.id)));
    render(book, prints);
    dialog.dataset.state = 'ready';
    dialog.dataset.friends = String(book.friends.length);
  };
  const fail = (e) => { // said in the view, never left "loading"
    const body = h('div', 'friends-body');
    const said = h('p', 'panel-note');
    said.setAttribute('role', 'alert');
    said.textContent = t('friends.failed', { reason: e?.message ?? String(e) });
    body.append(said);
    dialog.querySelector('.friends-body')?.remove();
    dialog.append(body);
    dialog.dataset.state = 'failed';
  };
  const guarded = () => run().catch(fail);
  drawing = (drawing ?? Promise.resolve()).then(guarded, guarded);
  return drawing;
}

/** "27, likely 12 to 42 (3 games)", and "few games yet" while the range is wide. */
function ratingText(rating) {
  if (!rating) return t('friends.rating.none');
  const w = ratingWords(rating);
  const text = t('friends.rating', {
    mu: w.mu, low: w.low, high: w.high, count: w.games,
  });
  return w.settled ? text : `${text} ${t('friends.rating.unsure')}`;
}

function render(book, prints) {
  const head = dialog.querySelector('.rules-head');
  head.querySelector('h2').textContent = t('friends.title');
  const body = h('div', 'friends-body');
  body.append(h('p', 'panel-note', t('friends.note')));
  const status = h('p', 'panel-note');
  status.setAttribute('role', 'status');
  const notes = [t('friends.counted', { count: book.counted })];
  if (book.unknown) notes.push(t('friends.unknown', { count: book.unknown }));
  status.textContent = notes.join(' ');
  body.append(status);

  // The player's own ratings.
  const mine = h('section', 'friends-me');
  mine.setAttribute('aria-labelledby', 'friends-me-title');
  const mineTitle = h('h3', null, t('friends.you'));
  mineTitle.id = 'friends-me-title';
  mine.append(mineTitle);
  if (book.me.size === 0) mine.append(h('p', 'panel-note', t('friends.you.none')));
  else {
    const list = h('ul', 'friends-ratings');
    for (const [players, rating] of book.me) list.append(h('li', null, t('friends.size-rating', { table: t('friends.table', { count: players }), rating: ratingText(rating) })));
    mine.append(list);
  }
  mine.append(h('p', 'panel-note', t('friends.rating.note')));
  body.append(mine);

  const list = h('ol', 'friends-list');
  if (!book.friends.length) body.append(h('p', 'panel-note friends-empty', t('friends.empty')));
  book.friends.forEach((friend, i) => list.append(friendItem(friend, prints[i], i)));
  body.append(list);
  dialog.querySelector('.friends-body')?.remove();
  dialog.append(body);
}

function friendItem(friend, print, i) {
  const li = h('li', 'friend');
  li.dataset.print = print;
  li.dataset.named = String(friend.named);
  const title = h('h3', 'friend-name', friend.name);
  title.id = `friend-${i}-name`;
  li.setAttribute('aria-labelledby', title.id);
  li.append(title);
  const who = h('p', 'panel-note friend-key', t('friends.key', { print }));
  if (!friend.named) who.textContent = `${t('friends.suggested')} ${who.textContent}`;
  li.append(who);

  // The player's name for them.
  const form = h('form', 'friend-rename');
  const input = h('input');
  input.type = 'text';
  input.maxLength = MAX_NAME;
  input.value = friend.named ? friend.name : '';
  input.placeholder = friend.suggestion;
  input.autocomplete = 'off';
  input.id = `friend-${i}-input`;
  const label = h('label', null, t('friends.rename'));
  label.htmlFor = input.id;
  const save = h('button', null, t('friends.save'));
  save.type = 'submit';
  save.setAttribute('aria-label', t('friends.save-label', { name: friend.name }));
  form.append(label, input, save);
  const said = h('p', 'panel-note friend-said');
  said.setAttribute('role', 'status');
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    try {
      nameFriend(friend.id, input.value);
      draw();
    } catch (err) {
      said.textContent = t('friends.not-kept', { reason: err.message });
    }
  });
  li.append(form, said);

  // Head to head, by table size.
  const table = h('table', 'friend-record');
  table.append(h('caption', null, t('friends.against', { name: friend.name })));
  const thead = h('thead');
  const top = h('tr');
  for (const key of ['friends.col.table', 'friends.col.games', 'friends.col.won', 'friends.col.lost', 'friends.col.drawn']) {
    const th = h('th', null, t(key));
    th.scope = 'col';
    top.append(th);
  }
  thead.append(top);
  const tbody = h('tbody');
  for (const size of friend.sizes) {
    const tr = h('tr');
    tr.dataset.players = String(size.players);
    const th = h('th', null, t('friends.table', { count: size.players }));
    th.scope = 'row';
    tr.append(th);
    for (const n of [size.games, size.wins, size.losses, size.draws]) tr.append(h('td', null, String(n)));
    tbody.append(tr);
  }
  table.append(thead, tbody);
  // Their ratings, by table size (a list: a sentence does not fit a phone's table cell).
  const ratings = h('ul', 'friends-ratings friend-ratings');
  ratings.setAttribute('aria-label', t('friends.col.rating'));
  for (const size of friend.sizes) {
    const item = h('li', null, t('friends.size-rating', { table: t('friends.table', { count: size.players }), rating: ratingText(size.rating) }));
    item.dataset.players = String(size.players);
    ratings.append(item);
  }
  li.append(table, h('p', 'friend-ratings-title', t('friends.col.rating')), ratings);
  return li;
}
