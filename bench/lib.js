// Helpers for the benchmark scripts: paired (A/B interleaved) timings of commands and functions,
// medians, and ratios, so that a machine loaded by other work biases both sides alike.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

const TIME = '/usr/bin/time';
const hasTime = existsSync(TIME);

/**
 * One run of a command: wall ms and, where /usr/bin/time is there, the child's CPU ms (user +
 * system) and peak resident memory (MiB; NaN without /usr/bin/time).
 */
export function runOnce(cmd, args, env = process.env) {
  const t0 = process.hrtime.bigint();
  const r = hasTime
    ? spawnSync(TIME, ['-f', '@cpu %U %S %M', cmd, ...args], { env, encoding: 'utf8', maxBuffer: 1 << 28 })
    : spawnSync(cmd, args, { env, encoding: 'utf8', maxBuffer: 1 << 28 });
  const wall = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${r.stderr}`);
  const m = /@cpu ([\d.]+) ([\d.]+) (\d+)\s*$/.exec(r.stderr ?? '');
  return { wall, cpu: m ? (Number(m[1]) + Number(m[2])) * 1000 : wall, rss: m ? Number(m[3]) / 1024 : NaN };
}

/**
 * Time A and B interleaved (A, B, A, B, ...) after a warm-up of each; report medians and the median
 * of the per-pair ratios B/A, for wall time and CPU time.
 */
export function pair(a, b, reps) {
  a();
  b();
  const ra = [];
  const rb = [];
  for (let i = 0; i < reps; i++) {
    ra.push(a());
    rb.push(b());
  }
  const side = (rs) => ({
    wall: median(rs.map((r) => r.wall)),
    cpu: median(rs.map((r) => r.cpu)),
    rss: median(rs.map((r) => r.rss ?? NaN)),
  });
  return {
    a: side(ra),
    b: side(rb),
    ratio: {
      wall: median(rb.map((r, i) => r.wall / ra[i].wall)),
      cpu: median(rb.map((r, i) => r.cpu / ra[i].cpu)),
    },
  };
}

/** One in-process run of fn: wall and CPU ms. */
export function fnOnce(fn) {
  const c0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  fn();
  const wall = Number(process.hrtime.bigint() - t0) / 1e6;
  const c = process.cpuUsage(c0);
  return { wall, cpu: (c.user + c.system) / 1000 };
}

const ms = (x) => `${x.toFixed(1)} ms`.padStart(10);

/** Print one paired result: both medians (CPU, then wall) and the ratio; and whether a target is met. */
export function report(title, nameA, nameB, r, target) {
  console.log(`\n== ${title} ==`);
  const w = Math.max(nameA.length, nameB.length);
  console.log(`${nameA.padEnd(w)}  cpu ${ms(r.a.cpu)}  wall ${ms(r.a.wall)}`);
  console.log(`${nameB.padEnd(w)}  cpu ${ms(r.b.cpu)}  wall ${ms(r.b.wall)}`);
  const verdict = target === undefined ? '' : `   target <= ${target}x: ${r.ratio.cpu <= target ? 'MET' : 'NOT MET'}`;
  console.log(`ratio (median of pairs): cpu ${r.ratio.cpu.toFixed(2)}x, wall ${r.ratio.wall.toFixed(2)}x${verdict}`);
  return r;
}
