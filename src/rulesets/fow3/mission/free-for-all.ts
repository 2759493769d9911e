import { diceRequest, type DiceProcedure } from '../../../dice/request.js';
import type { RuleRef } from '../../../engine/rules.js';
import { inch, type Distance } from '../profile.js';
import { FOW3 } from '../rules.js';

/** The Free-for-All mission (spec §10): the only mission of Open Fire. */
export const FREE_FOR_ALL = {
  id: 'free-for-all',
  name: 'Free-for-All',
  objectivesPerSide: 2,
  objectiveMinFromCentre: inch(16),
  objectiveMinFromSide: inch(8),
  deploymentFromCentre: inch(12),
  objectiveSize: { width: { inches: 2.5, cm: 6.3 }, depth: { inches: 2, cm: 5 } } as {
    width: Distance;
    depth: Distance;
  },
  table: { small: { width: inch(48), depth: inch(48) }, large: { width: inch(72), depth: inch(48) } },
  steps: [
    'The German player places two objectives in the box at the Allied end: at least 16"/40cm from the centre, not within 8"/20cm of a side.',
    'The Allied player places two objectives in the box at the German end, with the same limits.',
    'Each side deploys behind a line 12"/30cm from the centre on its own side.',
    'The players take turns placing platoons, the German player first.',
    "Each player rolls a die; the higher roll takes the first turn. All of the other player's teams start the game gone to ground.",
    'A player who starts a turn holding an objective in the enemy deployment area wins.',
  ],
  rules: [FOW3.freeForAll],
} as const;

export interface ObjectivePlacement {
  /** Inches from the centre of the table. */
  readonly fromCentre: number;
  /** Inches from the nearest side edge. */
  readonly fromSide: number;
  /** Inside the end box of the enemy deployment area (the strip along the enemy table edge). */
  readonly inEnemyEndBox: boolean;
}

/** What is wrong with an objective's placement, if anything (Free-for-All steps 1 and 2). */
export function objectivePlacementProblems(o: ObjectivePlacement): string[] {
  const problems: string[] = [];
  if (!o.inEnemyEndBox) problems.push('an objective goes in the box at the enemy end of the table');
  if (o.fromCentre < 16)
    problems.push(`an objective may not be closer than 16"/40cm to the centre (it is ${o.fromCentre}")`);
  if (o.fromSide < 8) problems.push(`an objective may not be within 8"/20cm of a side (it is ${o.fromSide}")`);
  return problems;
}

/** A team may deploy more than 12"/30cm from the centre on its own side. */
export function deploymentOk(fromCentreOnOwnSide: number): boolean {
  return fromCentreOnOwnSide >= 12;
}

export interface FirstTurnResult {
  readonly rolls: readonly { readonly german: number; readonly allied: number }[];
  readonly first: 'german' | 'allied';
  /** All of this side's teams start the game gone to ground. */
  readonly goneToGround: 'german' | 'allied';
  readonly rules: readonly RuleRef[];
}

/** Step 4: each player rolls a die, the higher goes first; ties roll again (umpire reading). Dice: German, Allied, repeated on ties. */
export function* firstTurn(): DiceProcedure<FirstTurnResult> {
  const rolls: { german: number; allied: number }[] = [];
  for (;;) {
    // A roll-off: each die is a face to compare, with no score to reach.
    const german = (yield diceRequest(1, 6, 'Free-for-All first turn: German die'))[0]!;
    const allied = (yield diceRequest(1, 6, 'Free-for-All first turn: Allied die'))[0]!;
    rolls.push({ german, allied });
    if (german !== allied) {
      const first = german > allied ? 'german' : 'allied';
      return { rolls, first, goneToGround: first === 'german' ? 'allied' : 'german', rules: [FOW3.freeForAll] };
    }
  }
}
