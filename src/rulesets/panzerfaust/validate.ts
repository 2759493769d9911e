/**
 * `umpire validate` for Panzerfaust files: forces, games and the tables file, each fully checked
 * (schema with file:line:col, then cross-references); a summary in lines when all is well.
 */
import { readYamlFile, expectMapping } from '../../game/yaml-source.js';
import { loadPzForceFile } from './force.js';
import { openPzGame, tablesForGame } from './game/game.js';
import { checkTables } from './tables/check.js';
import { readHouseFile, withHouseValues } from './tables/house.js';
import { bundledTablesPath, loadTables, PanzerfaustTables, readTablesFile } from './tables/tables.js';
import { detectPzKind, type PzFileKind } from './file-kind.js';

export { detectPzKind, PZ_FILE_KINDS, type PzFileKind } from './file-kind.js';

export function validatePzFile(path: string, kind: PzFileKind): { kind: string; lines: string[] } {
  if (kind === 'tables') {
    const t = loadTables(path);
    const c = checkTables(t);
    return {
      kind,
      lines: [
        `${c.tables} tables`,
        `${c.book + c.inferred.length} values printed in the book (${c.inferred.length} inferred)`,
        `of those the text lost: ${c.player.length} yours, ${c.house.length} house values, ${c.empty.length} empty`,
      ],
    };
  }
  if (kind === 'house-values') {
    const h = readHouseFile(path);
    const t = new PanzerfaustTables(withHouseValues(readTablesFile(bundledTablesPath()).data, h), path);
    const c = checkTables(t);
    return {
      kind,
      lines: [
        `house values for ${Object.keys(h.house_values).length} tables`,
        `${c.house.length} of the book's lost values filled, ${c.empty.length} left empty`,
      ],
    };
  }
  if (kind === 'force') {
    const f = loadPzForceFile(path);
    const teams = f.units.reduce((n, u) => n + u.teams.length, 0);
    return {
      kind,
      lines: [
        `${f.name} (${f.nation})`,
        `${f.companies.length} compan${f.companies.length === 1 ? 'y' : 'ies'}, ${f.units.length} units, ${teams} teams`,
      ],
    };
  }
  const g = openPzGame(path, { readOnly: true });
  const s = g.session.state;
  tablesForGame(path, s);
  return {
    kind,
    lines: [
      `turn ${s.turn}, phase ${s.phase}`,
      ...s.sides.map(
        (side, i) =>
          `${side.name}: ${g.forces[i]!.name}, ${side.units.filter((u) => !u.destroyed).length} units on the table`,
      ),
    ],
  };
}

/** Read a file's kind from its content. */
export function kindOfFile(path: string): PzFileKind | undefined {
  return detectPzKind(expectMapping(readYamlFile(path), 'Panzerfaust file'));
}
