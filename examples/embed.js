// The example's event log: every event a board dispatches, as text.
// (The boards work without this file.)

const log = document.getElementById('log');
const live = document.getElementById('live');

function write(text) {
  const li = document.createElement('li');
  li.textContent = text; // text only, never HTML
  log.append(li);
  while (log.children.length > 40) log.firstElementChild.remove();
  log.scrollTop = log.scrollHeight;
}

live.addEventListener('hc-ready', () => write(`hc-ready: ${live.game.snapshot()}`));
live.addEventListener('hc-hop', (e) => write(`hc-hop: ${e.detail.notation} (hop ${e.detail.index}, seat ${e.detail.hop.seat})`));
live.addEventListener('hc-turnend', (e) => write(`hc-turnend: seat ${e.detail.seat} done, next ${e.detail.next ?? 'nobody'}`
  + (e.detail.skipped.length ? `, skipped ${e.detail.skipped.join(', ')}` : '')));
live.addEventListener('hc-gameend', (e) => write(`hc-gameend: ${e.detail.draw ? 'draw' : `seat ${e.detail.winner} wins`}`));
for (const board of document.querySelectorAll('hex-checkers')) {
  board.addEventListener('hc-warning', (e) => write(`hc-warning (#${board.id}): ${e.detail.message}`));
  board.addEventListener('hc-error', (e) => write(`hc-error (#${board.id}): ${e.detail.message}`));
}
