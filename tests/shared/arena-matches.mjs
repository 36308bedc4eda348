// The arena's own games for the lab's match runner to equal: arena-matches.txt
// holds, per match, the command (a line starting "$ ") and the game lines it
// printed with --verbose. Regenerate after a change to the bot with
//   for each "$ hexc arena ..." line: cargo run --release -q -p hex-checkers-cli -- arena ... 2>/dev/null | grep '^game'
// Not a test file itself (node --test runs *.test.mjs only).

import { readFileSync } from 'node:fs';

const FILE = new URL('./arena-matches.txt', import.meta.url);

/**
 * The settings of an arena command, as the lab's playGame reads them, and its
 * bot specs. A bot's weight options (`:man=20`) are laid over `defaults`
 * (EVAL_WEIGHTS) into the list bestMove takes.
 */
export function parseArena(command, defaults = {}) {
  const args = command.replace(/^\$ hexc arena /, '').split(/\s+/);
  const get = (flag) => {
    const i = args.indexOf(flag);
    if (i < 0 || i + 1 >= args.length) throw new Error(`${flag} missing in ${command}`);
    return args[i + 1];
  };
  const specs = get('--bots').split(',');
  const bots = specs.map((spec) => {
    const [head, ...opts] = spec.split(':');
    const options = Object.fromEntries(opts.map((o) => o.split('=')).map(([k, v]) => [k, Number(v)]));
    const { nodes, ...weights } = options;
    if (!/^l[1-5]$/.test(head) || !nodes) throw new Error(`the lab plays lN:nodes=M[:weight=W...] only, got ${spec}`);
    const bot = { level: Number(head.slice(1)), nodes };
    if (Object.keys(weights).length) {
      for (const name of Object.keys(weights)) if (!(name in defaults)) throw new Error(`unknown weight ${name} in ${spec}`);
      bot.weights = Object.keys(defaults).map((name) => weights[name] ?? defaults[name]);
    }
    return bot;
  });
  const settings = {
    players: Number(get('--players')),
    radius: Number(get('--radius')),
    games: Number(get('--games')),
    seed: Number(get('--seed')),
    plyCap: Number(get('--ply-cap')),
    opening: Number(get('--opening')),
    noProgress: args.includes('--no-progress') ? Number(get('--no-progress')) : 0,
    bots,
  };
  return { settings, specs };
}

/** [{command, settings, specs, lines}] from arena-matches.txt; `defaults`: EVAL_WEIGHTS. */
export function arenaMatches(defaults = {}) {
  const out = [];
  for (const line of readFileSync(FILE, 'utf8').split('\n')) {
    if (line.startsWith('$ ')) out.push({ command: line, ...parseArena(line, defaults), lines: [] });
    else if (line.startsWith('game ')) out.at(-1).lines.push(line);
  }
  return out;
}
