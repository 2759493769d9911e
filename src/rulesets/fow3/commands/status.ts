import type { CommandContext } from '../../contract.js';
import { citeRule } from '../../../engine/rules.js';
import { openFow3Game } from '../game.js';
import { FOW3_NAME } from '../rules.js';
import { fow3GameStatus, type Fow3PlatoonStatus } from '../status.js';

/** `umpire status` for an Open Fire game: a table per side, platoon by platoon. */
export async function runStatusFow3(ctx: CommandContext): Promise<void> {
  const file = ctx.game!;
  const out = ctx.out;
  const game = openFow3Game(file, { readOnly: true });
  const status = fow3GameStatus(game.session.state, game.forces);
  if (ctx.json) {
    out.json({
      file,
      ...status,
      journal: {
        file: game.session.journalFile,
        entries: game.session.journal.length,
        undoable: game.session.undoable().length,
      },
    });
    return;
  }
  const c = out.paint;
  // Before play's set-up no side has the first turn yet (the Free-for-All roll-off).
  const setUp = status.step === 'setup';
  out.line(
    c.bold(
      `fow3 (${FOW3_NAME}) · ${status.mission} · turn ${status.turn} · ${setUp ? 'first turn not rolled yet' : status.active} · ${status.step} step`,
    ) + c.dim(`   dice: ${status.dice}`),
  );
  for (const side of status.sides) {
    const rows = side.platoons.map((p) => [
      p.platoon + (p.slot === 'combat' ? '' : ` (${p.slot})`),
      teamsCell(p),
      `${p.ratings.motivation}, ${p.ratings.skill}; hit on ${p.ratings.isHitOn}, command ${p.ratings.commandDistance}`,
      p.state.join(', ') || '-',
      `${p.alive} alive, ${p.dead} dead` + (p.moraleAtRisk ? c.warn(' (morale check if it loses a team)') : ''),
    ]);
    out.line();
    await out.table({
      title: c.bold(`${side.side}: ${side.force}${side.active && !setUp ? ' (to play)' : ''}`),
      head: ['Platoon', 'Teams', 'Ratings', 'State', 'Morale'],
      rows,
    });
    const hq = [
      side.companyCommandAlive ? 'Company command team alive' : c.warn('Company command team destroyed'),
      side.twoICAlive ? '2iC alive' : c.warn('2iC destroyed'),
    ].join(', ');
    out.line(
      `Company: ${side.platoonsFighting} platoons fighting, ${side.platoonsDestroyed} destroyed; ${hq}` +
        (side.companyMoraleCheck ? c.warn('; company morale check at the start of its turn') : ''),
    );
  }
  out.list(c.dim('Rules applied:'), status.rules.map(citeRule));
}

function teamsCell(p: Fow3PlatoonStatus): string {
  const groups = new Map<string, number>();
  for (const t of p.teams) {
    const tags = [t.command ? 'Command' : '', ...t.state].filter(Boolean);
    const key = t.team + (tags.length ? ` (${tags.join(', ')})` : '');
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  return [...groups].map(([k, n]) => `${n} ${k}`).join('; ');
}
