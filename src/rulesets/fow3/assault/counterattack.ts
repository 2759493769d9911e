import { rollPool } from '../../../dice/pool.js';
import type { DiceProcedure } from '../../../dice/request.js';
import { atLeast } from '../../../dice/target.js';
import type { RuleRef } from '../../../engine/rules.js';
import { motivationScore, type Motivation } from '../ratings.js';
import { FOW3 } from '../rules.js';

export interface CounterattackPlatoon {
  readonly name: string;
  readonly motivation: Motivation;
  /** Took any hit in this assault. */
  readonly tookHits: boolean;
  /** The enemy it fights includes tanks. */
  readonly fightingTanks: boolean;
}

export interface CounterattackResult {
  /** The single die rolled for every platoon that must roll (none when all pass automatically). */
  readonly face?: number;
  readonly platoons: readonly {
    readonly name: string;
    readonly need: number | 'auto';
    readonly counterattacks: boolean;
  }[];
  readonly rules: readonly RuleRef[];
}

/**
 * The counterattack test (Counterattacks; Multiple Platoons): one die for all the side's platoons,
 * each comparing it with its own Motivation. A platoon that took no hits passes without rolling,
 * unless it is fighting tanks (Counterattack against Tanks, A21). A fail means the platoon breaks off.
 */
export function* counterattackTest(platoons: readonly CounterattackPlatoon[]): DiceProcedure<CounterattackResult> {
  const rules: RuleRef[] = [FOW3.counterattack];
  const auto = (p: CounterattackPlatoon) => !p.tookHits && !p.fightingTanks;
  if (platoons.some(auto)) rules.push(FOW3.counterattackAutoPass);
  let face: number | undefined;
  if (platoons.some((p) => !auto(p))) {
    const need = Math.min(...platoons.filter((p) => !auto(p)).map((p) => motivationScore(p.motivation)));
    const pool = yield* rollPool({
      count: 1,
      target: atLeast(need),
      label: `counterattack: one die for ${platoons
        .filter((p) => !auto(p))
        .map((p) => p.name)
        .join(', ')}`,
    });
    face = pool.dice[0]!.first.face;
  }
  const results = platoons.map((p) => {
    if (auto(p)) return { name: p.name, need: 'auto' as const, counterattacks: true };
    const need = motivationScore(p.motivation);
    return { name: p.name, need, counterattacks: face! >= need };
  });
  return { ...(face !== undefined ? { face } : {}), platoons: results, rules };
}
