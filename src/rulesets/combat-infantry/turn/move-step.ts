/**
 * The Move Phase in play (p. 8): each unit that did not fire moves once, hex by hex among the
 * moves the rules allow (the cost of each shown), or digs a foxhole, or (optional) uses Walking
 * Fire; moving into an enemy hex from a frontline hex starts an assault; entering an enemy
 * minefield reveals it and it attacks. Ending the phase checks stacking (p. 8).
 */
import { InputError } from '../../../errors/input-error.js';
import { decide, type Procedure } from '../../../engine/request.js';
import type { PlayAction, StepOutcome } from '../../play.js';
import { fire } from '../fire/fire.js';
import { fireDefense, hitUnit } from '../fire/situation.js';
import { LostValueError } from '../lost-values.js';
import { canDig, overstacked, planMove, stackTrap, type MovePlan } from '../movement.js';
import { CI } from '../rules.js';
import type { CiGameState } from '../schema/game.js';
import type { World } from '../world.js';
import { applyFire, fireOptions, moraleBeforeAction } from './fire-step.js';
import { eventsText, facesText, tail } from './report.js';
import { withBlock, withUsed, world, type CiView } from './table.js';

type Out = Procedure<StepOutcome<CiGameState>>;
const STOP = 'stop';

function tryPlan(w: World, id: string, path: string[], walkingFire = false): MovePlan | undefined {
  try {
    return planMove(w, id, path, { walkingFire });
  } catch (e) {
    if (e instanceof LostValueError) throw e;
    if (e instanceof InputError) return undefined;
    throw e;
  }
}

/** Why each first hex of a move is refused, as a place to stop (empty when some first hex is allowed). */
function firstHexRefusals(w: World, id: string, walkingFire = false): string[] {
  const out: string[] = [];
  for (const h of w.neighbours(w.unit(id).state.hex!)) {
    let why: string | undefined;
    try {
      planMove(w, id, [h], { walkingFire });
      why = stackTrap(w, id, h);
    } catch (e) {
      if (e instanceof LostValueError) throw e;
      if (!(e instanceof InputError)) throw e;
      why = e.message.replace(/\.$/, '');
    }
    if (why === undefined) return [];
    out.push(`${h}: ${why}`);
  }
  return out;
}

/** Pick the path hex by hex among the legal next hexes. */
function* choosePath(w: World, id: string, walkingFire: boolean): Procedure<MovePlan | undefined> {
  const path: string[] = [];
  let plan: MovePlan | undefined;
  for (;;) {
    const here = plan?.to ?? w.unit(id).state.hex!;
    if (plan?.stopped || plan?.assault || (walkingFire && plan)) break;
    // A hex the unit must stop in, or stops in, may not leave it overstacked for good (p. 8).
    // (Nor pass into one it could only stop in: a look-ahead of one hex.)
    const next = w.neighbours(here).flatMap((h) => {
      const p = tryPlan(w, id, [...path, h], walkingFire);
      if (!p) return [];
      if (stackTrap(w, id, h)) {
        if (p.stopped || p.assault || walkingFire) return [];
        const onward = w.neighbours(h).some((n) => {
          const q = tryPlan(w, id, [...path, h, n], walkingFire);
          return q !== undefined && !stackTrap(w, id, n);
        });
        if (!onward) return [];
      }
      return [{ hex: h, plan: p }];
    });
    const mayStop = plan !== undefined && stackTrap(w, id, here) === undefined;
    if (next.length === 0) {
      if (plan && !mayStop) return undefined;
      break;
    }
    const choices = [
      ...(mayStop ? [{ value: STOP, label: `stop in ${here}` }] : []),
      ...next.map((n) => ({
        value: n.hex,
        label: `${n.hex} (${n.plan.steps.at(-1)!.why}, ${n.plan.steps.at(-1)!.cost} MP${n.plan.assault ? ', ASSAULT' : ''}${n.plan.stopped && !(n.plan.minefield && !w.state.markers.minefields.some((m) => m.hex === n.plan.minefield && m.revealed)) ? `, stops: ${n.plan.stopped}` : ''})`,
      })),
    ];
    const pick = yield* decide<string>(
      'ci.move.hex',
      w.state.active,
      `${id} in ${here}${plan ? ` (${plan.cost} MP spent)` : ''}: move to?`,
      choices,
      mayStop ? STOP : next[0]!.hex,
    );
    if (pick === STOP) break;
    path.push(pick);
    plan = next.find((n) => n.hex === pick)!.plan;
  }
  return plan;
}

function* moveUnit(v: CiView, id: string, walkingFire = false): Out {
  const w = world(v);
  const plan = yield* choosePath(w, id, walkingFire);
  if (!plan)
    return {
      state: v.state,
      report: [`${id} has no legal move.`, ...firstHexRefusals(w, id, walkingFire).map((x) => `  ${x}.`)],
    };
  // The values this move used (not those of the moves tried while choosing).
  w.lost.take();
  planMove(
    w,
    id,
    plan.steps.map((x) => x.to),
    { walkingFire },
  );
  // A minefield's F is a lost value: ask for it before any die is rolled.
  if (plan.minefield && w.unit(id).spec.kind !== 'engineer') w.lost.num('minefield.firepower');
  const uses = w.lost.take();
  const m = yield* moraleBeforeAction(v, id, plan.assault ? 'assaults' : 'moves');
  if (!m.passed) return { state: m.state, report: [...m.lines, ...tail(m.rules, uses)] };
  const u = w.unit(id);
  let state = withBlock(m.state, id, (b) => ({
    ...b,
    hex: plan.to,
    moved: true,
    ...(plan.steps.length === 1 ? { movedOneHex: true } : {}),
    ...(u.spec.kind === 'tank' || plan.assault ? { revealed: true } : {}),
    ...(walkingFire ? { walkingFire: true } : {}),
  }));
  state = withUsed(state, (x) => ({
    ...x,
    moveCounts: plan.limited.reduce((acc, k) => ({ ...acc, [k]: (acc[k] ?? 0) + 1 }), { ...x.moveCounts }),
    ...(plan.assault ? { assaults: addAssault(x.assaults, plan.assault.hex, id, plan.assault.from) } : {}),
  }));
  const report = [
    ...m.lines,
    `${id} moves ${[u.state.hex, ...plan.steps.map((s) => s.to)].join(' > ')} (${plan.cost} MP)${plan.assault ? `: ASSAULT on ${plan.assault.hex}` : ''}${plan.stopped ? `; stops: ${plan.stopped}` : ''}`,
  ];
  if (u.spec.kind === 'tank') report.push(`${CI.tanksRevealed.name}.`);
  if (plan.minefield) {
    const mine = yield* minefieldAttack({ ...v, state }, id, plan.minefield);
    state = mine.state;
    report.push(...mine.report);
  }
  if (walkingFire) {
    const wf = yield* walkingFireShot({ ...v, state }, id);
    state = wf.state;
    report.push(...wf.report);
  }
  return { state, report: [...report, ...tail(plan.rules, [...uses, ...w.lost.take()])] };
}

function addAssault(
  list: CiGameState['used']['assaults'],
  hex: string,
  id: string,
  from: string,
): CiGameState['used']['assaults'] {
  const found = list.find((a) => a.hex === hex);
  if (found) return list.map((a) => (a.hex === hex ? { ...a, attackers: [...a.attackers, { id, from }] } : a));
  return [...list, { hex, attackers: [{ id, from }] }];
}

/** A minefield reveals itself and attacks the unit at its F, the unit's strength in dice (B17). */
function* minefieldAttack(v: CiView, id: string, hex: string): Out {
  const w = world(v);
  const u = w.unit(id);
  const state0: CiGameState = {
    ...v.state,
    markers: {
      ...v.state.markers,
      minefields: v.state.markers.minefields.map((m) => (m.hex === hex ? { ...m, revealed: true } : m)),
    },
  };
  if (u.spec.kind === 'engineer')
    return { state: state0, report: [`${id} finds a minefield in ${hex} and stops (engineers may clear it).`] };
  const F = w.lost.num('minefield.firepower');
  const r = yield* fire({
    firer: { id: `minefield ${hex}`, side: 'mines', strength: u.state.strength, F },
    mode: 'direct',
    modifiers: [],
    targets: [hitUnit(w, u, fireDefense(w, u, 'direct').defense)],
    rules: [CI.minefields],
  });
  const applied = yield* applyFire({ ...v, state: state0 }, r, []);
  return {
    state: applied.state,
    report: [
      `A minefield in ${hex} attacks ${id} at F${F}: ${facesText(r.faces)}: ${eventsText(r.events)}`,
      ...applied.lines,
    ],
  };
}

function* walkingFireShot(v: CiView, id: string): Out {
  const w = world(v);
  const options = fireOptions(w, id, true);
  if (options.length === 0) return { state: v.state, report: [`${id} has no target for Walking Fire.`] };
  const pick =
    options.length === 1
      ? options[0]!.value
      : yield* decide<string>(
          'ci.fire.target',
          v.state.active,
          `${id} (Walking Fire) fires at?`,
          options.map((o) => ({ value: o.value, label: o.label })),
          options[0]!.value,
        );
  const chosen = options.find((o) => o.value === pick)!;
  const r = yield* fire(chosen.built.situation);
  const applied = yield* applyFire(v, r, []);
  const state = withBlock(applied.state, id, (b) => ({ ...b, fired: true, revealed: true }));
  return {
    state,
    report: [
      `${id} Walking Fire at ${pick} at F${r.F}: ${facesText(r.faces)}: ${eventsText(r.events)}`,
      ...applied.lines,
    ],
  };
}

// eslint-disable-next-line require-yield
function* dig(v: CiView, id: string): Out {
  const w = world(v);
  const u = w.unit(id);
  canDig(w, u);
  const hex = u.state.hex!;
  const holes = v.state.markers.foxholes[hex] ?? 0;
  const inHoles = w.at(hex).filter((x) => x.state.foxhole).length;
  let state = withBlock(v.state, id, (b) => ({ ...b, foxhole: true, moved: true }));
  if (inHoles >= holes)
    state = { ...state, markers: { ...state.markers, foxholes: { ...state.markers.foxholes, [hex]: holes + 1 } } };
  return {
    state,
    report: [
      `${id} ${inHoles < holes ? 'takes an empty foxhole' : 'digs a foxhole'} in ${hex} (2D against fire, 1D in assaults).`,
      ...tail([CI.foxholes], []),
    ],
  };
}

export function moveActions(v: CiView): PlayAction<CiGameState>[] {
  const w = world(v);
  const out: PlayAction<CiGameState>[] = [];
  for (const u of w.units(w.activeIndex)) {
    if (u.state.fired || u.state.moved || u.spec.move === null) continue;
    const id = u.spec.id;
    if (firstHexRefusals(w, id).length === 0)
      out.push({
        id: `move:${id}`,
        label: `move ${id} (${u.state.hex}, ${u.spec.move} MP)`,
        run: () => moveUnit(v, id),
      });
    if (!['tank', 'at_gun', 'artillery'].includes(u.spec.kind) && !u.state.foxhole)
      out.push({ id: `dig:${id}`, label: `${id} digs a foxhole`, run: () => dig(v, id) });
    if (w.options.walkingFire && (u.spec.kind === 'squad' || (u.spec.kind === 'tank' && u.spec.walkingFire)))
      out.push({
        id: `walk:${id}`,
        label: `${id}: Walking Fire (one hex, then fire at F-1)`,
        run: () => moveUnit(v, id, true),
      });
  }
  return out;
}

// eslint-disable-next-line require-yield
export function* endMovePhase(v: CiView): Out {
  const w = world(v);
  const over = overstacked(w, w.activeIndex);
  if (over.length > 0)
    throw new InputError(
      `Stacking is over the limit in ${over.map((o) => `${o.hex} (${o.count} of ${o.limit})`).join(', ')}: move units out before ending the Move Phase (p. 8).`,
    );
  const next = v.state.used.assaults.length > 0 ? 'assault' : 'supply';
  return {
    state: { ...v.state, step: next },
    report: [
      `Move Phase over: ${next === 'assault' ? `${v.state.used.assaults.length} assault(s) to resolve` : 'no assaults; Supply Phase'}.`,
      ...tail([CI.stacking], w.lost.take()),
    ],
  };
}
