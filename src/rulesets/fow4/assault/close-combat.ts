/** Roll to Hit and Roll Saves in an assault (p. 57), with the special rules that change them. */
import { firepowerTest, bailedOutAgain, remountScore, saveHit, saveScoreOf, scoreTarget } from '../saves.js';
import { rollPool, type PoolDie } from '../../../dice/pool.js';
import { describeTarget, type Target } from '../../../dice/target.js';
import type { Choice, Procedure } from '../../../engine/request.js';
import type { RuleRef } from '../../../engine/rules.js';
import { teamRating } from '../ratings.js';
import type { FirepowerTestRecord } from '../../flames-of-war/saves/firepower-test.js';

import type { HitSaveRecord } from '../../flames-of-war/saves/hit-save.js';
import type { HitFacts } from '../../flames-of-war/saves/hit.js';
import { isArmouredTank, isInfantryType } from '../../flames-of-war/saves/special-rules.js';

import { askChoice, askYesNo } from './ask.js';
import { isMountedAssaultTransport } from './eligibility.js';
import { FOW4_ASSAULT as R } from './rules.js';
import { numberedRule, teamRule, type AssaultState, type Side, type TeamState } from './state.js';

export interface AssaultHitRecord {
  readonly team: string;
  readonly need: string;
  /** The to-hit die, with a follow-up for 7 and 8, and its re-roll if it had one. */
  readonly die: PoolDie;
  /** Turret-rear MG: the successful hit that had to be re-rolled. */
  readonly turretRearReroll?: PoolDie;
  readonly hit: boolean;
  readonly improvised?: boolean;
  /** Improvised Tank Assault: a 1 destroyed the team itself (p. 65). */
  readonly destroyedSelf?: boolean;
  readonly target?: string;
  /** How the hit attacked an armoured tank: "top" (improvised / Tank Assault #) or the weapon used against Side armour. */
  readonly attack?: string;
  readonly save?: HitSaveRecord;
  readonly pillboxSave?: { readonly need: string; readonly die: PoolDie; readonly saved: boolean };
  readonly carrierFirepower?: FirepowerTestRecord;
  readonly outcome?: 'no-effect' | 'bailed-out' | 'destroyed';
  /** Riders and passengers destroyed with it. */
  readonly alsoDestroyed?: readonly string[];
  readonly rules: readonly RuleRef[];
}

interface Roller {
  readonly t: TeamState;
  readonly target: Target;
  readonly need: string;
  readonly reroll: 'none' | 'failures';
  readonly improvised: boolean;
  readonly rules: RuleRef[];
}

/** The score a team needs to hit in an assault (p. 57). */
function toHitScore(t: TeamState): { target: Target; need: string; rules: RuleRef[] } {
  const rules: RuleRef[] = [R.rollToHit, R.assaultRating];
  if (teamRule(t, 'demolition-carrier')) {
    rules.push(R.demolitionCarrier);
    const c = scoreTarget(2);
    return { target: c.target, need: describeTarget(c.target), rules };
  }
  const mods: number[] = [];
  // Small Infantry Teams (the situation's `small`, or the arsenal's small-team rule): +1, not for
  // Unit Leaders or Formation Commanders (p. 57).
  const small = t.input.small ?? teamRule(t, 'small-team');
  if (small && isInfantryType(t.profile) && !t.input.leader && !t.input.commander) {
    mods.push(1);
    rules.push(R.smallInfantryTeams);
  }
  const c = scoreTarget(teamRating(t.ratings, 'assault'), mods);
  rules.push(...c.rules);
  return { target: c.target, need: describeTarget(c.target), rules };
}

/** Who the defender gives a hit to (p. 57): a sensible default is the team that suffers least. */
function defaultVictim(candidates: readonly TeamState[]): TeamState {
  const rank = (t: TeamState) =>
    isArmouredTank(t.profile)
      ? 100 + t.profile.armour!.top * 10 + t.profile.armour!.side
      : t.input.leader || t.input.commander
        ? 0
        : 1;
  return [...candidates].sort((a, b) => rank(b) - rank(a))[0]!;
}

/** The attack options against an armoured tank (p. 57): Top armour with improvised weapons or Tank Assault #, or a weapon against Side. */
interface AttackOption {
  readonly value: string;
  readonly label: string;
  readonly hit: HitFacts;
  readonly rules: RuleRef[];
}

function attackOptions(hitter: TeamState, improvised: boolean): AttackOption[] {
  const tankAssault = improvised
    ? numberedRule(hitter.profile, 'improvised-tank-assault')
    : numberedRule(hitter.profile, 'tank-assault');
  const at = tankAssault ?? 2;
  const topRules = [
    R.hitTopOrSide,
    ...(tankAssault !== undefined ? [improvised ? R.improvisedTankAssault : R.tankAssault] : []),
  ];
  const options: AttackOption[] = [
    {
      value: 'top',
      label: `Top armour: ${tankAssault !== undefined ? `Tank Assault ${at}` : 'grenades, Anti-tank 2'}, Firepower 1+`,
      hit: {
        antiTank: at,
        firepower: 1,
        facing: 'top',
        shooterType: hitter.profile.type,
        label: `${hitter.id} (Top, AT ${at})`,
      },
      rules: topRules,
    },
  ];
  for (const w of hitter.profile.weapons) {
    if (w.antiTank === null) continue;
    options.push({
      value: `side:${w.name}`,
      label: `Side armour: ${w.name}, Anti-tank ${w.antiTank}, Firepower ${w.firepower === null ? '-' : `${w.firepower}+`}`,
      hit: {
        antiTank: w.antiTank,
        firepower: w.firepower,
        facing: 'side',
        weaponRules: w.rules ?? [],
        shooterType: hitter.profile.type,
        label: `${hitter.id} ${w.name} (Side)`,
      },
      rules: [R.hitTopOrSide],
    });
  }
  return options;
}

/** Chance-weighted damage of an attack on a tank (Destroyed 1, Bailed Out 1/2), to choose a sensible default. */
function expectedDamage(o: AttackOption, armour: number): number {
  if (o.hit.antiTank === null) return 0;
  const fp = o.hit.firepower;
  const pFp = fp === null ? 0 : fp === 'auto' ? 1 : fp <= 1 ? 1 : fp >= 7 ? (fp === 7 ? 2 / 36 : 1 / 36) : (7 - fp) / 6;
  let dmg = 0;
  for (let d = 1; d <= 6; d++) {
    const total = d + armour;
    if (total === o.hit.antiTank) dmg += (pFp * 0.5) / 6;
    else if (total < o.hit.antiTank) dmg += (pFp + (1 - pFp) * 0.5) / 6;
  }
  return dmg;
}

function bestAttack(options: readonly AttackOption[], tank: TeamState): string {
  const armour = tank.profile.armour!;
  const value = (o: AttackOption) => expectedDamage(o, o.value === 'top' ? armour.top : armour.side);
  return [...options].sort((a, b) => value(b) - value(a))[0]!.value;
}

/**
 * Roll to hit for every Assaulting team in Contact, give each hit to a team it touches (the
 * defender chooses), then roll the saves. Returns one record per Assaulting team. Updates the state.
 */
export function* closeCombat(
  state: AssaultState,
  side: Side,
): Procedure<{ records: AssaultHitRecord[]; pinned: string[] }> {
  const attackerPlayer = state.players[side];
  const defenderPlayer = state.players[side === 'attacker' ? 'defender' : 'attacker'];
  const rollers: Roller[] = [];
  const fighters = [...state.teamsOf(side)];
  // Mounted Assault (p. 71): the infantry passengers of an Assaulting armoured Mounted Assault
  // transport roll to hit too, against the teams their transport is in Contact with.
  const riding: TeamState[] = [];
  for (const tr of state.teamsOf(side)) {
    if (
      tr.bailedOut ||
      tr.contacts.length === 0 ||
      !isMountedAssaultTransport(tr.profile, state.unitOf(tr).input.rules)
    )
      continue;
    for (const id of tr.input.passengers ?? []) {
      const p = state.team(id);
      if (p.destroyed || p.mountedIn !== tr.id || !isInfantryType(p.profile)) continue;
      p.contacts = [...tr.contacts];
      riding.push(p);
      fighters.push(p);
    }
  }
  for (const t of fighters) {
    if (t.bailedOut || t.contacts.length === 0) continue;
    const score = toHitScore(t);
    const rules = [...score.rules];
    let improvised = false;
    if (numberedRule(t.profile, 'improvised-tank-assault') !== undefined) {
      const tankNear = t.contacts.some((id) => isArmouredTank(state.team(id).profile));
      improvised = yield* askYesNo(
        `improvised:${t.id}`,
        attackerPlayer,
        `Does ${t.id} use its Improvised Tank Assault weapons (a roll of 1 destroys it) rather than Tank Assault 2?`,
        tankNear,
      );
      if (improvised) rules.push(R.improvisedTankAssault);
    }
    if (riding.includes(t)) rules.push(R.mountedAssault);
    const escorts = t.profile.type === 'tank' && (teamRule(t, 'begleit-escorts') || teamRule(t, 'tankodesantniki'));
    if (escorts) rules.push(teamRule(t, 'begleit-escorts') ? R.begleitEscorts : R.tankodesantniki);
    rollers.push({
      t,
      target: score.target,
      need: score.need,
      reroll: escorts ? 'failures' : 'none',
      improvised,
      rules,
    });
  }
  // One pool per score needed, in the order the teams are listed.
  const dice = new Map<TeamState, PoolDie>();
  const groups = new Map<string, Roller[]>();
  for (const r of rollers) {
    const key = `${r.need}|${r.reroll}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  for (const group of groups.values()) {
    const first = group[0]!;
    const pool = yield* rollPool({
      count: group.length,
      target: first.target,
      reroll: first.reroll,
      label: `Assault: to hit ${first.need} (${group.map((g) => g.t.id).join(', ')})`,
    });
    group.forEach((g, i) => dice.set(g.t, pool.dice[i]!));
  }
  // Give each hit to a team in Contact (the defender chooses), with the Turret-rear MG re-roll.
  const records: AssaultHitRecord[] = [];
  const assigned: { r: Roller; target: TeamState; rec: Omit<AssaultHitRecord, 'rules'>; rules: RuleRef[] }[] = [];
  for (const r of rollers) {
    const die = dice.get(r.t)!;
    const rules = [...r.rules];
    const face = (die.reroll ?? die.first).face;
    if (r.improvised && face === 1) {
      state.destroy(r.t, 'its Improvised Tank Assault weapons (rolled a 1)');
      records.push({
        team: r.t.id,
        need: r.need,
        die,
        hit: false,
        improvised: true,
        destroyedSelf: true,
        outcome: 'destroyed',
        rules,
      });
      continue;
    }
    if (!die.success) {
      records.push({
        team: r.t.id,
        need: r.need,
        die,
        hit: false,
        ...(r.improvised ? { improvised: true } : {}),
        rules,
      });
      continue;
    }
    const candidates = r.t.contacts.map((id) => state.team(id)).filter((e) => !e.destroyed);
    if (candidates.length === 0) {
      records.push({ team: r.t.id, need: r.need, die, hit: true, rules });
      continue;
    }
    let target = candidates[0]!;
    if (candidates.length > 1) {
      rules.push(R.defenderChoosesHit);
      const choices: Choice<string>[] = candidates.map((c) => ({ value: c.id, label: c.id }));
      target = state.team(
        yield* askChoice(
          `hit-target:${r.t.id}`,
          defenderPlayer,
          `${r.t.id} scored a hit: which team in Contact with it takes the hit?`,
          choices,
          defaultVictim(candidates).id,
        ),
      );
    }
    if (r.t.profile.type === 'tank') rules.push(R.tankHitNotTank);
    // Turret-rear MG (p. 67): an Infantry or Gun team must re-roll a successful hit on this tank, unless it is Bailed Out.
    if (
      teamRule(target, 'turret-rear-mg') &&
      !target.bailedOut &&
      (isInfantryType(r.t.profile) || r.t.profile.type === 'gun') &&
      !die.reroll
    ) {
      rules.push(R.turretRearMg);
      const again = yield* rollPool({
        count: 1,
        target: r.target,
        label: `Turret-rear MG on ${target.id}: ${r.t.id} re-rolls its hit`,
      });
      const redo = again.dice[0]!;
      if (!redo.success) {
        records.push({ team: r.t.id, need: r.need, die, turretRearReroll: redo, hit: false, target: target.id, rules });
        continue;
      }
      assigned.push({
        r,
        target,
        rec: { team: r.t.id, need: r.need, die, turretRearReroll: redo, hit: true, target: target.id },
        rules,
      });
      continue;
    }
    assigned.push({
      r,
      target,
      rec: {
        team: r.t.id,
        need: r.need,
        die,
        hit: true,
        target: target.id,
        ...(r.improvised ? { improvised: true } : {}),
      },
      rules,
    });
  }
  // Roll Saves (p. 57).
  const pinned = new Set<string>();
  for (const a of assigned) {
    const out = yield* resolveAssaultHit(state, a.r, a.target, attackerPlayer);
    records.push({ ...a.rec, ...out.rec, rules: [...a.rules, ...out.rules] });
    // A unit hit in an assault is Pinned Down; armoured tanks cannot be (p. 41, 57).
    if (!isArmouredTank(a.target.profile)) pinned.add(a.target.unit);
  }
  for (const u of pinned) state.unit(u).pinned = true;
  for (const p of riding) p.contacts = []; // still mounted: they fight only through their transport
  // Keep records in the order the teams are listed.
  const order = new Map(rollers.map((r, i) => [r.t.id, i]));
  records.sort((x, y) => order.get(x.team)! - order.get(y.team)!);
  return { records, pinned: [...pinned] };
}

function* resolveAssaultHit(
  state: AssaultState,
  r: Roller,
  target: TeamState,
  attackerPlayer: string,
): Procedure<{ rec: Partial<AssaultHitRecord>; rules: RuleRef[] }> {
  const hitter = r.t;
  const rules: RuleRef[] = [];
  const alsoDestroyed: string[] = [];
  const killRiders = () => {
    // Riders are hit with their tank and, with no saves in an assault, destroyed (p. 23, AMB-28).
    for (const id of target.input.riders ?? []) {
      const rider = state.team(id);
      if (!rider.destroyed)
        alsoDestroyed.push(
          ...state.destroy(rider, `riding on ${target.id} when it was hit in an assault`).map((x) => x.id),
        );
    }
  };
  const destroy = (why: string) => {
    const lost = state.destroy(target, why);
    alsoDestroyed.push(...lost.slice(1).map((x) => x.id));
    if (lost.length > 1) rules.push(R.passengersDestroyed);
  };
  // Demolition Carriers (p. 81): the carrier is spent; a tank takes its Firepower test; a Pillbox saves on 2+.
  if (teamRule(hitter, 'demolition-carrier')) {
    rules.push(R.demolitionCarrier);
    state.destroy(hitter, 'detonated (Demolition Carrier)');
    if (isArmouredTank(target.profile)) {
      const carrierFp = hitter.profile.weapons[0]?.firepower ?? null;
      const fp = yield* firepowerTest(carrierFp, { label: `${hitter.id}: Firepower test against ${target.id}` });
      if (!fp.success) return { rec: { carrierFirepower: fp, outcome: 'no-effect' }, rules };
      const wasBailed = target.bailedOut;
      target.bailedOut = true;
      target.contacts = [];
      if (wasBailed) {
        const again = yield* saveAgain(target);
        rules.push(...again.rules);
        if (again.destroyed) {
          destroy('Bailed Out Again after a Demolition Carrier');
          return { rec: { carrierFirepower: fp, outcome: 'destroyed' }, rules };
        }
      }
      return { rec: { carrierFirepower: fp, outcome: 'bailed-out' }, rules };
    }
    if (target.input.bunker === 'pillbox') {
      // The Pillbox's own 2+ save decides it: no Firepower test (p. 81).
      const check = scoreTarget(saveScoreOf(target.profile, { bunker: 'pillbox' }).score);
      const pool = yield* rollPool({
        count: 1,
        target: check.target,
        label: `${target.id}: save ${describeTarget(check.target)} against ${hitter.id}`,
      });
      const s = { need: describeTarget(check.target), die: pool.dice[0]!, saved: pool.successes === 1 };
      if (s.saved) return { rec: { pillboxSave: s, outcome: 'no-effect' }, rules };
      destroy(`${hitter.id} (Demolition Carrier)`);
      return { rec: { pillboxSave: s, outcome: 'destroyed', alsoDestroyed }, rules };
    }
    destroy(`${hitter.id} (Demolition Carrier)`);
    return { rec: { outcome: 'destroyed', alsoDestroyed }, rules };
  }
  // A dozer tank buries a Turret Bunker it hits (p. 80).
  if (hitter.profile.type === 'tank' && target.input.bunker) {
    rules.push(R.tanksAssaultingBunkers, R.buryingBunkers);
    destroy(`buried by ${hitter.id}`);
    return { rec: { outcome: 'destroyed', alsoDestroyed }, rules };
  }
  if (isArmouredTank(target.profile)) {
    rules.push(R.armourSavesInAssault);
    const options = attackOptions(hitter, r.improvised);
    const choice = yield* askChoice(
      `armour:${hitter.id}`,
      attackerPlayer,
      `${hitter.id} hit ${target.id}: attack its Top armour with grenades or its Side armour with a weapon?`,
      options.map((o) => ({ value: o.value, label: o.label })),
      bestAttack(options, target),
    );
    const option = options.find((o) => o.value === choice)!;
    rules.push(...option.rules);
    killRiders();
    const save = yield* saveHit(
      target.profile,
      { name: target.id, ...(target.input.bunker ? { bunker: target.input.bunker } : {}) },
      option.hit,
      {
        bailedOut: target.bailedOut,
        remount: remountScore(target.ratings, target.profile),
        commanderReroll: target.input.commanderNear === true,
      },
    );
    rules.push(...save.rules);
    if (save.outcome === 'destroyed') destroy(`assaulted by ${hitter.id}`);
    else if (save.outcome === 'bailed-out') {
      target.bailedOut = true;
      target.contacts = [];
    }
    return {
      rec: { attack: choice, save, outcome: save.outcome, ...(alsoDestroyed.length ? { alsoDestroyed } : {}) },
      rules,
    };
  }
  // Infantry, Gun and Unarmoured Tank teams: Destroyed, no save (p. 57).
  rules.push(R.noSavesIfNotArmoured);
  killRiders();
  destroy(`assaulted by ${hitter.id}`);
  return { rec: { outcome: 'destroyed', ...(alsoDestroyed.length ? { alsoDestroyed } : {}) }, rules };
}

/** Bailed Out Again (p. 38), for a Demolition Carrier's bail-out of an already Bailed Out tank. */
function* saveAgain(target: TeamState): Procedure<{ destroyed: boolean; rules: RuleRef[] }> {
  const again = yield* bailedOutAgain(remountScore(target.ratings, target.profile), {
    commanderReroll: target.input.commanderNear === true,
    label: `${target.id}: Bailed Out Again`,
  });
  return { destroyed: again.effect === 'destroyed', rules: [...again.rules] };
}
