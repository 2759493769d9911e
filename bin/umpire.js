#!/usr/bin/env node
// Launcher only: the CLI lives in src/cli (compiled to dist/ at install time). The build also
// bundles dist/ into a few files per quick command (dist/bundle/, scripts/bundle.js), which start
// faster; the launcher runs the bundle unless dist/ was compiled after it (`npx tsc` alone) or
// UMPIRE_UNBUNDLED=1 asks for the compiled files themselves.
import { statSync } from 'node:fs';

const compiled = new URL('../dist/cli/main.js', import.meta.url);
const bundled = new URL('../dist/bundle/main.js', import.meta.url);

function bundleIsCurrent() {
  if (process.env.UMPIRE_UNBUNDLED === '1') return false;
  try {
    return statSync(bundled).mtimeMs >= statSync(compiled).mtimeMs;
  } catch {
    return false;
  }
}

import((bundleIsCurrent() ? bundled : compiled).href)
  .then((m) => m.main(process.argv, { ownsProcess: true }))
  .catch((err) => {
    if (err && err.code === 'ERR_MODULE_NOT_FOUND' && String(err.message).includes('dist/cli/main.js')) {
      process.stderr.write('umpire is not built yet: run `npm install` (or `npm run build`) first.\n');
      process.exit(2);
    }
    throw err;
  });
