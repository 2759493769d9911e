import { didYouMean } from '../../../game/suggest.js';
import { findTeams, type Arsenal, type ArsenalTeam } from '../arsenal-compiled.js';
import type { TeamProfile } from '../../flames-of-war/profile.js';
import { InputError } from '../../../errors/input-error.js';

function plain(t: ArsenalTeam): TeamProfile {
  const { arsenal: _a, aliases: _b, ...profile } = t;
  return profile;
}

/**
 * A team profile from these arsenals by name or alias, for every quick-mode command. An unknown
 * name gets the nearest names suggested; a name in several arsenals with different profiles must
 * be narrowed with `only` (the same profile in several arsenals is fine). `file` only names, in
 * the message, the file that was searched first.
 */
export function lookupTeamIn(arsenal: Arsenal, name: string, flag: string, options: LookupOptions = {}): TeamProfile {
  const found = findTeams(arsenal, name, options.only);
  if (found.length === 0) {
    const where = options.only ? `the ${options.only.join(', ')} arsenal` : 'the bundled arsenals';
    throw new InputError(
      `${flag}: no team called "${name}" in ${options.file ? `${options.file} or ` : ''}${where}${didYouMean(name, arsenal.names)}`,
      { hint: options.hint ?? 'the names are in scenarios/fow4/arsenals' },
    );
  }
  return singleProfile(found, name, flag, options);
}

/**
 * The one profile of a name found in one or more arsenals (alike in each), or a clear error that
 * names the option narrowing the arsenals (`narrow`, e.g. --attacker-arsenal), when the command has one.
 */
export function singleProfile(
  found: readonly ArsenalTeam[],
  name: string,
  flag: string,
  options: Pick<LookupOptions, 'narrow' | 'hint'> = {},
): TeamProfile {
  const profiles = found.map(plain);
  const first = JSON.stringify(profiles[0]);
  if (profiles.some((p) => JSON.stringify(p) !== first)) {
    const arsenals = [...new Set(found.map((f) => f.arsenal))];
    const hint = options.narrow
      ? `name the arsenal, e.g. ${options.narrow} ${arsenals[0]}`
      : (options.hint ?? 'use a name that only one arsenal has');
    throw new InputError(`${flag}: "${name}" is in several arsenals with different profiles (${arsenals.join(', ')})`, {
      hint: hint,
    });
  }
  return profiles[0]!;
}

/**
 * A side's arsenal option (`--shooter-arsenal`, `--target-arsenal`, `--attacker-arsenal`,
 * `--defender-arsenal`): arsenal ids ("british,german"), or an arsenal or force file (a .yaml, e.g.
 * one made by `umpire import`) whose teams that side's names are looked up in first.
 */
export function sideArsenal(text: string | undefined): { file?: string; only?: readonly string[] } {
  const t = text?.trim();
  if (!t) return {};
  if (/\.ya?ml$/i.test(t)) return { file: t };
  const only = t
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return only.length > 0 ? { only } : {};
}

export interface LookupOptions {
  /** Look only in these arsenal ids. */
  readonly only?: readonly string[];
  readonly hint?: string;
  /** The file searched first (named in the message). */
  readonly file?: string;
  /** The option that narrows the arsenals for this flag, e.g. "--attacker-arsenal" (suggested when a name is in several). */
  readonly narrow?: string;
}

/** The bundled fow4 arsenals: compiled by the build when current (no YAML or schema code loaded), else read from YAML. */
export async function bundledArsenalQuick(): Promise<Arsenal> {
  const { compiledArsenal } = await import('../arsenal-compiled.js');
  return compiledArsenal() ?? (await import('../arsenal.js')).bundledArsenal();
}
