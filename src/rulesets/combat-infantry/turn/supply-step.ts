/**
 * The Supply Phase in play (p. 10): the active player activates HQs one at a time (an HQ may
 * first deploy one hex; with the optional HQ Morale rule it must pass Morale), gives each SP to
 * one eligible unit in range, and at the end every activated HQ loses a step and stands up.
 */
import { decide, type Procedure } from '../../../engine/request.js';
import type { RuleRef } from '../../../engine/rules.js';
import type { PlayAction, StepOutcome } from '../../play.js';
import { moraleCheck, moraleText } from '../morale.js';
import { CI } from '../rules.js';
import type { CiGameState } from '../schema/game.js';
import { checkActivation, supplyTargets } from '../supply.js';
import { tail } from './report.js';
import { withBlock, world, type CiView } from './table.js';

type Out = Procedure<StepOutcome<CiGameState>>;
const DONE = 'done';

export function* activateHq(v: CiView, id: string): Out {
  let w = world(v);
  let hq = w.unit(id);
  checkActivation(w, hq);
  const rules: RuleRef[] = [CI.hqActivation];
  const report: string[] = [];
  let state = v.state;
  const from = hq.state.hex!;
  const deploy = w
    .neighbours(from)
    .filter((h) => !w.impassable(from, h) && w.at(h, 1 - hq.side).length === 0 && w.control(h, hq.side) !== 'enemy');
  if (deploy.length > 0) {
    const pick = yield* decide<string>(
      'ci.supply.deploy',
      v.state.active,
      `${id} may deploy one hex before it activates:`,
      [{ value: 'stay', label: `stay in ${from}` }, ...deploy.map((h) => ({ value: h, label: h }))],
      'stay',
    );
    if (pick !== 'stay') {
      state = withBlock(state, id, (b) => ({ ...b, hex: pick }));
      report.push(`${id} deploys to ${pick}`);
      w = world({ ...v, state });
      hq = w.unit(id);
    }
  }
  state = withBlock(state, id, (b) => ({ ...b, activated: true, revealed: true }));
  if (w.options.hqMoraleForSupply) {
    const r = yield* moraleCheck({
      unit: id,
      owner: v.state.active,
      rating: hq.spec.morale ?? 0,
      why: 'to supply (optional HQ Morale)',
    });
    rules.push(CI.hqMorale);
    report.push(moraleText(r));
    if (!r.passed) return { state, report: [...report, `${id} gives no supply this turn.`, ...tail(rules, [])] };
  }
  let sp = hq.state.strength;
  report.push(`${id} activates with ${sp} SP.`);
  while (sp > 0) {
    w = world({ ...v, state });
    const t = supplyTargets(w, w.unit(id));
    rules.push(...t.rules);
    if (t.eligible.length === 0) break;
    const pick = yield* decide<string>(
      'ci.supply.unit',
      v.state.active,
      `${id}: ${sp} SP left; which unit gains a step?`,
      [
        ...t.eligible.map((u) => ({
          value: u.spec.id,
          label: `${u.spec.id} (${u.state.hex}, ${u.state.strength} of ${u.spec.steps})`,
        })),
        { value: DONE, label: 'no more' },
      ],
      t.eligible[0]!.spec.id,
    );
    if (pick === DONE) break;
    state = withBlock(state, pick, (b) => ({ ...b, strength: b.strength + 1, supplied: true }));
    report.push(`${pick} gains a step.`);
    sp--;
  }
  const refused = supplyTargets(world({ ...v, state }), world({ ...v, state }).unit(id)).refused.filter(
    (r) =>
      r.why !== 'already received a step this phase' &&
      r.why !== 'not of its company' &&
      r.why !== 'not of its platoon',
  );
  for (const r of refused.slice(0, 4)) report.push(`${r.unit.spec.id}: ${r.why}`);
  return { state, report: [...report, ...tail(rules, w.lost.take())] };
}

export function supplyActions(v: CiView): PlayAction<CiGameState>[] {
  const w = world(v);
  return w
    .units(w.activeIndex)
    .filter((u) => (u.spec.kind === 'chq' || u.spec.kind === 'phq') && !u.state.activated && u.state.strength >= 1)
    .map((u) => ({
      id: `supply:${u.spec.id}`,
      label: `activate ${u.spec.id} for supply (${u.state.strength} SP)`,
      run: () => activateHq(v, u.spec.id),
    }));
}

// eslint-disable-next-line require-yield
export function* endSupplyPhase(v: CiView): Out {
  let state = v.state;
  const report: string[] = [];
  for (const side of state.sides) {
    for (const b of side.blocks) {
      if (!b.activated) continue;
      state = withBlock(state, b.id, (x) => {
        const { activated: _a, ...rest } = x;
        return { ...rest, strength: Math.max(0, x.strength - 1) };
      });
      report.push(`${b.id} drops to ${b.strength - 1 === 0 ? 'Ø' : b.strength - 1} and stands up.`);
    }
  }
  return {
    state: { ...state, step: 'victory' },
    report: [...report, 'Supply Phase over.', ...tail([CI.hqActivation], [])],
  };
}
