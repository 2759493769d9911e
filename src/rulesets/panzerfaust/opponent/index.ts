/**
 * The Panzerfaust built-in opponent (the `opponent` of the Panzerfaust play contract): which
 * sides it plays and with which doctrine (kept in the game, `opponent.sides`), its pick of each
 * next action in phases F and G when its side acts, its answers to the picks the turn asks of its
 * side, and the demo table. Built from the turn's public pieces; the turn never imports it.
 */
import type { BotChoice, Doctrine, Opponent, PlayStep } from '../../play.js';
import type { PzForce } from '../force.js';
import type { PzGameState } from '../schema/game.js';
import type { PanzerfaustTables } from '../tables/tables.js';
import type { PzView } from '../turn/units.js';
import { DOCTRINE, demoTableFact } from './doctrine.js';
import { ledgerOf } from './facts.js';
import { botFireChoice } from './fire.js';
import { botMoraleChoice, botRallyChoice, rallyAnswer } from './morale.js';
import { botMoveChoice } from './movement.js';

function choose(v: PzView, step: PlayStep<PzGameState>, d: Doctrine): BotChoice<PzGameState> | undefined {
  const l = ledgerOf(v.state);
  const end = (why: string): BotChoice<PzGameState> => ({ action: step.finish, reason: [why] });
  switch (step.id) {
    case 'F': {
      const owed = botMoraleChoice(v, l);
      if (owed) return owed;
      const rally = botRallyChoice(v, l);
      if (rally) return rally;
      const move = botMoveChoice(v, d);
      return 'none' in move ? end(move.none) : move;
    }
    case 'G': {
      const owed = botMoraleChoice(v, l);
      if (owed) return owed;
      const fire = botFireChoice(v, l, d);
      return 'none' in fire ? end(fire.none) : fire;
    }
    default:
      return undefined;
  }
}

export function pzOpponent(forces: readonly PzForce[], tables: () => PanzerfaustTables): Opponent<PzGameState> {
  const view = (state: PzGameState): PzView => ({ state, forces, tables });
  return {
    doctrine: DOCTRINE,
    plays: (s) => Object.keys(s.opponent?.sides ?? {}),
    doctrineOf: (s, side) => s.opponent?.sides[side],
    withSides(s, o) {
      if (Object.keys(o).length === 0) {
        const { opponent: _o, ...rest } = s;
        return rest;
      }
      return { ...s, opponent: { ...s.opponent, sides: { ...o } } };
    },
    choose: (s, step, d) => choose(view(s), step, d),
    answer: (s, r) => rallyAnswer(view(s), r),
    demoTable: (s, r) => demoTableFact(s, r),
  };
}
