/**
 * The Fire Phase in play (p. 5): each of the active player's units fires once (a unit at its
 * last step passes Morale first, p. 7), at a hex or a targeted armored unit, or calls off-board
 * artillery or an air strike; repulsed units retreat into friendly hexes their owner picks.
 * Ending the phase runs the half-hit Morale checks of the side fired on (p. 7).
 */
import { InputError } from '../../../errors/input-error.js';
import { decide, type Procedure } from '../../../engine/request.js';
import type { RuleRef } from '../../../engine/rules.js';
import type { PlayAction, StepOutcome } from '../../play.js';
import { fire, type FireResult } from '../fire/fire.js';
import { casualties } from '../fire/hits.js';
import { halfHitChecks, type HalfHitHolder } from '../fire/phase-end.js';
import { buildFire, buildSupportFire, hitUnit, type BuiltFire } from '../fire/situation.js';
import { LostValueError, type ValueUse } from '../lost-values.js';
import { moraleCheck, moraleText } from '../morale.js';
import { CI } from '../rules.js';
import { isArmored, lastStep } from '../schema/force.js';
import type { CiGameState } from '../schema/game.js';
import type { World } from '../world.js';
import { eventsText, facesText, tail } from './report.js';
import { applyCasualties, friendlyRefuges, sendAway, withBlock, withUsed, world, type CiView } from './table.js';

type Out = Procedure<StepOutcome<CiGameState>>;

function action(id: string, label: string, run: () => Out): PlayAction<CiGameState> {
  return { id, label, run };
}

/** Try to build; a missing lost value stops everything, other refusals just rule the option out. */
function attempt(build: () => BuiltFire): BuiltFire | undefined {
  try {
    return build();
  } catch (e) {
    if (e instanceof LostValueError) throw e;
    if (e instanceof InputError) return undefined;
    throw e;
  }
}

/** Why a fire the rules refuse is refused: the rule's own sentence, or undefined when it is allowed. */
export function whyNot(build: () => unknown): string | undefined {
  try {
    build();
    return undefined;
  } catch (e) {
    if (e instanceof LostValueError) throw e;
    if (e instanceof InputError) return e.message.replace(/\.$/, '');
    throw e;
  }
}

/** Why `id` may not fire at `target` ("0504", or "0504:Panther" to target a block). */
export function fireRefusal(w: World, id: string, target: string, walkingFire = false): string | undefined {
  const [hex, targeted] = target.split(':') as [string, string | undefined];
  return whyNot(() =>
    buildFire(w, { firer: id, hex, ...(targeted ? { targeted } : {}), ...(walkingFire ? { walkingFire } : {}) }),
  );
}

/** For a unit with no target: why each enemy hex is refused, one phrase each. */
export function noTargetReasons(w: World, id: string, walkingFire = false): string[] {
  const u = w.unit(id);
  const hexes = [...new Set(w.units(1 - u.side).map((x) => x.state.hex!))].sort();
  return hexes.map((hex) => `${hex}: ${fireRefusal(w, id, hex, walkingFire) ?? 'allowed'}`);
}

interface Option {
  readonly value: string;
  readonly label: string;
  readonly built: BuiltFire;
}

export function fireOptions(w: World, id: string, walkingFire = false): Option[] {
  const u = w.unit(id);
  const out: Option[] = [];
  const enemy = 1 - u.side;
  const hexes = [...new Set(w.units(enemy).map((x) => x.state.hex!))].sort();
  for (const hex of hexes) {
    const b = attempt(() => buildFire(w, { firer: id, hex, ...(walkingFire ? { walkingFire } : {}) }));
    if (b)
      out.push({
        value: hex,
        label: `${hex} at F${b.situation.firer.F + b.situation.modifiers.reduce((a, m) => a + m.delta, 0)} (${b.situation.targets.length} unit${b.situation.targets.length > 1 ? 's' : ''})`,
        built: b,
      });
    for (const t of w.at(hex, enemy)) {
      if (!isArmored(t.spec) && t.spec.kind !== 'mg') continue;
      const bt = attempt(() =>
        buildFire(w, { firer: id, hex, targeted: t.spec.id, ...(walkingFire ? { walkingFire } : {}) }),
      );
      if (bt)
        out.push({
          value: `${hex}:${t.spec.id}`,
          label: `target ${t.spec.id} in ${hex} at F${bt.situation.firer.F + bt.situation.modifiers.reduce((a, m) => a + m.delta, 0)}`,
          built: bt,
        });
    }
  }
  return out;
}

/** A unit at its last step checks Morale before it acts (p. 7); a fail withdraws it. */
export function* moraleBeforeAction(
  v: CiView,
  id: string,
  what: string,
): Procedure<{ state: CiGameState; passed: boolean; lines: string[]; rules: RuleRef[] }> {
  const w = world(v);
  const u = w.unit(id);
  if (u.state.strength > lastStep(u.spec.kind)) return { state: v.state, passed: true, lines: [], rules: [] };
  const hq = w.hqWith(u);
  const side = v.state.sides[u.side]!.name;
  if (u.spec.morale === null)
    throw new InputError(`${id} has no morale in its force file: the book lost the label values (spec L50).`);
  const r = yield* moraleCheck({
    unit: id,
    owner: side,
    rating: u.spec.morale,
    why: `at its last step, before it ${what}`,
    ...(hq ? { hq: { id: hq.spec.id, rating: hq.spec.morale! } } : {}),
  });
  const lines = [moraleText(r)];
  let state = v.state;
  if (!r.passed) {
    for (const who of [id, ...(r.usedHq ? [r.usedHq] : [])]) {
      const out = yield* sendAway(
        { ...v, state },
        who,
        friendlyRefuges(world({ ...v, state }), who),
        'fails Morale and withdraws',
      );
      state = withBlock(out.state, who, (b) => ({ ...b, moved: true }));
      lines.push(out.line);
    }
  }
  return { state, passed: r.passed, lines, rules: [...r.rules, CI.withdraw] };
}

/** Apply a fire's result to the table: casualties, repulses (owner picks the hex), friendly fire. */
export function* applyFire(
  v: CiView,
  r: FireResult,
  spotterIds: readonly string[],
): Procedure<{ state: CiGameState; lines: string[] }> {
  let state = applyCasualties(v.state, [...r.after, ...r.spotterAfter]);
  const lines: string[] = [];
  for (const c of [...r.after, ...r.spotterAfter].filter((x) => x.repulsed)) {
    const w = world({ ...v, state });
    const out = yield* sendAway({ ...v, state }, c.id, friendlyRefuges(w, c.id), 'is repulsed');
    state = out.state;
    lines.push(out.line);
  }
  for (const s of spotterIds) state = withBlock(state, s, (b) => ({ ...b, revealed: true }));
  return { state, lines };
}

function* fireWith(v: CiView, id: string): Out {
  const w = world(v);
  const options = fireOptions(w, id);
  const side = v.state.active;
  if (options.length === 0) {
    const why = noTargetReasons(w, id);
    w.lost.take();
    return { state: v.state, report: [`${id} has no target it may fire at.`, ...why.map((x) => `  ${x}.`)] };
  }
  const pick =
    options.length === 1
      ? options[0]!.value
      : yield* decide<string>(
          'ci.fire.target',
          side,
          `${id} fires at?`,
          options.map((o) => ({ value: o.value, label: o.label })),
          options[0]!.value,
        );
  const chosen = options.find((o) => o.value === pick)!;
  // The values this fire used (not those of the targets tried while listing them).
  w.lost.take();
  const [hex, targeted] = pick.split(':') as [string, string | undefined];
  buildFire(w, { firer: id, hex, ...(targeted ? { targeted } : {}) });
  const uses: ValueUse[] = w.lost.take();
  const m = yield* moraleBeforeAction(v, id, 'fires');
  let state = withBlock(m.state, id, (b) => ({ ...b, fired: true, revealed: true }));
  if (!m.passed) return { state, report: [...m.lines, ...tail(m.rules, uses)] };
  const r = yield* fire(chosen.built.situation);
  const spot = /spotted by (\S+)/.exec((chosen.built.situation.notes ?? []).join(' '))?.[1];
  const applied = yield* applyFire({ ...v, state }, r, spot ? [spot] : []);
  state = applied.state;
  const from = w.unit(id).state.hex!;
  state = withUsed(state, (u) => ({
    ...u,
    fireCounts: Object.fromEntries([
      ...Object.entries(u.fireCounts),
      ...chosen.built.sides.map((k) => [k, (u.fireCounts[k] ?? 0) + 1] as const),
    ]),
    ...(chosen.built.bombard
      ? { bombardedFrom: [...u.bombardedFrom, from], spotters: [...u.spotters, ...(spot ? [spot] : [])] }
      : {}),
  }));
  const head = `${id} fires at ${pick.replace(':', ' (targeted ')}${pick.includes(':') ? ')' : ''} at F${r.F}: ${r.fired ? facesText(r.faces) : 'no fire'}: ${eventsText(r.events)}`;
  const ff = r.friendly.length > 0 ? [`friendly fire on ${spot}'s hex: ${eventsText(r.friendly)}`] : [];
  return {
    state,
    report: [
      ...m.lines,
      head,
      ...ff,
      ...applied.lines,
      ...r.notes,
      ...tail(r.rules, uses, v.forces[w.unit(id).side]!.labels === 'demo'),
    ],
  };
}

function* callSupport(v: CiView, kind: 'artillery' | 'air'): Out {
  const w = world(v);
  const side = w.activeIndex;
  const hexes = [...new Set(w.units(1 - side).map((x) => x.state.hex!))].sort();
  const options = hexes.flatMap((hex) => {
    const b = attempt(() => buildSupportFire(w, side, kind, hex));
    return b ? [{ value: hex, built: b }] : [];
  });
  if (options.length === 0) {
    const why = hexes.map((hex) => `  ${hex}: ${whyNot(() => buildSupportFire(w, side, kind, hex))}.`);
    w.lost.take();
    return {
      state: v.state,
      report: [`No ${kind === 'artillery' ? 'bombardment' : 'air strike'} is possible on any enemy hex.`, ...why],
    };
  }
  const uses = w.lost.take();
  const hex =
    options.length === 1
      ? options[0]!.value
      : yield* decide<string>(
          'ci.support.target',
          v.state.active,
          `${kind === 'artillery' ? 'Artillery' : 'Air strike'} on which spotted hex?`,
          options.map((o) => ({ value: o.value, label: o.value })),
          options[0]!.value,
        );
  const built = options.find((o) => o.value === hex)!.built;
  const r = yield* fire(built.situation);
  const spot = /spotted by (\S+)/.exec((built.situation.notes ?? []).join(' '))?.[1];
  const applied = yield* applyFire(v, r, spot ? [spot] : []);
  let state = withUsed(applied.state, (u) => ({
    ...u,
    [kind]: true,
    spotters: [...u.spotters, ...(spot ? [spot] : [])],
  }));
  const si = side;
  state = {
    ...state,
    sides: state.sides.map((s, i) =>
      i === si
        ? {
            ...s,
            [kind]:
              (kind === 'artillery'
                ? (s.artillery ?? v.forces[i]!.support.artillery)
                : (s.air ?? v.forces[i]!.support.air)) - 1,
          }
        : s,
    ),
  };
  return {
    state,
    report: [
      `${built.situation.firer.id} on ${hex} at F${r.F}: ${facesText(r.faces)}: ${eventsText(r.events)}`,
      ...(r.friendly.length ? [`friendly fire: ${eventsText(r.friendly)}`] : []),
      ...applied.lines,
      ...tail(r.rules, uses),
    ],
  };
}

/**
 * Whether the menu offers a unit's fire: only when it has a target it may fire at. A fire that
 * needs a value the book lost stays on offer, so choosing it says which value to supply.
 */
function mayFireAtSomething(w: World, id: string): boolean {
  try {
    return fireOptions(w, id).length > 0;
  } catch (e) {
    if (e instanceof LostValueError) return true;
    throw e;
  } finally {
    w.lost.take();
  }
}

/** Whether the menu offers a support call: only when some enemy hex may receive it (a spotter sees it). */
function maySupport(w: World, kind: 'artillery' | 'air'): boolean {
  const side = w.activeIndex;
  try {
    return [...new Set(w.units(1 - side).map((x) => x.state.hex!))].some(
      (hex) => attempt(() => buildSupportFire(w, side, kind, hex)) !== undefined,
    );
  } catch (e) {
    if (e instanceof LostValueError) return true;
    throw e;
  } finally {
    w.lost.take();
  }
}

export function fireActions(v: CiView): PlayAction<CiGameState>[] {
  const w = world(v);
  const side = w.activeIndex;
  const out: PlayAction<CiGameState>[] = [];
  for (const u of w.units(side)) {
    if (u.state.fired || u.state.moved || u.spec.F === null) continue;
    if (!mayFireAtSomething(w, u.spec.id)) continue;
    out.push(
      action(`fire:${u.spec.id}`, `fire with ${u.spec.id} (${u.state.hex}, F${u.spec.F} x${u.state.strength})`, () =>
        fireWith(v, u.spec.id),
      ),
    );
  }
  const s = v.state.sides[side]!;
  const f = v.forces[side]!;
  if (
    (s.artillery ?? f.support.artillery) > 0 &&
    !v.state.used.artillery &&
    !v.state.used.air &&
    maySupport(w, 'artillery')
  )
    out.push(action('support:artillery', 'call an artillery bombardment', () => callSupport(v, 'artillery')));
  if ((s.air ?? f.support.air) > 0 && !v.state.used.air && !v.state.used.artillery && maySupport(w, 'air'))
    out.push(action('support:air', 'call an air strike', () => callSupport(v, 'air')));
  return out;
}

/** End of the Fire Phase: half-hit Morale checks of the side fired on (p. 7), then the Move Phase. */
export function* endFirePhase(v: CiView): Out {
  const w = world(v);
  const enemy = 1 - w.activeIndex;
  const holders: HalfHitHolder[] = [];
  for (const u of w.units(enemy)) {
    if (u.state.halfHit !== 'fire') continue;
    const hq = w.hqWith(u);
    if (u.spec.morale === null)
      throw new InputError(`${u.spec.id} has no morale in its force file: the book lost the label values (spec L50).`);
    holders.push({
      unit: casualties([hitUnit(w, u, 2)])[0]!,
      morale: { rating: u.spec.morale, ...(hq ? { hq: { id: hq.spec.id, rating: hq.spec.morale! } } : {}) },
    });
  }
  const r = yield* halfHitChecks(holders);
  let state = applyCasualties(
    v.state,
    holders.map((h) => h.unit),
  );
  const lines: string[] = r.outcomes.map((o) => o.text);
  for (const h of holders.filter((x) => x.unit.repulsed)) {
    const out = yield* sendAway(
      { ...v, state },
      h.unit.id,
      friendlyRefuges(world({ ...v, state }), h.unit.id),
      'is repulsed',
    );
    state = out.state;
    lines.push(out.line);
  }
  state = withUsed({ ...state, step: 'move' }, (u) => ({ ...u, fireCounts: {}, bombardedFrom: [], spotters: [] }));
  return { state, report: [...lines, 'Fire Phase over: Move Phase.', ...(holders.length ? tail(r.rules, []) : [])] };
}
