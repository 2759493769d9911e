// Exact odds against simulation, same shot: 40 teams (120 dice) at a 10-tank unit.
// Run by `npm run bench` (bench/run.js imports it) or alone: node bench/odds.js. Needs the build.
import { SeededDice } from '../dist/dice/seeded.js';
import { runProcedureSync } from '../dist/engine/runner.js';
import { planFromSituation } from '../dist/rulesets/fow4/odds/from-situation.js';
import { clearOddsCaches, shootOdds } from '../dist/rulesets/fow4/odds/shoot-odds.js';
import { shoot } from '../dist/rulesets/fow4/shooting/shoot.js';
import { median } from './lib.js';

const d = (inches) => ({ inches, cm: inches * 2.5 });
const gun = { name: '75mm', range: d(32), rof: 3, antiTank: 11, firepower: 3 };
const shooter = {
  name: 'Gun tank',
  type: 'tank',
  mobility: 'standard-tank',
  armour: { front: 6, side: 4, top: 1 },
  weapons: [gun],
};
const panzer = {
  name: 'Panzer IV H',
  type: 'tank',
  mobility: 'standard-tank',
  armour: { front: 6, side: 3, top: 1 },
  weapons: [],
};
const situation = {
  shooter: {
    id: 'big',
    teams: Array.from({ length: 40 }, (_, i) => ({ id: `S${i + 1}`, profile: shooter, target: 'P1' })),
  },
  targets: [
    {
      id: 'panzers',
      ratings: { motivation: 'confident', skill: 'trained' },
      teams: Array.from({ length: 10 }, (_, i) => ({ id: `P${i + 1}`, profile: panzer })),
    },
  ],
  mistakenTarget: false,
};

/** Median and minimum of in-process runs in ms; caches cleared before each, so every run starts cold. */
function timeCold(fn, runs) {
  fn();
  const times = [];
  const cpu = [];
  for (let i = 0; i < runs; i++) {
    clearOddsCaches();
    const c0 = process.cpuUsage();
    const t0 = process.hrtime.bigint();
    fn();
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  return { median: median(times), min: Math.min(...times), cpu: median(cpu) };
}

console.log('\n== exact odds vs simulation: 40 teams, 120 dice, at 10 tanks ==');
let odds;
const exact = timeCold(() => (odds = shootOdds(planFromSituation(situation))), 15);
const read = timeCold(() => {
  const o = shootOdds(planFromSituation(situation));
  // Reading every value as a reduced fraction (what --json prints) costs a gcd per value.
  [o.hits, o.unit.destroyed, o.unit.bailedOut, o.unit.unharmed, ...o.teams.map((t) => t.states)].forEach((w) =>
    w.fractions(),
  );
}, 5);
const TRIALS = 50_000;
const dice = new SeededDice(1);
let destroyedAll = 0;
const t0 = process.hrtime.bigint();
for (let i = 0; i < TRIALS; i++)
  if (runProcedureSync(shoot(situation), { dice }).summary.destroyed === 10) destroyedAll++;
const sim = Number(process.hrtime.bigint() - t0) / 1e6;
const rows = [
  ['exact odds (median of 15, cold caches)', exact.median],
  ['exact odds (fastest of 15)', exact.min],
  ['exact odds (median CPU time, unaffected by other load)', exact.cpu],
  ['exact odds, every value reduced (median of 5)', read.median],
  [`simulation, ${TRIALS} runs of the shooting procedure`, sim],
];
for (const [name, ms] of rows) console.log(`${name.padEnd(56)} ${ms.toFixed(1).padStart(10)} ms`);
const p = odds.unit.destroyed.at(10).toNumber();
const est = destroyedAll / TRIALS;
console.log(
  `P(all 10 destroyed): exact ${p.toFixed(5)}, simulated ${est.toFixed(5)} +/- ${Math.sqrt((p * (1 - p)) / TRIALS).toFixed(5)}`,
);
console.log(
  `simulation / exact: ${(sim / exact.median).toFixed(0)}x slower; target exact < 50 ms -> ${exact.median < 50 ? 'MET' : 'NOT MET'} (median ${exact.median.toFixed(1)} ms, fastest ${exact.min.toFixed(1)} ms, CPU ${exact.cpu.toFixed(1)} ms)`,
);

export const results = [
  { name: `simulation (${TRIALS} runs) vs exact odds, 120 dice`, ratio: sim / exact.median, a: exact.median, b: sim },
];
