/**
 * Command pips (spec §4, p. 7): one 1D6 per company HQ in phase B (Veteran re-rolls 1-2,
 * Conscript re-rolls 5-6), and the cost of each move with its surcharges.
 */
import type { Procedure } from '../../../engine/request.js';
import type { RuleRef } from '../../../engine/rules.js';
import { pipRerolls, rerollingDie, type TroopClass } from '../dice.js';
import { PZ } from '../rules.js';

export interface PipRoll {
  readonly company?: string;
  readonly class: TroopClass;
  readonly faces: readonly number[];
  readonly pips: number;
  readonly rules: readonly RuleRef[];
}

export function* pipDie(cls: TroopClass, company?: string): Procedure<PipRoll> {
  const d = yield* rerollingDie(`${company ? `${company}: ` : ''}movement pips`, pipRerolls(cls));
  return { ...(company ? { company } : {}), class: cls, faces: d.faces, pips: d.value, rules: [PZ.pipDie] };
}

export interface PipCostSituation {
  /** A voluntary or Shaken withdrawal (a morale Retreat costs nothing at all). */
  readonly retreating?: boolean;
  readonly moraleRetreat?: boolean;
  readonly outOfRadius?: boolean;
  readonly hqDestroyed?: boolean;
  readonly night?: boolean;
  readonly rainOrSnowFalling?: boolean;
}

export interface PipCost {
  readonly cost: number;
  readonly parts: readonly { readonly label: string; readonly pips: number }[];
  readonly rules: readonly RuleRef[];
}

/** The pips one move costs (p. 7). */
export function pipCost(s: PipCostSituation): PipCost {
  if (s.moraleRetreat)
    return { cost: 0, parts: [{ label: 'retreat move caused by morale', pips: 0 }], rules: [PZ.pipCost, PZ.retreat] };
  const parts = [{ label: 'the move', pips: 1 }];
  if (s.retreating) parts.push({ label: 'retreating', pips: 1 });
  if (s.outOfRadius || s.hqDestroyed)
    parts.push({ label: s.outOfRadius ? 'out of command radius' : 'own or higher HQ destroyed', pips: 1 });
  if (s.night || s.rainOrSnowFalling) parts.push({ label: s.night ? 'night' : 'rain or snow falling', pips: 1 });
  return {
    cost: parts.reduce((a, p) => a + p.pips, 0),
    parts,
    rules: [PZ.pipCost, ...(s.outOfRadius ? [PZ.commandRadius] : [])],
  };
}
