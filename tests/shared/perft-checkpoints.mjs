// The perft checkpoints of docs/law.md#perft-checkpoints, read from the data file the Rust
// tests read (crates/engine/tests/data/perft.txt), so both sides of the wasm
// boundary check the same numbers and a checkpoint is written down once.
// File format: '#' comment lines, blank lines, and rows of four integers
// "players radius depth nodes".

import { readFileSync } from 'node:fs';

export const PERFT_DATA_URL = new URL('../../crates/engine/tests/data/perft.txt', import.meta.url);

/**
 * The rows of a checkpoint file as [{players, radius, depth, nodes}], in file
 * order. A malformed or repeated row throws, naming its line: a checkpoint
 * that is not read must not silently drop out of the tests.
 */
export function parsePerftCheckpoints(text) {
  const rows = [];
  const seen = new Set();
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const fields = line.split(/\s+/);
    if (fields.length !== 4 || !fields.every((f) => /^\d+$/.test(f))) {
      throw new Error(`perft data line ${i + 1}: want "players radius depth nodes" (four integers), got "${line}"`);
    }
    const [players, radius, depth, nodes] = fields.map(Number);
    if (depth < 1) throw new Error(`perft data line ${i + 1}: depth must be at least 1, got ${depth}`);
    const id = `${players} ${radius} ${depth}`;
    if (seen.has(id)) throw new Error(`perft data line ${i + 1}: a second row for players ${players}, radius ${radius}, depth ${depth}`);
    seen.add(id);
    rows.push({ players, radius, depth, nodes });
  });
  return rows;
}

/** Every checkpoint of the data file. */
export const PERFT_CHECKPOINTS = parsePerftCheckpoints(readFileSync(PERFT_DATA_URL, 'utf8'));

/**
 * The checkpointed sizes, each with its node counts by depth: `counts[d - 1]`
 * is perft(d). Throws unless the depths of a size run 1, 2, … without a gap.
 */
export function perftSeries(rows = PERFT_CHECKPOINTS) {
  const bySize = new Map();
  for (const { players, radius, depth, nodes } of rows) {
    const id = `${players} ${radius}`;
    if (!bySize.has(id)) bySize.set(id, { players, radius, counts: [] });
    bySize.get(id).counts[depth - 1] = nodes;
  }
  const series = [...bySize.values()];
  for (const { players, radius, counts } of series) {
    for (let d = 1; d <= counts.length; d++) {
      if (counts[d - 1] === undefined) throw new Error(`perft data: players ${players}, radius ${radius} has no depth ${d}`);
    }
  }
  return series;
}

/** perft(depth) of the start position with `players` on a board of `radius`, from the data file. */
export function perftNodes(players, radius, depth) {
  const row = PERFT_CHECKPOINTS.find((c) => c.players === players && c.radius === radius && c.depth === depth);
  if (!row) throw new Error(`no perft checkpoint for players ${players}, radius ${radius}, depth ${depth} in ${PERFT_DATA_URL.pathname}`);
  return row.nodes;
}
