/**
 * What every ruleset's arsenal loader shares (ruleset-agnostic): collecting positioned issues,
 * the weapon library of a file, unique team names and aliases, weapon lines named from the
 * library, and merging several files into one name lookup.
 */
import { ValidationError, type Issue } from './issues.js';
import { teamsNamed, yamlFilesIn } from './arsenal-names.js';
import { didYouMean } from './suggest.js';
import { positionOf, type YamlSource } from './yaml-source.js';

export { teamsNamed, yamlFilesIn };

export type Path = readonly (string | number)[];
export type At = (path: Path, message: string, hint?: string, key?: boolean) => void;

/** An issue list and a function that adds an issue at a path of the file. */
export function issueCollector(src: YamlSource): { issues: Issue[]; at: At } {
  const issues: Issue[] = [];
  const at: At = (path, message, hint, key = false) => {
    issues.push({ file: src.file, ...positionOf(src, [...path], key), message, ...(hint ? { hint } : {}) });
  };
  return { issues, at };
}

/** The file's `weapons:` list by lower-cased name; a name listed twice is an issue. */
export function weaponLibrary<W extends { readonly name: string }>(
  weapons: readonly W[] | undefined,
  at: At,
): Map<string, W> {
  const library = new Map<string, W>();
  (weapons ?? []).forEach((w, i) => {
    if (library.has(w.name.toLowerCase()))
      at(['weapons', i, 'name'], `the weapon '${w.name}' is listed twice`, 'give each weapon line its own name');
    library.set(w.name.toLowerCase(), w);
  });
  return library;
}

/** Every team name and alias of one file must be unique. */
export function checkUniqueTeamNames(
  teams: readonly { readonly name: string; readonly aliases?: readonly string[] | undefined }[],
  at: At,
): void {
  const seen = new Map<string, number>();
  teams.forEach((t, ti) => {
    const named: [string, Path][] = [
      [t.name, ['teams', ti, 'name']],
      ...(t.aliases ?? []).map((a, ai): [string, Path] => [a, ['teams', ti, 'aliases', ai]]),
    ];
    for (const [n, path] of named) {
      const k = n.toLowerCase();
      if (seen.has(k))
        at(
          path,
          `the name '${n}' is already used by team ${seen.get(k)! + 1} of this arsenal`,
          'every team name and alias must be unique',
        );
      seen.set(k, ti);
    }
  });
}

/**
 * A team's weapon line: written out in place, or the name of a line of the file's library.
 * `check` runs on lines written out in place. Returns undefined (with an issue) for an unknown name.
 */
export function weaponOf<W extends { readonly name: string }>(
  line: string | W,
  library: ReadonlyMap<string, W>,
  path: Path,
  at: At,
  check: (w: W) => void,
): W | undefined {
  if (typeof line !== 'string') {
    check(line);
    return line;
  }
  const entry = library.get(line.toLowerCase());
  if (!entry)
    at(
      path,
      `there is no weapon '${line}' in this arsenal's weapons list${didYouMean(
        line,
        [...library.values()].map((x) => x.name),
      )}`,
      'write the weapon line out here, or add it under `weapons:` at the top of the file',
    );
  return entry;
}

export interface LoadedFile<T> {
  readonly src: YamlSource;
  readonly file: { readonly arsenal: string };
  readonly teams: readonly T[];
}

export interface MergedArsenals<T, L> {
  /** Lower-cased name or alias -> the profiles of that name (one per arsenal that has it). */
  readonly byName: Map<string, T[]>;
  /** Every name and alias as written, for suggestions. */
  readonly names: string[];
  /** Arsenal id -> the file it came from. */
  readonly ids: Map<string, string>;
  readonly loaded: L[];
}

/** Read several arsenal files into one lookup; throws ValidationError listing every problem of every file. */
export function mergeArsenalFiles<
  T extends { readonly name: string; readonly aliases?: readonly string[] | undefined },
  L extends LoadedFile<T>,
>(
  files: readonly string[],
  read: (file: string) => { ok: true; value: L } | { ok: false; issues: Issue[] },
): MergedArsenals<T, L> {
  const issues: Issue[] = [];
  const byName = new Map<string, T[]>();
  const names: string[] = [];
  const ids = new Map<string, string>();
  const loaded: L[] = [];
  for (const f of files) {
    const r = read(f);
    if (!r.ok) {
      issues.push(...r.issues);
      continue;
    }
    const id = r.value.file.arsenal;
    if (ids.has(id)) {
      issues.push({
        file: f,
        ...positionOf(r.value.src, ['arsenal']),
        message: `the arsenal id '${id}' is also used by ${ids.get(id)}`,
        hint: 'give each arsenal file its own `arsenal:` id',
      });
      continue;
    }
    ids.set(id, f);
    loaded.push(r.value);
    for (const t of r.value.teams) {
      for (const n of [t.name, ...(t.aliases ?? [])]) {
        const k = n.toLowerCase();
        const list = byName.get(k) ?? [];
        if (list.length === 0) names.push(n);
        list.push(t);
        byName.set(k, list);
      }
    }
  }
  if (issues.length > 0) throw new ValidationError(issues);
  return { byName, names, ids, loaded };
}

/**
 * The one profile a force names: unknown names get the nearest names of the arsenals in scope;
 * a name in several arsenals must be narrowed by the force's `arsenals:` list.
 */
export function teamForForce<T extends { readonly arsenal: string }>(
  lookup: { readonly byName: ReadonlyMap<string, readonly T[]>; readonly names: readonly string[] },
  name: string,
  only: readonly string[] | undefined,
  where: { readonly path: Path; readonly at: At; readonly label: string; readonly hint: string },
): T | undefined {
  const found = teamsNamed(lookup.byName, name, only);
  if (found.length === 0) {
    const scope = only
      ? `the ${where.label}${only.join(', ')} arsenal${only.length > 1 ? 's' : ''}`
      : `the bundled ${where.label}arsenals`;
    const candidates = only ? lookup.names.filter((n) => teamsNamed(lookup.byName, n, only).length > 0) : lookup.names;
    where.at(where.path, `there is no team '${name}' in ${scope}${didYouMean(name, candidates)}`, where.hint);
    return undefined;
  }
  if (found.length > 1) {
    where.at(
      where.path,
      `'${name}' is in several arsenals (${found.map((t) => t.arsenal).join(', ')})`,
      "list the one you mean under the force's `arsenals:`",
    );
    return undefined;
  }
  return found[0];
}
