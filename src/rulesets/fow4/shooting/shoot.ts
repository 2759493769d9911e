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
import { aim, anyTankMoved, type AimTable } from './aim.js';
import { allocationProblems, applyAllocation, assignHitsDefault, type Hit } from './assign-hits.js';
import { shootingTable, type ShootingRun } from './assign-context.js';
import {
  mistakenTarget,
  refusedByTooClose,
  type MistakenTargetAttempt,
  type MistakenTargetRefusal,
} from './mistaken-target.js';
import { canBePinnedDown, hitsToPin } from './pinned-down.js';
import type { CommanderResult, PinResult, ShooterRecord, ShootingResult, ShotRecord } from './result.js';
import { isFlame, rollSaves, shooterIsSniper, type CarriedHits } from './roll-saves.js';
import type { ShootingSituation, ShootingTeam, TargetTeam } from './situation.js';
import { ShootingInputError } from './input-error.js';

export { ShootingInputError };

/** A unit shoots: the phases below, in the book's order (pp. 26-43) and the ORDER above. */
export function* shoot(situation: ShootingSituation): Procedure<ShootingResult> {
  const applied = new RulesApplied();
  applied.add(R.shootingSequence);
  if (situation.meetingEngagementFirstTurn === true) applied.add(R.meetingEngagement);
  const run: ShootingRun = { situation, units: situation.units ?? 'inches', table: shootingTable(situation), applied };

  const { records, hits, smokeHits } = yield* rollToHit(run);
  assignHits(run, hits);
  const { attempts, refusals } = yield* tryMistakenTarget(run, hits);
  const saved = yield* rollSaves(run, hits, smokeHits);
  const commanders = yield* killingCommanders(run, saved.destroyedCommanders);
  const pins = pinDown(run, hits, saved.carried);

  const teamResults = saved.teams;
  const destroyed = teamResults.filter((t) => t.outcome === 'destroyed' || t.outcome === 'driven-off').length;
  const bailedOut = teamResults.filter((t) => t.outcome === 'bailed-out' && !t.wasBailedOut).length;
  const rules: RuleRef[] = applied.list();
  return {
    shooters: records,
    hits,
    smokeHits,
    mistakenTarget: attempts,
    ...(refusals.length > 0 ? { mistakenTargetRefused: refusals } : {}),
    saves: saved.saves,
    teams: teamResults,
    pins,
    commanders,
    drivenOff: saved.drivenOff,
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

/**
 * Roll to Hit (p. 33), smoke first (p. 42): smoke is fired before the unit shoots normally, so its
 * markers count for the shots that follow (ORDER 1-2). Each firing line is one pool of dice.
 */
function* rollToHit(run: ShootingRun): Procedure<{ records: ShooterRecord[]; hits: Hit[]; smokeHits: Hit[] }> {
  const { situation, table, applied } = run;
  const { where, isLive } = table;
  const smokeOn = new Set<string>([...where.values()].filter((l) => l.team.state?.smoke).map((l) => l.team.id));
  const aimTable: AimTable = {
    targetIsAircraft: (id) => (isLive(id) ? where.get(id)!.team.profile.type === 'aircraft' : undefined),
    target: (_s, id) => {
      const { team, unit } = where.get(id)!;
      return { team: smokeOn.has(team.id) ? { ...team, state: { ...team.state, smoke: true } } : team, unit };
    },
  };
  const tankMoved = anyTankMoved(situation);
  const records: ShooterRecord[] = [];
  const hits: Hit[] = [];
  const smokeHits: Hit[] = [];
  let nextId = 1;
  const rollFor = function* (list: readonly ShootingTeam[]): Procedure<void> {
    for (const s of list) {
      const aimed = aim(s, situation, aimTable, applied, tankMoved);
      if (!aimed.ok) {
        records.push({ shooter: s.id, shoots: false, reason: `${s.id} cannot shoot: it ${aimed.reason}`, shots: [] });
        continue;
      }
      const shots: ShotRecord[] = [];
      for (const { line, toHit: th } of aimed.lines) {
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

  yield* rollFor(situation.shooter.teams.filter((t) => t.smoke));
  if (smokeHits.length > 0) {
    assignHitsDefault(smokeHits, table.ctx);
    for (const h of smokeHits) smokeOn.add(h.team);
    applied.add(R.effectsOfSmoke);
  }
  yield* rollFor(situation.shooter.teams.filter((t) => !t.smoke));
  return { records, hits, smokeHits };
}

/** Assign Hits (p. 34): the player's own allocation, checked, or the default one. */
function assignHits(run: ShootingRun, hits: Hit[]): void {
  const { situation, table, applied } = run;
  if (hits.length > 0) applied.add(R.assignHits);
  if (situation.allocation && hits.length > 0) {
    const problems = applyAllocation(hits, situation.allocation);
    problems.push(...allocationProblems(hits, table.ctx));
    if (problems.length > 0) throw new ShootingInputError(problems);
  } else {
    assignHitsDefault(hits, table.ctx);
  }
  if (situation.targets.some((u) => u.joinWith)) applied.add(R.hqAndIndependent);
}

/** Mistaken Target (p. 35), per target unit (with a joined unit) that took hits: ORDER 3. */
function* tryMistakenTarget(
  run: ShootingRun,
  hits: Hit[],
): Procedure<{ attempts: MistakenTargetAttempt[]; refusals: MistakenTargetRefusal[] }> {
  const { situation, table, applied } = run;
  const attempts: MistakenTargetAttempt[] = [];
  const refusals: MistakenTargetRefusal[] = [];
  if (situation.mistakenTarget === false) return { attempts, refusals };
  const done = new Set<string>();
  for (const u of situation.targets) {
    if (done.has(u.id)) continue;
    const group = [u, ...situation.targets.filter((x) => x.id === u.joinWith || x.joinWith === u.id)];
    group.forEach((x) => done.add(x.id));
    const ids = group
      .flatMap((x) => x.teams)
      .filter((t) => table.isLive(t.id))
      .map((t) => t.id);
    const inGroup = new Set(ids);
    if (!hits.some((h) => inGroup.has(h.team))) continue;
    const refused = refusedByTooClose(hits, table.ctx, ids);
    if (refused.length > 0) applied.add(R.mistakenTarget, R.tooCloseForError);
    refusals.push(...refused);
    const tries = yield* mistakenTarget(hits, table.ctx, ids, u.owner ?? 'target');
    if (tries.length > 0) applied.add(R.mistakenTarget, R.tooCloseForError);
    attempts.push(...tries);
  }
  return { attempts, refusals };
}

/** Killing Commanders (p. 40): one roll per destroyed Formation Commander however often destroyed (ORDER 5). */
function* killingCommanders(run: ShootingRun, destroyed: readonly TargetTeam[]): Procedure<CommanderResult[]> {
  const commanders: CommanderResult[] = [];
  for (const c of destroyed) {
    run.applied.add(R.killingCommanders);
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
  return commanders;
}

/**
 * Pinned Down (p. 41): each target unit that took hits (or was pinned already), then each unit
 * carried by a target (riders, passengers, p. 23). No dice.
 */
function pinDown(run: ShootingRun, hits: readonly Hit[], carried: Map<string, CarriedHits>): PinResult[] {
  const { situation, table, applied } = run;
  const pins: PinResult[] = [];
  for (const unit of situation.targets) {
    const ids = new Set(unit.teams.map((t) => t.id));
    const unitHits = hits.filter((h) => ids.has(h.team));
    const extra = carried.get(unit.id);
    carried.delete(unit.id);
    const total = (unit.hitsEarlier ?? 0) + unitHits.length + (extra?.hits ?? 0);
    const teamsAtStart = unit.teamsAtStart ?? unit.teams.filter((t) => table.isLive(t.id)).length;
    const needed = hitsToPin(teamsAtStart, unit.bagpipes === true);
    const canBePinned = canBePinnedDown(unit.teams.map((t) => t.profile));
    const reasons: string[] = [];
    if (total >= needed) reasons.push('hits');
    if (unitHits.some((h) => isFlame(run, h))) reasons.push('flame-thrower');
    if (unitHits.some((h) => shooterIsSniper(run, h))) reasons.push('sniper');
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
  for (const [unit, c] of carried) {
    const needed = hitsToPin(c.teams, false);
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
  return pins;
}
