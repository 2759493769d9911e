/**
 * Pre-planned Artillery Targets (p. 49; fow4 spec §4.1, §8.7): after the Objectives and before
 * deployment, each Artillery Unit that is not in Reserve may place its Ranged In marker anywhere
 * on the table, the Defender's first. Meeting Engagements have none (p. 96). Whether to place it
 * and where is the owner's choice (the built-in opponent may take it); umpire keeps the marker by
 * the name of the spot. A bombardment whose target sits under it is a Repeat Bombardment.
 */
import { decide, type Procedure } from '../../../engine/request.js';
import { BOMBARD as B } from '../bombard/rules.js';
import { citeRule } from '../../../engine/rules.js';
import type { GameState } from '../schema/game.js';
import { forceUnit, isAircraftUnit, type GameView } from './units.js';

const NONE = '';

/** Units of a side that may place a pre-planned marker: an artillery weapon, not in Reserve, not aircraft (they always move, p. 49). */
export function preplanners(view: GameView, side: number): string[] {
  return view.state.sides[side]!.units.filter((u) => {
    if (u.destroyed || (u.deployment ?? 'table') === 'reserve') return false;
    const fu = forceUnit(view.forces, side, u.unit);
    if (fu.role === 'transport' || isAircraftUnit(fu)) return false;
    return fu.teams.some((t) => t.profile.weapons.some((w) => w.artillery));
  }).map((u) => u.unit);
}

/** Each side, the Defender first, places its Ranged In markers; the state gets `rangedIn: {marker}`. */
export function* placePreplannedTargets(
  view: GameView,
  defender: string,
): Procedure<{ state: GameState; report: string[] }> {
  let state = view.state;
  const report: string[] = [];
  const order = [...state.sides.keys()].sort(
    (a, b) => Number(state.sides[b]!.name === defender) - Number(state.sides[a]!.name === defender),
  );
  const objectives = state.play?.objectives ?? [];
  for (const si of order) {
    const side = state.sides[si]!.name;
    for (const name of preplanners({ ...view, state }, si)) {
      const spots = [...objectives.map((o) => `Objective ${o.id}`), `${name}'s pre-planned target`];
      const where = yield* decide<string>(
        'fow4.setup.preplanned',
        side,
        `Pre-planned Artillery Target (${B.preplanned.page}): where does ${name} place its Ranged In marker before deployment?`,
        [
          { value: NONE, label: 'none' },
          ...spots.map((s) => ({
            value: s,
            label:
              s === spots[spots.length - 1] ? 'another spot on the table (a marker named after the unit)' : `on ${s}`,
          })),
        ],
        spots[0]!,
      );
      if (where === NONE) continue;
      state = {
        ...state,
        sides: state.sides.map((s, i) =>
          i !== si
            ? s
            : {
                ...s,
                units: s.units.map(({ teams, ...u }) =>
                  u.unit !== name ? { ...u, teams } : { ...u, rangedIn: { marker: where }, teams },
                ),
              },
        ),
      };
      report.push(
        `${side}: ${name} places its Ranged In marker on ${where}: bombarding a target under it needs no roll to Range In (${citeRule(B.preplanned)}).`,
      );
    }
  }
  return { state, report };
}
