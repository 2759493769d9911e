import { writeFileSync } from 'node:fs';
import { didYouMean } from '../../game/suggest.js';
import { RULESETS, jsonSchemaFor, rulesetModel, type FileKind } from '../../rulesets/index.js';
import { UserError } from '../errors.js';
import { println } from '../output.js';

const KINDS: FileKind[] = ['force', 'game', 'arsenal'];

/** Print (or write) the JSON Schema of a file kind; it is JSON already, so --json changes nothing. */
export async function runSchema(kind: string, opts: { ruleset: string; output?: string; json?: boolean }): Promise<void> {
  if (!KINDS.includes(kind as FileKind)) throw new UserError(`there is no '${kind}' schema${didYouMean(kind, KINDS)}`, undefined, `kinds: ${KINDS.join(', ')}`);
  if (!rulesetModel(opts.ruleset)) throw new UserError(`unknown ruleset '${opts.ruleset}'${didYouMean(opts.ruleset, Object.keys(RULESETS))}`);
  const schema = await jsonSchemaFor(opts.ruleset, kind as FileKind);
  const text = JSON.stringify(schema, null, 2) + '\n';
  if (opts.output) {
    writeFileSync(opts.output, text);
    println(`wrote ${opts.output}`);
  } else process.stdout.write(text);
}
