import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// `npm test`: the developer's loop. The Monte Carlo cross-checks and other long runs are named
// *.slow.test.ts and run with `npm run test:slow` (vitest.slow.config.ts); CI runs both.
//
// Speed: each worker loads the source tree once and runs many files in it (`isolate: false`); a
// fresh module graph per file cost about three quarters of the suite's CPU time. So a test file
// must leave the process as it found it: restore what it patches (process.stdout.write,
// process.exitCode, process.env, spies) and release what it takes (locks, timers), as
// test/cli/run-cli.ts does. One worker per core (vitest's default keeps one core for itself, which
// on a 2-core machine means a single worker).
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, 'test/**/*.slow.test.ts'],
    testTimeout: 30000,
    isolate: false,
    maxWorkers: Math.max(2, availableParallelism()),
    // The transformed TypeScript is kept in node_modules/.experimental-vitest-cache between runs
    // (vitest's own cache, keyed by each file's content): a rerun skips most of the transform.
    experimental: { fsModuleCache: true },
    // Temporary files in memory, one folder a run (test/global-setup.ts).
    globalSetup: ['test/global-setup.ts'],
  },
});
