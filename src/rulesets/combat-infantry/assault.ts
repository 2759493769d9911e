/**
 * An assault (p. 9 [Assault Rounds]): up to three rounds; each round (a) Morale checks for
 * units at their last step (round 1 defenders only; then attackers first), (b) every defender
 * fires or retreats (no retreat in round 1; guns and mortars never fire defending), (c) every
 * attacker fires or retreats (must retreat in round 3). Hits apply at once; the last hit
 * eliminates; an assault half-hit becomes a full hit if its unit retreats and is cancelled at
 * the end. Tanks' armor counts at 50% rounded up; anti-tank units may target armor; other fire
 * reaches a tank only with a die at or under F minus that armor (B15). Pure and hex-local:
 * where retreating units go is the table step's business (play/assault-step.ts).
 */
import { decide, type Procedure } from '../../engine/request.js';
import type { RuleRef } from '../../engine/rules.js';
import { fire, type FireModifier } from './fire/fire.js';
import { loseStep, type Casualty, type HitUnit } from './fire/hits.js';
import { moraleCheck, moraleText } from './morale.js';
import { CI } from './rules.js';
import type { UnitKind } from './schema/force.js';

export interface AssaultUnit extends HitUnit {
  readonly kind: UnitKind;
  readonly F: number;
  readonly morale: number;
  readonly antiTank?: boolean;
  readonly hq?: { readonly id: string; readonly rating: number };
  /** False when no legal retreat hex exists: retreating eliminates it (p. 9 [Retreats]). */
  readonly canRetreat: boolean;
  /** This attacker's own round-1 modifiers (it came uphill, across a river...); default the situation's. */
  readonly round1?: readonly FireModifier[];
}

export interface AssaultSituation {
  readonly hex: string;
  readonly attacker: string;
  readonly defender: string;
  readonly attackers: readonly AssaultUnit[];
  readonly defenders: readonly AssaultUnit[];
  /** Attacker modifiers in round 1 (uphill, across a river, downhill option). */
  readonly round1: readonly FireModifier[];
  readonly defenderMorale?: { readonly delta: number; readonly rule: RuleRef };
  readonly attackerRetreatRound1: boolean;
  readonly oneHitPerUnit?: boolean;
  readonly rounds?: number;
}

type Live = Casualty & AssaultUnit & { retreated?: boolean; checked?: number };

export interface AssaultResult {
  readonly hex: string;
  readonly winner: 'attacker' | 'defender';
  readonly rounds: number;
  readonly log: readonly string[];
  readonly units: readonly {
    readonly id: string;
    readonly side: 'attacker' | 'defender';
    readonly strength: number;
    readonly eliminated: boolean;
    readonly retreated: boolean;
  }[];
  readonly rules: readonly RuleRef[];
}

const NO_DEFENSIVE_FIRE: readonly UnitKind[] = ['artillery', 'at_gun', 'mortar'];

export function* assault(s: AssaultSituation): Procedure<AssaultResult> {
  const rules = new Set<RuleRef>([CI.assaultRounds, CI.assaultNo2D]);
  const log: string[] = [];
  const att: Live[] = s.attackers.map((u) => ({ ...u }));
  const def: Live[] = s.defenders.map((u) => ({ ...u }));
  const alive = (xs: Live[]) => xs.filter((u) => !u.eliminated && !u.retreated);
  const rounds = s.rounds ?? 3;

  function* retreat(u: Live, why: string): Procedure<void> {
    rules.add(CI.retreats);
    u.retreated = true;
    if (u.halfHit === 'assault') {
      rules.add(CI.assaultHalfHit);
      u.halfHit = undefined;
      const e = loseStep(u, 'assault', new Set());
      log.push(
        `${u.id} retreats with a half-hit: it becomes a full hit (${e.effect === 'eliminated' ? 'eliminated' : `strength ${e.strength}`})`,
      );
      if (e.effect === 'eliminated') return;
    }
    if (!u.canRetreat) {
      u.eliminated = true;
      log.push(`${u.id} ${why} but has no legal retreat hex: eliminated`);
      return;
    }
    log.push(`${u.id} ${why}`);
  }

  function* check(u: Live, round: number, side: string): Procedure<void> {
    if (u.strength > u.lastStep || u.checked === round) return;
    u.checked = round;
    const r = yield* moraleCheck({
      unit: u.id,
      owner: side,
      rating: u.morale,
      why: `assault round ${round}`,
      ...(u.hq ? { hq: u.hq } : {}),
      ...(side === s.defender && s.defenderMorale ? { bonus: s.defenderMorale } : {}),
    });
    r.rules.forEach((x) => rules.add(x));
    log.push(moraleText(r));
    if (!r.passed) yield* retreat(u, 'fails Morale and withdraws');
  }

  function* shoot(
    u: Live,
    enemies: Live[],
    side: string,
    round: number,
    extra: readonly FireModifier[],
  ): Procedure<void> {
    const armored = alive(enemies).filter((e) => e.armor !== undefined);
    let targeted: string | undefined;
    const mayTarget = u.antiTank || u.kind === 'tank';
    if (mayTarget && armored.length > 0) {
      rules.add(u.kind === 'atr' ? CI.assaultAtr : CI.targeting);
      const choices = [
        { value: '', label: 'fire at the hex' },
        ...armored.map((a) => ({ value: a.id, label: `target ${a.id} (armor ${a.armor})` })),
      ];
      const pick = yield* decide<string>(
        'ci.assault.target',
        side,
        `${u.id}: fire at the hex or target an armored unit?`,
        choices,
        armored[0]!.id,
      );
      targeted = pick || undefined;
    }
    const modifiers: FireModifier[] = [...extra];
    const t = targeted ? armored.find((a) => a.id === targeted) : undefined;
    if (t) modifiers.push({ name: `armor ${t.armor} (halved)`, delta: -(t.armor ?? 0), rule: CI.assaultTanks });
    const pool = t ? [t] : alive(enemies);
    const r = yield* fire({
      firer: { id: u.id, side, strength: u.strength, F: u.F, ...(u.antiTank ? { antiTank: true } : {}) },
      mode: 'assault',
      modifiers,
      targets: pool,
      ...(targeted ? { targeted } : {}),
      armorPerDie: !targeted,
      ...(s.oneHitPerUnit ? { oneHitPerUnit: true } : {}),
    });
    r.rules.forEach((x) => rules.add(x));
    for (const a of r.after)
      Object.assign(
        enemies.find((e) => e.id === a.id)!,
        { strength: a.strength, halfHit: a.halfHit, eliminated: a.eliminated },
      );
    const faces = r.faces.map((f) => (f === 10 ? 0 : f)).join(' ');
    const what =
      r.events.length === 0
        ? 'no hits'
        : r.events.map((e) => `${e.unit} ${e.effect === 'step' ? `-> ${e.strength}` : e.effect}`).join(', ');
    log.push(
      r.fired
        ? `round ${round}: ${u.id} fires at F${r.F} [${faces}]: ${what}`
        : `round ${round}: ${u.id} cannot fire (${r.notes.join('; ')})`,
    );
  }

  let round = 0;
  let winner: 'attacker' | 'defender' | undefined;
  const settle = () => {
    if (alive(def).length === 0) winner = 'attacker';
    else if (alive(att).length === 0) winner = 'defender';
    return winner !== undefined;
  };
  for (round = 1; round <= rounds && !winner; round++) {
    rules.add(CI.assaultNoRetreatRound1);
    // (a) morale
    if (round > 1) for (const u of alive(att)) yield* check(u, round, s.attacker);
    for (const u of alive(def)) yield* check(u, round, s.defender);
    if (settle()) break;
    // (b) defenders
    for (const u of alive(def)) {
      const canFire = !NO_DEFENSIVE_FIRE.includes(u.kind);
      if (!canFire) rules.add(CI.assaultExcluded);
      const choices = [
        ...(canFire
          ? [{ value: 'fire', label: 'fire' }]
          : [{ value: 'hold', label: 'hold (guns and mortars do not fire defending)' }]),
        ...(round > 1 ? [{ value: 'retreat', label: 'retreat' }] : []),
      ];
      const act =
        choices.length === 1
          ? choices[0]!.value
          : yield* decide<string>(
              'ci.assault.defender',
              s.defender,
              `Round ${round}: ${u.id} fires or retreats?`,
              choices,
              choices[0]!.value,
            );
      if (act === 'retreat') yield* retreat(u, 'retreats');
      else if (act === 'fire') {
        yield* check(u, round, s.defender);
        if (!u.retreated && !u.eliminated) yield* shoot(u, att, s.defender, round, []);
      }
      if (settle()) break;
    }
    if (winner) break;
    // (c) attackers
    for (const u of alive(att)) {
      if (round >= rounds) {
        yield* retreat(u, `must retreat in round ${round}`);
        continue;
      }
      const mayRetreat = round > 1 || s.attackerRetreatRound1;
      const act = mayRetreat
        ? yield* decide<string>(
            'ci.assault.attacker',
            s.attacker,
            `Round ${round}: ${u.id} fires or retreats?`,
            [
              { value: 'fire', label: 'fire' },
              { value: 'retreat', label: 'retreat' },
            ],
            'fire',
          )
        : 'fire';
      if (act === 'retreat') yield* retreat(u, 'retreats');
      else {
        yield* check(u, round, s.attacker);
        if (!u.retreated && !u.eliminated)
          yield* shoot(u, def, s.attacker, round, round === 1 ? (u.round1 ?? s.round1) : []);
      }
      if (settle()) break;
    }
    settle();
  }
  const w = winner ?? 'defender';
  log.push(w === 'attacker' ? `The attacker takes ${s.hex}.` : `The defender holds ${s.hex}.`);
  for (const u of [...att, ...def]) if (u.halfHit === 'assault' && !u.eliminated && !u.retreated) u.halfHit = undefined;
  const units = [
    ...att.map((u) => ({
      id: u.id,
      side: 'attacker' as const,
      strength: u.strength,
      eliminated: !!u.eliminated,
      retreated: !!u.retreated && !u.eliminated,
    })),
    ...def.map((u) => ({
      id: u.id,
      side: 'defender' as const,
      strength: u.strength,
      eliminated: !!u.eliminated,
      retreated: !!u.retreated && !u.eliminated,
    })),
  ];
  return { hex: s.hex, winner: w, rounds: Math.min(round, rounds), log, units, rules: [...rules] };
}

/** Armor in an assault: `percent` (50, L23) of the rating, rounded up (p. 9 [Tanks]). */
export function assaultArmor(armor: number, percent: number): number {
  return Math.ceil((armor * percent) / 100);
}
