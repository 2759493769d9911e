/**
 * What follows a loss for transports and their passengers, whatever destroyed the unit (shooting,
 * a bombardment, an assault, a Last Stand, a Formation Last Stand), as state changes:
 * - an Infantry or Gun Unit that is Destroyed takes its Transport Attachment out of the game; it
 *   is removed, not Destroyed (p. 60);
 * - passengers still mounted in a transport that is gone dismount, and their unit is Pinned Down
 *   (pp. 23, 60). Shooting and assaults settle their own passengers (saves, p. 23; destroyed in an
 *   assault, p. 57) before this runs, so it only catches the rest (a failed Last Stand).
 * Also: which transports are empty, and which of those must be Sent to the Rear (p. 23).
 */
import { FOW4_SHOOTING as S, FOW4_TESTS as R } from '../rules.js';
import { isUnarmouredTank } from '../../flames-of-war/saves/special-rules.js';
import type { TeamProfile } from '../../flames-of-war/profile.js';
import { teamChange, unitChange, type StateChange } from './changes.js';
import { allUnits, liveTeams, unitGone, type GameData, type GameTeam, type GameUnit } from './game.js';

/** The unit's Transport Attachment (p. 7), if it has one. */
export function transportAttachment(game: GameData, u: GameUnit): GameUnit | undefined {
  return allUnits(game).find((x) => x.sideIndex === u.sideIndex && x.force.transportFor === u.name);
}

/** Unarmoured or unarmed transports may not stay on the table empty (p. 23). */
export function mustGoToRear(p: TeamProfile): boolean {
  return isUnarmouredTank(p) || p.weapons.length === 0;
}

/** Transport teams of a side on the table with no passenger aboard: the teams of its Transport Attachments (p. 7). */
export function emptyTransports(game: GameData, sideIndex: number): { unit: GameUnit; team: GameTeam }[] {
  const units = allUnits(game).filter((u) => u.sideIndex === sideIndex);
  const carried = new Set(
    units.flatMap((u) =>
      liveTeams(u)
        .map((t) => t.state.passengerOf)
        .filter((x): x is string => x !== undefined),
    ),
  );
  return units
    .filter((u) => (u.state.deployment ?? 'table') === 'table' && !u.state.destroyed)
    .filter((u) => u.force.role === 'transport')
    .flatMap((u) =>
      liveTeams(u)
        .filter((t) => !carried.has(t.id))
        .map((team) => ({ unit: u, team })),
    );
}

/** The changes a loss brings with it (p. 60, pp. 23, 60), for the state as it is now. */
export function lossFollowUps(game: GameData): StateChange[] {
  const out: StateChange[] = [];
  const units = allUnits(game);
  for (const u of units) {
    if (u.force.role === 'transport' || !unitGone(u)) continue;
    const a = transportAttachment(game, u);
    if (
      !a ||
      a.state.destroyed ||
      (a.state.deployment ?? 'table') === 'off-table' ||
      a.teams.every((t) => t.state.destroyed)
    )
      continue;
    out.push(
      unitChange(
        a.side,
        a.name,
        'deployment',
        'off-table',
        `removed from the game with ${u.name} (not Destroyed)`,
        R.lastStandAttachments,
      ),
    );
  }
  const gone = new Set(
    units.flatMap((u) => u.teams.filter((t) => t.state.destroyed || u.state.destroyed).map((t) => t.id)),
  );
  const pinned = new Set<string>();
  for (const u of units) {
    for (const t of liveTeams(u)) {
      const carrier = t.state.passengerOf;
      if (carrier === undefined || !gone.has(carrier)) continue;
      out.push(
        teamChange(u.side, u.name, t.id, 'passengerOf', undefined, `dismounts: ${carrier} is gone`, R.destroyedUnits),
      );
      if (!u.state.pinned && !pinned.has(u.name)) {
        pinned.add(u.name);
        out.push(
          unitChange(
            u.side,
            u.name,
            'pinned',
            true,
            `dismounted from ${carrier}: Pinned Down`,
            S.passengersInTransports,
          ),
        );
      }
    }
  }
  return out;
}
