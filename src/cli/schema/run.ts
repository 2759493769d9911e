import { writeFileSync } from 'node:fs';
import { didYouMean } from '../../game/suggest.js';
import { RULESETS, jsonSchemaFor, rulesetModel, type FileKind } from '../../rulesets/index.js';
import { UserError } from '../errors.js';
import { println } from '../output.js';

const KINDS: FileKind[] = ['force', 'game', 'arsenal'];

/** Print (or write) the JSON Schema of a file kind; it is JSON already, so --json changes nothing. */
export async function runSchema(kind: string, opts: { ruleset: string; output?: string; json?: boolean; procedure?: string }): Promise<void> {
  if (kind === 'situation') {
    const { situationSchema } = await import('./situation.js');
    const { RESOLVABLE, resolvableIds } = await import('../../rulesets/procedures.js');
    if (opts.procedure && !RESOLVABLE[opts.procedure]) throw new UserError(`unknown procedure '${opts.procedure}'${didYouMean(opts.procedure, resolvableIds())}`);
    return emit(await situationSchema(opts.procedure), opts.output);
  }
  if (!KINDS.includes(kind as FileKind)) throw new UserError(`there is no '${kind}' schema${didYouMean(kind, [...KINDS, 'situation'])}`, undefined, `kinds: ${KINDS.join(', ')}, situation`);
  if (!rulesetModel(opts.ruleset)) throw new UserError(`unknown ruleset '${opts.ruleset}'${didYouMean(opts.ruleset, Object.keys(RULESETS))}`);
  emit(await jsonSchemaFor(opts.ruleset, kind as FileKind), opts.output);
}

function emit(schema: Record<string, unknown>, output: string | undefined): void {
  const text = JSON.stringify(schema, null, 2) + '\n';
  if (output) {
    writeFileSync(output, text);
    println(`wrote ${output}`);
  } else process.stdout.write(text);
}
