// Open tables' listings (www/app/remote/lobby.js), in Node with no browser and
// no relay: the format, what a reader refuses (forged, malleated, replayed,
// future-dated, expired, oversized), one listing a table, the creator's
// publisher and its rate limit across two tabs, the relays' sockets on a fake.
// Run: node --test tests/app/lobby-*.test.mjs
import test from 'node:test';
import assert from 'node:assert/strict';
import {
  LISTING_KIND, LISTING_LIFE_S, LISTING_TAG, Listings, isLobbyError, MAX_LIFE_S, MAX_READ, MAX_SHOWN, MIN_GAP_S, Publisher, REFRESH_S,
  RELAY_PATIENCE_MS, Relays, SKEW_S, lobbyFilter, newListingKey, publicSettings, readListing, signListing,
} from '../../www/app/remote/lobby.js';
import { schnorr } from '../../www/app/remote/vendor/trystero.mjs';
import { CODE_ALPHABET } from '../../www/app/remote/table.js';
import { memoryLocks } from '../shared/web-locks.mjs';

const NOW = Date.UTC(2026, 11, 5, 8, 0, 0);
const TABLE = {
  code: 'K7PMA3QXDR', players: 2, free: [1], radius: 5, rules: { noProgress: 150, repetition: 3 }, deadline: 86_400_000, lang: 'fr',
};
const hex = (bytes) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
const unhex = (text) => Uint8Array.from(text.match(/../g), (b) => parseInt(b, 16));
const idOf = async (e) => hex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify([0, e.pubkey, e.created_at, e.kind, e.tags, e.content]))))); // NIP-01
/** An event signed by `key` as given (the attacker's own, well-formed signature over whatever it wants). */
async function signed(key, fields) {
  const e = { pubkey: hex(schnorr.getPublicKey(unhex(key))), ...fields };
  e.id = await idOf(e);
  e.sig = hex(await schnorr.signAsync(unhex(e.id), unhex(key)));
  return e;
}
const reason = async (event, now = NOW) => readListing(event, now).then(() => 'taken', (e) => { assert.ok(isLobbyError(e), e.message); return e.reason; });

test('a listing is a signed replaceable event: d the table, t the lobby\'s tag, expiry a few minutes ahead, the public settings and nothing else', async () => {
  const key = await newListingKey();
  const e = await signListing({ secretKey: key, d: 'game-1', settings: TABLE, now: NOW });
  assert.equal(e.kind, LISTING_KIND);
  assert.ok(e.kind >= 30000 && e.kind < 40000, 'parameterised replaceable (NIP-01)');
  const created = Math.floor(NOW / 1000);
  assert.deepEqual(e.tags, [['d', 'game-1'], ['t', LISTING_TAG], ['expiration', String(created + LISTING_LIFE_S)]]);
  assert.deepEqual(JSON.parse(e.content), { v: 1, ...TABLE, free: [1] });
  assert.deepEqual(Object.keys(e).sort(), ['content', 'created_at', 'id', 'kind', 'pubkey', 'sig', 'tags']);
  const read = await readListing(e, NOW + 1000);
  assert.equal(read.closed, false);
  assert.deepEqual(read.settings, TABLE);
  assert.equal(read.d, 'game-1');
  assert.equal(read.expires - read.created, LISTING_LIFE_S);
  assert.equal(await schnorr.verifyAsync(unhex(e.sig), unhex(e.id), unhex(e.pubkey)), true, 'a BIP-340 signature any Nostr relay checks');
  const closed = await readListing(await signListing({ secretKey: key, d: 'game-1', settings: null, code: TABLE.code, now: NOW }), NOW);
  assert.equal(closed.closed, true);
  assert.equal(closed.code, TABLE.code);
});

test('the public settings are checked before signing: each bad field named, nothing signed', async () => {
  const key = await newListingKey();
  const cases = {
    code: { code: 'K7PMA-3QXDR' }, players: { players: 7 }, free: { free: [] }, radius: { radius: 9 }, rules: { rules: { noProgress: 1, repetition: 0 } },
    deadline: { deadline: 5 }, lang: { lang: 'xx' },
  };
  for (const [field, change] of Object.entries(cases)) {
    assert.throws(() => publicSettings({ ...TABLE, ...change }), new RegExp(`bad ${field}`));
    await assert.rejects(signListing({ secretKey: key, d: 'g', settings: { ...TABLE, ...change }, now: NOW }), new RegExp(`bad ${field}`));
  }
  assert.throws(() => publicSettings({ ...TABLE, free: [0, 1] }), /bad free/, 'a table with every seat free has no creator');
  assert.throws(() => publicSettings({ ...TABLE, free: [1, 1], players: 3 }), /bad free/);
  assert.throws(() => publicSettings({ ...TABLE, rules: { noProgress: 0, repetition: 0, names: ['Ann'] } }), /bad rules/, 'nothing rides along');
});

test('the attacker\'s listings are refused: forged, wrong key, malleated, other kind, future-dated, expired, too long-lived, oversized', async () => {
  const key = await newListingKey();
  const other = await newListingKey();
  const good = await signListing({ secretKey: key, d: 'g1', settings: TABLE, now: NOW });
  assert.equal(await reason(good), 'taken');
  // Forged: a signature byte changed; another key's signature under this key.
  assert.equal(await reason({ ...good, sig: (good.sig[0] === 'a' ? 'b' : 'a') + good.sig.slice(1) }), 'signature');
  const theirs = await signListing({ secretKey: other, d: 'g1', settings: TABLE, now: NOW });
  assert.equal(await reason({ ...good, sig: theirs.sig }), 'signature', 'a signature by the wrong key');
  const moved = { ...theirs, pubkey: good.pubkey };
  moved.id = await idOf(moved);
  assert.equal(await reason(moved), 'signature', 'another key\'s listing claimed for this key');
  // Malleated: a field changed after signing (the id no longer matches; with the id recomputed, the signature).
  const more = { ...good, content: good.content.replace('"free":[1]', '"free":[0]') };
  assert.equal(await reason(more), 'id');
  assert.equal(await reason({ ...more, id: await idOf(more) }), 'signature');
  const later = { ...good, tags: [['d', 'g1'], ['t', LISTING_TAG], ['expiration', String(Math.floor(NOW / 1000) + 500)]] };
  assert.equal(await reason(later), 'id', 'an expiry pushed back');
  // Well signed, but not a listing, or not a sane one.
  const base = { created_at: Math.floor(NOW / 1000), kind: LISTING_KIND, tags: good.tags, content: good.content };
  assert.equal(await reason(await signed(other, { ...base, kind: 1 })), 'kind');
  assert.equal(await reason(await signed(other, { ...base, kind: 20000 + LISTING_KIND % 10000 })), 'kind');
  const created = Math.floor(NOW / 1000);
  const future = await signListing({ secretKey: key, d: 'g1', settings: TABLE, now: NOW + (SKEW_S + 60) * 1000 });
  assert.equal(await reason(future), 'future', 'signed ten minutes ahead of the reader');
  assert.equal(await reason(await signListing({ secretKey: key, d: 'g1', settings: TABLE, now: NOW + 60_000 })), 'taken', 'a clock a minute ahead is within the skew');
  assert.equal(await reason(good, NOW + LISTING_LIFE_S * 1000), 'expired');
  assert.equal(await reason(await signed(other, { ...base, tags: [['d', 'g1'], ['t', LISTING_TAG], ['expiration', String(created + 86_400)]] })), 'life', 'a listing that would outlive its table');
  assert.equal(await reason(await signed(other, { ...base, tags: [['d', 'g1'], ['t', LISTING_TAG]] })), 'tag', 'no expiry');
  assert.equal(await reason(await signed(other, { ...base, tags: [['d', 'g1'], ['t', 'chess'], good.tags[2]] })), 'tag');
  assert.equal(await reason(await signed(other, { ...base, tags: [['d', 'g1'], ['d', 'g2'], ['t', LISTING_TAG], good.tags[2]] })), 'tag', 'two tables in one');
  assert.equal(await reason(await signed(other, { ...base, content: JSON.stringify({ v: 1, ...TABLE, names: ['Ann'] }) })), 'content', 'names ride along');
  assert.equal(await reason(await signed(other, { ...base, content: JSON.stringify({ v: 1, ...TABLE, radius: 40 }) })), 'content');
  assert.equal(await reason(await signed(other, { ...base, content: '<script>alert(1)</script>' })), 'content');
  assert.equal(await reason(await signed(other, { ...base, content: 'x'.repeat(600) })), 'size');
  assert.equal(await reason({ ...good, extra: 'y'.repeat(3000) }), 'size');
  assert.equal(await reason({ ...good, extra: 1 }), 'shape');
  for (const junk of [null, 'EVENT', [good], { ...good, created_at: -1 }, { ...good, pubkey: 'AB' }, { ...good, tags: 'd' }]) assert.equal(await reason(junk), 'shape');
});

test('one listing a table: the same event from two relays once, the newer of a table kept, a replayed open listing after the close stays closed', async () => {
  const key = await newListingKey();
  const lobby = new Listings();
  const first = await signListing({ secretKey: key, d: 'g1', settings: { ...TABLE, players: 3, free: [1, 2] }, now: NOW });
  const second = await signListing({ secretKey: key, d: 'g1', settings: { ...TABLE, players: 3, free: [2] }, now: NOW + 20_000 });
  const closed = await signListing({ secretKey: key, d: 'g1', settings: null, code: TABLE.code, now: NOW + 40_000 });
  assert.equal(await lobby.take(first, NOW + 40_000), 'new');
  assert.equal(await lobby.take(first, NOW + 40_000), 'old', 'from a second relay: once');
  assert.equal(await lobby.take(second, NOW + 40_000), 'new');
  assert.equal(await lobby.take(first, NOW + 40_000), 'old', 'an older listing of the table, replayed');
  assert.deepEqual(lobby.open(NOW + 40_000).map((l) => l.settings.free), [[2]]);
  assert.equal(await lobby.take(closed, NOW + 41_000), 'new');
  assert.deepEqual(lobby.open(NOW + 41_000), [], 'closed: the table leaves the lobby');
  assert.equal(await lobby.take(second, NOW + 42_000), 'old', 'its last open listing replayed after the close');
  assert.deepEqual(lobby.open(NOW + 42_000), [], 'still closed');
  // A reader that missed the close: the open listing lasts until its expiry, the backstop.
  const late = new Listings();
  await late.take(second, NOW + 42_000);
  assert.equal(late.open(NOW + 42_000).length, 1);
  assert.equal(late.open(NOW + 20_000 + LISTING_LIFE_S * 1000).length, 0, 'expired: gone without any close');
});

test('a listing\'s authority is its own key: a close ends only its key\'s older listings of the code; two keys listing one code, one entry, the newest open', async () => {
  const [creator, stranger] = [await newListingKey(), await newListingKey()];
  const lobby = new Listings();
  const copy = await signListing({ secretKey: stranger, d: 'copy', settings: TABLE, now: NOW });
  await lobby.take(copy, NOW + 30_000);
  await lobby.take(await signListing({ secretKey: creator, d: 'g1', settings: TABLE, now: NOW + 10_000 }), NOW + 30_000);
  assert.equal(lobby.open(NOW + 30_000).length, 1, 'one table, one entry');
  assert.equal(lobby.open(NOW + 30_000)[0].d, 'g1', 'the newest open listing of the code');
  await lobby.take(await signListing({ secretKey: creator, d: 'g1', settings: null, code: TABLE.code, now: NOW + 20_000 }), NOW + 30_000);
  assert.deepEqual(lobby.open(NOW + 30_000).map((l) => l.id), [copy.id], 'the creator\'s close ends its own listing; a copy under another key only leads to the same table');
  assert.deepEqual(lobby.open(NOW + LISTING_LIFE_S * 1000).map((l) => l.id), [], 'until the copy expires');
  await lobby.take(await signListing({ secretKey: creator, d: 'g2', settings: { ...TABLE, code: 'ABCDE23456' }, now: NOW + 20_000 }), NOW + 30_000);
  assert.deepEqual(lobby.open(NOW + 30_000).map((l) => l.code), ['ABCDE23456', TABLE.code], 'two codes are two tables, newest first');
});

test('the griefer\'s close: a stranger who read a code lists it as closed (under any d, at any second); the creator\'s table stays in the lobby', async () => {
  const [creator, stranger] = [await newListingKey(), await newListingKey()];
  const lobby = new Listings();
  const listed = await signListing({ secretKey: creator, d: 'g1', settings: TABLE, now: NOW });
  await lobby.take(listed, NOW + 5000);
  for (const [d, at] of [['g1', NOW], ['g1', NOW + 1000], ['grief', NOW + 2000]]) {
    assert.equal(await lobby.take(await signListing({ secretKey: stranger, d, settings: null, code: TABLE.code, now: at }), NOW + 5000), 'new');
  }
  assert.deepEqual(lobby.open(NOW + 5000).map((l) => l.id), [listed.id], 'a close under another key (a forged authority) hides nothing of the creator\'s');
  // A stranger's own open listing, then its close: its copy goes, the creator's stays.
  await lobby.take(await signListing({ secretKey: stranger, d: 'copy', settings: { ...TABLE, free: [1] }, now: NOW + 3000 }), NOW + 5000);
  await lobby.take(await signListing({ secretKey: stranger, d: 'copy', settings: null, code: TABLE.code, now: NOW + 4000 }), NOW + 5000);
  assert.deepEqual(lobby.open(NOW + 5000).map((l) => l.id), [listed.id]);
});

test('the creator\'s own close holds: its old open listings replayed after it (any order, from any relay, after the close expired) do not reopen the table', async () => {
  const creator = await newListingKey();
  const opens = [
    await signListing({ secretKey: creator, d: 'g1', settings: { ...TABLE, players: 3, free: [1, 2] }, now: NOW }),
    await signListing({ secretKey: creator, d: 'g1', settings: { ...TABLE, players: 3, free: [2] }, now: NOW + 20_000 }),
  ];
  const closed = await signListing({ secretKey: creator, d: 'g1', settings: null, code: TABLE.code, now: NOW + 21_000 });
  const lobby = new Listings();
  assert.equal(await lobby.take(closed, NOW + 30_000), 'new');
  for (const e of opens) assert.equal(await lobby.take(e, NOW + 30_000), 'old', 'replayed after the close');
  assert.deepEqual(lobby.open(NOW + 30_000), []);
  // A lobby that reads the open listings first, then the close, then the replays.
  const other = new Listings();
  for (const e of [...opens, closed, ...opens.reverse()]) await other.take(e, NOW + 30_000);
  assert.deepEqual(other.open(NOW + 30_000), []);
  assert.deepEqual(other.open(NOW + 21_000 + LISTING_LIFE_S * 1000), [], 'the close expired: still nothing of the creator\'s older listings');
});

test('a malleated listing (content, time, table or code changed, the signature kept) is refused and changes nothing shown', async () => {
  const creator = await newListingKey();
  const listed = await signListing({ secretKey: creator, d: 'g1', settings: { ...TABLE, players: 3, free: [1, 2] }, now: NOW });
  const closed = await signListing({ secretKey: creator, d: 'g9', settings: null, code: 'ABCDE23456', now: NOW + 1000 });
  const lobby = new Listings();
  await lobby.take(listed, NOW + 2000);
  const malleated = [
    { ...listed, content: listed.content.replace('"free":[1,2]', '"free":[2]') },
    { ...listed, created_at: listed.created_at + 30 },
    { ...closed, content: closed.content.replace('ABCDE23456', TABLE.code) }, // another table's close made this one's
    { ...closed, tags: [['d', 'g1'], ...closed.tags.slice(1)] },
    { ...closed, created_at: closed.created_at + SKEW_S },
  ];
  for (const e of malleated) {
    assert.equal(await lobby.take(e, NOW + 2000), 'id', 'its id no longer its hash');
    assert.equal(await lobby.take({ ...e, id: await idOf(e) }, NOW + 2000), 'signature', 'its id made again: the signature no longer its');
  }
  assert.deepEqual(lobby.open(NOW + 2000).map((l) => l.id), [listed.id]);
  assert.deepEqual(lobby.open(NOW + 2000)[0].settings.free, [1, 2]);
});

test('dated ahead: an hour ahead is refused; within the skew, a stranger\'s close hides nothing, its open neither outlives nor outranks the real ones', async () => {
  const [creator, stranger] = [await newListingKey(), await newListingKey()];
  const clock = Math.floor(NOW / 1000);
  const real = await signListing({ secretKey: creator, d: 'g1', settings: TABLE, now: NOW - 30_000 });
  const lobby = new Listings();
  await lobby.take(real, NOW);
  const hour = 3600_000;
  assert.equal(await lobby.take(await signListing({ secretKey: stranger, d: 'g1', settings: null, code: TABLE.code, now: NOW + hour }), NOW), 'future');
  assert.equal(await lobby.take(await signListing({ secretKey: stranger, d: 'x', settings: { ...TABLE, free: [1] }, now: NOW + hour }), NOW), 'future');
  assert.equal(await lobby.take(await signListing({ secretKey: stranger, d: 'g1', settings: null, code: TABLE.code, now: NOW + (SKEW_S - 1) * 1000 }), NOW), 'new', 'within the skew: taken');
  assert.deepEqual(lobby.open(NOW).map((l) => l.id), [real.id], 'and ends nothing of the creator\'s');
  // Its open copy dated ahead, with other words: taken (a clock may run ahead) but shown below the real one.
  const ahead = await signListing({ secretKey: stranger, d: 'x', settings: { ...TABLE, radius: 8 }, now: NOW + 240_000 });
  assert.equal(await lobby.take(ahead, NOW), 'new');
  assert.deepEqual(lobby.open(NOW).map((l) => l.id), [real.id], 'dated ahead does not make its words the ones shown');
  // Dated ahead and living the longest life: it would stay MAX_LIFE_S past the reader's clock and more. Refused.
  const long = await signed(stranger, {
    created_at: clock + SKEW_S - 1, kind: LISTING_KIND, tags: [['d', 'y'], ['t', LISTING_TAG], ['expiration', String(clock + SKEW_S - 1 + MAX_LIFE_S)]], content: real.content,
  });
  assert.equal(await lobby.take(long, NOW), 'life', 'no listing stays longer than MAX_LIFE_S from the reader\'s clock');
  // An honest creator whose clock runs SKEW_S ahead is still taken.
  assert.equal(await reason(await signListing({ secretKey: creator, d: 'g2', settings: TABLE, now: NOW + SKEW_S * 1000 })), 'taken');
  // Another table dated ahead does not go first in the list either.
  const other = await signListing({ secretKey: stranger, d: 'z', settings: { ...TABLE, code: 'ABCDE23456' }, now: NOW + 200_000 });
  await lobby.take(other, NOW);
  const now = await signListing({ secretKey: creator, d: 'g3', settings: { ...TABLE, code: 'ABCDE23457' }, now: NOW });
  await lobby.take(now, NOW);
  const order = lobby.open(NOW).map((l) => l.id).filter((id) => id === other.id || id === now.id);
  assert.deepEqual(order, [now.id, other.id].sort(), 'ranked as signed now: a tie with a table signed now (then by id, as relays order)');
});

test('what a lobby reads and shows is capped', async () => {
  const key = await newListingKey();
  const lobby = new Listings();
  const codes = Array.from({ length: MAX_SHOWN + 5 }, (_, i) => `ABCDE234${CODE_ALPHABET[Math.floor(i / 30)]}${CODE_ALPHABET[i % 30]}`);
  let taken = 0;
  for (const [i, code] of codes.entries()) if (await lobby.take(await signListing({ secretKey: key, d: `g${i}`, settings: { ...TABLE, code }, now: NOW }), NOW) === 'new') taken++;
  assert.ok(taken > MAX_SHOWN, `${taken} tables read`);
  assert.equal(lobby.open(NOW).length, MAX_SHOWN);
  lobby.read = MAX_READ;
  assert.equal(await lobby.take(await signListing({ secretKey: key, d: 'more', settings: TABLE, now: NOW }), NOW), 'full');
  assert.deepEqual(lobbyFilter(NOW).limit, MAX_READ);
});

/** localStorage, shared by the tabs of one browser. */
const storage = () => {
  const m = new Map();
  return { getItem: (k) => (m.has(k) ? m.get(k) : null), setItem: (k, v) => m.set(k, String(v)), map: m };
};

test('the creator\'s publisher: off by default; listed, refreshed every REFRESH_S, never twice in MIN_GAP_S; closed once, at once, when full', async () => {
  let now = NOW;
  const sent = [];
  const pub = new Publisher({ storage: storage(), send: (e) => sent.push(e), now: () => now });
  assert.deepEqual(await pub.sync('g1', TABLE), { sent: null, wait: null }, 'a table never listed publishes nothing');
  assert.equal(pub.listed('g1'), false);
  await pub.choose('g1', true);
  assert.equal((await pub.sync('g1', TABLE)).sent, 'open');
  assert.equal((await pub.sync('g1', TABLE)).sent, null, 'nothing new: nothing sent');
  now += 5000;
  const changed = await pub.sync('g1', { ...TABLE, players: 3, free: [2] });
  assert.equal(changed.sent, null, 'a change within MIN_GAP_S waits');
  assert.equal(changed.wait, MIN_GAP_S * 1000 - 5000);
  now += changed.wait;
  assert.equal((await pub.sync('g1', { ...TABLE, players: 3, free: [2] })).sent, 'open');
  now += REFRESH_S * 1000 - 1;
  assert.equal((await pub.sync('g1', { ...TABLE, players: 3, free: [2] })).sent, null);
  now += 1;
  assert.equal((await pub.sync('g1', { ...TABLE, players: 3, free: [2] })).sent, 'open', 'refreshed before it expires');
  now += 1000;
  assert.equal((await pub.sync('g1', null)).sent, 'closed', 'full: closed at once, within the gap');
  assert.equal((await pub.sync('g1', null)).sent, null, 'once');
  assert.equal(sent.length, 4);
  const read = await Promise.all(sent.map((e) => readListing(e, now)));
  assert.deepEqual(read.map((l) => l.closed), [false, false, false, true]);
  assert.equal(new Set(read.map((l) => l.pubkey)).size, 1, 'one key for the table');
  // The page left while the table is listed: its closing listing was signed ahead, newer than the open one.
  await pub.choose('g3', true);
  await pub.sync('g3', TABLE);
  const [farewell] = pub.farewells();
  const left = new Listings();
  await left.take(sent.at(-1), now);
  assert.equal(left.open(now).length, 1);
  assert.equal((await readListing(farewell, now)).closed, true);
  await left.take(farewell, now);
  assert.deepEqual(left.open(now), [], 'the page left: the table leaves the lobby at once');
  assert.deepEqual(pub.farewells(), [], 'sent once');
  // Withdrawn by the creator: closed too.
  await pub.choose('g2', true);
  await pub.sync('g2', TABLE);
  await pub.choose('g2', false);
  assert.equal((await pub.sync('g2', TABLE)).sent, 'closed');
});

test('two tabs of the creator publishing: one key, one listing per MIN_GAP_S between them, one table in the lobby', async () => {
  let now = NOW;
  const shared = storage();
  const sent = [];
  const tabs = [0, 1].map(() => new Publisher({ storage: shared, send: (e) => sent.push(e), now: () => now }));
  await tabs[0].choose('g1', true);
  assert.equal(tabs[1].listed('g1'), true, 'the choice is the browser\'s, seen by every tab');
  const both = await Promise.all(tabs.map((p) => p.sync('g1', TABLE)));
  assert.deepEqual(both.map((r) => r.sent).sort(), ['open', null].sort(), 'one tab sends, the other sees it sent');
  now += REFRESH_S * 1000;
  for (const p of tabs) await p.sync('g1', TABLE);
  assert.equal(sent.length, 2);
  const lobby = new Listings();
  for (const e of sent) await lobby.take(e, now);
  assert.equal(lobby.byTable.size, 1, 'one key and one d: the relays keep one event');
  assert.equal(lobby.open(now).length, 1);
});

/** Web Locks as a browser gives them to its tabs: one holder per name, the others wait their turn. */
const tabLocks = memoryLocks;

test('two tabs of the creator turn the listing on at once: one key between them, never two listings that fight; the key kept over a reload', async () => {
  // Each tab: the creator's click, then the listing it sends; the second tab's click a few moments (ticks) after the first's.
  for (const [locks, tick] of [tabLocks(), null].flatMap((l) => Array.from({ length: 12 }, (_, i) => [l, i]))) {
    let now = NOW;
    const shared = storage();
    const sent = [];
    const tabs = [0, 1].map(() => new Publisher({ storage: shared, send: (e) => sent.push(e), now: () => now, locks }));
    const click = async (p) => { await p.choose('g1', true); await p.sync('g1', TABLE); };
    const first = click(tabs[0]);
    for (let i = 0; i < tick; i++) await null;
    await Promise.all([first, click(tabs[1])]);
    assert.ok(sent.length >= 1);
    const keys = new Set((await Promise.all(sent.map((e) => readListing(e, now)))).map((l) => l.pubkey));
    assert.equal(keys.size, 1, `one key for the table (locks: ${locks ? 'yes' : 'none'}, the second click ${tick} ticks later)`);
    // The table fills: one tab closes it, and the lobby shows it no more (no other key's open listing is left).
    now += 1000;
    await tabs[1].sync('g1', null);
    const lobby = new Listings();
    for (const e of sent) await lobby.take(e, now);
    assert.deepEqual(lobby.open(now), [], 'closed by the one key that listed it');
  }
  // A reload: the page left (its farewell sent), a new page over the same storage lists with the same key,
  // and its next open listing, newer than the farewell, reopens the table.
  let now = NOW;
  const shared = storage();
  const sent = [];
  const before = new Publisher({ storage: shared, send: (e) => sent.push(e), now: () => now, locks: tabLocks() });
  await before.choose('g1', true);
  await before.sync('g1', TABLE);
  sent.push(...before.farewells());
  now += 2000;
  const after = new Publisher({ storage: shared, send: (e) => sent.push(e), now: () => now, locks: tabLocks() });
  assert.equal(after.listed('g1'), true, 'the choice survives the reload');
  await after.choose('g1', true); // the creator ticks it again: the key stays
  const { wait } = await after.sync('g1', TABLE);
  assert.ok(wait <= MIN_GAP_S * 1000, `listed again as soon as the gap allows (${wait} ms), not at the next refresh`);
  now += wait;
  assert.equal((await after.sync('g1', TABLE)).sent, 'open');
  const read = await Promise.all(sent.map((e) => readListing(e, now)));
  assert.deepEqual(read.map((l) => l.closed), [false, true, false]);
  assert.equal(new Set(read.map((l) => l.pubkey)).size, 1, 'one key before and after the reload');
  const lobby = new Listings();
  for (const e of sent) await lobby.take(e, now);
  assert.deepEqual(lobby.open(now).map((l) => l.id), [sent.at(-1).id], 'listed again after the reload');
});

test('a tab left while another tab listed the table since: its farewell ends nothing newer, and the other tab still closes the table when it fills', async () => {
  let now = NOW;
  const shared = storage();
  const sent = [];
  const tabs = [0, 1].map(() => new Publisher({ storage: shared, send: (e) => sent.push(e), now: () => now, locks: tabLocks() }));
  await tabs[0].choose('g1', true);
  assert.equal((await tabs[0].sync('g1', TABLE)).sent, 'open');
  now += REFRESH_S * 1000;
  assert.equal((await tabs[1].sync('g1', TABLE)).sent, 'open', 'the other tab refreshes it');
  now += 1000;
  sent.push(...tabs[0].farewells()); // the first tab is closed: its farewell is older than the refresh
  now += 1000;
  assert.equal((await tabs[1].sync('g1', null)).sent, 'closed', 'the table fills: closed by the tab still open');
  const lobby = new Listings();
  for (const e of sent) await lobby.take(e, now);
  assert.deepEqual(lobby.open(now), [], 'the full table is not shown');
});

test('the table fills while its open listing is being signed: the closing one is the last sent, strictly newer, and no farewell is left', async () => {
  const sent = [];
  const pub = new Publisher({ storage: storage(), send: (e) => sent.push(e), now: () => NOW }); // one moment: same second
  await pub.choose('g1', true);
  // The open listing's hash is made only once the closing listing went out (a slow signature, a loaded machine).
  const subtle = globalThis.crypto.subtle;
  const realDigest = subtle.digest;
  let closedSent;
  const closing = new Promise((resolve) => { closedSent = resolve; });
  let first = true;
  subtle.digest = async function digestLater(...args) {
    if (first) {
      first = false;
      await closing;
    }
    return realDigest.apply(subtle, args);
  };
  try {
    const open = pub.sync('g1', TABLE);
    const closed = pub.sync('g1', null).finally(closedSent); // the last free seat taken meanwhile
    await open;
    assert.equal((await closed).sent, 'closed');
  } finally {
    subtle.digest = realDigest;
  }
  const read = await Promise.all(sent.map((e) => readListing(e, NOW)));
  assert.equal(read.at(-1).closed, true, 'the closing listing is the last one sent (a relay opening later gets it)');
  assert.ok(read.at(-1).created > Math.floor(NOW / 1000), 'and newer than the open one: a relay keeps it, not the open one');
  assert.deepEqual(pub.farewells(), [], 'closed already: nothing to send as the page is left');
  const lobby = new Listings();
  for (const e of sent) await lobby.take(e, NOW + 1000);
  assert.deepEqual(lobby.open(NOW + 1000), [], 'the lobby shows the table no more');
});

/** A fake WebSocket: opens when told, records what is sent. */
class FakeSocket {
  constructor(url, log) { Object.assign(this, { url, log, readyState: 0 }); }
  send(text) { this.log.push([this.url, JSON.parse(text)]); }
  close() { this.readyState = 3; this.onclose?.(); }
  up() { this.readyState = 1; this.onopen?.(); }
  hear(data) { this.onmessage?.({ data: JSON.stringify(data) }); }
}

test('the relays\' sockets: a subscription and the table\'s latest listing go to each relay as it opens; events come back; none open says so', async () => {
  let now = NOW;
  const log = [];
  const sockets = {};
  const timers = [];
  const heard = [];
  const relays = new Relays(['ws://a', 'ws://b'], {
    connect: (url) => { sockets[url] = new FakeSocket(url, log); return sockets[url]; },
    onEvent: (e, url) => heard.push([url, e]),
    now: () => now,
    setTimer: (run, ms) => { timers.push({ run, at: now + ms }); return timers.length; },
    clearTimer: () => {},
  });
  assert.equal(relays.state, 'connecting');
  const key = await newListingKey();
  const first = await signListing({ secretKey: key, d: 'g1', settings: TABLE, now });
  const second = await signListing({ secretKey: key, d: 'g1', settings: null, code: TABLE.code, now: now + 1000 });
  relays.subscribe('lobby', lobbyFilter(now));
  relays.publish(first);
  relays.publish(second);
  assert.deepEqual(log, [], 'nothing sent before a socket opens');
  sockets['ws://a'].up();
  assert.equal(relays.state, 'up');
  assert.deepEqual(log.map(([, m]) => m[0]), ['REQ', 'EVENT']);
  assert.equal(log[1][1][1].id, second.id, 'only the table\'s latest listing, not the one it replaced');
  sockets['ws://a'].hear(['EVENT', 'lobby', first]);
  sockets['ws://a'].hear(['EVENT', 'someone-else', first]);
  sockets['ws://a'].hear('not json at all');
  assert.deepEqual(heard.map(([url, e]) => [url, e.id]), [['ws://a', first.id]], 'only the lobby\'s own subscription');
  sockets['ws://a'].close();
  sockets['ws://b'].close();
  now += RELAY_PATIENCE_MS;
  assert.equal(relays.state, 'down', 'no relay for a while: said');
  const retry = timers.find((t) => t.at === NOW + 1000);
  assert.ok(retry, 'tried again after a second');
  retry.run();
  sockets['ws://a'].up();
  assert.equal(relays.state, 'up');
  relays.close();
  assert.equal(log.at(-1)[1][0], 'CLOSE');
});
