/**
 * Roll Saves (pp. 36-39), the shooting procedure's fourth phase, with what follows from each save:
 * the Firepower test of a failed save (p. 38, inside saveHit), Bailed Out Again (p. 38), riders on
 * a hit tank (p. 23), passengers of a destroyed transport (p. 23), a destroyed Sniper's Driven Off
 * roll (p. 43). Dice per target unit, per team, per hit in the order scored (shoot.ts, ORDER 4).
 */
import { atLeast } from '../../../dice/target.js';
import { throwDice } from '../../../dice/pool.js';
import type { Procedure } from '../../../engine/request.js';
import { FOW4_SHOOTING as R } from '../rules.js';
import type { HitFacts, SaveTeamFacts } from '../../flames-of-war/saves/hit.js';
import { teamHas, weaponHas } from '../../flames-of-war/saves/special-rules.js';
import { remountScore, saveHit, teamSave } from '../saves.js';
import type { ShootingRun } from './assign-context.js';
import type { Hit } from './assign-hits.js';
import type { DrivenOffResult, SaveEntry, TeamResult } from './result.js';
import type { TargetTeam, TargetUnit } from './situation.js';
import { gunShieldProtects, hitFactsOf, inFoxholes, pairOf, saveTeamFactsOf } from './table-facts.js';

/** Hits on a unit carried by the target (riders, passengers): they count toward its own pinning (p. 23). */
export interface CarriedHits {
  hits: number;
  teams: number;
  reasons: Set<string>;
  canPin: boolean;
}

export interface SavesRolled {
  readonly saves: SaveEntry[];
  readonly teams: TeamResult[];
  readonly drivenOff: DrivenOffResult[];
  /** Formation Commanders destroyed, in the order saved (Killing Commanders, p. 40). */
  readonly destroyedCommanders: TargetTeam[];
  /** By carried unit id, in the order first hit. */
  readonly carried: Map<string, CarriedHits>;
}

/** The save phase: every live target team with hits saves them in order; smoke-only teams are listed. */
export function* rollSaves(run: ShootingRun, hits: readonly Hit[], smokeHits: readonly Hit[]): Procedure<SavesRolled> {
  const out: SavesRolled = { saves: [], teams: [], drivenOff: [], destroyedCommanders: [], carried: new Map() };
  // Each team's hits (in the order scored) and smoke hits, gathered once.
  const hitsOn = new Map<string, Hit[]>();
  for (const h of [...hits].sort((a, b) => a.id - b.id)) {
    const list = hitsOn.get(h.team);
    if (list) list.push(h);
    else hitsOn.set(h.team, [h]);
  }
  const smokeOnTeam = new Map<string, number>();
  for (const h of smokeHits) smokeOnTeam.set(h.team, (smokeOnTeam.get(h.team) ?? 0) + 1);
  for (const unit of run.situation.targets) {
    for (const team of unit.teams) {
      if (!run.table.isLive(team.id)) continue;
      const mine = hitsOn.get(team.id) ?? [];
      const smokeCount = smokeOnTeam.get(team.id) ?? 0;
      if (mine.length === 0) {
        if (smokeCount > 0)
          out.teams.push({ team: team.id, unit: unit.id, hits: 0, smokeHits: smokeCount, outcome: 'smoked' });
        continue;
      }
      yield* saveTeam(run, out, unit, team, mine, smokeCount);
    }
  }
  return out;
}

function carriedOf(out: SavesRolled, unit: string, teams: number | undefined): CarriedHits {
  if (!out.carried.has(unit)) out.carried.set(unit, { hits: 0, teams: teams ?? 0, reasons: new Set(), canPin: true });
  return out.carried.get(unit)!;
}

/** The hit's facts as they meet `holder` (its Anti-tank, Firepower, range...). */
function factsOf(run: ShootingRun, h: Hit, holder: TargetTeam): HitFacts {
  const s = run.table.shooters.get(h.shooter)!;
  return hitFactsOf(s, run.table.weaponOf(s, h.weapon), holder, run.units);
}

export function shooterIsSniper(run: ShootingRun, h: Hit): boolean {
  return teamHas(run.table.shooters.get(h.shooter)!.profile, 'sniper');
}

export function isFlame(run: ShootingRun, h: Hit): boolean {
  const s = run.table.shooters.get(h.shooter)!;
  return weaponHas(run.table.weaponOf(s, h.weapon), 'flame-thrower');
}

/** One team saves its hits (pp. 36-38), then its riders (p. 23); if destroyed, what follows (pp. 23, 40, 43). */
function* saveTeam(
  run: ShootingRun,
  out: SavesRolled,
  unit: TargetUnit,
  team: TargetTeam,
  mine: readonly Hit[],
  smokeCount: number,
): Procedure<void> {
  const { applied } = run;
  const saveFactsOf = (h: Hit): SaveTeamFacts => {
    const s = run.table.shooters.get(h.shooter)!;
    const facts = saveTeamFactsOf(s, team, unit);
    if (gunShieldProtects(s, team) && pairOf(s, team.id).bulletproof === undefined && !team.state?.bulletproof)
      applied.add(R.gunShield);
    if (inFoxholes(team, unit) && pairOf(s, team.id).bulletproof === undefined) applied.add(R.foxholes);
    return facts;
  };
  applied.add(R.rollSaves);
  let bailed = team.state?.bailedOut === true;
  let newlyBailed = false;
  let destroyedBy: Hit | undefined;
  let bailedAgain = false;
  const remount = remountScore(unit.ratings, team.profile);
  for (const h of mine) {
    if (destroyedBy) break;
    const record = yield* saveHit(team.profile, saveFactsOf(h), factsOf(run, h, team), {
      bailedOut: bailed,
      remount,
      commanderReroll: team.commanderNearby === true,
    });
    applied.add(...record.rules);
    out.saves.push({
      team: team.id,
      unit: unit.id,
      hit: h.id,
      shooter: h.shooter,
      weapon: h.weapon,
      role: 'target',
      record,
    });
    if ('bailedOutAgain' in record && record.bailedOutAgain !== undefined) bailedAgain = true;
    if (record.outcome === 'destroyed') destroyedBy = h;
    else if (record.outcome === 'bailed-out') {
      if (!bailed) newlyBailed = true;
      bailed = true;
    }
  }
  yield* riderSaves(run, out, team, mine);
  let outcome: TeamResult['outcome'] = destroyedBy
    ? 'destroyed'
    : newlyBailed || bailedAgain
      ? 'bailed-out'
      : 'no-effect';
  if (destroyedBy && (yield* destroyedTeam(run, out, team, destroyedBy)) === 'driven-off') outcome = 'driven-off';
  out.teams.push({
    team: team.id,
    unit: unit.id,
    hits: mine.length,
    smokeHits: smokeCount,
    outcome,
    ...(team.state?.bailedOut ? { wasBailedOut: true } : {}),
    ...(outcome === 'destroyed' && team.profile.type === 'tank' ? { wreck: true } : {}),
    ...(outcome === 'destroyed' && team.unitLeader ? { unitLeaderLost: true } : {}),
  });
}

/** Riders on a tank are hit each time the tank is hit, and save each hit until destroyed (p. 23). */
function* riderSaves(run: ShootingRun, out: SavesRolled, team: TargetTeam, mine: readonly Hit[]): Procedure<void> {
  for (const rider of team.riders ?? []) {
    run.applied.add(R.passengersOnTanks);
    const c = carriedOf(out, rider.unit, rider.unitTeams);
    c.hits += mine.length;
    if (mine.some((h) => isFlame(run, h))) c.reasons.add('flame-thrower');
    if (mine.some((h) => shooterIsSniper(run, h))) c.reasons.add('sniper');
    let gone = false;
    let riderDestroyed = false;
    for (const h of mine) {
      if (gone) break;
      const record = yield* saveHit(rider.profile, { name: rider.id, rider: true }, factsOf(run, h, team));
      run.applied.add(...record.rules);
      out.saves.push({
        team: rider.id,
        unit: rider.unit,
        hit: h.id,
        shooter: h.shooter,
        weapon: h.weapon,
        role: 'rider',
        record,
      });
      if (record.outcome === 'destroyed') gone = riderDestroyed = true;
    }
    out.teams.push({
      team: rider.id,
      unit: rider.unit,
      hits: mine.length,
      smokeHits: 0,
      outcome: riderDestroyed ? 'destroyed' : 'no-effect',
    });
  }
}

/**
 * A destroyed team: its passengers (or towed gun) save once each and their unit is Pinned Down
 * (p. 23); a Sniper rolls Driven Off (p. 43); a Formation Commander waits for Killing Commanders (p. 40).
 */
function* destroyedTeam(
  run: ShootingRun,
  out: SavesRolled,
  team: TargetTeam,
  destroyedBy: Hit,
): Procedure<'destroyed' | 'driven-off'> {
  const { applied } = run;
  let outcome: 'destroyed' | 'driven-off' = 'destroyed';
  applied.add(R.destroyedTeams);
  for (const p of team.passengers ?? []) {
    applied.add(p.profile.type === 'gun' ? R.gunsTowedByTractors : R.passengersInTransports);
    const save = yield* teamSave(p.profile, { name: p.id, passenger: true }, factsOf(run, destroyedBy, team));
    applied.add(...save.rules);
    const record = {
      save,
      outcome: save.effect === 'destroyed' ? ('destroyed' as const) : ('no-effect' as const),
    };
    out.saves.push({
      team: p.id,
      unit: p.unit,
      shooter: destroyedBy.shooter,
      weapon: destroyedBy.weapon,
      role: 'passenger',
      record,
    });
    out.teams.push({ team: p.id, unit: p.unit, hits: 0, smokeHits: 0, outcome: record.outcome });
    carriedOf(out, p.unit, p.unitTeams).reasons.add('transport-destroyed');
  }
  if (teamHas(team.profile, 'sniper')) {
    // Driven Off (p. 43): the player who destroyed the sniper rolls; 4+ kills it, else it slips away.
    const [t] = yield* throwDice(1, 6, atLeast(4), `${team.id} (Sniper) destroyed: Driven Off roll`);
    out.drivenOff.push({ team: team.id, roll: t!.face, outcome: t!.success ? 'killed' : 'slips-away' });
    applied.add(R.drivenOff);
    if (!t!.success) outcome = 'driven-off';
  }
  if (team.formationCommander) out.destroyedCommanders.push(team);
  if (team.unitLeader) applied.add(R.replaceUnitLeaders);
  return outcome;
}
