// The compute alone of one umpire command line (bench/peer.js): in a fresh process, so that no
// other row's runs warm up or load its code, the CLI's own main() (not bundled, so the caches
// cleared are the ones it uses) runs the command once to load its modules, then RUNS times, each
// with the odds caches cleared; the CPU time of each of those runs is printed as JSON. The process
// is the CLI's as when run from bin/umpire.js (ownsProcess: a command may set its JIT policy,
// src/odds/short-run.ts).
//   node bench/compute.js ROOT RUNS umpire-args...
import { pathToFileURL } from 'node:url';

const [root, runsText, ...args] = process.argv.slice(2);
const base = pathToFileURL(root.replace(/\/?$/, '/'));
const { main } = await import(new URL('dist/cli/main.js', base).href);
const { clearOddsCaches } = await import(new URL('dist/rulesets/fow4/odds/shoot-odds.js', base).href);

const write = process.stdout.write.bind(process.stdout);
const times = [];
for (let i = 0; i <= Number(runsText); i++) {
  clearOddsCaches();
  let out = '';
  process.stdout.write = (s) => ((out += s), true);
  const c0 = process.cpuUsage();
  await main(['node', 'umpire', ...args], { ownsProcess: true });
  const c = process.cpuUsage(c0);
  process.stdout.write = write;
  if (process.exitCode) throw new Error(`umpire ${args.join(' ')} failed (exit ${process.exitCode})`);
  if (!out) throw new Error(`umpire ${args.join(' ')} printed nothing`);
  if (i > 0) times.push((c.user + c.system) / 1000); // the first run loads the modules
}
write(`${JSON.stringify(times)}\n`);
