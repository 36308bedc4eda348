// Writes the bot's tables into the package, as data: levels, versions, the
// names of the evaluation's terms and weights, and its own weights, read from
// the bot's wasm module (crates/bot-bindings) just built. The contract module
// (crates/bindings/js/hex-checkers.js) imports the file this writes, so it
// has them as soon as the law is loaded (BOT_LEVELS, BOT_VERSIONS, ...)
// while the law's module depends on no crate of the bot: the Rust graph
// stays one way down (docs/architecture.md).
// Run by scripts/build-pkg.sh: node scripts/bot-tables.mjs <package folder>
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = path.resolve(process.argv[2] ?? 'pkg');
const glue = await import(pathToFileURL(path.join(dir, 'wasm/hex_checkers_bot.js')).href);
glue.initSync({ module: readFileSync(path.join(dir, 'wasm/hex_checkers_bot_bg.wasm')) });

/** The names `nameOf(0)`, `nameOf(1)`, … up to the first undefined. */
function names(nameOf) {
  const out = [];
  for (let name = nameOf(0); name !== undefined; name = nameOf(out.length)) out.push(name);
  return out;
}

const layout = JSON.parse(glue.packedLayout()).level;
const flat = glue.botLevels();
const levels = [];
for (let i = 0; i < flat.length; i += layout.stride) {
  levels.push({ level: flat[i + layout.level], depth: flat[i + layout.depth], maxNodes: flat[i + layout.maxNodes], timeMs: flat[i + layout.timeMs] });
}
const weightNames = names(glue.evalWeightName);
const weights = Array.from(glue.evalWeights());
if (weights.length !== weightNames.length) throw new Error(`bot-tables: ${weights.length} weights for ${weightNames.length} names`);
const tables = {
  levels,
  versions: names(glue.botVersionName),
  version: glue.botVersionCurrent(),
  // The version played unless told which, per table size (bot::DEFAULT_VERSIONS): {"2": "4", ...}.
  defaults: Object.fromEntries([2, 3, 4, 5, 6].map((players) => [players, glue.botVersionFor(players)])),
  evalTerms: names(glue.evalTermName),
  evalWeights: Object.fromEntries(weightNames.map((name, i) => [name, weights[i]])),
};
const out = path.join(dir, 'wasm/bot_tables.js');
writeFileSync(out, `// The bot's tables, written by scripts/bot-tables.mjs from the bot's wasm module: do not edit.\nexport default ${JSON.stringify(tables)};\n`);
console.log(`bot tables: ${path.relative(process.cwd(), out)} (${levels.length} levels, versions ${tables.versions.join(', ')})`);
