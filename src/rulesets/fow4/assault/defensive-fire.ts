/**
 * Opponent's Defensive Fire (pp. 55-56): every Defending team within 8"/20cm of an Assaulting team,
 * of whichever unit (the assaulted units and the defender's other units near, `defender.nearby`),
 * shoots as in a Shooting Step, at Halted ROF (Moving ROF if its unit is Pinned Down), only at
 * Assaulting teams; tanks save with Side armour; no Bulletproof Cover; no Mistaken Target; no
 * Bombardments, no Minimum Range weapons; Sneaking Up on Tanks silences tanks.
 */
import { saveHit, remountScore, teamSave, scoreTarget } from '../saves.js';
import { rollPool } from '../../../dice/pool.js';
import { describeTarget } from '../../../dice/target.js';
import type { Choice, Procedure } from '../../../engine/request.js';
import type { RuleRef } from '../../../engine/rules.js';
import type { WeaponProfile } from '../../flames-of-war/profile.js';
import { teamRating } from '../ratings.js';
import { FOW4_SHOOTING as S } from '../rules.js';
import type { HitSaveRecord } from '../../flames-of-war/saves/hit-save.js';

import { broadType, effectiveWeapon, isArmouredTank, weaponHas } from '../../flames-of-war/saves/special-rules.js';
import type { TeamSaveRecord } from '../../flames-of-war/saves/team-save.js';

import { askChoice, askYesNo } from './ask.js';
import { FOW4_ASSAULT as R } from './rules.js';
import { other, teamRule, type AssaultState, type Side, type TeamState } from './state.js';

/** What a tank with Begleit Escorts or Tankodesantniki fires at sneaking infantry (pp. 71, 74). */
export const ESCORT_WEAPONS: Readonly<Record<'begleit-escorts' | 'tankodesantniki', WeaponProfile>> = {
  'begleit-escorts': {
    name: 'Begleit Escorts (as an Assault Rifle team)',
    range: { inches: 8, cm: 20 },
    rof: 3,
    antiTank: 2,
    firepower: 6,
    rules: ['full-rof-when-moving'],
  },
  tankodesantniki: {
    name: 'Tankodesantniki (as an SMG team)',
    range: { inches: 4, cm: 10 },
    rof: 3,
    antiTank: 1,
    firepower: 6,
    rules: ['full-rof-when-moving'],
  },
};

export interface DefensiveShot {
  readonly team: string;
  readonly weapon: string;
  readonly target: string;
  readonly rof: number;
  readonly rofUsed: 'halted' | 'pinned' | 'vehicle-mg';
  readonly need: string;
  readonly faces: readonly number[];
  readonly hits: number;
  readonly rules: readonly RuleRef[];
}

export interface DefensiveHit {
  readonly from: string;
  readonly weapon: string;
  readonly to: string;
  readonly save: HitSaveRecord;
  readonly outcome: HitSaveRecord['outcome'];
  /** Passengers or riders who took a hit with it. */
  readonly carried?: readonly { readonly team: string; readonly save: TeamSaveRecord }[];
}

export interface DefensiveFireRecord {
  readonly shots: readonly DefensiveShot[];
  readonly silent: readonly { readonly team: string; readonly reason: string }[];
  readonly hits: readonly DefensiveHit[];
  readonly totalHits: number;
  readonly rules: readonly RuleRef[];
}

interface Firing {
  readonly weapon: WeaponProfile;
  readonly rof: number;
  readonly rofUsed: DefensiveShot['rofUsed'];
  readonly mods: { value: number; rule: RuleRef }[];
}

/** ROF of one weapon in Defensive Fire (p. 55): Halted, or the Moving/Pinned ROF when the unit is Pinned (p. 41). */
export function defensiveRof(w: WeaponProfile, pinned: boolean, hasAutomaticRifles = false): Omit<Firing, 'weapon'> {
  if (!pinned) return { rof: w.rof, rofUsed: 'halted', mods: [] };
  const mods: Firing['mods'] = [];
  let rof: number;
  if (weaponHas(w, 'full-rof-when-moving'))
    rof = w.pinnedRof ?? 1; // ROF 1 when Pinned (p. 66)
  else if (weaponHas(w, 'awkward-layout') || weaponHas(w, 'bunker-buster')) rof = 0;
  else rof = w.pinnedRof ?? w.movingRof ?? (w.rof <= 1 ? w.rof : Math.floor(w.rof / 2));
  // ROF 1 weapons take +1 to hit at Moving ROF (p. 67, AMB-11), unless the team has Automatic Rifles (p. 69).
  if (w.rof === 1 && !hasAutomaticRifles) mods.push({ value: 1, rule: S.rof1Weapons });
  return { rof, rofUsed: 'pinned', mods };
}

/** Weapons a team may fire in Defensive Fire, as options: a tank fires all its vehicle MGs or one other weapon (p. 27). */
function weaponOptions(t: TeamState, pinned: boolean): { value: string; firings: Firing[] }[] {
  const usable = t.profile.weapons
    .map(effectiveWeapon)
    .filter(
      (w) =>
        w.rof > 0 &&
        !w.minRange &&
        !weaponHas(w, 'minimum-range') &&
        !weaponHas(w, 'turret-rear-mg') &&
        !weaponHas(w, 'artillery-only'),
    );
  const auto = teamRule(t, 'automatic-rifles');
  const options: { value: string; firings: Firing[] }[] = [];
  const mgs = usable.filter((w) => w.vehicleMg === true);
  if (t.profile.type === 'tank' && mgs.length > 0) {
    // One vehicle MG fires at ROF 3, any others at ROF 1 (p. 33); Begleit Escorts add 1 within 8"/20cm (p. 71).
    const extra = teamRule(t, 'begleit-escorts') ? 1 : 0;
    options.push({
      value: 'vehicle MGs',
      firings: mgs.map((w, i) => ({
        weapon: w,
        rof: (i === 0 ? 3 : 1) + (i === 0 ? extra : 0),
        rofUsed: 'vehicle-mg',
        mods: [],
      })),
    });
  }
  for (const w of usable) {
    if (t.profile.type === 'tank' && w.vehicleMg) continue;
    options.push({ value: w.name, firings: [{ weapon: w, ...defensiveRof(w, pinned, auto) }] });
  }
  // A weapon with no ROF as it fires now (a Pinned Down team's Panzerfaust, no Moving ROF, p. 41) is no choice.
  return options.filter((o) => o.firings.some((f) => f.rof > 0));
}

/** A sensible default weapon: against an armoured tank the best Anti-tank, otherwise the most dice. */
function bestOption(options: readonly { value: string; firings: Firing[] }[], target: TeamState): string {
  const score = (o: { firings: Firing[] }) => {
    const dice = o.firings.reduce((a, f) => a + f.rof, 0);
    const at = Math.max(...o.firings.map((f) => f.weapon.antiTank ?? -1));
    return isArmouredTank(target.profile) ? at * 100 + dice : dice * 100 + at;
  };
  return [...options].sort((a, b) => score(b) - score(a))[0]!.value;
}

/** Sneaking Up on Tanks (p. 56): assaulting infantry in Contact that did not move, use an order or shoot, and began Concealed. */
function sneakers(state: AssaultState, tank: TeamState, assaulting: readonly TeamState[]): TeamState[] {
  if (tank.profile.type !== 'tank') return [];
  return assaulting.filter(
    (a) =>
      a.contacts.includes(tank.id) &&
      (a.profile.type === 'infantry' || a.profile.type === 'heavy-weapon') && // Cavalry cannot sneak (p. 68)
      !a.input.moved &&
      !a.input.dashed &&
      !a.input.order &&
      !a.input.shot &&
      a.input.concealed === true,
  );
}

function isHitOnNeed(state: AssaultState, target: TeamState, weapon: WeaponProfile, base: Firing['mods']) {
  const mods = [...base];
  if (target.input.concealed) mods.push({ value: 1, rule: S.concealment }); // Assaulting teams are never Gone to Ground
  if (state.night) mods.push({ value: 1, rule: S.night });
  if (state.smoke) mods.push({ value: 1, rule: S.effectsOfSmoke });
  if (weaponHas(weapon, 'no-he') && target.profile.type !== 'tank' && target.profile.type !== 'aircraft')
    mods.push({ value: 1, rule: S.noHe });
  const check = scoreTarget(
    teamRating(target.ratings, 'isHitOn'),
    mods.map((m) => m.value),
  );
  return { check, rules: [S.isHitOn, ...mods.map((m) => m.rule), ...check.rules] };
}

/** Resolve the whole Defensive Fire against the side that charged. Sets destroyed / bailed-out state. */
export function* defensiveFire(state: AssaultState, assaultingSide: Side): Procedure<DefensiveFireRecord> {
  const defendingSide = other(assaultingSide);
  const player = state.players[defendingSide];
  const rules: RuleRef[] = [R.defensiveFire, R.noMistakenTarget];
  const assaulting = state.teamsOf(assaultingSide).filter((t) => t.contacts.length > 0);
  const shots: DefensiveShot[] = [];
  const silent: { team: string; reason: string }[] = [];
  const pending: { from: TeamState; weapon: WeaponProfile; target: TeamState; hits: number }[] = [];
  const declared: string[] = [];
  if (assaulting.length === 0) return { shots, silent, hits: [], totalHits: 0, rules: [] };
  // Every Defending team within 8"/20cm fires, of the assaulted units and of the others near (p. 55).
  for (const d of state.defensiveFireTeams(defendingSide)) {
    const unit = state.unitOf(d);
    if (d.bailedOut) {
      silent.push({ team: d.id, reason: 'Bailed Out' });
      continue;
    }
    if (d.input.shotAtAircraft) {
      silent.push({ team: d.id, reason: 'shot at Aircraft last turn' });
      rules.push(S.shootingAtAircraft);
      continue;
    }
    const inRange = yield* askYesNo(
      `in-range:${d.id}`,
      player,
      `Is ${d.id} within 8"/20cm of an Assaulting team (Defensive Fire)?`,
      d.input.inRange ?? true,
    );
    if (!inRange) {
      silent.push({ team: d.id, reason: 'not within 8"/20cm of an Assaulting team' });
      continue;
    }
    let options = weaponOptions(d, unit.pinned);
    let targets = assaulting;
    const sneaking = sneakers(state, d, assaulting);
    if (sneaking.length > 0) {
      rules.push(R.sneakingUpOnTanks);
      const escort = teamRule(d, 'begleit-escorts')
        ? 'begleit-escorts'
        : teamRule(d, 'tankodesantniki')
          ? 'tankodesantniki'
          : undefined;
      if (!escort) {
        silent.push({ team: d.id, reason: `infantry sneaked up on it (${sneaking.map((s) => s.id).join(', ')})` });
        continue;
      }
      rules.push(escort === 'begleit-escorts' ? R.begleitEscorts : R.tankodesantniki);
      const w = ESCORT_WEAPONS[escort];
      options = [{ value: w.name, firings: [{ weapon: w, ...defensiveRof(w, unit.pinned) }] }];
      targets = sneaking;
    }
    if (options.length === 0) {
      silent.push({ team: d.id, reason: 'no weapon that can fire Defensive Fire (Minimum Range, no ROF)' });
      continue;
    }
    // Default target: a team in Contact with it (else any), the one fewest defenders have chosen so far.
    const touching = targets.filter((a) => a.contacts.includes(d.id));
    const pool = touching.length > 0 ? touching : targets;
    const chosen = (id: string) =>
      pending.filter((p) => p.target.id === id).length + declared.filter((x) => x === id).length;
    const defaultTarget = [...pool].sort((a, b) => chosen(a.id) - chosen(b.id))[0]!.id;
    const targetId = yield* askChoice(
      `df-target:${d.id}`,
      player,
      `Which Assaulting team does ${d.id} shoot at?`,
      targets.map((a) => ({ value: a.id, label: a.id })),
      defaultTarget,
    );
    const target = state.team(targetId);
    declared.push(target.id);
    const choice = yield* askChoice(
      `df-weapon:${d.id}`,
      player,
      `Which weapon does ${d.id} fire in Defensive Fire?`,
      options.map((o) => ({ value: o.value, label: o.value })),
      bestOption(options, target),
    );
    const option = options.find((o) => o.value === choice)!;
    for (const f of option.firings) {
      let rof = f.rof;
      // Tankodesantniki: vehicle MGs +1 ROF at up to 4"/10cm (p. 74); a target touching this tank is that close.
      if (
        f.rofUsed === 'vehicle-mg' &&
        f === option.firings[0] &&
        teamRule(d, 'tankodesantniki') &&
        target.contacts.includes(d.id)
      )
        rof += 1;
      if (rof <= 0) continue;
      const need = isHitOnNeed(state, target, f.weapon, f.mods);
      const pool = yield* rollPool({
        count: rof,
        target: need.check.target,
        label: `Defensive Fire: ${d.id} (${f.weapon.name}) at ${target.id}`,
      });
      const faces = pool.dice.flatMap((x) =>
        x.first.followUp === undefined ? [x.first.face] : [x.first.face, x.first.followUp],
      );
      shots.push({
        team: d.id,
        weapon: f.weapon.name,
        target: target.id,
        rof,
        rofUsed: f.rofUsed,
        need: describeTarget(need.check.target),
        faces,
        hits: pool.successes,
        rules: [...(unit.pinned ? [S.pinnedRof] : []), ...need.rules],
      });
      if (pool.successes > 0) pending.push({ from: d, weapon: f.weapon, target, hits: pool.successes });
    }
  }
  // Assign hits (p. 34): the defending player gives them to Assaulting teams of the target's type, spread evenly.
  const given = new Map<string, number>();
  const assignments: { from: TeamState; weapon: WeaponProfile; to: TeamState }[] = [];
  for (const p of pending) {
    const eligible = assaulting.filter((a) => broadType(a.profile) === broadType(p.target.profile));
    for (let k = 0; k < p.hits; k++) {
      let to = p.target;
      // The declared target takes its shooter's first hit; the others are spread evenly (p. 34).
      const firstOfShooter = k === 0 && !assignments.some((x) => x.from === p.from);
      if (!firstOfShooter && eligible.length > 1) {
        const count = (t: TeamState) => (given.get(t.id) ?? 0) * 2 + (t === p.target ? 0 : 1);
        const fewest = [...eligible].sort((a, b) => count(a) - count(b))[0]!;
        const choices: Choice<string>[] = eligible.map((a) => ({ value: a.id, label: a.id }));
        to = state.team(
          yield* askChoice(
            `df-hit:${p.from.id}`,
            player,
            `Which Assaulting team takes hit ${k + 1} of ${p.from.id} (${p.weapon.name})?`,
            choices,
            fewest.id,
          ),
        );
      }
      given.set(to.id, (given.get(to.id) ?? 0) + 1);
      assignments.push({ from: p.from, weapon: p.weapon, to });
    }
  }
  if (assignments.length > 0) rules.push(S.assignHits);
  const hits: DefensiveHit[] = [];
  for (const a of assignments) {
    const hit = yield* defensiveHitSave(state, a.from, a.weapon, a.to);
    hits.push(hit);
    rules.push(...hit.save.rules);
    if (isArmouredTank(a.to.profile)) rules.push(R.defensiveFireSide);
    else if (a.to.input.concealed) rules.push(R.noBulletproofCover);
  }
  return { shots, silent, hits, totalHits: assignments.length, rules };
}

/** One Defensive Fire hit: Side armour for tanks, never Bulletproof Cover (p. 55); passengers and riders as in Shooting (p. 23). */
function* defensiveHitSave(
  state: AssaultState,
  from: TeamState,
  weapon: WeaponProfile,
  to: TeamState,
): Procedure<DefensiveHit> {
  const hitFacts = {
    antiTank: weapon.antiTank,
    firepower: weapon.firepower,
    facing: 'side' as const,
    weaponRules: weapon.rules ?? [],
    shooterType: from.profile.type,
    label: `${from.id} ${weapon.name}`,
  };
  const wasBailed = to.bailedOut;
  const save = yield* saveHit(to.profile, { name: to.id, bulletproof: false }, hitFacts, {
    bailedOut: wasBailed,
    remount: remountScore(to.ratings, to.profile),
    commanderReroll: to.input.commanderNear === true,
  });
  const carried: { team: string; save: TeamSaveRecord }[] = [];
  // Riders are hit whenever their tank is hit (p. 23).
  for (const r of to.input.riders ?? []) {
    const rider = state.team(r);
    if (rider.destroyed) continue;
    const s = yield* teamSave(rider.profile, { name: rider.id, rider: true }, hitFacts);
    carried.push({ team: rider.id, save: s });
    if (s.effect === 'destroyed') state.destroy(rider, `riding on ${to.id}, hit by Defensive Fire`);
  }
  if (save.outcome === 'destroyed') {
    // Passengers of a transport destroyed by shooting each save once (p. 23).
    for (const p of to.input.passengers ?? []) {
      const passenger = state.team(p);
      if (passenger.destroyed || passenger.mountedIn !== to.id) continue;
      const s = yield* teamSave(passenger.profile, { name: passenger.id, passenger: true }, hitFacts);
      carried.push({ team: passenger.id, save: s });
      passenger.mountedIn = undefined;
      if (s.effect === 'destroyed') state.destroy(passenger, `in ${to.id} when Defensive Fire destroyed it`);
    }
    state.destroy(to, `Defensive Fire from ${from.id}`);
  } else if (save.outcome === 'bailed-out') {
    to.bailedOut = true;
    to.contacts = [];
  }
  return {
    from: from.id,
    weapon: weapon.name,
    to: to.id,
    save,
    outcome: save.outcome,
    ...(carried.length ? { carried } : {}),
  };
}
