import { writeFileSync } from 'node:fs';
import { didYouMean } from '../../game/suggest.js';
import { RULESET_IDS, isRulesetId, jsonSchemaFor } from '../../rulesets/index.js';
import { InputError } from '../../errors/input-error.js';
import { println } from '../output.js';

/** Print (or write) the JSON Schema of a file kind; it is JSON already, so --json changes nothing. */
export async function runSchema(
  kind: string,
  opts: { ruleset: string; output?: string; json?: boolean; procedure?: string },
): Promise<void> {
  if (kind === 'situation') {
    const { situationSchema } = await import('./situation.js');
    const { loadResolvables } = await import('../../rulesets/index.js');
    const known = await loadResolvables();
    if (opts.procedure && !Object.hasOwn(known, opts.procedure))
      throw new InputError(
        `unknown procedure '${opts.procedure}'${didYouMean(opts.procedure, Object.keys(known).sort())}`,
      );
    return emit(await situationSchema(opts.procedure), opts.output);
  }
  if (!isRulesetId(opts.ruleset))
    throw new InputError(`unknown ruleset '${opts.ruleset}'${didYouMean(opts.ruleset, RULESET_IDS)}`);
  const { loadRuleset } = await import('../../rulesets/index.js');
  const kinds = (await loadRuleset(opts.ruleset)).files.kinds;
  if (!kinds.includes(kind))
    throw new InputError(`there is no '${kind}' schema${didYouMean(kind, [...kinds, 'situation'])}`, {
      hint: `kinds: ${kinds.join(', ')}, situation`,
    });
  emit(await jsonSchemaFor(opts.ruleset, kind), opts.output);
}

function emit(schema: Record<string, unknown>, output: string | undefined): void {
  const text = JSON.stringify(schema, null, 2) + '\n';
  if (output) {
    writeFileSync(output, text);
    println(`wrote ${output}`);
  } else process.stdout.write(text);
}
