import { configDefaults, defineConfig } from 'vitest/config';

// `npm test`: the developer's loop. The Monte Carlo cross-checks and other long runs are named
// *.slow.test.ts and run with `npm run test:slow` (vitest.slow.config.ts); CI runs both.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, 'test/**/*.slow.test.ts'],
    testTimeout: 30000,
  },
});
