/** `umpire validate` for fow3 files: what kind of file, and a one-line summary when it is sound. */
import { validateDemoTable } from '../flames-of-war/demo-table.js';
import { ValidationError } from '../../game/issues.js';
import type { ValidateSummary } from '../contract.js';
import { readFow3ArsenalFile } from './arsenal/load.js';
import { loadFow3ForceFile } from './force.js';
import { openFow3Game } from './game.js';

export { detectFow3Kind, type Fow3FileKind } from './file-kind.js';
import type { Fow3FileKind } from './file-kind.js';

/** Check one fow3 file fully (schema and cross-references); throws ValidationError. */
export function validateFow3File(path: string, kind: Fow3FileKind): ValidateSummary {
  switch (kind) {
    case 'demo-table':
      return validateDemoTable(path);
    case 'arsenal': {
      const r = readFow3ArsenalFile(path);
      if (!r.ok) throw new ValidationError(r.issues);
      const weapons = new Set(r.value.teams.flatMap((t) => t.weapons.map((w) => w.name))).size;
      return {
        kind,
        summary: `fow3 arsenal '${r.value.file.arsenal}': ${r.value.teams.length} teams, ${weapons} weapons`,
        counts: { teams: r.value.teams.length, weapons },
      };
    }
    case 'force': {
      const f = loadFow3ForceFile(path);
      const teams = f.platoons.reduce((n, p) => n + p.teams.length, 0);
      const points = f.platoons.reduce((n, p) => n + (p.points ?? 0), 0);
      return {
        kind,
        summary: `fow3 company '${f.name}'${f.company ? ` (${f.company})` : ''}: ${f.platoons.length} platoons, ${teams} teams${points > 0 ? `, ${points} points` : ''}`,
        counts: { platoons: f.platoons.length, teams, points },
      };
    }
    case 'game': {
      const g = openFow3Game(path, { readOnly: true });
      const s = g.session.state;
      const notes = [
        g.session.report.recovered ? 'the journal is ahead of the file (it will be rolled forward when opened)' : '',
        g.session.report.handEdited ? 'edited by hand since the last save (it will be journaled when opened)' : '',
      ].filter(Boolean);
      return {
        kind,
        summary: `fow3 game: ${s.sides.map((x) => x.name).join(' v ')}, ${s.mission}, turn ${s.turn} (${s.active}, ${s.step}), journal ${g.session.journal.length} entries${notes.length ? '; ' + notes.join('; ') : ''}`,
        counts: { sides: s.sides.length, journal: g.session.journal.length },
      };
    }
  }
}
