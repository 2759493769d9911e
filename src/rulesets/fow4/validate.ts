/** `umpire validate` for fow4 files: what kind of file, and a one-line summary when it is sound. */
import { validateDemoTable } from '../flames-of-war/demo-table.js';
import { readArsenalFile } from './arsenal.js';
import { loadForceFile } from './force.js';
import { openFow4Game } from './game.js';
import { ValidationError } from '../../game/issues.js';
import type { ValidateSummary } from '../contract.js';

export { detectFow4Kind, type Fow4FileKind } from './file-kind.js';
import type { Fow4FileKind } from './file-kind.js';

export type { ValidateSummary };

/** Check one file fully (schema and cross-references); throws ValidationError. */
export function validateFow4File(path: string, kind: Fow4FileKind): ValidateSummary {
  switch (kind) {
    case 'demo-table':
      return validateDemoTable(path);
    case 'arsenal': {
      const r = readArsenalFile(path);
      if (!r.ok) throw new ValidationError(r.issues);
      const weapons = new Set(r.value.teams.flatMap((t) => t.weapons.map((w) => w.name))).size;
      return {
        kind,
        summary: `arsenal '${r.value.file.arsenal}': ${r.value.teams.length} teams, ${weapons} weapons`,
        counts: { teams: r.value.teams.length, weapons },
      };
    }
    case 'force': {
      const f = loadForceFile(path);
      const teams = f.units.reduce((n, u) => n + u.teams.length, 0);
      const points = f.units.reduce((n, u) => n + (u.points ?? 0), 0);
      const pts = points > 0 ? `, ${points} points` : '';
      return {
        kind,
        summary: `force '${f.name}': ${f.formations.length} formation${f.formations.length === 1 ? '' : 's'}, ${f.units.length} units, ${teams} teams${pts}`,
        counts: { formations: f.formations.length, units: f.units.length, teams, points },
      };
    }
    case 'game': {
      const g = openFow4Game(path, { readOnly: true });
      const s = g.session.state;
      const notes = [
        g.session.report.recovered ? 'the journal is ahead of the file (it will be rolled forward when opened)' : '',
        g.session.report.handEdited ? 'edited by hand since the last save (it will be journaled when opened)' : '',
      ].filter(Boolean);
      return {
        kind,
        summary: `game: ${s.sides.map((x) => x.name).join(' v ')}, ${s.mission}, turn ${s.turn} (${s.active}, ${s.step}), journal ${g.session.journal.length} entries${notes.length ? '; ' + notes.join('; ') : ''}`,
        counts: { sides: s.sides.length, journal: g.session.journal.length },
      };
    }
  }
}
