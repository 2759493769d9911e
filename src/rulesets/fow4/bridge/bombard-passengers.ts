/**
 * Passengers under a bombardment (p. 23): a Transport team the bombardment Destroyed has each of
 * its passengers roll an Infantry or Gun save, once, never in Bulletproof Cover; infantry riding
 * on a tank the template hit are hit too and roll an Infantry save. A Repeat Bombardment makes
 * them re-roll successful saves (p. 49). Survivors of a destroyed carrier dismount, and every
 * unit a carried team of which was hit is Pinned Down (pp. 23, 49). Dice, in order: for each hit
 * team in the order of the bombardment's result, each carried team's save (and its re-roll).
 */
import type { DiceProcedure } from '../../../dice/request.js';
import { teamSave, type TeamSaveRecord } from '../../flames-of-war/saves/team-save.js';
import type { BombardResult } from '../bombard/bombard.js';
import { BOMBARD as B } from '../bombard/rules.js';
import { isTransport } from '../assault/eligibility.js';
import { FOW4_SHOOTING as S } from '../rules.js';
import { teamChange, unitChange, type StateChange } from './changes.js';
import { carriedBy, type GameData } from './game.js';
import type { GameBombard } from './bombard.js';

export interface CarriedSave {
  readonly team: string;
  readonly unit: string;
  readonly side: string;
  readonly carrier: string;
  readonly carrierDestroyed: boolean;
  readonly role: 'passenger' | 'rider';
  readonly save: TeamSaveRecord;
}

export function* bombardPassengerSaves(game: GameData, gb: GameBombard, result: BombardResult): DiceProcedure<CarriedSave[]> {
  const r = result.units[0];
  const out: CarriedSave[] = [];
  if (!r?.fire) return out;
  const repeat = gb.situation.units[0]?.repeat !== undefined;
  for (const h of r.fire.teams) {
    if (!h.hit) continue;
    const owner = gb.targets.find((u) => u.teams.some((t) => t.id === h.team));
    const carrierTeam = owner?.teams.find((t) => t.id === h.team);
    if (!owner || !carrierTeam) continue;
    const riders = !isTransport(carrierTeam.profile) && owner.force.role !== 'transport';
    const destroyed = h.outcome === 'destroyed';
    if (!riders && !destroyed) continue;
    for (const c of carriedBy(game, owner.sideIndex, h.team)) {
      const save = yield* teamSave(
        c.team.profile,
        { name: c.team.id, ...(riders ? { rider: true } : { passenger: true }) },
        { antiTank: r.antiTank ?? null, firepower: r.firepower ?? null, ...(repeat ? { rerollSuccessfulSaves: true } : {}), label: `${gb.artillery.name}'s bombardment (${riders ? `riding on ${h.team}` : `in ${h.team}`})` },
      );
      out.push({ team: c.team.id, unit: c.unit.name, side: c.unit.side, carrier: h.team, carrierDestroyed: destroyed, role: riders ? 'rider' : 'passenger', save });
    }
  }
  return out;
}

export function changesFromCarriedSaves(saves: readonly CarriedSave[]): StateChange[] {
  const out: StateChange[] = [];
  const pinned = new Set<string>();
  for (const s of saves) {
    const rule = s.role === 'rider' ? S.passengersOnTanks : S.passengersInTransports;
    if (s.save.effect === 'destroyed') out.push(teamChange(s.side, s.unit, s.team, 'destroyed', true, s.role === 'rider' ? `destroyed riding on ${s.carrier} under the bombardment` : `destroyed with ${s.carrier}`, rule));
    else if (s.carrierDestroyed) out.push(teamChange(s.side, s.unit, s.team, 'passengerOf', undefined, `survives and dismounts: ${s.carrier} was destroyed`, rule));
    if (!pinned.has(s.unit)) {
      pinned.add(s.unit);
      out.push(unitChange(s.side, s.unit, 'pinned', true, s.role === 'rider' ? 'hit by the bombardment riding on a tank: Pinned Down' : 'its transport destroyed: Pinned Down', s.role === 'rider' ? B.pinDown : rule));
    }
  }
  return out;
}

/** One line per carried team's save, for the report. */
export function carriedSaveLines(saves: readonly CarriedSave[]): string[] {
  return saves.map((s) => `${s.team} (${s.role === 'rider' ? `riding on ${s.carrier}` : `in ${s.carrier}`}): save ${s.save.need}, rolled ${s.save.die.first.face}${s.save.die.reroll ? `, re-rolled ${s.save.die.reroll.face}` : ''}: ${s.save.effect}`);
}
