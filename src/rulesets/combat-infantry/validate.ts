/**
 * `umpire validate` for Combat Infantry files: which kind a file is (from its top-level keys),
 * and a full check with a one-line summary. Kinds: force, game (with dice and journal), setup
 * (a game without dice: `umpire new` copies it), lost-values, terrain.
 */
import { ValidationError } from '../../game/issues.js';
import { expectMapping, positionOf, readYamlFile } from '../../game/yaml-source.js';
import { loadForceFile } from './force.js';
import { newGameFromSetup, openGame } from './game.js';
import { bundledHouseValues, bundledLostValues, readHouseValuesFile, readLostValuesFile } from './lost-values.js';
import { readTerrainChart } from './terrain.js';
import { CI_FILE_KINDS, detectCiKind, type CiFileKind } from './file-kind.js';

export { CI_FILE_KINDS, detectCiKind, type CiFileKind };

export function validateCiFile(
  path: string,
  kind: string,
): { kind: string; summary: string; counts?: Record<string, number> } {
  switch (kind) {
    case 'force': {
      const f = loadForceFile(path);
      return {
        kind,
        summary: `force '${f.name ?? f.side}': ${f.blocks.length} blocks${f.labels === 'demo' ? ' (demo label values)' : ''}`,
        counts: { blocks: f.blocks.length },
      };
    }
    case 'game': {
      const g = openGame(path, { readOnly: true });
      const s = g.session.state;
      return {
        kind,
        summary: `Combat Infantry game: ${s.scenario.kind}, turn ${s.turn}, ${s.active} to play (${s.step} phase)`,
        counts: { blocks: s.sides.reduce((n, x) => n + x.blocks.length, 0) },
      };
    }
    case 'setup': {
      const { state } = newGameFromSetup(path, path, { kind: 'crypto' });
      return {
        kind,
        summary: `Combat Infantry set-up: ${state.scenario.name ?? state.scenario.kind}, ${state.sides.map((x) => `${x.name} ${x.blocks.length} blocks`).join(', ')}`,
      };
    }
    case 'lost-values': {
      const l = readLostValuesFile(path);
      const house = l.empty().filter(({ name }) => bundledHouseValues()[name] !== undefined).length;
      return {
        kind,
        summary: `lost values: ${Object.keys(l.entries).length} entries, ${l.empty().length} empty in the file (${house} of them have a house value), ${l.empty().length - house} with none`,
        counts: { entries: Object.keys(l.entries).length, empty: l.empty().length, house },
      };
    }
    case 'house-values': {
      const h = readHouseValuesFile(path);
      const lost = bundledLostValues().bookOnly();
      const unknown = Object.keys(h.house_values).filter((n) => !Object.hasOwn(lost.entries, n));
      if (unknown.length > 0)
        throw new ValidationError([
          {
            file: path,
            ...positionOf(readYamlFile(path), ['house_values', unknown[0]!], true),
            message: `'${unknown[0]}' is not a lost value`,
            hint: 'umpire tables combat-infantry --check lists them',
          },
        ]);
      const missing = lost.empty().filter(({ name }) => h.house_values[name] === undefined).length;
      return {
        kind,
        summary: `house values: ${Object.keys(h.house_values).length} of the book's lost values, ${missing} left without one`,
        counts: { values: Object.keys(h.house_values).length, missing },
      };
    }
    case 'terrain': {
      const t = readTerrainChart(path);
      return { kind, summary: `terrain chart: ${Object.keys(t).length} terrains` };
    }
    default:
      throw new ValidationError([
        {
          file: path,
          line: 1,
          col: 1,
          message: `Combat Infantry has no '${kind}' files`,
          hint: `kinds: ${CI_FILE_KINDS.join(', ')}`,
        },
      ]);
  }
}

export function kindOfFile(path: string): CiFileKind {
  const data = expectMapping(readYamlFile(path), 'Combat Infantry file');
  const k = detectCiKind(data);
  if (!k)
    throw new ValidationError([
      {
        file: path,
        line: 1,
        col: 1,
        message: 'not a Combat Infantry file umpire knows',
        hint: `kinds: ${CI_FILE_KINDS.join(', ')}`,
      },
    ]);
  return k;
}
