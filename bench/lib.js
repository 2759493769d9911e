// Small helpers for the benchmark scripts: wall-clock timing with warm-up and medians.
import { spawnSync } from 'node:child_process';

export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** Median wall time in ms of running a command, after one warm-up run. */
export function timeCommand(cmd, args, runs = 15, env = process.env) {
  spawnSync(cmd, args, { env });
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    const r = spawnSync(cmd, args, { env, encoding: 'utf8' });
    const t1 = process.hrtime.bigint();
    if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${r.stderr}`);
    times.push(Number(t1 - t0) / 1e6);
  }
  return median(times);
}

/** Median time in ms of an in-process function, after warm-up. */
export function timeFn(fn, runs = 7) {
  fn();
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    fn();
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return median(times);
}

export function report(rows) {
  const w = Math.max(...rows.map((r) => r[0].length));
  for (const [name, ms, ratio] of rows) {
    console.log(`${name.padEnd(w)}  ${ms.toFixed(2).padStart(10)} ms${ratio === undefined ? '' : `   ratio ${ratio.toFixed(2)}x`}`);
  }
}
