import type { CommandContext } from '../../contract.js';
import { openFow4Game } from '../game.js';
import { gameStatus, type UnitStatus } from '../status/status.js';

/** A table per side: units, teams, ratings, state, In Good Spirits, what each may still do. */
export async function runStatus(ctx: CommandContext): Promise<void> {
  const file = ctx.game!;
  const out = ctx.out;
  const game = openFow4Game(file, { readOnly: true });
  const status = gameStatus(game.session.state, game.forces);
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
  // Before play's set-up no side has the first turn yet (it is rolled after deployment, p. 93).
  const setUp = status.step === 'setup';
  out.line(
    c.bold(
      `fow4 · ${status.mission} · ${status.timeOfDay} · turn ${status.turn} · ${setUp ? 'first turn not rolled yet' : status.active} · ${status.step} step`,
    ) + c.dim(`   dice: ${status.dice}`),
  );
  for (const side of status.sides) {
    const rows = side.units.map((u) => [
      u.unit +
        (u.role === 'hq' || u.role === 'support' || u.role === 'transport' || u.role === 'weapons'
          ? ` (${u.role})`
          : ''),
      teamsCell(u),
      `${u.ratings.motivation}, ${u.ratings.skill}; hit on ${u.ratings.isHitOn}` + subRatings(u),
      u.state.join(', ') || '-',
      u.inGoodSpirits ? 'yes' : c.warn('no'),
      u.mayStill.join(', ') || '-',
    ]);
    out.line();
    await out.table({
      title: c.bold(`${side.side}: ${side.force}${side.active && !setUp ? ' (to play)' : ''}`),
      head: ['Unit', 'Teams', 'Ratings', 'State', 'Good Spirits', 'May still'],
      rows,
    });
  }
}

function teamsCell(u: UnitStatus): string {
  // Group identical teams with identical state: "3 Sherman V, 1 Firefly VC (bailed out)".
  const groups = new Map<string, number>();
  for (const t of u.teams) {
    const tags = [t.commander ? 'Commander' : t.leader ? 'Leader' : '', ...t.state].filter(Boolean);
    const key = t.team + (tags.length ? ` (${tags.join(', ')})` : '');
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  return [...groups].map(([k, n]) => `${n} ${k}`).join('; ');
}

function subRatings(u: UnitStatus): string {
  const base = u.ratings.motivation.split(' ')[1];
  const skill = u.ratings.skill.split(' ')[1];
  const diff: string[] = [];
  for (const k of ['rally', 'remount', 'counterattack', 'lastStand'] as const)
    if (u.ratings[k] !== base) diff.push(`${k} ${u.ratings[k]}`);
  for (const k of ['tactics', 'assault'] as const) if (u.ratings[k] !== skill) diff.push(`${k} ${u.ratings[k]}`);
  return diff.length ? `; ${diff.join(', ')}` : '';
}
