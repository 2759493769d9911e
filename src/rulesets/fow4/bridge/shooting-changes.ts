/**
 * A shooting's result -> state changes: teams Destroyed or Bailed Out, smoke markers, units
 * Pinned Down, passengers of destroyed transports dismounted, shooters marked as having shot.
 */
import { FOW4_SHOOTING as R } from '../rules.js';
import type { ShootingResult } from '../shooting/result.js';
import type { ShootingSituation } from '../shooting/situation.js';
import { teamChange, unitChange, type StateChange } from './changes.js';
import type { GameShooting } from './shooting.js';

function hitBy(result: ShootingResult, team: string): string {
  const weapons = [...new Set(result.hits.filter((h) => h.team === team).map((h) => `${h.shooter} ${h.weapon}`))];
  return weapons.length > 0 ? ` by ${weapons.join(', ')}` : '';
}

export function changesFromShooting(
  shooting: Pick<GameShooting, 'shooter' | 'target'> & { situation: ShootingSituation },
  result: ShootingResult,
): StateChange[] {
  const { shooter, target } = shooting;
  const out: StateChange[] = [];
  const side = target.side;
  // Shooters (p. 26): a team that shot has shot this turn, and is no longer Gone to Ground (p. 33).
  for (const s of result.shooters) {
    if (!s.shoots || s.shots.length === 0) continue;
    out.push(
      teamChange(shooter.side, shooter.name, s.shooter, 'shot', true, `shot at ${target.name}`, R.shootingSequence),
    );
    out.push(
      teamChange(
        shooter.side,
        shooter.name,
        s.shooter,
        'goneToGround',
        undefined,
        'shot, so not Gone to Ground',
        R.goneToGround,
      ),
    );
  }
  for (const t of result.teams) {
    if (t.outcome === 'destroyed') {
      const passenger = result.saves.some((s) => s.team === t.team && s.role === 'passenger');
      out.push(
        teamChange(
          side,
          t.unit,
          t.team,
          'destroyed',
          true,
          passenger
            ? 'destroyed with its transport'
            : `destroyed${hitBy(result, t.team)}${t.wreck ? ' (a wreck)' : ''}`,
          passenger ? R.passengersInTransports : R.destroyedTeams,
        ),
      );
    } else if (t.outcome === 'driven-off') {
      out.push(teamChange(side, t.unit, t.team, 'destroyed', true, 'the Sniper slips away (Driven Off)', R.drivenOff));
    } else if (t.outcome === 'bailed-out' && !t.wasBailedOut) {
      out.push(teamChange(side, t.unit, t.team, 'bailedOut', true, `bailed out${hitBy(result, t.team)}`, R.bailedOut));
    }
  }
  // Survivors of a destroyed transport (or tank) are no longer carried (p. 23).
  const destroyed = new Set(result.teams.filter((t) => t.outcome === 'destroyed').map((t) => t.team));
  for (const u of shooting.situation.targets) {
    for (const tt of u.teams) {
      if (!destroyed.has(tt.id)) continue;
      for (const c of [...(tt.passengers ?? []), ...(tt.riders ?? [])]) {
        if (!destroyed.has(c.id))
          out.push(
            teamChange(
              side,
              c.unit,
              c.id,
              'passengerOf',
              undefined,
              `dismounts: ${tt.id} was destroyed`,
              tt.riders?.includes(c) ? R.passengersOnTanks : R.passengersInTransports,
            ),
          );
      }
    }
  }
  for (const id of result.smoked) {
    const unit = shooting.situation.targets.find((u) => u.teams.some((t) => t.id === id))?.id ?? target.name;
    out.push(teamChange(side, unit, id, 'smoke', true, 'a smoke marker is placed on it', R.effectsOfSmoke));
  }
  for (const p of result.pins) {
    if (!p.pinned || p.alreadyPinned) continue;
    const why = p.reasons.map((r) => (r === 'hits' ? `${p.hits} hits` : r)).join(', ');
    out.push(unitChange(side, p.unit, 'pinned', true, `pinned down (${why})`, R.pinnedDown));
  }
  return out;
}
