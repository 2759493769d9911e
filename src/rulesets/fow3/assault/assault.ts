import type { AssaultTotals } from '../../flames-of-war/result-summary.js';
import { decide, type Procedure } from '../../../engine/request.js';
import { RulesApplied } from '../../../engine/rules.js';
import { boggingCheck, type BoggingResult } from '../movement.js';
import { fow3Options } from '../options.js';
import { FOW3 } from '../rules.js';
import { isOperational } from '../shooting/target.js';
import { capturedTeams } from './capture.js';
import { chargeGoing } from './charge-going.js';
import { counterattackTest, type CounterattackResult } from './counterattack.js';
import { defensiveFire } from './defensive-fire.js';
import { fightRound, type FightResult } from './fight.js';
import { tankTerror } from './tank-terror.js';
import type { AssaultPlatoon, AssaultTeam, Side } from './types.js';

import {
  checkNames,
  nearRecord,
  type AssaultResult,
  type AssaultRound,
  type AssaultSituation,
  type Live,
} from './situation.js';

export type { AssaultResult, AssaultRound, AssaultSituation } from './situation.js';

function kindOf(p: AssaultPlatoon): 'tank' | 'infantry' {
  return p.teams.length > 0 && p.teams.every((t) => t.profile.kind === 'tank') ? 'tank' : 'infantry';
}

/**
 * An Open Fire assault (spec §6): Tank Terror, the charge (tanks take bogging checks), defensive
 * fire and falling back, then rounds of fighting: after each round, the assaulters win if no enemy
 * team remains within 4"/10cm; otherwise the side just attacked tests to counterattack (one die),
 * failing platoons break off, passing ones charge and fight; back and forth until one side breaks
 * off or is destroyed. Then bailed out tanks of a beaten tank platoon are abandoned, and every
 * platoon is pinned down except a winner that took no hits.
 *
 * Geometry the table decides is asked as decisions ("fow3.enemy-within-4", default yes while an
 * enemy team that counts survives) or read from the teams' flags (inContact, charging, contacts).
 */
export function* assault(situation: AssaultSituation): Procedure<AssaultResult> {
  const r = yield* assaultRecord(situation);
  const totals: AssaultTotals = {
    winner: r.winner ?? null,
    destroyed: r.teams.filter((t) => t.state === 'destroyed').map((t) => t.id),
    bailedOut: r.teams.filter((t) => t.state === 'bailed-out').map((t) => t.id),
    pinned: [...r.pinned],
  };
  return { ...r, totals };
}

function* assaultRecord(situation: AssaultSituation): Procedure<Omit<AssaultResult, 'totals'>> {
  const options = fow3Options(situation.options);
  const rules = new RulesApplied();
  const notes: string[] = [];
  const { attacker } = situation;
  const nearby = situation.nearby ?? [];
  checkNames(situation);
  rules.add(FOW3.launchAssault, FOW3.charge);
  const teams = new Map<string, Live>();
  // A bailed out or bogged down tank can do nothing (pp. 7, 9): it does not charge (a non-assaulting team).
  const stuck = (t: AssaultTeam) => t.bailedOut === true || t.boggedDown === true;
  for (const t of attacker.teams)
    teams.set(t.id, { ...t, platoon: attacker.name, assaulting: true, ...(stuck(t) ? { charging: false } : {}) });
  for (const p of situation.defenders) for (const t of p.teams) teams.set(t.id, { ...t, platoon: p.name });
  const tookHits = new Map<string, boolean>([attacker, ...situation.defenders].map((p) => [p.name, false]));
  const base = {
    ruleset: 'fow3' as const,
    rounds: [] as AssaultRound[],
    counterattacks: [] as { side: Side; test: CounterattackResult }[],
    brokeOff: [] as string[],
    abandoned: [] as string[],
    captured: [] as string[],
    pinned: [] as string[],
  };
  const snapshot = () =>
    [...teams.values()].map((t) => ({
      platoon: t.platoon,
      id: t.id,
      state: t.destroyed
        ? ('destroyed' as const)
        : t.bailedOut
          ? ('bailed-out' as const)
          : t.boggedDown
            ? ('bogged-down' as const)
            : ('unharmed' as const),
    }));

  // Tank Terror!
  const terror = yield* tankTerror(kindOf(attacker), attacker.motivation, situation.enemyTankWithin6 === true, options);
  rules.add(...terror.rules);
  if (terror.note) notes.push(terror.note);
  if (!terror.mayAssault) {
    notes.push('the platoon failed its Tank Terror test and may not launch the assault');
    return {
      ...base,
      ...(terror.test ? { tankTerror: terror.test } : {}),
      launched: false,
      bogging: [],
      fellBack: false,
      teams: snapshot(),
      notes,
      rules: rules.list(),
    };
  }
  if (attacker.teams.some((t) => t.profile.kind === 'gun' && t.charging !== false))
    notes.push('gun teams cannot charge: they stay where they are');
  const attackerIds = attacker.teams.filter((t) => t.profile.kind !== 'gun').map((t) => t.id);
  if (attacker.teams.some((t) => t.profile.kind === 'gun')) rules.add(FOW3.gunsNoCharge);

  // The charge: tanks take bogging checks.
  const bogging: { team: string; check: BoggingResult }[] = [];
  const boggedInCharge: string[] = [];
  const chargingTanks = attackerIds
    .map((id) => teams.get(id)!)
    .filter((t) => t.profile.kind === 'tank' && t.charging !== false);
  const going = yield* chargeGoing(attacker.name, chargingTanks, 'attacker');
  for (const t of chargingTanks) {
    const id = t.id;
    const g = going.get(id) ?? 'easy';
    if (g === 'easy') continue;
    const check = yield* boggingCheck(t.profile, attacker.skill, g, `${t.id} charges: bogging check`);
    rules.add(...check.rules);
    bogging.push({ team: id, check });
    if (check.boggedDown) {
      boggedInCharge.push(id);
      teams.set(id, { ...t, boggedDown: true, inContact: false });
    }
  }

  // Defensive fire: the charged platoons' teams, and the teams of the defender's other platoons near.
  const defenderTeams = situation.defenders.flatMap((p) => p.teams.map((t) => teams.get(t.id)!));
  const nearTeams = nearby.flatMap((p) => p.teams);
  const chargingPlatoon = { ...attacker, teams: attackerIds.map((id) => teams.get(id)!) };
  const df = yield* defensiveFire(chargingPlatoon, defenderTeams, options, nearTeams);
  rules.add(...df.rules, ...df.shooting.rules);
  if (nearby.length > 0) {
    rules.add(FOW3.noNewPlatoons);
    notes.push(
      `${nearby.map((p) => p.name).join(', ')} fire${nearby.length === 1 ? 's' : ''} Defensive Fire only: not in the fight, so no counterattack, no breaking off, not pinned down`,
    );
  }
  for (const s of df.shooting.teams) {
    const t = teams.get(s.id)!;
    teams.set(s.id, { ...t, destroyed: s.state === 'destroyed', bailedOut: s.state === 'bailed-out' });
  }
  if (df.shooting.hits > 0) tookHits.set(attacker.name, true);
  if (df.fallBack) {
    notes.push(`the assaulting teams fall back: ${df.reason}; the assault is over`);
    for (const id of boggedInCharge) {
      teams.set(id, { ...teams.get(id)!, boggedDown: false });
      notes.push(`${id} bogged down while charging; falling back, it is no longer bogged down`);
    }
    return {
      ...base,
      ...(terror.test ? { tankTerror: terror.test } : {}),
      bogging,
      defensiveFire: df,
      ...nearRecord(nearby),
      launched: true,
      fellBack: true,
      teams: snapshot(),
      notes,
      rules: rules.list(),
    };
  }

  // Fighting, back and forth.
  let engaged = situation.defenders.map((p) => p.name);
  const platoonOf = (name: string) => situation.defenders.find((p) => p.name === name)!;
  const alive = (t: Live) => !t.destroyed;
  const counts = (t: Live) => !t.destroyed && !t.bailedOut; // A10: bailed out tanks do not hold the enemy
  const attackerFighters = (first: boolean) =>
    attacker.teams
      .map((t) => teams.get(t.id)!)
      .filter(
        (t) =>
          isOperational(t) &&
          t.profile.kind !== 'gun' &&
          (t.charging !== false ? (first ? t.inContact !== false : true) : t.inContact === true),
      );
  const attackerTargets = () =>
    attacker.teams
      .map((t) => teams.get(t.id)!)
      .filter((t) => alive(t) && (t.charging !== false || t.inContact === true));
  const defenderTargets = () => engaged.flatMap((n) => platoonOf(n).teams.map((t) => teams.get(t.id)!)).filter(alive);
  const apply = (fight: FightResult) => {
    for (const h of fight.hits) {
      const t = teams.get(h.on)!;
      tookHits.set(t.platoon, true);
      if (h.outcome === 'destroyed') teams.set(h.on, { ...t, destroyed: true });
      else if (h.outcome === 'bailed-out')
        teams.set(
          h.on,
          t.bailedOut && options.bailedOutAgain === 'destroyed' ? { ...t, destroyed: true } : { ...t, bailedOut: true },
        );
    }
  };
  const hasTanks = (ts: Live[]) => ts.some((t) => alive(t) && t.profile.kind === 'tank');
  let winner: Side | undefined;
  let first = true;
  for (let guard = 0; guard < 100 && winner === undefined; guard++) {
    // The assaulting side fights.
    const aFight = yield* fightRound(attackerFighters(first), attacker.skill, defenderTargets(), 'defender', options);
    first = false;
    rules.add(...aFight.rules);
    apply(aFight);
    base.rounds.push({ side: 'attacker', fights: [{ platoon: attacker.name, fight: aFight }] });
    if (
      !defenderTargets().some(counts) ||
      (yield* decide(
        'fow3.enemy-within-4',
        'attacker',
        'Is any defending team still within 4"/10cm of the assaulting teams?',
        [
          { value: 'yes', label: 'yes' },
          { value: 'no', label: 'no' },
        ],
        'yes',
      )) === 'no'
    ) {
      rules.add(FOW3.assaultWon);
      winner = 'attacker';
      break;
    }
    // The defenders test to counterattack.
    const attackerHasTanks = hasTanks(attackerTargets());
    const dTest = yield* counterattackTest(
      engaged.map((n) => ({
        name: n,
        motivation: platoonOf(n).motivation,
        tookHits: tookHits.get(n)!,
        fightingTanks: attackerHasTanks,
      })),
    );
    rules.add(...dTest.rules);
    base.counterattacks.push({ side: 'defender', test: dTest });
    for (const p of dTest.platoons) if (!p.counterattacks) base.brokeOff.push(p.name);
    engaged = dTest.platoons.filter((p) => p.counterattacks).map((p) => p.name);
    if (engaged.length === 0) {
      winner = 'attacker';
      break;
    }
    // Counterattack: teams within 8"/20cm charge into contact. Guns do not move, but a charged gun
    // fights back ([Anti-tank Guns in Assaults]: Guns in Assaults): one the tanks could hit (in
    // contact unless the table says otherwise) fights.
    const fights: { platoon: string; fight: FightResult }[] = [];
    for (const n of engaged) {
      const fighters = platoonOf(n)
        .teams.map((t) => teams.get(t.id)!)
        .filter((t) => isOperational(t) && (t.profile.kind === 'gun' ? t.inContact !== false : t.within8 !== false));
      if (fighters.some((t) => t.profile.kind === 'gun')) rules.add(FOW3.gunsFightBack);
      const fight = yield* fightRound(fighters, platoonOf(n).skill, attackerTargets(), 'attacker', options);
      rules.add(...fight.rules);
      fights.push({ platoon: n, fight });
    }
    for (const f of fights) apply(f.fight);
    base.rounds.push({ side: 'defender', fights });
    if (
      !attackerTargets().some(counts) ||
      (yield* decide(
        'fow3.enemy-within-4',
        'defender',
        'Is any assaulting team still within 4"/10cm of the counterattacking teams?',
        [
          { value: 'yes', label: 'yes' },
          { value: 'no', label: 'no' },
        ],
        'yes',
      )) === 'no'
    ) {
      winner = 'defender';
      break;
    }
    // The assaulters test to counterattack back.
    const aTest = yield* counterattackTest([
      {
        name: attacker.name,
        motivation: attacker.motivation,
        tookHits: tookHits.get(attacker.name)!,
        fightingTanks: hasTanks(defenderTargets()),
      },
    ]);
    rules.add(...aTest.rules);
    base.counterattacks.push({ side: 'attacker', test: aTest });
    if (!aTest.platoons[0]!.counterattacks) {
      base.brokeOff.push(attacker.name);
      winner = 'defender';
    }
  }

  // Breaking off, consolidating, pinning.
  const losers =
    winner === 'attacker' ? [...base.brokeOff, ...engaged.filter((n) => !base.brokeOff.includes(n))] : [attacker.name];
  const winners = winner === 'attacker' ? [attacker.name] : engaged;
  const tested = new Set(base.brokeOff); // broke off on a failed counterattack test: from contact
  for (const name of losers) {
    const members = [...teams.values()].filter((t) => t.platoon === name);
    if (!members.some(alive)) continue;
    if (!base.brokeOff.includes(name)) base.brokeOff.push(name);
    rules.add(FOW3.breakOff);
    if (members.every((t) => t.profile.kind === 'tank')) {
      for (const t of members.filter((m) => alive(m) && m.bailedOut)) {
        teams.set(t.id, { ...t, destroyed: true });
        base.abandoned.push(t.id);
        rules.add(FOW3.abandoned);
      }
    }
    // Captured: still within 4"/10cm of the victors after moving away (capture.ts asks the table).
    const mine = name === attacker.name;
    const left = [...teams.values()].filter((t) => t.platoon === name && alive(t));
    const engagedTeams = left.filter((t) => (mine ? t.charging !== false : t.inContact !== false));
    const taken = yield* capturedTeams(name, left, mine ? 'attacker' : 'defender', tested.has(name), engagedTeams);
    for (const id of taken) {
      teams.set(id, { ...teams.get(id)!, destroyed: true });
      base.captured.push(id);
    }
  }
  if (base.brokeOff.length > 0)
    notes.push(
      'breaking off: each losing team within 8"/20cm of a victor moves up to a full move away; any still within 4"/10cm of the victors is captured and destroyed',
    );
  if (base.captured.length > 0) notes.push(`captured and destroyed: ${base.captured.join(', ')}`);
  notes.push('the victors may consolidate 4"/10cm; a losing team left within 2"/5cm of a victor moves away');
  rules.add(FOW3.consolidate, FOW3.assaultPinned);
  for (const p of [attacker, ...situation.defenders]) {
    if (![...teams.values()].some((t) => t.platoon === p.name && alive(t))) continue;
    if (winners.includes(p.name) && !tookHits.get(p.name)) {
      notes.push(`${p.name} won without taking a hit: not pinned down`);
      continue;
    }
    base.pinned.push(p.name);
  }
  return {
    ...base,
    ...(terror.test ? { tankTerror: terror.test } : {}),
    bogging,
    defensiveFire: df,
    ...nearRecord(nearby),
    launched: true,
    fellBack: false,
    ...(winner ? { winner } : {}),
    teams: snapshot(),
    notes,
    rules: rules.list(),
  };
}
