/**
 * `umpire validate` for Panzerfaust files: forces, games and the tables file, each fully checked
 * (schema with file:line:col, then cross-references); a summary in lines when all is well.
 */
import { readYamlFile, expectMapping } from '../../game/yaml-source.js';
import { loadPzForceFile } from './force.js';
import { openPzGame, tablesForGame } from './game/game.js';
import { auditTables, readTablesFile } from './tables/tables.js';
import { detectPzKind, type PzFileKind } from './file-kind.js';

export { detectPzKind, PZ_FILE_KINDS, type PzFileKind } from './file-kind.js';

export function validatePzFile(path: string, kind: PzFileKind): { kind: string; lines: string[] } {
  if (kind === 'tables') {
    const t = readTablesFile(path);
    const a = auditTables(t.data);
    return {
      kind,
      lines: [
        `${Object.keys(t.data.tables).length} tables`,
        `${a.empty.length} lost values still empty`,
        `${a.inferred.length} inferred values`,
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
