// npm run bench: speed targets measured in one run, each as a ratio to a baseline of the same run.
// Needs the build (npm install runs it).
import { CryptoDice } from '../dist/dice/crypto.js';
import { rollPool } from '../dist/dice/pool.js';
import { atLeast } from '../dist/dice/target.js';
import { runProcedureSync } from '../dist/engine/runner.js';
import { report, timeCommand, timeFn } from './lib.js';

const bin = new URL('../bin/umpire.js', import.meta.url).pathname;
const env = { ...process.env, NO_COLOR: '1' };

console.log('== cold start (median of 15 runs) ==');
const bare = timeCommand(process.execPath, ['-e', '0'], 15, env);
const version = timeCommand(process.execPath, [bin, '--version'], 15, env);
report([
  ['node -e 0 (baseline)', bare],
  ['umpire --version', version, version / bare],
]);
console.log(`target: within 2x of bare node -> ${version / bare <= 2 ? 'MET' : 'NOT MET'}`);

console.log('\n== 10^6 d6 rolled and checked against 4+ ==');
const N = 1_000_000;
const baseline = timeFn(() => {
  let s = 0;
  for (let i = 0; i < N; i++) if (Math.floor(Math.random() * 6) + 1 >= 4) s++;
  return s;
});
const dice = new CryptoDice();
const pool = timeFn(() => runProcedureSync(rollPool({ count: N, target: atLeast(4), label: 'bench' }), { dice }).successes);
report([
  ['Math.random loop (baseline)', baseline],
  ['umpire crypto pool (rollPool)', pool, pool / baseline],
]);

console.log('\n== a 40-team unit shoots a 40-team unit through the CLI (about 100 dice) ==');
const shootArgs = [bin, 'shoot', '40 Rifle team', '--rof', '2', '--anti-tank', '2', '--firepower', '6', '--at', '40 Rifle team', '--save', '3+', '--teams-at-start', '40', '--seed', '1', '--json'];
const shoot = timeCommand(process.execPath, shootArgs, 9, env);
report([
  ['umpire --version (baseline)', version],
  ['umpire shoot 40 at 40 --json', shoot, shoot / version],
]);

const extra = process.argv.slice(2);
for (const file of extra) await import(new URL(file, `file://${process.cwd()}/`).href);
await import('./odds.js');
