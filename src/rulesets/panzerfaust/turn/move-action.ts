/** Phase F of `umpire play`: a unit moves, paid for in pips (p. 7), a vehicle by its terrain (pp. 25-26). */
import { decide, decideSet, type Procedure } from '../../../engine/request.js';
import { TABLE, type StepOutcome } from '../../play.js';
import { describeInferred } from '../tables/lost.js';
import { pipCost } from '../movement/pips.js';
import { vehicleMove } from '../movement/vehicles.js';
import type { PzGameState } from '../schema/game.js';
import { pickUnit, yesNo, type Out } from './pick-unit.js';
import { activeSide } from './sides.js';
import { withCompany, withUnit, type PzView, type UnitRef } from './units.js';

/** A unit not yet moved this turn whose company has a pip left (or that is Retreating: free). */
export function canMove(v: PzView, u: UnitRef): boolean {
  if (u.state.moved) return false;
  const c = v.state.sides[u.side]!.companies.find((x) => x.company === u.force.company);
  return u.state.morale === 'retreat' || (c?.pips ?? 0) >= 1;
}

/** A vehicle's move (pp. 25-26): its cross-country speed times the multiplier of each terrain it crosses. */
function* vehicleDistance(v: PzView, u: UnitRef): Procedure<string[]> {
  const unit = u.force.unit;
  if (!unit?.drive || unit.crossCountryCm === undefined) return [];
  const rows = v
    .tables()
    .table('vehicleTerrain')
    .rows.filter((r) => !r.label.startsWith('Bogging'));
  const terrain = yield* decideSet<string>(
    'panzerfaust.move.terrain',
    TABLE,
    `What does ${u.force.id} cross or tow off the road? (none: open ground)`,
    rows.map((r) => ({ value: r.label, label: r.label })),
    [],
  );
  const m = vehicleMove({ drive: unit.drive, crossCountryCm: unit.crossCountryCm, terrain }, v.tables());
  const factors = m.multipliers.map((x) => `${x.terrain} ${x.factor === '-' ? 'impassable' : `x${x.factor}`}`);
  return [
    m.impassable
      ? `${u.force.id} (${unit.drive}) cannot cross ${m.multipliers
          .filter((x) => x.factor === '-')
          .map((x) => x.terrain)
          .join(', ')}: it bogs (p. 25).`
      : `${u.force.id} (${unit.drive}, C/C ${unit.crossCountryCm} cm)${factors.length ? `: ${factors.join(', ')}` : ''}: moves up to ${m.distanceCm} cm (p. 25).`,
    ...m.inferred.map((i) => `(${describeInferred(i)})`),
  ];
}

/** The acting side's move (phase F, sides taking turns): which of its units moves and how far. */
export function* moveUnit(v: PzView): Out {
  const side = activeSide(v.state);
  const u = yield* pickUnit(
    v,
    'panzerfaust.move.unit',
    'Which unit moves?',
    side,
    (x) => canMove(v, x),
    v.state.active,
  );
  const distance = yield* vehicleDistance(v, u);
  const how = yield* decide<'up-to-half' | 'over-half'>(
    'panzerfaust.move.how',
    TABLE,
    `How far did ${u.force.id} move?`,
    [
      { value: 'up-to-half', label: 'up to half its move (it may still fire)' },
      { value: 'over-half', label: 'over half (it cannot fire this turn)' },
    ],
    'up-to-half',
  );
  const outOfRadius = yield* yesNo('panzerfaust.move.radius', `Is ${u.force.id} out of command radius?`);
  const moved = applyMove(v, u, how, outOfRadius);
  return { ...moved, report: [...distance, ...moved.report] };
}

/** A unit's move paid for in pips (p. 7): the next state and the line saying so (nothing moves when the pips are short). */
export function applyMove(
  v: PzView,
  u: UnitRef,
  how: 'up-to-half' | 'over-half',
  outOfRadius: boolean,
): StepOutcome<PzGameState> {
  const company = v.state.sides[u.side]!.companies.find((c) => c.company === u.force.company);
  const cost = pipCost({
    outOfRadius,
    hqDestroyed: company?.hqDestroyed ?? false,
    night: v.state.weather?.night ?? false,
    rainOrSnowFalling: Boolean(v.state.weather?.rain || v.state.weather?.snowFalling),
    moraleRetreat: u.state.morale === 'retreat',
  });
  const pips = company?.pips ?? 0;
  if (cost.cost > pips)
    return {
      state: v.state,
      report: [
        `${u.force.id} needs ${cost.cost} pip(s) but ${u.force.company} has ${pips} left: it cannot move (p. 7).`,
      ],
    };
  let state = withUnit(v.state, u.side, u.force.id, (x) => ({ ...x, moved: how }));
  state = withCompany(state, u.side, u.force.company, (c) => ({ ...c, pips: pips - cost.cost }));
  return {
    state,
    report: [
      `${u.force.id} moves ${how === 'over-half' ? 'over half' : 'up to half'}: ${cost.cost} pip(s) (${cost.parts.map((p) => p.label).join(', ')}); ${u.force.company} has ${pips - cost.cost} left.`,
    ],
  };
}
