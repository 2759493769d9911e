/**
 * The bundled fow4 arsenals as the build compiled them (dist/rulesets/fow4/arsenals.json, written
 * by `npm run build` / `prepare` from the YAML files, which stay the source of truth). Reading the
 * JSON needs neither the YAML parser nor the schema library, so a quick command starts fast. The
 * JSON is used only while every YAML file is byte for byte the one it was compiled from; otherwise
 * (or when running from src/, as the tests do) the YAML is read and checked as usual.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { teamsNamed, yamlFilesIn } from '../../game/arsenal-names.js';
import type { TeamProfile } from '../flames-of-war/profile.js';

/** A team profile with where it came from. */
export interface ArsenalTeam extends TeamProfile {
  readonly arsenal: string;
  readonly aliases?: readonly string[];
}

export interface Arsenal {
  /** Lower-cased name or alias -> the profiles of that name (one per arsenal that has it). */
  readonly byName: ReadonlyMap<string, readonly ArsenalTeam[]>;
  /** Every name and alias as written, for suggestions. */
  readonly names: readonly string[];
  /** The arsenal ids loaded, e.g. "british". */
  readonly ids: readonly string[];
  readonly files: readonly string[];
}

/**
 * What the build writes: the merged lookup, and the text of each YAML file it came from (compared
 * whole at run time: no hashing, so a quick command need not load node:crypto).
 */
export interface CompiledArsenals {
  readonly sources: readonly { readonly file: string; readonly text: string }[];
  readonly byName: readonly (readonly [string, readonly ArsenalTeam[]])[];
  readonly names: readonly string[];
  readonly ids: readonly string[];
}

/** The folder of bundled arsenals (scenarios/fow4/arsenals), from src/ or dist/. */
export function bundledArsenalDir(): string {
  return fileURLToPath(new URL('../../../scenarios/fow4/arsenals/', import.meta.url));
}

/** The bundled YAML files, sorted. */
export function bundledArsenalFiles(): string[] {
  return yamlFilesIn(bundledArsenalDir());
}

export const COMPILED_ARSENALS_FILE = 'arsenals.json';

/** A bundled YAML file's text, as the build keeps it and as it is compared at run time. */
export function sourceText(path: string): string {
  return readFileSync(path, 'utf8');
}

/** The lookup from what the build wrote, if it matches the YAML files now bundled. */
export function fromCompiled(c: CompiledArsenals, files: readonly string[]): Arsenal | undefined {
  const names = files.map((f) => basename(f));
  if (
    c.sources.length !== files.length ||
    c.sources.some((s, i) => s.file !== names[i] || s.text !== sourceText(files[i]!))
  )
    return undefined;
  return {
    byName: new Map(c.byName.map(([k, v]) => [k, [...v]])),
    names: [...c.names],
    ids: [...c.ids],
    files: [...files],
  };
}

let compiled: Arsenal | null | undefined;
/** The compiled bundled arsenals, or undefined when there is no build next to this file or it is stale. */
export function compiledArsenal(): Arsenal | undefined {
  if (compiled === undefined) {
    compiled = null;
    try {
      const text = readFileSync(new URL(`./${COMPILED_ARSENALS_FILE}`, import.meta.url), 'utf8');
      compiled = fromCompiled(JSON.parse(text) as CompiledArsenals, bundledArsenalFiles()) ?? null;
    } catch {
      compiled = null;
    }
  }
  return compiled ?? undefined;
}

/** The profiles called `name` (case-insensitive), from the given arsenals only when `only` is set. */
export function findTeams(arsenal: Arsenal, name: string, only?: readonly string[]): readonly ArsenalTeam[] {
  return teamsNamed(arsenal.byName, name, only);
}
