import { defineConfig } from 'vitest/config';

// `npm run test:slow`: the statistical cross-checks (10^4-10^5 seeded runs against exact odds) and
// the big-unit comparisons. Each file says which fast test covers the same property exactly.
export default defineConfig({
  test: {
    include: ['test/**/*.slow.test.ts'],
    testTimeout: 900_000,
  },
});
