/**
 * The short-run JIT policy of `umpire odds assault` (issue 32): its flags take effect when set at
 * run time (Node warns that a flag set after start-up may do nothing), and a process the CLI does
 * not own (this test worker, a program calling main()) keeps its JIT as it was.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { SHORT_RUN_V8_FLAGS, tuneForShortRun } from '../../src/odds/short-run.js';

/** In a fresh node: is a function of ~2 KB of bytecode optimized when asked, with `flags` set at run time first? */
function bigFunctionOptimized(flags: readonly string[]): boolean {
  const script = `
    const v8 = require('node:v8');
    for (const f of ${JSON.stringify(flags)}) v8.setFlagsFromString(f);
    const body = Array.from({ length: 150 }, (_, i) => 's = (s * 31 + x[' + (i % 7) + '] + ' + i + ') % 1000003;').join('\\n');
    const big = new Function('x', 'let s = 0;\\n' + body + '\\nreturn s;');
    const x = [1, 2, 3, 4, 5, 6, 7];
    %PrepareFunctionForOptimization(big);
    big(x); big(x);
    %OptimizeFunctionOnNextCall(big);
    big(x);
    console.log((%GetOptimizationStatus(big) & 16) !== 0 ? 'optimized' : 'not optimized');
  `;
  const r = spawnSync(process.execPath, ['--allow-natives-syntax', '-e', script], { encoding: 'utf8' });
  expect(r.stderr).toBe('');
  return r.stdout.trim() === 'optimized';
}

describe('the short-run JIT policy', () => {
  it('keeps a large function out of TurboFan when set at run time (and only then)', () => {
    expect(bigFunctionOptimized([])).toBe(true);
    expect(bigFunctionOptimized(SHORT_RUN_V8_FLAGS)).toBe(false);
  });

  it('leaves a process the CLI does not own as it was', async () => {
    expect(await tuneForShortRun()).toBe(false);
  });
});
