/**
 * The enemy's fire a hex is open to in the enemy's next Fire Phase, in expected steps lost: each
 * enemy unit that could fire at it (within twice its range, p. 5 [Range]; with line of sight and
 * not into woods for direct fire, p. 6, p. 4 [Woods]; a mortar only where an enemy HQ stands next
 * to the hex to spot, p. 5 [Spotting]), its dice times its chance to hit (long range, armor),
 * divided by the defense the unit would have there. A sum over every enemy unit: each fires once,
 * so it overstates a crowd, but it ranks hexes. Built once per decision and reused for every hex.
 */
import type { HexId } from '../hex.js';
import { fireDefense } from '../fire/situation.js';
import { isArmored, isHq } from '../schema/force.js';
import type { Unit, World } from '../world.js';
import { hitChance } from './fire-value.js';

export interface ThreatMap {
  /** Expected steps `u` would lose standing in `hex`. */
  at(u: Unit, hex: HexId): number;
}

export function threatMap(w: World, side: number): ThreatMap {
  const enemies = w.units(1 - side).filter((e) => e.spec.F !== null && e.spec.range !== null && e.state.strength > 0);
  const longRange = w.lost.num('fire.long_range_modifier');
  const cache = new Map<HexId, { e: Unit; F: number }[]>();
  const reach = (hex: HexId) => {
    let r = cache.get(hex);
    if (r) return r;
    r = [];
    for (const e of enemies) {
      const d = w.distance(e.state.hex!, hex);
      const range = e.spec.range!;
      if (d === 0 || d > 2 * range) continue;
      const bombard = e.spec.kind === 'mortar' || e.spec.kind === 'artillery';
      if (bombard) {
        const spotted = w
          .units(1 - side)
          .some((h) => isHq(h.spec.kind) && w.adjacent(h.state.hex!, hex) && w.los(h.state.hex!, hex));
        if (!spotted) continue;
      } else if (w.terrain(hex).noDirectFireInto || !w.los(e.state.hex!, hex)) continue;
      r.push({ e, F: e.spec.F! + (d > range ? longRange : 0) });
    }
    cache.set(hex, r);
    return r;
  };
  return {
    at(u, hex) {
      const moved: Unit = { ...u, state: { ...u.state, hex, foxhole: hex === u.state.hex ? u.state.foxhole : false } };
      let total = 0;
      for (const { e, F } of reach(hex)) {
        const bombard = e.spec.kind === 'mortar' || e.spec.kind === 'artillery';
        const armored = isArmored(u.spec);
        if (armored && !(e.spec.antiTank || e.spec.kind === 'tank')) continue;
        const f = armored ? F - (u.spec.armor ?? 0) : F;
        const def = fireDefense(w, moved, bombard ? 'bombard' : 'direct').defense;
        total += (e.state.strength * hitChance(f)) / def;
      }
      return total;
    },
  };
}
