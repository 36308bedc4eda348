// The arena's own games for the lab's match runner to equal: arena-matches.txt
// holds, per match, the command (a line starting "$ ") and the game lines it
// printed with --verbose. Regenerate after a change to the bot with
//   for each "$ hexc arena ..." line: cargo run --release -q -p hex-checkers-cli -- arena ... 2>/dev/null | grep '^game'
// Not a test file itself (node --test runs *.test.mjs only).

import { readFileSync } from 'node:fs';

const FILE = new URL('./arena-matches.txt', import.meta.url);

/** The settings of an arena command, as the lab's playGame reads them, and its bot specs. */
export function parseArena(command) {
  const args = command.replace(/^\$ hexc arena /, '').split(/\s+/);
  const get = (flag) => {
    const i = args.indexOf(flag);
    if (i < 0 || i + 1 >= args.length) throw new Error(`${flag} missing in ${command}`);
    return args[i + 1];
  };
  const specs = get('--bots').split(',');
  const bots = specs.map((spec) => {
    const [head, ...opts] = spec.split(':');
    const nodes = opts.find((o) => o.startsWith('nodes='));
    if (!/^l[1-5]$/.test(head) || !nodes || opts.length !== 1) throw new Error(`the lab plays lN:nodes=M only, got ${spec}`);
    return { level: Number(head.slice(1)), nodes: Number(nodes.slice(6)) };
  });
  const settings = {
    players: Number(get('--players')),
    radius: Number(get('--radius')),
    games: Number(get('--games')),
    seed: Number(get('--seed')),
    plyCap: Number(get('--ply-cap')),
    opening: Number(get('--opening')),
    bots,
  };
  return { settings, specs };
}

/** [{command, settings, specs, lines}] from arena-matches.txt. */
export function arenaMatches() {
  const out = [];
  for (const line of readFileSync(FILE, 'utf8').split('\n')) {
    if (line.startsWith('$ ')) out.push({ command: line, ...parseArena(line), lines: [] });
    else if (line.startsWith('game ')) out.at(-1).lines.push(line);
  }
  return out;
}
