/**
 * Rallying in play (p. 24): an HQ of the company, not itself Shaken or Retreating, goes within
 * 5 cm of Retreating units and each re-tests once this move, up to 3 moves in all. An HQ rallies
 * at most two units a move. OK restores the unit; anything else leaves it in Retreat.
 */
import { decide, type Procedure } from '../../../engine/request.js';
import { TABLE, type StepOutcome } from '../../play.js';
import { PZ } from '../rules.js';
import { citeRule } from '../../../engine/rules.js';
import type { PzGameState } from '../schema/game.js';
import { moraleText, testUnit } from './morale-action.js';
import { activeSide } from './sides.js';
import { findUnit, label, unitKey, unitsOnTable, withUnit, type PzView, type UnitRef } from './units.js';

type Out = Procedure<StepOutcome<PzGameState>>;
const NO_MORE = '(no more)';

/** May this HQ rally this unit: a higher HQ of its company (a platoon HQ only its own platoon's units). */
export function higherHq(hq: UnitRef, u: UnitRef): boolean {
  if (hq.side !== u.side || hq.force.company !== u.force.company || hq.force.id === u.force.id) return false;
  if (hq.force.kind === 'company-hq') return true;
  return hq.force.kind === 'platoon-hq' && u.force.kind !== 'platoon-hq' && u.force.platoon === hq.force.platoon;
}

export function rallyable(u: UnitRef): boolean {
  return u.state.morale === 'retreat' && (u.state.rallyTries ?? 0) < 3;
}

/** The acting side's HQs that may rally now (sides take turns in phase F). */
export function hqs(v: PzView): UnitRef[] {
  return unitsOnTable(v, activeSide(v.state)).filter(
    (h) =>
      (h.force.kind === 'company-hq' || h.force.kind === 'platoon-hq') &&
      (h.state.morale ?? 'ok') === 'ok' &&
      (h.state.rallied ?? 0) < 2 &&
      unitsOnTable(v, h.side).some((u) => rallyable(u) && higherHq(h, u)),
  );
}

export function canRally(v: PzView): boolean {
  return hqs(v).length > 0;
}

export function* rallyAction(v: PzView): Out {
  const options = hqs(v);
  const hqKey = yield* decide<string>(
    'panzerfaust.rally.hq',
    v.state.active,
    'Which HQ rallies?',
    options.map((h) => ({ value: unitKey(h), label: label(v, h) })),
    unitKey(options[0]!),
  );
  const hq = findUnit(v, hqKey);
  const room = 2 - (hq.state.rallied ?? 0);
  const chosen: UnitRef[] = [];
  for (let i = 0; i < room; i++) {
    const left = unitsOnTable(v, hq.side).filter(
      (u) => rallyable(u) && higherHq(hq, u) && !chosen.some((c) => c.force.id === u.force.id),
    );
    if (left.length === 0) break;
    const pick = yield* decide<string>(
      'panzerfaust.rally.unit',
      v.state.active,
      i === 0 ? `Which Retreating unit does ${hq.force.id} rally?` : `A second unit for ${hq.force.id} to rally?`,
      [
        ...(i > 0 ? [{ value: NO_MORE, label: 'no second unit' }] : []),
        ...left.map((u) => ({ value: unitKey(u), label: `${label(v, u)}, try ${(u.state.rallyTries ?? 0) + 1} of 3` })),
      ],
      i === 0 ? unitKey(left[0]!) : NO_MORE,
    );
    if (pick === NO_MORE) break;
    chosen.push(findUnit(v, pick));
  }
  let state = v.state;
  const report: string[] = [];
  for (const u of chosen) {
    const near = yield* decide<boolean>(
      'panzerfaust.rally.within5cm',
      TABLE,
      `Is ${hq.force.id} within 5 cm of ${u.force.id} (the unit stops while it is tested)?`,
      [
        { value: true, label: 'yes' },
        { value: false, label: 'no' },
      ],
      true,
    );
    if (!near) {
      report.push(`${u.force.id} is not rallied: ${hq.force.id} must be within 5 cm of it (p. 24).`);
      continue;
    }
    const m = yield* testUnit({ ...v, state }, findUnit({ ...v, state }, unitKey(u)), { retest: true });
    const tries = (u.state.rallyTries ?? 0) + 1;
    state = withUnit(state, u.side, u.force.id, (x) => {
      const { rallyTries: _t, shakenTurns: _s, ...rest } = x;
      return m.result === 'ok'
        ? { ...rest, morale: 'ok' as const }
        : { ...rest, morale: 'retreat' as const, rallyTries: tries };
    });
    state = withUnit(state, hq.side, hq.force.id, (x) => ({ ...x, rallied: (x.rallied ?? 0) + 1 }));
    report.push(
      moraleText(u, m),
      m.result === 'ok'
        ? `${u.force.id} is rallied by ${hq.force.id}: it may move and fire as normal.`
        : `${u.force.id} stays in Retreat${tries >= 3 ? ': that was its third try' : ` (try ${tries} of 3)`}.`,
    );
  }
  report.push(`rules: ${citeRule(PZ.rally)}`);
  return { state, report };
}
