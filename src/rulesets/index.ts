/**
 * The ruleset registry: one line per ruleset, each loading that ruleset's `Ruleset` value on
 * demand (src/rulesets/<id>/ruleset.ts). Importing this file loads no rule code, so `umpire --help`
 * and `--version` stay fast. Adding a ruleset = its folder + one line here (docs/new-ruleset.md).
 */
import type { Ruleset } from './contract.js';
import type { Resolvable } from './resolvable.js';

const REGISTRY: Readonly<Record<string, () => Promise<{ readonly ruleset: Ruleset }>>> = {
  fow4: () => import('./fow4/ruleset.js'),
  fow3: () => import('./fow3/ruleset.js'),
  panzerfaust: () => import('./panzerfaust/ruleset.js'),
  'combat-infantry': () => import('./combat-infantry/ruleset.js'),
};

/** The ruleset of a command with neither --ruleset nor a game file naming one. */
export const DEFAULT_RULESET = 'fow4';

/** Every registered ruleset id, in registry order. */
export const RULESET_IDS: readonly string[] = Object.keys(REGISTRY);

export function isRulesetId(id: string): boolean {
  return Object.hasOwn(REGISTRY, id);
}

/** The `Ruleset` value of a registered id (loads its folder's ruleset.ts). */
export async function loadRuleset(id: string): Promise<Ruleset> {
  const load = REGISTRY[id];
  if (!load) {
    const { InputError } = await import('../errors/input-error.js');
    throw new InputError(`unknown ruleset "${id}"; the rulesets are ${RULESET_IDS.join(', ')}`);
  }
  return (await load()).ruleset;
}

/** Every registered ruleset, loaded. */
export async function loadRulesets(): Promise<Ruleset[]> {
  return Promise.all(RULESET_IDS.map(loadRuleset));
}

/** The `ruleset:` of a game file; undefined when the file has none (then it is the default ruleset's). */
export async function gameFileRuleset(file: string): Promise<string | undefined> {
  const { expectMapping, readYamlFile } = await import('../game/yaml-source.js');
  const data = expectMapping(readYamlFile(file), 'game');
  return typeof data.ruleset === 'string' ? data.ruleset : undefined;
}

/**
 * The ruleset a command runs: with a game file, the file's own (a --ruleset flag must agree);
 * otherwise --ruleset; otherwise the default. A game file without `ruleset:` is the default's.
 */
export async function rulesetIdFor(flag: string | undefined, game: string | undefined): Promise<string> {
  const { InputError } = await import('../errors/input-error.js');
  if (game !== undefined) {
    const id = (await gameFileRuleset(game)) ?? DEFAULT_RULESET;
    if (!isRulesetId(id))
      throw new InputError(`the game file's ruleset "${id}" is not one umpire knows`, {
        where: game,
        hint: `rulesets: ${RULESET_IDS.join(', ')}`,
      });
    if (flag !== undefined && flag !== id)
      throw new InputError(`--ruleset ${flag} does not match the game file, which is a ${id} game`, {
        where: game,
        hint: 'drop --ruleset: with --game the ruleset comes from the file',
      });
    return id;
  }
  const id = flag ?? DEFAULT_RULESET;
  if (!isRulesetId(id))
    throw new InputError(`unknown ruleset "${id}"`, { hint: `rulesets: ${RULESET_IDS.join(', ')}` });
  return id;
}

/** The JSON Schema (draft 2020-12) of a file kind, as an editor's YAML language server wants it. */
export async function jsonSchemaFor(ruleset: string, kind: string): Promise<Record<string, unknown>> {
  const r = await loadRuleset(ruleset);
  const { z } = await import('zod');
  return z.toJSONSchema(await r.files.schema(kind), { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
}

/** Every procedure `umpire resolve` runs, from the `resolvable` of every registered ruleset: "<id>.shoot" -> loader. */
export async function loadResolvables(): Promise<Readonly<Record<string, () => Promise<Resolvable>>>> {
  const all: Record<string, () => Promise<Resolvable>> = {};
  for (const r of await loadRulesets()) Object.assign(all, r.resolvable);
  return all;
}
