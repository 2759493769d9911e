/**
 * Phase F for the opponent: aggressive advances, cautious holds. A move is printed as an
 * instruction (up to half its move toward your nearest unit, staying in command radius), so it
 * asks the table nothing: it costs the pips of the turn's own applyMove (p. 7).
 */
import type { Procedure } from '../../../engine/request.js';
import type { Doctrine, PlayAction, StepOutcome } from '../../play.js';
import { pipCost } from '../movement/pips.js';
import type { PzGameState } from '../schema/game.js';
import { applyMove, canMove } from '../turn/move-action.js';
import { action, taking } from '../turn/index.js';
import { activeSide } from '../turn/sides.js';
import { unitKey, unitsOnTable, type PzView, type UnitRef } from '../turn/units.js';

/**
 * Teams that lose their fire by moving at all: a belt-fed LMG on foot (p. 13) and set-up
 * weapons (MMG, HMG, mortars: set up again after every move, p. 12).
 */
const SET_UP_OR_BELT = /LMG Team \(belt\)|^MMG$|^HMG$|mortar/i;

// eslint-disable-next-line require-yield
function* done(out: StepOutcome<PzGameState>): Procedure<StepOutcome<PzGameState>> {
  return out;
}

/** The pips a move of this unit costs now (p. 7), in command radius as it is told to stay. */
function cost(v: PzView, u: UnitRef): number {
  const company = v.state.sides[u.side]!.companies.find((c) => c.company === u.force.company);
  return pipCost({
    outOfRadius: false,
    hqDestroyed: company?.hqDestroyed ?? false,
    night: v.state.weather?.night ?? false,
    rainOrSnowFalling: Boolean(v.state.weather?.rain || v.state.weather?.snowFalling),
    moraleRetreat: false,
  }).cost;
}

function keepsFire(u: UnitRef): boolean {
  return !u.force.teams.some((t) => SET_UP_OR_BELT.test(t.team));
}

/** Its next move in phase F, with the reasons; undefined: it moves nothing more (reason given). */
export function botMoveChoice(
  v: PzView,
  d: Doctrine,
): { action: PlayAction<PzGameState>; reason: string[] } | { none: string } {
  if (!d.advance)
    return {
      none: `${d.id}: holds its ground: a stationary unit fires before moving ones (p. 6) and without the -3 of moving (p. 16)`,
    };
  const side = activeSide(v.state);
  const mine = unitsOnTable(v, side).filter(
    (u) =>
      u.state.morale !== 'retreat' &&
      !u.state.pinned &&
      !u.state.mustTest &&
      canMove(v, u) &&
      cost(v, u) <= (v.state.sides[side]!.companies.find((c) => c.company === u.force.company)?.pips ?? 0),
  );
  const u = mine.find(keepsFire);
  if (!u)
    return {
      none:
        mine.length > 0
          ? `${d.id}: every unit left to move would lose its fire by moving (belt-fed LMG or set-up weapon, pp. 12-13)`
          : `${d.id}: no unit left to move (pips used, or every unit has moved)`,
    };
  const company = v.state.sides[side]!.companies.find((c) => c.company === u.force.company);
  const pips = company?.pips ?? 0;
  return {
    action: action(`move:${unitKey(u)}`, `${u.force.id} advances up to half its move`, () => {
      const out = applyMove(v, u, 'up-to-half', false);
      return taking(
        done({
          ...out,
          report: [
            `Move ${u.force.id} up to half its move toward your nearest unit, staying in command radius of its HQ.`,
            ...out.report,
          ],
        }),
      );
    }),
    reason: [
      `${d.id}: closes the range for the next fire; up to half so it may still fire, at -3 (p. 16); ${cost(v, u)} pip(s) of ${pips}`,
    ],
  };
}
