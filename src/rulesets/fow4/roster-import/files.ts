/**
 * `umpire import` on disk: read the roster, write the force file and its arsenal file beside it
 * (`my-list.yaml` and `my-list.arsenal.yaml`), each with the `yaml-language-server` schema line
 * pointing at this installation's schemas. Existing files are kept unless `overwrite` is set.
 */
import { existsSync, unlinkSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { atomicWriteFile, pathTaken, quietly } from '../../../game/atomic.js';
import { readRosterBytes } from '../../../game/read-roster.js';
import { ValidationError } from '../../../game/issues.js';
import { importRoster, type ImportedRoster } from './import.js';
import { arsenalYaml, forceYaml, unplacedText } from './write.js';

export interface ImportFilesOptions {
  /** The force file to write; default `<roster name>.yaml` in the current folder. */
  readonly output?: string;
  readonly overwrite?: boolean;
}

export interface ImportReport {
  readonly roster: string;
  readonly force: string;
  readonly arsenal: string;
  readonly name: string;
  readonly points?: number;
  readonly counts: ImportedRoster['counts'];
  readonly teamProfiles: number;
  readonly notImported: readonly {
    readonly rule: string;
    readonly line: number;
    readonly where: string;
    readonly why: string;
    readonly text: string;
  }[];
  readonly skipped: ImportedRoster['skipped'];
  /** What was made, unit by unit: teams per name and the roster's own points for the unit. */
  readonly units: ImportedRoster['made'];
  /** Count phrases naming no team profile ("1x Komissar team"): not imported. */
  readonly uncounted: ImportedRoster['uncounted'];
  /** The card's own speeds of the team profiles whose speeds are no p. 18 mobility row. */
  readonly cardSpeeds: readonly { readonly team: string; readonly speeds: Readonly<Record<string, string>> }[];
}

function schemaDir(): string {
  return fileURLToPath(new URL('../../../../schemas/fow4/', import.meta.url));
}

function schemaRef(from: string, file: string): string {
  const rel = relative(dirname(resolve(from)), join(schemaDir(), file))
    .split(sep)
    .join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
}

/** Import `rosterPath` and write the force and arsenal files; returns what was written. */
export function importRosterFiles(rosterPath: string, options: ImportFilesOptions = {}): ImportReport {
  if (!existsSync(rosterPath)) {
    throw new ValidationError([
      {
        file: rosterPath,
        line: 0,
        col: 0,
        message: 'the roster file does not exist',
        hint: 'give the .ros or .rosz file that BattleScribe or New Recruit exports',
      },
    ]);
  }
  const force = options.output ?? `${basename(rosterPath, extname(rosterPath))}.yaml`;
  if (!/\.ya?ml$/i.test(force))
    throw new ValidationError([
      {
        file: force,
        line: 0,
        col: 0,
        message: 'the force file to write must end in .yaml',
        hint: 'e.g. -o my-list.yaml',
      },
    ]);
  const arsenal = force.replace(/\.ya?ml$/i, '.arsenal.yaml');
  if (!options.overwrite) {
    for (const f of [force, arsenal]) {
      if (pathTaken(f))
        throw new ValidationError([
          {
            file: f,
            line: 0,
            col: 0,
            message: 'this file already exists, and umpire import does not write over it',
            hint: 'pass --force to replace it, or choose another name with -o',
          },
        ]);
    }
  }
  const imported = importRoster(readRosterBytes(rosterPath), {
    file: rosterPath,
    arsenalRef: `./${basename(arsenal)}`,
  });
  const arsenalWasThere = pathTaken(arsenal);
  atomicWriteFile(arsenal, arsenalYaml(imported, schemaRef(arsenal, 'arsenal.schema.json')));
  try {
    atomicWriteFile(force, forceYaml(imported, schemaRef(force, 'force.schema.json')));
  } catch (err) {
    // A failed import leaves no arsenal of its own behind.
    if (!arsenalWasThere) quietly(() => unlinkSync(arsenal));
    throw err;
  }
  return {
    roster: rosterPath,
    force,
    arsenal,
    name: imported.force.name,
    ...(imported.force.points !== undefined ? { points: imported.force.points } : {}),
    counts: imported.counts,
    teamProfiles: imported.arsenal.teams.length,
    notImported: imported.unplaced.map((u) => ({
      rule: u.name,
      line: u.line,
      where: u.where,
      why: u.why,
      text: unplacedText(u),
    })),
    skipped: imported.skipped,
    units: imported.made,
    uncounted: imported.uncounted,
    cardSpeeds: imported.arsenal.teams.flatMap((t) => (t.speeds ? [{ team: t.name, speeds: { ...t.speeds } }] : [])),
  };
}
