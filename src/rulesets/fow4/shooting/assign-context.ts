/**
 * What the shooting procedure knows of the table while it assigns and swaps hits (pp. 34-35): where
 * each target team is, which are still live, and the Assign Hits / Mistaken Target context built on
 * them. Pure lookups, worked out once per shooting so that big units stay quick.
 */
import type { WeaponProfile } from '../../flames-of-war/profile.js';
import { effectiveWeapon } from '../../flames-of-war/saves/special-rules.js';
import type { Hit } from './assign-hits.js';
import { within } from './distance.js';
import { ShootingInputError } from './input-error.js';
import type { MistakenTargetContext } from './mistaken-target.js';
import type { RulesApplied } from '../../../engine/rules.js';
import type { ShootingSituation, ShootingTeam, TargetTeam, TargetUnit, Units } from './situation.js';
import { strictPair, weaponReaches } from './table-facts.js';

export interface Located {
  readonly team: TargetTeam;
  readonly unit: TargetUnit;
}

export interface ShootingTable {
  readonly where: ReadonlyMap<string, Located>;
  readonly shooters: ReadonlyMap<string, ShootingTeam>;
  isLive(id: string): boolean;
  /** The shooter's weapon by name, as it fires (special rules applied). */
  weaponOf(s: ShootingTeam, name: string): WeaponProfile;
  readonly ctx: MistakenTargetContext;
}

/** What the phases of one shooting share: its situation, its table and the rules it has applied. */
export interface ShootingRun {
  readonly situation: ShootingSituation;
  readonly units: Units;
  readonly table: ShootingTable;
  readonly applied: RulesApplied;
}

export function shootingTable(situation: ShootingSituation): ShootingTable {
  const units = situation.units ?? 'inches';
  const where = new Map<string, Located>();
  for (const u of situation.targets) for (const t of u.teams) where.set(t.id, { team: t, unit: u });
  const isLive = (id: string) => {
    const l = where.get(id);
    return l !== undefined && !l.team.state?.destroyed;
  };
  const shooters = new Map(situation.shooter.teams.map((t) => [t.id, t] as const));
  const weapons = new Map<ShootingTeam, Map<string, WeaponProfile>>();
  const weaponOf = (s: ShootingTeam, name: string) => {
    let mine = weapons.get(s);
    if (!mine) weapons.set(s, (mine = new Map()));
    let w = mine.get(name);
    if (!w) {
      const line = s.profile.weapons.find((x) => x.name === name);
      if (!line) throw new ShootingInputError([`${s.id} has no weapon "${name}"`]);
      w = effectiveWeapon(line);
      mine.set(name, w);
    }
    return w;
  };

  // Within 6"/15cm (p. 34): a unit that lists no distances has every team near every other.
  const listsDistances = new Set(
    situation.targets.filter((u) => u.teams.some((t) => t.within6 !== undefined)).map((u) => u.id),
  );
  const near = new Map(situation.targets.flatMap((u) => u.teams.map((t) => [t.id, new Set(t.within6 ?? [])] as const)));
  const within6 = (a: string, b: string): boolean => {
    if (a === b) return true;
    const la = where.get(a);
    const lb = where.get(b);
    if (!la || !lb) return false;
    if (!listsDistances.has(la.unit.id) && !listsDistances.has(lb.unit.id)) return true;
    return near.get(a)!.has(b) || near.get(b)!.has(a);
  };
  // Too Close for Error (p. 35): 4"/10cm, 8"/20cm of a Tank team; a measured distance, or the table's tooClose fact for the pair.
  const close = new Map<string, ReadonlySet<string>>();
  const closeTeams = (hit: Hit): ReadonlySet<string> => {
    let ids = close.get(hit.shooter);
    if (!ids) {
      const s = shooters.get(hit.shooter)!;
      ids = new Set(
        Object.keys(s.pairs ?? {}).filter((id) => {
          const pair = strictPair(s, id);
          return pair.tooClose ?? within(pair.distance, where.get(id)?.team.profile.type === 'tank' ? 8 : 4, units);
        }),
      );
      close.set(hit.shooter, ids);
    }
    return ids;
  };
  const unmeasured = new Map<string, boolean>();
  const pools = new Map<string, TargetTeam[]>();
  const ctx: MistakenTargetContext = {
    pool: (declared) => {
      const u = where.get(declared)!.unit;
      let p = pools.get(u.id);
      if (!p) {
        const joined = u.joinWith ? situation.targets.filter((x) => x.id === u.joinWith) : [];
        p = [u, ...joined].flatMap((x) => x.teams).filter((t) => isLive(t.id));
        pools.set(u.id, p);
      }
      return p;
    },
    team: (id) => where.get(id)?.team,
    within6,
    canReceive: (hit, teamId) => {
      const s = shooters.get(hit.shooter)!;
      return weaponReaches(s, weaponOf(s, hit.weapon), teamId, units);
    },
    // Only a measured distance or a pair said to be out of sight keeps a team out (weaponReaches).
    reachesAll: (hit) => {
      let all = unmeasured.get(hit.shooter);
      if (all === undefined) {
        const pairs = Object.values(shooters.get(hit.shooter)!.pairs ?? {});
        all = pairs.every((p) => p.canHit !== false && p.distance === undefined);
        unmeasured.set(hit.shooter, all);
      }
      return all;
    },
    tooClose: (hit, teamId) => closeTeams(hit).has(teamId),
    closeTeams,
  };
  return { where, shooters, isLive, weaponOf, ctx };
}
