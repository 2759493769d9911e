// The built-in opponent against itself, on the demo battle: seeded bot-versus-bot games, and who
// won how. Runs the built CLI's own code in this process (npm run build first):
//   npm run tally -- [--ruleset fow4|fow3] [--games 40] [--turns 6] [--seed 1]
//                    [--pairings mirror,ladder | cross | British:x,German:y;...] [--json]
// Pairings (the sides are the demo battle's own, e.g. British and German):
//   mirror  each doctrine against itself (British:d,German:d): the demo battle should not decide,
//           so each side should win about half (issue 28: 35-65% each over 40 games);
//   ladder  the default doctrine against `classic` (the opponent as it played before issue 28),
//           sides swapped: half the games each way round, the doctrines' wins counted;
//   cross   the four pairings of aggressive and cautious (the old tally).
// Each pairing plays --games games, seeds seed..seed+games-1 (a ladder: the first half with the
// default doctrine British, the second half German). On a terminal a progress bar is drawn on
// stderr; --json prints the tally as JSON on stdout.
//
// The turn limit: neither Free for All (FoW4 p. 97) nor Open Fire's Free-for-All sets one; a game
// that runs out of time has no winner (p. 93). 6 is the default because it is the first turn at
// which every mission of the book can be won (Counterattack and Breakthrough: no win before turn
// 6, pp. 99, 101), so a tally with it gives a mission its whole length; say --turns to change it.
import { pathToFileURL } from 'node:url';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const KNOWN = ['games', 'turns', 'seed', 'ruleset', 'pairings', 'json'];
for (const a of args.filter((x) => x.startsWith('--')))
  if (!KNOWN.includes(a.slice(2))) {
    console.error(`opponent-tally: unknown option ${a} (options: ${KNOWN.map((k) => `--${k}`).join(', ')})`);
    process.exit(2);
  }
const flag = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : dflt;
};
const whole = (name, dflt) => {
  const v = flag(name, dflt);
  if (!/^\d+$/.test(v) || Number(v) < 1) {
    console.error(`opponent-tally: --${name} '${v}' is not a whole number of 1 or more (e.g. --${name} ${dflt})`);
    process.exit(2);
  }
  return Number(v);
};
const games = whole('games', '40');
const turns = whole('turns', '6');
const seed = whole('seed', '1');
const ruleset = flag('ruleset', 'fow4');
const json = args.includes('--json');
const which = flag('pairings', 'mirror,ladder');

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
if (!existsSync(`${dist}cli/play/run.js`)) {
  console.error('opponent-tally: umpire is not built yet: run `npm run build` first');
  process.exit(2);
}
const load = (p) => import(pathToFileURL(`${dist}${p}`).href);
const { playDemoGame } = await load('cli/play/run.js');
const { AutoIO } = await load('cli/play/scripted-io.js');
const { DOCTRINES, DEFAULT_DOCTRINE } = await load('rulesets/play.js');
const { tally } = await load('cli/demo/run.js');

class SilentIO extends AutoIO {
  print() {}
}

// The demo battle's sides, in order (any ruleset with a built-in opponent and a demo battle): a
// one-turn game names them (its `opponents`).
const [A, B] = Object.keys(
  (await playDemoGame({ seed, turns: 1, ruleset, io: new SilentIO() })).opponents ?? { British: 0, German: 0 },
);
const pairingsOf = (word) => {
  if (word === 'mirror')
    return DOCTRINES.filter((d) => d.id !== 'classic' || which.includes('classic')).map((d) => ({
      name: `${d.id} mirror`,
      kind: 'mirror',
      runs: [{ spec: `${A}:${d.id},${B}:${d.id}`, games }],
    }));
  if (word === 'ladder') {
    const first = Math.ceil(games / 2);
    return [
      {
        name: `${DEFAULT_DOCTRINE.id} vs classic`,
        kind: 'ladder',
        doctrines: [DEFAULT_DOCTRINE.id, 'classic'],
        runs: [
          { spec: `${A}:${DEFAULT_DOCTRINE.id},${B}:classic`, games: first },
          { spec: `${A}:classic,${B}:${DEFAULT_DOCTRINE.id}`, games: games - first },
        ],
      },
    ];
  }
  if (word === 'cross')
    return ['aggressive', 'cautious'].flatMap((x) =>
      ['aggressive', 'cautious'].map((y) => ({
        name: `${A} ${x} vs ${B} ${y}`,
        kind: 'pairing',
        runs: [{ spec: `${A}:${x},${B}:${y}`, games }],
      })),
    );
  if (word === 'classic') return [];
  return [{ name: word, kind: 'pairing', runs: [{ spec: word, games }] }];
};
// Words are comma-separated; explicit pairings (which hold commas themselves) semicolon-separated.
const plan = (which.includes(':') ? which.split(';') : which.split(',')).flatMap(pairingsOf);

const total = plan.reduce((n, p) => n + p.runs.reduce((m, r) => m + r.games, 0), 0);
let done = 0;
const bar = process.stderr.isTTY && !process.env.NO_PROGRESS;
const width = Math.max(10, Math.min(40, (process.stderr.columns ?? 80) - 40));
function progress(label) {
  if (!bar) return;
  const filled = Math.round((done / total) * width);
  const line = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${label}`;
  process.stderr.write(
    `\r${line.slice(0, (process.stderr.columns ?? 80) - 1).padEnd((process.stderr.columns ?? 80) - 1)}`,
  );
}

const out = [];
for (const p of plan) {
  const results = [];
  let s = seed;
  for (const run of p.runs) {
    for (let i = 0; i < run.games; i++, s++) {
      progress(`${ruleset} ${run.spec} seed ${s}`);
      const r = await playDemoGame({ seed: s, turns, opponent: run.spec, ruleset, io: new SilentIO() });
      results.push({ spec: run.spec, seed: s, winner: r.outcome?.winner ?? null, end: r.end, turn: r.turn, r });
      done++;
    }
  }
  progress('');
  const bySide = { [A]: 0, [B]: 0, none: 0 };
  for (const x of results) bySide[x.winner ?? 'none'] = (bySide[x.winner ?? 'none'] ?? 0) + 1;
  const row = {
    pairing: p.name,
    kind: p.kind,
    ruleset,
    games: results.length,
    turns,
    seeds: [seed, s - 1],
    wins: bySide,
    meanTurns: Number((results.reduce((n, x) => n + x.turn, 0) / Math.max(1, results.length)).toFixed(2)),
    tally: tally(results.map((x) => x.r)),
  };
  if (p.kind === 'ladder') {
    const [mine, theirs] = p.doctrines;
    const doctrineWins = { [mine]: 0, [theirs]: 0, none: 0 };
    for (const x of results) {
      if (!x.winner) doctrineWins.none++;
      else {
        const d = new RegExp(`${x.winner}:([a-z-]+)`).exec(x.spec)[1];
        doctrineWins[d]++;
      }
    }
    row.doctrineWins = doctrineWins;
  }
  out.push(row);
}
if (bar) process.stderr.write('\r'.padEnd((process.stderr.columns ?? 80) - 1) + '\r');

if (json) console.log(JSON.stringify(out, null, 2));
else {
  const pct = (n, of) => `${String(Math.round((100 * n) / Math.max(1, of))).padStart(3)}%`;
  console.log(`${ruleset} demo battle (${A} against ${B}), up to ${turns} turns, seeds from ${seed}:`);
  console.log(`${'pairing'.padEnd(28)} ${'games'.padStart(5)}  ${A.padStart(10)}  ${B.padStart(10)}  none  turns`);
  for (const r of out) {
    console.log(
      `${r.pairing.padEnd(28)} ${String(r.games).padStart(5)}  ${`${r.wins[A]} ${pct(r.wins[A], r.games)}`.padStart(10)}  ${`${r.wins[B]} ${pct(r.wins[B], r.games)}`.padStart(10)}  ${String(r.wins.none).padStart(4)}  ${r.meanTurns.toFixed(1).padStart(5)}`,
    );
    if (r.doctrineWins)
      console.log(
        `  by doctrine: ${Object.entries(r.doctrineWins)
          .map(([d, n]) => `${d} ${n} (${pct(n, r.games).trim()})`)
          .join(', ')}`,
      );
    for (const [how, n] of Object.entries(r.tally).sort((x, y) => y[1] - x[1]))
      console.log(`    ${String(n).padStart(3)}  ${how}`);
  }
}
