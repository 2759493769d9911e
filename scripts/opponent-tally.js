// The built-in opponent against itself: 20 seeded bot-versus-bot games of the demo battle for each
// doctrine pairing, and who won how. Runs the built CLI (npm run build first):
//   node scripts/opponent-tally.js [--games 20] [--turns 4] [--seed 1] [--ruleset fow4]
// Each pairing is `umpire demo --games N --turns T --seed S --opponent <pairing> --json`.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const flag = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : dflt;
};
const games = flag('games', '20');
const turns = flag('turns', '4');
const seed = flag('seed', '1');
const ruleset = flag('ruleset', undefined);
const bin = fileURLToPath(new URL('../bin/umpire.js', import.meta.url));
const sides = ruleset ? undefined : ['British', 'German'];
const pairings = sides
  ? ['aggressive', 'cautious', `${sides[0]}:aggressive,${sides[1]}:cautious`, `${sides[0]}:cautious,${sides[1]}:aggressive`]
  : ['aggressive', 'cautious'];

for (const opponent of pairings) {
  const out = execFileSync(process.execPath, [bin, 'demo', '--games', games, '--turns', turns, '--seed', seed, '--opponent', opponent, '--json', ...(ruleset ? ['--ruleset', ruleset] : [])], { encoding: 'utf8', maxBuffer: 1 << 26 });
  const r = JSON.parse(out);
  const who = Object.entries(r.opponents).map(([s, d]) => `${s} ${d}`).join(' vs ');
  console.log(`${who} (${games} games, up to ${turns} turns, seeds ${r.seeds.join('-')}):`);
  for (const [how, n] of Object.entries(r.tally).sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(3)}  ${how}`);
}
