/**
 * The Combat Infantry built-in opponent (the `opponent` of the play contract): which sides it
 * plays and with which doctrine (the game's `play`), its pick of each phase's next action (fire.ts,
 * movement.ts, engineers.ts, supply.ts; the Assault Phase resolves every waiting assault in turn),
 * and its answers to its side's decisions (answers.ts). Built from the turn's public pieces; the
 * turn never imports it. The hex map is the table, so it has no table questions.
 */
import type { Opponent, PlayStep } from '../../play.js';
import type { ForceFile } from '../schema/force.js';
import type { CiGameState } from '../schema/game.js';
import type { CiView } from '../turn/table.js';
import { ciAnswer } from './answers.js';
import { botsOf, DOCTRINE, withBots } from './doctrine.js';
import { engineerChoice } from './engineers.js';
import { fireChoice } from './fire.js';
import { moveChoice } from './movement.js';
import { supplyChoice } from './supply.js';

export function ciOpponent(forces: readonly ForceFile[]): Opponent<CiGameState> {
  const view = (state: CiGameState): CiView => ({ state, forces });
  return {
    doctrine: DOCTRINE,
    plays: botsOf,
    doctrineOf: (s, side) => s.play?.doctrines?.[side],
    withSides: withBots,
    choose(s, step: PlayStep<CiGameState>, d) {
      switch (step.id) {
        case 'fire':
          return fireChoice(view(s), step, d);
        case 'move':
          return engineerChoice(view(s), step) ?? moveChoice(view(s), step, d);
        case 'assault': {
          const waiting = step.actions();
          const next = waiting[0];
          return next
            ? {
                action: next,
                reason: [`1 of ${waiting.length} assault(s) waiting: each is resolved, in the order made (p. 9).`],
              }
            : { action: step.finish, reason: ['0 assaults waiting.'] };
        }
        case 'supply':
          return supplyChoice(view(s), step);
        default:
          return undefined;
      }
    },
    answer: (s, r, d) => ciAnswer(view(s), r, d),
  };
}
