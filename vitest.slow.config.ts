import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// `npm run test:slow`: the statistical cross-checks (10^4-10^5 seeded runs against exact odds) and
// the big-unit comparisons. Each file says which fast test covers the same property exactly.
// Workers as in vitest.config.ts: one module graph per worker, one worker per core.
export default defineConfig({
  test: {
    include: ['test/**/*.slow.test.ts'],
    testTimeout: 900_000,
    isolate: false,
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
