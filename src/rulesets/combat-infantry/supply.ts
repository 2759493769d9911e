/**
 * Supply (p. 10): an activated HQ has as many Supply Points as its strength; each SP raises one
 * unit in supply range by one step, at most one step per unit per phase. A PHQ supplies its own
 * platoon, and company weapons of its company in its hex, never battalion units; a CHQ supplies
 * its own company, its PHQs (only a CHQ can) and the battalion assets assigned to it. Range: an
 * adjacent hex, or 2 (PHQ) / 4 (CHQ) hexes along a road, never through enemy or frontline hexes
 * nor across impassable hexsides. Tanks, AT guns and field artillery never recover steps. Every
 * activated HQ loses one step when the phase ends.
 */
import { InputError } from '../../errors/input-error.js';
import type { HexId } from './hex.js';
import { CI } from './rules.js';
import { neverSupplied } from './schema/force.js';
import type { Unit, World } from './world.js';

const COMPANY_WEAPONS = ['mg', 'mortar', 'atr'];

/** Hexes an HQ reaches with supply: its own, adjacent ones, and road hexes within its range. */
export function supplyReach(world: World, hq: Unit): Set<HexId> {
  const start = hq.state.hex!;
  const range = world.lost.num(hq.spec.kind === 'chq' ? 'supply.chq_range' : 'supply.phq_range');
  const enemy = 1 - hq.side;
  const reach = new Set<HexId>([start]);
  for (const n of world.neighbours(start)) if (!world.impassable(start, n)) reach.add(n);
  const seen = new Set<HexId>([start]);
  let frontier: HexId[] = [start];
  for (let d = 1; d <= range; d++) {
    const next: HexId[] = [];
    for (const h of frontier) {
      for (const n of world.neighbours(h)) {
        if (seen.has(n) || !world.road(h, n) || world.impassable(h, n)) continue;
        seen.add(n);
        if (world.at(n, enemy).length > 0) continue;
        reach.add(n);
        if (!world.frontline(n)) next.push(n);
      }
    }
    frontier = next;
  }
  return reach;
}

/** Why a unit cannot take a step from this HQ, or undefined if it can. */
export function supplyRefusal(world: World, hq: Unit, u: Unit, reach: Set<HexId>): string | undefined {
  const k = hq.spec.kind;
  if (u === hq) return 'an HQ does not supply itself';
  if (!world.live(u) || u.side !== hq.side) return 'not a friendly unit on the map';
  if (neverSupplied(u.spec.kind)) return 'tanks, AT guns and field artillery never receive steps (p. 10)';
  const max = u.spec.steps;
  if (u.state.strength >= max) return 'at full strength';
  if (u.state.supplied) return 'already received a step this phase';
  if (k === 'phq') {
    if (u.spec.battalion) return 'a PHQ never supplies battalion units';
    if (u.spec.kind === 'phq' || u.spec.kind === 'chq') return 'only a CHQ supplies a PHQ';
    if (u.spec.company !== hq.spec.company) return 'not of its company';
    if (u.spec.platoon === undefined) {
      if (!COMPANY_WEAPONS.includes(u.spec.kind) || u.state.hex !== hq.state.hex)
        return "company weapons only in the PHQ's hex";
      return undefined;
    }
    if (u.spec.platoon !== hq.spec.platoon) return 'not of its platoon';
  } else {
    if (u.spec.battalion ? u.spec.assignedCompany !== hq.spec.company : u.spec.company !== hq.spec.company)
      return 'not of its company';
    if (u.spec.kind === 'chq') return 'a CHQ does not supply a CHQ';
    if (u.spec.kind === 'phq' && u.state.activated) return 'a PHQ activated this phase takes no step from a CHQ';
  }
  if (!reach.has(u.state.hex!)) return 'out of supply range';
  return undefined;
}

export function checkActivation(world: World, hq: Unit): void {
  if (hq.spec.kind !== 'chq' && hq.spec.kind !== 'phq') throw new InputError(`${hq.spec.id} is not an HQ.`);
  if (hq.side !== world.activeIndex) throw new InputError(`${hq.spec.id} is not ${world.state.active}'s.`);
  if (hq.state.activated) throw new InputError(`${hq.spec.id} is already activated this phase.`);
  if (hq.state.strength < 1)
    throw new InputError(`${hq.spec.id} is at Ø: an HQ at strength Ø cannot activate (p. 10).`);
}

/** The units this HQ may supply now, and the rules that decided. */
export function supplyTargets(
  world: World,
  hq: Unit,
): { eligible: Unit[]; refused: { unit: Unit; why: string }[]; rules: (typeof CI.supply)[] } {
  const reach = supplyReach(world, hq);
  const eligible: Unit[] = [];
  const refused: { unit: Unit; why: string }[] = [];
  for (const u of world.units(hq.side)) {
    const why = supplyRefusal(world, hq, u, reach);
    if (why === undefined) eligible.push(u);
    else if (u !== hq && u.state.strength < u.spec.steps) refused.push({ unit: u, why });
  }
  return { eligible, refused, rules: [CI.supply, CI.hqRanks, CI.supplyRange, CI.tankGunSupply] };
}
