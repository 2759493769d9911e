/**
 * A unit shoots (Flames Of War 4th edition, pp. 26-43): the main shooting procedure.
 *
 * ORDER IN WHICH DICE AND DECISIONS ARE ASKED (what `--dice` faces must follow):
 *  1. Smoke: every team firing smoke, in the order listed, then
 *  2. every other shooting team in the order listed; for each, its firing lines in order (the chosen
 *     weapon, then Multiple Weapons extras; or each machine-gun in profile order). Each line is one
 *     pool: all its to-hit dice; then one follow-up die per 6 when 7 or 8 is needed; then the re-roll
 *     of failed dice (Sniper, Tiger Ace, Volley Fire, Cat Killers, Semi-indirect Fire) and their follow-ups.
 *  3. Mistaken Target, per target unit in the order listed: a decision (a pair of teams, or stop),
 *     then one die for each try; the first failure ends it.
 *  4. Saves, per target unit in the order listed, per team in the order listed, per hit in the order
 *     scored: [hull/turret die] save die [re-roll of a successful save] [Firepower die (+follow-up)
 *     (+bunker re-roll)] [Bailed Out Again die (+Commander re-roll)]. No more dice once a team is
 *     destroyed. Then, for that team: each rider's saves (one per hit on the tank); if it was
 *     destroyed, each passenger's single save; for a destroyed Sniper, the Driven Off die.
 *  5. Formation Commanders destroyed: one die each (3+), only when no HQ team of the same type is within 6"/15cm.
 */
import { remountScore, saveHit, teamSave } from '../saves.js';
import { rollPool } from '../../../dice/pool.js';
import { atLeast, describeTarget } from '../../../dice/target.js';
import { throwDice } from '../../../dice/pool.js';
import type { Procedure } from '../../../engine/request.js';
import { RulesApplied, type RuleRef } from '../../../engine/rules.js';
import { FOW4_SHOOTING as R } from '../rules.js';

import type { HitFacts, SaveTeamFacts } from '../../flames-of-war/saves/hit.js';

import { isInfantryType, isUnarmouredTank, teamHas, weaponHas } from '../../flames-of-war/saves/special-rules.js';
import type { TeamProfile } from '../../flames-of-war/profile.js';

import { allocationProblems, applyAllocation, assignHitsDefault, type Hit } from './assign-hits.js';
import { planFiring } from './firing.js';
import { shootingTable } from './assign-context.js';
import {
  mistakenTarget,
  refusedByTooClose,
  type MistakenTargetAttempt,
  type MistakenTargetRefusal,
} from './mistaken-target.js';
import type {
  CommanderResult,
  DrivenOffResult,
  PinResult,
  SaveEntry,
  ShooterRecord,
  ShootingResult,
  ShotRecord,
  TeamResult,
} from './result.js';
import type { PairFacts, ShootingSituation, ShootingTeam, TargetTeam, TargetUnit } from './situation.js';
import { toHit } from './to-hit.js';
import {
  gunShieldProtects,
  hitFactsOf,
  inFoxholes,
  longRangeOf as longRangeFrom,
  pairOf,
  saveTeamFactsOf,
  strictPair,
} from './table-facts.js';
import { ShootingInputError } from './input-error.js';

export { ShootingInputError };

export function* shoot(situation: ShootingSituation): Procedure<ShootingResult> {
  const units = situation.units ?? 'inches';
  const meeting = situation.meetingEngagementFirstTurn === true;
  const applied = new RulesApplied();
  applied.add(R.shootingSequence);
  if (meeting) applied.add(R.meetingEngagement);

  const { where, shooters, isLive, weaponOf, ctx } = shootingTable(situation);
  const smokeOn = new Set<string>([...where.values()].filter((l) => l.team.state?.smoke).map((l) => l.team.id));

  const longRangeOf = (p: PairFacts) => longRangeFrom(p, units);
  const anyTankMoved = situation.shooter.teams.some(
    (t) => t.profile.type === 'tank' && (t.state?.moved || t.state?.dashed || meeting),
  );

  // ---- Roll to Hit (p. 33), smoke first (p. 42) ------------------------------------------------
  const records: ShooterRecord[] = [];
  const hits: Hit[] = [];
  const smokeHits: Hit[] = [];
  let nextId = 1;
  const rollFor = function* (list: readonly ShootingTeam[]): Procedure<void> {
    for (const s of list) {
      const plan = planFiring(s, {
        units,
        unitPinned: situation.shooter.pinned === true,
        meetingEngagementFirstTurn: meeting,
        targetIsAircraft: (id) => (isLive(id) ? where.get(id)!.team.profile.type === 'aircraft' : undefined),
        pair: (id) => strictPair(s, id),
      });
      applied.add(...plan.rules);
      if (!plan.ok) {
        records.push({ shooter: s.id, shoots: false, reason: `${s.id} cannot shoot: it ${plan.reason}`, shots: [] });
        continue;
      }
      const shots: ShotRecord[] = [];
      for (const line of plan.lines) {
        applied.add(...line.rules);
        const { team, unit } = where.get(line.target)!;
        const pair = strictPair(s, line.target);
        const smokeNow = smokeOn.has(team.id);
        const th = toHit(s, line, smokeNow ? { ...team, state: { ...team.state, smoke: true } } : team, unit, {
          night: situation.night === true,
          meetingEngagementFirstTurn: meeting,
          ambush: situation.ambush === true,
          anyTankOfUnitMoved: anyTankMoved,
          longRange: longRangeOf(pair),
          pair,
        });
        applied.add(R.rollToHit, ...th.rules);
        if (line.smoke) applied.add(R.firingSmoke);
        const pool = yield* rollPool({
          count: line.rof,
          target: th.check.target,
          reroll: th.reroll,
          label: `${s.id} ${line.weapon.name}${line.smoke ? ' (smoke)' : ''} at ${line.target}: to hit`,
        });
        // Written out key by key (a conditional spread is slow in V8); the keys keep their order.
        const shot: { -readonly [K in keyof ShotRecord]: ShotRecord[K] } = {
          shooter: s.id,
          weapon: line.weapon.name,
          target: line.target,
          rof: line.rof,
          rofMode: line.mode,
          smoke: line.smoke,
          isHitOn: th.base,
          modifiers: th.modifiers,
          need: th.check.need,
          needText: describeTarget(th.check.target),
        } as ShotRecord;
        if (th.rerollReason) shot.rerollReason = th.rerollReason;
        shot.pool = pool;
        shot.hits = pool.successes;
        shots.push(shot);
        for (let i = 0; i < pool.successes; i++) {
          const h: Hit = {
            id: nextId++,
            shooter: s.id,
            weapon: line.weapon.name,
            declaredTarget: line.target,
            smoke: line.smoke,
            team: line.target,
            swapped: false,
          };
          (line.smoke ? smokeHits : hits).push(h);
        }
      }
      records.push({ shooter: s.id, shoots: true, shots });
    }
  };

  // Smoke is fired before the unit shoots normally (p. 42), so its markers count for the shots that follow.
  yield* rollFor(situation.shooter.teams.filter((t) => t.smoke));
  if (smokeHits.length > 0) {
    assignHitsDefault(smokeHits, ctx);
    for (const h of smokeHits) smokeOn.add(h.team);
    applied.add(R.effectsOfSmoke);
  }
  yield* rollFor(situation.shooter.teams.filter((t) => !t.smoke));

  // ---- Assign Hits (p. 34) ---------------------------------------------------------------------
  if (hits.length > 0) applied.add(R.assignHits);
  if (situation.allocation && hits.length > 0) {
    const problems = applyAllocation(hits, situation.allocation);
    problems.push(...allocationProblems(hits, ctx));
    if (problems.length > 0) throw new ShootingInputError(problems);
  } else {
    assignHitsDefault(hits, ctx);
  }
  if (situation.targets.some((u) => u.joinWith)) applied.add(R.hqAndIndependent);

  // ---- Mistaken Target (p. 35) -----------------------------------------------------------------
  const attempts: MistakenTargetAttempt[] = [];
  const refusals: MistakenTargetRefusal[] = [];
  if (situation.mistakenTarget !== false) {
    const done = new Set<string>();
    for (const u of situation.targets) {
      if (done.has(u.id)) continue;
      const group = [u, ...situation.targets.filter((x) => x.id === u.joinWith || x.joinWith === u.id)];
      group.forEach((x) => done.add(x.id));
      const ids = group
        .flatMap((x) => x.teams)
        .filter((t) => isLive(t.id))
        .map((t) => t.id);
      const inGroup = new Set(ids);
      if (!hits.some((h) => inGroup.has(h.team))) continue;
      const refused = refusedByTooClose(hits, ctx, ids);
      if (refused.length > 0) applied.add(R.mistakenTarget, R.tooCloseForError);
      refusals.push(...refused);
      const tries = yield* mistakenTarget(hits, ctx, ids, u.owner ?? 'target');
      if (tries.length > 0) applied.add(R.mistakenTarget, R.tooCloseForError);
      attempts.push(...tries);
    }
  }

  // ---- Roll Saves (pp. 36-39) and their consequences (pp. 23, 38, 40, 43) ------------------------
  const shooterIsSniper = (h: Hit) => teamHas(shooters.get(h.shooter)!.profile, 'sniper');
  const isFlame = (h: Hit) => weaponHas(weaponOf(shooters.get(h.shooter)!, h.weapon), 'flame-thrower');
  const saves: SaveEntry[] = [];
  const teamResults: TeamResult[] = [];
  const drivenOff: DrivenOffResult[] = [];
  const destroyedCommanders: TargetTeam[] = [];
  const carriedUnitHits = new Map<string, { hits: number; teams: number; reasons: Set<string>; canPin: boolean }>();
  const carried = (unit: string, teams: number | undefined) => {
    if (!carriedUnitHits.has(unit))
      carriedUnitHits.set(unit, { hits: 0, teams: teams ?? 0, reasons: new Set(), canPin: true });
    return carriedUnitHits.get(unit)!;
  };
  const factsOf = (h: Hit, holder: TargetTeam): HitFacts => {
    const s = shooters.get(h.shooter)!;
    return hitFactsOf(s, weaponOf(s, h.weapon), holder, units);
  };
  const saveFactsOf = (team: TargetTeam, unit: TargetUnit, h: Hit): SaveTeamFacts => {
    const s = shooters.get(h.shooter)!;
    const facts = saveTeamFactsOf(s, team, unit);
    if (gunShieldProtects(s, team) && pairOf(s, team.id).bulletproof === undefined && !team.state?.bulletproof)
      applied.add(R.gunShield);
    if (inFoxholes(team, unit) && pairOf(s, team.id).bulletproof === undefined) applied.add(R.foxholes);
    return facts;
  };

  // Each team's hits (in the order scored) and smoke hits, gathered once.
  const hitsOn = new Map<string, Hit[]>();
  for (const h of [...hits].sort((a, b) => a.id - b.id)) {
    const list = hitsOn.get(h.team);
    if (list) list.push(h);
    else hitsOn.set(h.team, [h]);
  }
  const smokeOnTeam = new Map<string, number>();
  for (const h of smokeHits) smokeOnTeam.set(h.team, (smokeOnTeam.get(h.team) ?? 0) + 1);
  for (const unit of situation.targets) {
    for (const team of unit.teams) {
      if (!isLive(team.id)) continue;
      const mine = hitsOn.get(team.id) ?? [];
      const smokeCount = smokeOnTeam.get(team.id) ?? 0;
      if (mine.length === 0) {
        if (smokeCount > 0)
          teamResults.push({ team: team.id, unit: unit.id, hits: 0, smokeHits: smokeCount, outcome: 'smoked' });
        continue;
      }
      applied.add(R.rollSaves);
      let bailed = team.state?.bailedOut === true;
      let newlyBailed = false;
      let destroyedBy: Hit | undefined;
      let bailedAgain = false;
      const remount = remountScore(unit.ratings, team.profile);
      for (const h of mine) {
        if (destroyedBy) break;
        const record = yield* saveHit(team.profile, saveFactsOf(team, unit, h), factsOf(h, team), {
          bailedOut: bailed,
          remount,
          commanderReroll: team.commanderNearby === true,
        });
        applied.add(...record.rules);
        saves.push({
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
      // Riders on a tank are hit each time the tank is hit (p. 23).
      for (const rider of team.riders ?? []) {
        applied.add(R.passengersOnTanks);
        const c = carried(rider.unit, rider.unitTeams);
        c.hits += mine.length;
        if (mine.some(isFlame)) c.reasons.add('flame-thrower');
        if (mine.some(shooterIsSniper)) c.reasons.add('sniper');
        let gone = false;
        let riderDestroyed = false;
        for (const h of mine) {
          if (gone) break;
          const record = yield* saveHit(rider.profile, { name: rider.id, rider: true }, factsOf(h, team));
          applied.add(...record.rules);
          saves.push({
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
        teamResults.push({
          team: rider.id,
          unit: rider.unit,
          hits: mine.length,
          smokeHits: 0,
          outcome: riderDestroyed ? 'destroyed' : 'no-effect',
        });
      }
      let outcome: TeamResult['outcome'] = destroyedBy
        ? 'destroyed'
        : newlyBailed || bailedAgain
          ? 'bailed-out'
          : 'no-effect';
      if (destroyedBy) {
        applied.add(R.destroyedTeams);
        // Passengers of a destroyed transport (or a towed gun) save once each; their unit is Pinned Down (p. 23).
        for (const p of team.passengers ?? []) {
          applied.add(p.profile.type === 'gun' ? R.gunsTowedByTractors : R.passengersInTransports);
          const save = yield* teamSave(p.profile, { name: p.id, passenger: true }, factsOf(destroyedBy, team));
          applied.add(...save.rules);
          const record = {
            save,
            outcome: save.effect === 'destroyed' ? ('destroyed' as const) : ('no-effect' as const),
          };
          saves.push({
            team: p.id,
            unit: p.unit,
            shooter: destroyedBy.shooter,
            weapon: destroyedBy.weapon,
            role: 'passenger',
            record,
          });
          teamResults.push({ team: p.id, unit: p.unit, hits: 0, smokeHits: 0, outcome: record.outcome });
          carried(p.unit, p.unitTeams).reasons.add('transport-destroyed');
        }
        if (teamHas(team.profile, 'sniper')) {
          // Driven Off (p. 43): the player who destroyed the sniper rolls; 4+ kills it, else it slips away.
          const [t] = yield* throwDice(1, 6, atLeast(4), `${team.id} (Sniper) destroyed: Driven Off roll`);
          drivenOff.push({ team: team.id, roll: t!.face, outcome: t!.success ? 'killed' : 'slips-away' });
          applied.add(R.drivenOff);
          if (!t!.success) outcome = 'driven-off';
        }
        if (team.formationCommander) destroyedCommanders.push(team);
        if (team.unitLeader) applied.add(R.replaceUnitLeaders);
      }
      teamResults.push({
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
  }

  // ---- Killing Commanders (p. 40): only one roll however often destroyed -------------------------
  const commanders: CommanderResult[] = [];
  for (const c of destroyedCommanders) {
    applied.add(R.killingCommanders);
    if (c.commander?.hqTeamWithin6) {
      commanders.push({ team: c.id, outcome: 'replaced' });
      continue;
    }
    const [t] = yield* throwDice(1, 6, atLeast(3), `Formation Commander ${c.id} destroyed: survives on 3+`);
    commanders.push({
      team: c.id,
      roll: t!.face,
      outcome: t!.success && c.commander?.switchTeamWithin6 ? 'switched' : 'killed',
    });
  }

  // ---- Pinned Down (p. 41) ---------------------------------------------------------------------
  const pins: PinResult[] = [];
  // Armoured Tank teams and Aircraft cannot be Pinned Down (p. 41).
  const pinnable = (profiles: readonly TeamProfile[]) =>
    profiles.some((p) => isInfantryType(p) || p.type === 'gun' || isUnarmouredTank(p));
  for (const unit of situation.targets) {
    const ids = new Set(unit.teams.map((t) => t.id));
    const unitHits = hits.filter((h) => ids.has(h.team));
    const extra = carriedUnitHits.get(unit.id);
    carriedUnitHits.delete(unit.id);
    const total = (unit.hitsEarlier ?? 0) + unitHits.length + (extra?.hits ?? 0);
    const teamsAtStart = unit.teamsAtStart ?? unit.teams.filter((t) => isLive(t.id)).length;
    const needed = (teamsAtStart >= 12 ? 8 : 5) + (unit.bagpipes ? 1 : 0);
    const canBePinned = pinnable(unit.teams.map((t) => t.profile));
    const reasons: string[] = [];
    if (total >= needed) reasons.push('hits');
    if (unitHits.some(isFlame)) reasons.push('flame-thrower');
    if (unitHits.some(shooterIsSniper)) reasons.push('sniper');
    for (const r of extra?.reasons ?? []) if (!reasons.includes(r)) reasons.push(r);
    if (unitHits.length === 0 && !extra && !unit.pinned) continue;
    const pinned = unit.pinned === true || (canBePinned && reasons.length > 0);
    pins.push({
      unit: unit.id,
      hits: total,
      needed,
      canBePinned,
      pinned,
      alreadyPinned: unit.pinned === true,
      reasons,
    });
    applied.add(R.pinnedDown);
    if (unit.bagpipes) applied.add(R.bagpipes);
    if (reasons.includes('flame-thrower')) applied.add(R.flameThrowers);
    if (reasons.includes('sniper')) applied.add(R.expertShot);
  }
  for (const [unit, c] of carriedUnitHits) {
    const needed = c.teams >= 12 ? 8 : 5;
    const reasons = [...c.reasons];
    if (c.hits >= needed) reasons.unshift('hits');
    pins.push({
      unit,
      hits: c.hits,
      needed,
      canBePinned: true,
      pinned: reasons.length > 0,
      alreadyPinned: false,
      reasons,
    });
    applied.add(R.pinnedDown);
  }

  const destroyed = teamResults.filter((t) => t.outcome === 'destroyed' || t.outcome === 'driven-off').length;
  const bailedOut = teamResults.filter((t) => t.outcome === 'bailed-out' && !t.wasBailedOut).length;
  const rules: RuleRef[] = applied.list();
  return {
    shooters: records,
    hits,
    smokeHits,
    mistakenTarget: attempts,
    ...(refusals.length > 0 ? { mistakenTargetRefused: refusals } : {}),
    saves,
    teams: teamResults,
    pins,
    commanders,
    drivenOff,
    smoked: [...new Set(smokeHits.map((h) => h.team))],
    summary: {
      hits: hits.length,
      destroyed,
      bailedOut,
      pinned: pins.filter((p) => p.pinned && !p.alreadyPinned).map((p) => p.unit),
    },
    rules,
  };
}
