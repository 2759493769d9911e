import type { RuleRef } from '../../../engine/rules.js';
import { FOW3 } from '../rules.js';

export interface TurnStep {
  readonly id: string;
  readonly name: string;
  readonly parts: readonly { readonly id: string; readonly name: string; readonly rule: RuleRef }[];
}

/** The Open Fire turn (Playing the Game; Rules Summary), in order. */
export const FOW3_TURN: readonly TurnStep[] = [
  {
    id: 'starting',
    name: 'Starting Step',
    parts: [
      { id: 'company-morale', name: 'Check Company Morale', rule: FOW3.companyMorale },
      { id: 'victory', name: 'Check Victory Conditions', rule: FOW3.takingObjectives },
      { id: 'rally', name: 'Rally Pinned Down Platoons', rule: FOW3.rally },
      { id: 'remount', name: 'Re-mount Bailed Out Tanks', rule: FOW3.remount },
      { id: 'free-bogged', name: 'Free Bogged Down Tanks', rule: FOW3.freeBogged },
    ],
  },
  {
    id: 'movement',
    name: 'Movement Step',
    parts: [
      { id: 'move', name: 'Move platoons (bogging checks in rough terrain)', rule: FOW3.movingTanks },
      { id: 'dig-in', name: 'Dig in instead of moving', rule: FOW3.diggingIn },
    ],
  },
  {
    id: 'shooting',
    name: 'Shooting Step',
    parts: [
      { id: 'shoot', name: 'Shoot, one platoon at a time', rule: FOW3.scoreToHit },
      { id: 'platoon-morale', name: 'Check Platoon Morale', rule: FOW3.platoonMorale },
    ],
  },
  {
    id: 'assault',
    name: 'Assault Step',
    parts: [
      { id: 'assault', name: 'Assault, one platoon at a time', rule: FOW3.launchAssault },
      { id: 'platoon-morale', name: 'Check Platoon Morale', rule: FOW3.platoonMorale },
    ],
  },
];
