#!/usr/bin/env node
// Launcher only: the CLI lives in src/cli (compiled to dist/ at install time).
import('../dist/cli/main.js')
  .then((m) => m.main(process.argv))
  .catch((err) => {
    if (err && err.code === 'ERR_MODULE_NOT_FOUND' && String(err.message).includes('dist/cli/main.js')) {
      process.stderr.write('umpire is not built yet: run `npm install` (or `npm run build`) first.\n');
      process.exit(2);
    }
    throw err;
  });
