/**
 * The JIT policy of a process that works out one set of odds and exits (`umpire odds shoot`,
 * `odds bombard`, `odds assault` in fow4 and fow3), issue 32.
 *
 * Measured on the assault (2 cores, Node 20): V8's optimizing compiler (TurboFan) spent more CPU
 * compiling the assault's large generator procedures (5-6 KB of bytecode each, 70 registers kept
 * across every yield) than the 400 runs of the default precision took; the compile runs on a
 * background thread but the process pays for it. 3 Shermans at 4 rifle teams: 0.80 s CPU with the
 * defaults, 0.32 s with these flags; at 10,000 runs 2.97 s and 2.59 s (the large procedures never
 * earn their compile back, the small helpers still get optimized, later). The exact odds' repeated
 * runs (bench/compute.js) lose their compile spikes too: 120 dice at 10 tanks ~27 -> ~12 ms, a
 * bombardment of 40 teams ~4.5 -> ~2.7 ms (median of 7, machine under load). The figures are the
 * same either way: only how the code is compiled changes. (fow3's `odds assault`, 2,000 runs: 1.09 ->
 * 0.48 s.)
 *
 * Applied only when the CLI owns its process (bin/umpire.js says so): a test or a program that calls
 * `main()` in its own process keeps its JIT as it was.
 */

/**
 * Functions over 1,000 bytes of bytecode stay in the baseline tiers; the rest wait ~4x longer to be
 * optimized; and each function is compiled by the baseline compiler (Sparkplug, cheap) when first
 * run, not interpreted first (the compute's first repeated runs: 40 teams' bombardment median of
 * 7 ~3.2 -> ~2.6 ms under load; the process costs the same within the timer's 10 ms).
 */
export const SHORT_RUN_V8_FLAGS: readonly string[] = [
  '--max-optimized-bytecode-size=1000',
  '--interrupt-budget=300000',
  '--always-sparkplug',
];

const state = { ownsProcess: false, applied: false };

/** Said by the launcher: this process runs one command and exits, so a command may set its JIT policy. */
export function declareOwnProcess(owns: boolean): void {
  state.ownsProcess = owns;
}

/**
 * Set the short-run flags, once, if the CLI owns its process. Call before the simulation's modules
 * are loaded. Resolves to whether they are in force. (node:v8 is loaded here, not at start-up.)
 */
export async function tuneForShortRun(): Promise<boolean> {
  if (!state.ownsProcess) return state.applied;
  if (!state.applied) {
    const { setFlagsFromString } = await import('node:v8');
    for (const flag of SHORT_RUN_V8_FLAGS) setFlagsFromString(flag);
  }
  state.applied = true;
  return true;
}
