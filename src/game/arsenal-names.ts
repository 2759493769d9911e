/** Listing arsenal files and looking a team up by name: no YAML or schema code, so cheap to load. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The profiles called `name` (case-insensitive), from the given arsenals only when `only` is set. */
export function teamsNamed<T extends { readonly arsenal: string }>(
  byName: ReadonlyMap<string, readonly T[]>,
  name: string,
  only?: readonly string[],
): readonly T[] {
  const all = byName.get(name.trim().toLowerCase()) ?? [];
  return only ? all.filter((t) => only.includes(t.arsenal)) : all;
}

/** The YAML files of a folder, sorted, as full paths (the bundled arsenals of a ruleset). */
export function yamlFilesIn(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((f) => join(dir, f));
}
