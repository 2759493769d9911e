// The peer's situations as fixed figures (issue 32). The peer, a Python Flames Of War combat
// calculator, is not on this machine: its situations are defined here from the text
// (artillery at 8 and 40 teams, direct fire of 6, 12 and 120 dice), with the figures the issue
// gives for it as reference targets. Also the target-team scaling row and `odds assault`.
//
// For each: the whole process (CPU ms; its ratio to `umpire --version`, paired and interleaved, and
// to `node -e 0`, both timed in the same run; peak RSS and its ratio to `node -e 0`'s, Node's own
// floor), and the compute alone (bench/compute.js: in a fresh process for each row, in-process runs
// of the same command line, modules already loaded: parsing, odds and JSON, caches cleared before
// each run; median and fastest). Targets: a quick command's process <= 1.5x the cold start (2x for 120
// dice, as bench/run.js), compute <= the peer's figure, 80 target teams <= 300 ms and growth at
// most quadratic, odds assault <= 500 ms of CPU from a cold start.
//
// Run by `npm run bench` (bench/run.js imports it) or alone: node bench/peer.js [--reps N]
// [--root DIR] [--only TEXT] (DIR: another build of umpire, e.g. a copy of main's, for before/after
// figures; TEXT: only the rows whose name contains it, e.g. --only artillery).
import { spawnSync } from 'node:child_process';
import { median, pair, runOnce } from './lib.js';

const argAt = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const REPS = Number(argAt('--reps') ?? 7);
const root = new URL(argAt('--root') ? `file://${argAt('--root').replace(/\/?$/, '/')}` : '../', import.meta.url);
const bin = new URL('bin/umpire.js', root).pathname;
const env = { ...process.env, NO_COLOR: '1' };

const oddsShoot = (shooters, dice, rof, at) => [
  'odds',
  'shoot',
  `${shooters} Gun tank`,
  '--rof',
  String(rof),
  '--anti-tank',
  '11',
  '--firepower',
  '3',
  '--at',
  `${at} Panzer IV H`,
  '--armour',
  '6/3/1',
  '--json',
];

/** name, command line, and targets: process CPU ratio to the cold start, compute ms. */
export const PEER_SITUATIONS = [
  {
    name: 'artillery, 8 teams (peer: exact, < 2.5 ms)',
    args: ['odds', 'bombard', '--battery', '4 guns:at=3,fp=3+', '--under', '8 Tank:type=tank,top=1', '--json'],
    process: 1.5,
    compute: 3,
  },
  {
    name: 'artillery, 40 teams (peer: exact, < 2.5 ms)',
    args: [
      'odds',
      'bombard',
      '--battery',
      '4 guns:at=3,fp=3+',
      '--under',
      '40 Rifle team:type=infantry,save=3+',
      '--json',
    ],
    process: 1.5,
    compute: 3,
  },
  { name: 'direct fire, 6 dice at 4 tanks (peer: 7 ms)', args: oddsShoot(3, 6, 2, 4), process: 1.5, compute: 7 },
  { name: 'direct fire, 12 dice at 4 tanks (peer: 7-23 ms)', args: oddsShoot(6, 12, 2, 4), process: 1.5, compute: 7 },
  { name: 'direct fire, 120 dice at 10 tanks (peer: 23 ms)', args: oddsShoot(40, 120, 3, 10), process: 2, compute: 23 },
];

/** 120 dice at more and more target teams: growth at most quadratic, 80 teams <= 300 ms. */
export const SCALING = [4, 10, 20, 40, 80].map((teams) => ({
  name: `120 dice at ${teams} teams`,
  teams,
  args: oddsShoot(40, 120, 3, teams),
  ...(teams === 80 ? { compute: 300 } : {}),
}));

const arsenals = ['--attacker-arsenal', 'british', '--defender-arsenal', 'german'];
export const ASSAULT = [
  {
    name: 'odds assault, 6 rifle teams at 2 Panthers',
    args: [
      'odds',
      'assault',
      '--attacker',
      'Rifle/MG team:6',
      '--defender',
      'Panther A:2',
      ...arsenals,
      '--seed',
      '7',
      '--json',
    ],
    process: 500,
  },
  {
    name: 'odds assault, 3 Shermans at 4 rifle teams',
    args: [
      'odds',
      'assault',
      '--attacker',
      'Sherman V:3',
      '--defender',
      'Rifle/MG team:4',
      ...arsenals,
      '--seed',
      '7',
      '--json',
    ],
    process: 500,
  },
];

const umpire = (args) => () => runOnce(process.execPath, [bin, ...args], env);
const cold = umpire(['--version']);
const nodeRuns = Array.from({ length: REPS }, () => runOnce(process.execPath, ['-e', '0'], env));
const nodeCpu = median(nodeRuns.map((r) => r.cpu));
const nodeRss = median(nodeRuns.map((r) => r.rss));

// The compute alone: each row in a fresh process (bench/compute.js), so that no row warms up another.
const computeScript = new URL('compute.js', import.meta.url).pathname;
function compute(args, runs) {
  const r = spawnSync(process.execPath, [computeScript, root.pathname, String(runs), ...args], {
    env,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  if (r.status !== 0) throw new Error(`bench/compute.js ${args.join(' ')} failed: ${r.stderr}`);
  const times = JSON.parse(r.stdout.trim().split('\n').at(-1));
  return { median: median(times), min: Math.min(...times) };
}

const verdict = (x, target) => (target === undefined ? '' : x <= target ? 'MET' : 'NOT MET');
const rows = [];
const results = [];
console.log(`\n== the peer's situations, scaling and odds assault (median of ${REPS}; root ${root.pathname}) ==`);
console.log(
  `${'situation'.padEnd(46)} ${'CPU ms'.padStart(6)} ${'x cold'.padStart(6)} ${'x node'.padStart(6)} ${'RSS MiB'.padStart(7)} ${'x node'.padStart(6)} ${'compute ms'.padStart(12)}  targets`,
);
const only = argAt('--only');
for (const s of [...PEER_SITUATIONS, ...SCALING, ...ASSAULT].filter((x) => !only || x.name.includes(only))) {
  const r = pair(cold, umpire(s.args), REPS);
  const ms = compute(s.args, s.teams >= 40 || s.process === 500 ? 3 : REPS);
  const ratio = r.ratio.cpu;
  const targets = [
    s.process !== undefined && s.process < 100 ? `process <= ${s.process}x cold ${verdict(ratio, s.process)}` : '',
    s.process >= 100 ? `process <= ${s.process} ms ${verdict(r.b.cpu, s.process)}` : '',
    s.compute !== undefined ? `compute <= ${s.compute} ms ${verdict(ms.median, s.compute)}` : '',
  ].filter(Boolean);
  rows.push({
    ...s,
    cpu: r.b.cpu,
    cold: r.a.cpu,
    ratio,
    node: r.b.cpu / nodeCpu,
    rss: r.b.rss,
    rssNode: r.b.rss / nodeRss,
    ms: ms.median,
    fastest: ms.min,
  });
  console.log(
    `${s.name.padEnd(46)} ${r.b.cpu.toFixed(0).padStart(6)} ${ratio.toFixed(2).padStart(5)}x ${(r.b.cpu / nodeCpu).toFixed(2).padStart(5)}x ${r.b.rss.toFixed(0).padStart(7)} ${(r.b.rss / nodeRss).toFixed(2).padStart(5)}x ${ms.median.toFixed(1).padStart(6)}/${ms.min.toFixed(1).padEnd(5)}  ${targets.join('; ')}`,
  );
  if (s.process !== undefined && s.process < 100)
    results.push({ name: `${s.name.slice(0, 36)}: vs cold start`, ratio, target: s.process, a: r.a.cpu, b: r.b.cpu });
}
const sc = rows.filter((r) => r.teams !== undefined);
if (sc.length >= 2) {
  // Growth exponent between the last two sizes (20 -> 40 -> 80 teams): <= 2 is at most quadratic.
  const slope = Math.log(sc.at(-1).ms / sc.at(-2).ms) / Math.log(sc.at(-1).teams / sc.at(-2).teams);
  console.log(
    `growth from ${sc.at(-2).teams} to ${sc.at(-1).teams} target teams: n^${slope.toFixed(2)} (target at most quadratic: ${verdict(slope, 2)})`,
  );
}
console.log(
  `in the same run: node -e 0 ${nodeCpu.toFixed(0)} ms CPU and ${nodeRss.toFixed(0)} MiB peak RSS (Node's own floor), umpire --version ${median(rows.map((r) => r.cold)).toFixed(0)} ms CPU; compute: median/fastest`,
);

export { results, rows };
