// The built-in opponent against itself: 20 seeded bot-versus-bot games of a ruleset's demo battle
// for each of the four doctrine pairings (each side aggressive or cautious), and who won how. The
// side names come from the demo battle itself (one short game is asked for them), so any ruleset
// with a built-in opponent and a demo battle works. Runs the built CLI (npm run build first):
//   node scripts/opponent-tally.js [--games 20] [--turns 6] [--seed 1] [--ruleset <id>] [--json]
// Each pairing is `umpire demo --games N --turns T --seed S --opponent British:x,German:y --json`.
//
// The turn limit: neither Free for All (FoW4 p. 97) nor Open Fire's Free-for-All sets one; a game
// that runs out of time has no winner (p. 93). 6 is the default because it is the first turn at
// which every mission of the book can be won (Counterattack and Breakthrough: no win before turn
// 6, pp. 99, 101), so a tally with it gives a mission its whole length; say --turns to change it.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const flag = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : dflt;
};
const games = flag('games', '20');
const turns = flag('turns', '6');
const seed = flag('seed', '1');
const ruleset = flag('ruleset', undefined);
const json = args.includes('--json');
const bin = fileURLToPath(new URL('../bin/umpire.js', import.meta.url));
const rulesetArgs = ruleset ? ['--ruleset', ruleset] : [];
// The demo battle's sides, in order: a one-turn game names them (its `opponents`).
const sides = Object.keys(
  JSON.parse(
    execFileSync(process.execPath, [bin, 'demo', '--turns', '1', '--seed', seed, '--json', ...rulesetArgs], {
      encoding: 'utf8',
      maxBuffer: 1 << 26,
    }),
  ).opponents,
);
const [a, b] = sides;
const doctrines = ['aggressive', 'cautious'];
const pairings = doctrines.flatMap((x) => doctrines.map((y) => `${a}:${x},${b}:${y}`));

const out = [];
for (const opponent of pairings) {
  const text = execFileSync(
    process.execPath,
    [bin, 'demo', '--games', games, '--turns', turns, '--seed', seed, '--opponent', opponent, '--json', ...rulesetArgs],
    { encoding: 'utf8', maxBuffer: 1 << 26 },
  );
  const r = JSON.parse(text);
  out.push({ opponents: r.opponents, games: r.games, turns: r.turns, seeds: r.seeds, tally: r.tally });
  if (json) continue;
  const who = Object.entries(r.opponents)
    .map(([s, d]) => `${s} ${d}`)
    .join(' vs ');
  console.log(`${who} (${games} games, up to ${turns} turns, seeds ${r.seeds.join('-')}):`);
  for (const [how, n] of Object.entries(r.tally).sort((x, y) => y[1] - x[1]))
    console.log(`  ${String(n).padStart(3)}  ${how}`);
}
if (json) console.log(JSON.stringify(out, null, 2));
