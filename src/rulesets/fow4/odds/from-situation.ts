import { remountScore } from '../saves.js';
import { hitFactsOf, saveTeamFactsOf, weaponReaches } from '../shooting/table-facts.js';
import { aim, anyTankMoved, type AimTable } from '../shooting/aim.js';
import type { RuleRef } from '../../../engine/rules.js';
import { RulesApplied } from '../../../engine/rules.js';
import { FOW4_SHOOTING as R } from '../rules.js';
import type { HitFacts, SaveTeamFacts } from '../../flames-of-war/saves/hit.js';
import { effectiveWeapon, teamHas, weaponHas } from '../../flames-of-war/saves/special-rules.js';
import { assignHitsDefault, type AssignContext, type Hit } from '../shooting/assign-hits.js';
import type { FiringLine } from '../shooting/firing.js';
import type { ShootingSituation, ShootingTeam, TargetTeam, TargetUnit, Units } from '../shooting/situation.js';
import type { GroupHit, HitGroup, OddsTeam, ShotPlan } from './plan.js';
import { InputError } from '../../../errors/input-error.js';

/** A situation the exact odds cannot take as it stands (said in plain words). */
export class OddsInputError extends InputError {
  override readonly name: string = 'OddsInputError';
  constructor(message: string, code = 'odds') {
    super(message, { code });
  }
}

interface Line {
  readonly shooter: ShootingTeam;
  readonly line: FiringLine;
  readonly group: Omit<HitGroup, 'dice'>;
  readonly signature: string;
}

/**
 * Build the odds' view of a shooting situation (the same input as `umpire resolve` fow4.shoot)
 * with the shooting procedure's own phases: aim (shooting/aim.ts: who fires which weapon at what
 * ROF, and the score, modifiers and re-rolls to hit) and assignHitsDefault (the default allocation). Firing lines
 * that are alike and next to each other in shooting order share one group of dice, so the hits'
 * order, and so the allocation, is fixed by the number of hits per group: the odds stay exact.
 *
 * Covered: one target unit, every weapon and to-hit rule the procedure applies, Flame-thrower and
 * Sniper pins. Not taken: smoke shots, several target units, joined HQ units, and a player's own
 * allocation (the odds follow the default; Mistaken Target is not attempted, as by default).
 * Riders and passengers do not change the target unit's odds and are not reported.
 */
export function planFromSituation(
  situation: ShootingSituation,
): ShotPlan & { readonly assignDirect: ShotPlan['allocate'] } {
  if (situation.targets.length !== 1)
    throw new OddsInputError(`exact odds take one target unit; this situation has ${situation.targets.length}`);
  const unit = situation.targets[0]!;
  if (unit.joinWith)
    throw new OddsInputError('exact odds do not yet cover hits shared with a joined unit (HQ / Independent teams)');
  if (situation.shooter.teams.some((t) => t.smoke))
    throw new OddsInputError('exact odds do not cover smoke shots; leave the smoke out');
  if (situation.allocation)
    throw new OddsInputError("exact odds follow the default allocation; remove the situation's own allocation");
  const units = situation.units ?? 'inches';
  const applied = new RulesApplied();
  const live = unit.teams.filter((t) => !t.state?.destroyed);
  const byId = new Map(live.map((t) => [t.id, t] as const));
  const shooters = new Map(situation.shooter.teams.map((t) => [t.id, t] as const));
  const { canReceive, hitsOf } = hitsOnTeams(unit, live, units);

  // The shooting procedure's own aiming (shooting/aim.ts): firing lines and their scores to hit.
  const aimTable: AimTable = {
    targetIsAircraft: (id) => (byId.has(id) ? byId.get(id)!.profile.type === 'aircraft' : undefined),
    target: (s, id) => {
      const team = byId.get(id);
      if (!team) throw new OddsInputError(`${s.id} shoots at "${id}", which is not a live team of ${unit.id}`);
      return { team, unit };
    },
  };
  const tankMoved = anyTankMoved(situation);
  const lines: Line[] = [];
  for (const s of situation.shooter.teams) {
    const aimed = aim(s, situation, aimTable, applied, tankMoved);
    if (!aimed.ok) continue;
    for (const { line, toHit: th } of aimed.lines) {
      const { hitOn, json } = hitsOf(s, line.weapon.name);
      const autoPin = weaponHas(line.weapon, 'flame-thrower') || teamHas(s.profile, 'sniper');
      const group = {
        label: `${s.id} ${line.weapon.name}`,
        toHit: th.check.target,
        reroll: th.reroll,
        hitOn,
        autoPin,
        rules: th.rules,
      };
      const signature = `${JSON.stringify([line.weapon.name, line.target, th.check.target, th.reroll])}${json}${autoPin}`;
      lines.push({ shooter: s, line, group, signature });
    }
  }
  if (lines.length > 0) applied.add(R.assignHits, R.rollSaves);

  // Alike lines next to each other share one group; its first shooter stands for all of them.
  const groups: Group[] = [];
  for (const l of lines) {
    const last = groups[groups.length - 1];
    if (last && last.first.signature === l.signature) {
      last.dice += l.line.rof;
      last.members.push(l.shooter.id);
    } else groups.push({ dice: l.line.rof, first: l, members: [l.shooter.id] });
  }

  const { allocate, assignAll } = allocator(groups, unit, live, (hit, id) =>
    canReceive(shooters.get(hit.shooter)!, hit.weapon, id),
  );

  const teams: OddsTeam[] = live.map((t) => ({
    id: t.id,
    name: t.id,
    profile: t.profile,
    facts: { name: t.id },
    crew: { remount: remountScore(unit.ratings, t.profile), commanderReroll: t.commanderNearby === true },
    ...(t.state?.bailedOut ? { bailedOut: true } : {}),
  }));
  const rules: RuleRef[] = applied.list();
  return {
    assignDirect: (counts: readonly number[]) => {
      const out = new Map<string, number[]>(live.map((t) => [t.id, []]));
      for (const h of assignAll(counts)) out.get(h.team)!.push(h.group);
      return out;
    },
    groups: groups.map((g) => ({
      ...g.first.group,
      label: g.members.length > 1 ? `${g.first.line.weapon.name} of ${g.members.join(', ')}` : g.first.group.label,
      dice: g.dice,
    })),
    unit: {
      name: unit.name ?? unit.id,
      teams,
      destroyedBefore: unit.teams.length - live.length,
      teamsAtStart: unit.teamsAtStart ?? live.length,
      ...(unit.hitsEarlier ? { hitsEarlier: unit.hitsEarlier } : {}),
      ...(unit.pinned ? { pinned: true } : {}),
      ...(unit.bagpipes ? { bagpipes: true } : {}),
    },
    allocate,
    rules,
  };
}

/** Firing lines alike and next to each other share one group of dice; its first shooter stands for all. */
interface Group {
  dice: number;
  readonly first: Line;
  readonly members: string[];
}

/**
 * What a shooter's hits with one weapon do to each live team of the unit (the save procedure's hit
 * facts) and which teams they may be given (weaponReaches), read as the shooting procedure reads
 * pair facts (shooting/table-facts.ts), worked out once.
 */
function hitsOnTeams(unit: TargetUnit, live: readonly TargetTeam[], units: Units) {
  // The same reading of pair facts as the shooting procedure (shooting/table-facts.ts).
  const weaponNamed = (s: ShootingTeam, name: string) => s.profile.weapons.find((x) => x.name === name)!;
  const reach = new Map<string, boolean>();
  const canReceive = (s: ShootingTeam, weaponName: string, id: string): boolean => {
    const key = `${s.id}\u0000${weaponName}\u0000${id}`;
    let ok = reach.get(key);
    if (ok === undefined) {
      ok = weaponReaches(s, effectiveWeapon(weaponNamed(s, weaponName)), id, units);
      reach.set(key, ok);
    }
    return ok;
  };
  const hitFacts = (s: ShootingTeam, weaponName: string, team: TargetTeam): GroupHit => {
    const { label: _label, ...facts } = hitFactsOf(s, weaponNamed(s, weaponName), team, units);
    return { ...facts, team: saveTeamFactsOf(s, team, unit) } satisfies HitFacts & { team: SaveTeamFacts };
  };

  // What a shooter's hits with one weapon do to each team, and which teams it may be given, depend
  // on its profile, its pair facts and its declared target only: alike shooters (a quick unit's
  // teams share their profile and pairs) share one answer and its text.
  const alike = new Map<
    string,
    { profile: ShootingTeam['profile']; pairs: ShootingTeam['pairs']; hitOn: Record<string, GroupHit>; json: string }[]
  >();
  const hitsOf = (s: ShootingTeam, weaponName: string) => {
    const key = `${s.target}\u0000${weaponName}`;
    let known = alike.get(key);
    if (!known) alike.set(key, (known = []));
    let entry = known.find((k) => k.profile === s.profile && k.pairs === s.pairs);
    if (!entry) {
      const hitOn: Record<string, GroupHit> = {};
      const receive: Record<string, boolean> = {};
      for (const t of live) {
        hitOn[t.id] = hitFacts(s, weaponName, t);
        receive[t.id] = canReceive(s, weaponName, t.id);
      }
      entry = { profile: s.profile, pairs: s.pairs, hitOn, json: JSON.stringify([hitOn, receive]) };
      known.push(entry);
    }
    return entry;
  };
  return { canReceive, hitsOf };
}

/**
 * The default allocation (Assign Hits, p. 34, assignHitsDefault) of each combination of hit counts
 * per group: `allocate` for the odds, `assignAll` for a direct call (tests compare the two).
 */
function allocator(
  groups: readonly Group[],
  unit: TargetUnit,
  live: readonly TargetTeam[],
  canReceive: AssignContext['canReceive'],
) {
  const byId = new Map(live.map((t) => [t.id, t] as const));
  const ctx: AssignContext = {
    pool: () => live,
    team: (id) => byId.get(id),
    within6: (a, b) => {
      if (a === b) return true;
      if (!unit.teams.some((t) => t.within6 !== undefined)) return true;
      return (byId.get(a)?.within6 ?? []).includes(b) || (byId.get(b)?.within6 ?? []).includes(a);
    },
    canReceive,
  };
  // The default allocation is greedy (each hit's team depends only on the hits before it, in
  // shooting order), so the allocation of n hits of the last group is a prefix of that of its
  // most hits: one call serves every count of the last group. A test checks this against direct calls.
  const assigned = new Map<string, { team: string; group: number }[]>();
  const assignAll = (counts: readonly number[]) => {
    const hits: Hit[] = [];
    const groupOf: number[] = [];
    counts.forEach((n, g) => {
      const { shooter, line } = groups[g]!.first;
      for (let i = 0; i < n; i++) {
        hits.push({
          id: hits.length + 1,
          shooter: shooter.id,
          weapon: line.weapon.name,
          declaredTarget: line.target,
          smoke: false,
          team: line.target,
          swapped: false,
        });
        groupOf.push(g);
      }
    });
    assignHitsDefault(hits, ctx);
    return hits.map((h) => ({ team: h.team, group: groupOf[h.id - 1]! }));
  };
  const allocate = (counts: readonly number[]) => {
    const last = counts.length - 1;
    const key = counts.slice(0, last).join(',');
    let full = assigned.get(key);
    if (!full) {
      full = assignAll([...counts.slice(0, last), groups[last]!.dice]);
      assigned.set(key, full);
    }
    const used = counts.reduce((a, b) => a + b, 0);
    const out = new Map<string, number[]>(live.map((t) => [t.id, []]));
    for (const h of full.slice(0, used)) out.get(h.team)!.push(h.group);
    return out;
  };
  return { allocate, assignAll };
}
