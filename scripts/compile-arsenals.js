// Build step (npm run build / prepare): compile the bundled fow4 arsenals (scenarios/fow4/arsenals/*.yaml,
// the source of truth) to dist/rulesets/fow4/arsenals.json, read and checked exactly as at run time,
// so quick commands can look teams up without loading the YAML parser and the schema library.
// A YAML problem stops the build with the same file:line:col message the CLI would print.
import { writeFileSync } from 'node:fs';
import { compileBundledArsenals } from '../dist/rulesets/fow4/arsenal.js';
import { COMPILED_ARSENALS_FILE } from '../dist/rulesets/fow4/arsenal-compiled.js';

const out = new URL(`../dist/rulesets/fow4/${COMPILED_ARSENALS_FILE}`, import.meta.url);
try {
  const compiled = compileBundledArsenals();
  writeFileSync(out, `${JSON.stringify(compiled)}\n`);
  console.log(
    `compiled ${compiled.sources.length} fow4 arsenal file(s), ${compiled.byName.length} names -> dist/rulesets/fow4/${COMPILED_ARSENALS_FILE}`,
  );
} catch (err) {
  console.error(`could not compile the bundled arsenals: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
