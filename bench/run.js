// npm run bench: the speed targets of issues 18 and 32 (bench/peer.js), each a ratio to a baseline timed in the same run,
// A/B interleaved, medians of several repetitions (CPU time of each process where /usr/bin/time is
// there, so other load on the machine matters less; wall time beside it). Needs the build.
//   node bench/run.js [--reps N]
import { CryptoDice } from '../dist/dice/crypto.js';
import { rollPool } from '../dist/dice/pool.js';
import { atLeast } from '../dist/dice/target.js';
import { runProcedureSync } from '../dist/engine/runner.js';
import { modulesLoaded } from '../scripts/modules-loaded.js';
import { COLD_START, QUICK_COMMANDS } from '../scripts/quick-commands.js';
import { fnOnce, pair, report, runOnce } from './lib.js';

const repsAt = process.argv.indexOf('--reps');
const REPS = repsAt > 0 ? Number(process.argv[repsAt + 1]) : 9;
const bin = new URL('../bin/umpire.js', import.meta.url).pathname;
const env = { ...process.env, NO_COLOR: '1' };
const node =
  (...args) =>
  () =>
    runOnce(process.execPath, args, env);
const umpire = (...args) => node(bin, ...args);
const cold = umpire(...COLD_START);
const results = [];
const note = (name, r, target) => results.push({ name, ratio: r.ratio.cpu, target, a: r.a.cpu, b: r.b.cpu });

console.log(`each figure: median of ${REPS} interleaved pairs`);

// Deterministic, so comparable on any machine: the files each quick command reads (the bundle that
// bin/umpire.js runs) and the modules of dist/ it loads when not bundled (UMPIRE_UNBUNDLED=1).
console.log('\n== files loaded (of dist/; bundled / not bundled) ==');
const ours = (r) => r.urls.filter((u) => u.includes('/dist/')).length;
for (const [name, args] of [['cold start', COLD_START], ...Object.entries(QUICK_COMMANDS)]) {
  console.log(
    `${name.padEnd(12)} ${String(ours(modulesLoaded(bin, args))).padStart(3)} / ${ours(modulesLoaded(bin, args, { UMPIRE_UNBUNDLED: '1' }))}`,
  );
}
note(
  'cold start vs node -e 0',
  report('cold start', 'node -e 0', 'umpire --version', pair(node('-e', '0'), cold, REPS), 1.6),
  1.6,
);

const rifles = QUICK_COMMANDS.shoot;
note(
  '130-dice shoot (raw numbers) vs cold start',
  report(
    '130-dice shoot, raw numbers',
    'umpire --version',
    'umpire shoot "40 Rifle team" ... --json',
    pair(cold, umpire(...rifles), REPS),
    1.5,
  ),
  1.5,
);
const named = QUICK_COMMANDS.named;
note(
  'shoot by arsenal names vs cold start',
  report(
    'shoot by arsenal names',
    'umpire --version',
    'umpire shoot "12 Sherman V" --at "12 Panzer IV H"',
    pair(cold, umpire(...named), REPS),
    1.5,
  ),
  1.5,
);

const big = [
  'shoot',
  '200 Rifle team',
  '--rof',
  '2',
  '--anti-tank',
  '2',
  '--firepower',
  '6',
  '--at',
  '200 Rifle team',
  '--save',
  '3+',
  '--seed',
  '1',
  '--json',
];
const bigR = report(
  '400 dice at a 200-team unit (Mistaken Target on)',
  'umpire --version',
  'umpire shoot "200 Rifle team" ... --json',
  pair(cold, umpire(...big), Math.max(3, Math.ceil(REPS / 2))),
);
console.log(
  `400 dice at 200 teams, beyond start-up: ${(bigR.b.cpu - bigR.a.cpu).toFixed(0)} ms CPU (target <= 500 ms: ${bigR.b.cpu - bigR.a.cpu <= 500 ? 'MET' : 'NOT MET'}); whole command ${bigR.b.cpu.toFixed(0)} ms`,
);
note('400 dice at 200 teams vs cold start', bigR);

const N = 1_000_000;
const dice = new CryptoDice();
const d6 = pair(
  () =>
    fnOnce(() => {
      let s = 0;
      for (let i = 0; i < N; i++) if (Math.floor(Math.random() * 6) + 1 >= 4) s++;
      return s;
    }),
  () => fnOnce(() => runProcedureSync(rollPool({ count: N, target: atLeast(4), label: 'bench' }), { dice }).successes),
  Math.max(3, Math.ceil(REPS / 2)),
);
note(
  '10^6 d6 through the pool vs a Math.random loop',
  report('10^6 d6 rolled and checked against 4+', 'Math.random loop', 'umpire crypto pool (rollPool)', d6),
);

const twelve = QUICK_COMMANDS.odds;
note(
  'odds shoot, 12 shots vs cold start',
  report(
    'odds shoot: 12 shots at 4 tanks',
    'umpire --version',
    'umpire odds shoot "6 Gun team" --rof 2 ...',
    pair(cold, umpire(...twelve), REPS),
    1.5,
  ),
  1.5,
);
const many = QUICK_COMMANDS.oddsMany;
note(
  'odds shoot, 120 dice at 10 tanks vs cold start',
  report(
    'odds shoot: 120 dice at 10 tanks',
    'umpire --version',
    'umpire odds shoot "40 Gun tank" --rof 3 ...',
    pair(cold, umpire(...many), REPS),
    2,
  ),
  2,
);

const roll = QUICK_COMMANDS.roll;
note(
  'roll 10000 (text) vs cold start',
  report('roll 10000 as text', 'umpire --version', 'umpire roll 10000 --need 4+', pair(cold, umpire(...roll), REPS), 2),
  2,
);

const extra = process.argv.slice(2).filter((a, i, all) => a !== '--reps' && all[i - 1] !== '--reps');
for (const file of extra) await import(new URL(file, `file://${process.cwd()}/`).href);
const odds = await import('./odds.js');
results.push(...odds.results);
// Issue 32: the peer's situations, target-team scaling and odds assault (bench/peer.js).
const peer = await import('./peer.js');
results.push(...peer.results);
// Issue 32: the game file rendered from pieces (bench/game-file.js).
results.push(...(await import('./game-file.js')).results);
const botTurn = await import('./bot-turn.js');

console.log('\n== summary (CPU ratios) ==');
for (const r of results)
  console.log(
    `${r.name.padEnd(52)} ${r.ratio.toFixed(2).padStart(7)}x  (${r.a.toFixed(0)} -> ${r.b.toFixed(0)} ms)${r.target ? `  target <= ${r.target}x ${r.ratio <= r.target ? 'MET' : 'NOT MET'}` : ''}`,
  );
for (const r of botTurn.results)
  console.log(
    `${r.name.padEnd(52)} ${r.ms.toFixed(0).padStart(5)} ms CPU${r.targetMs ? `  target <= ${r.targetMs} ms ${r.ms <= r.targetMs ? 'MET' : 'NOT MET'}` : ''}`,
  );
