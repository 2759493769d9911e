/**
 * Engineers and smoke in play (p. 7): in the Move Phase an engineer that did not fire may clear
 * a discovered minefield in its hex (each 0 is a hit on it), lay smoke in its hex, or roll to
 * blow a bridge on a hexside of its hex; in the Fire Phase a mortar may lay smoke on a spotted
 * hex. One hit or more succeeds. An engineer may move first (p. 7): one hex at most before it lays
 * smoke, into the minefield it clears, or across a bridge and back before it blows it; one task a
 * Move Phase.
 */
import { decide, type Procedure } from '../../../engine/request.js';
import type { PlayAction, StepOutcome } from '../../play.js';
import { engineerRoll, engineerText } from '../engineers.js';
import { casualties, applyHit } from '../fire/hits.js';
import { fireDefense, hitUnit, spotterFor } from '../fire/situation.js';
import { InputError } from '../../../errors/input-error.js';
import type { CiGameState } from '../schema/game.js';
import { labelValue, type Unit, type World } from '../world.js';
import { eventsText, tail } from './report.js';
import { applyFire, moraleBeforeAction } from './fire-step.js';
import { withBlock, world, type CiView } from './table.js';
import type { RuleRef } from '../../../engine/rules.js';

type Out = Procedure<StepOutcome<CiGameState>>;

function bridgesOf(w: World, u: Unit): string[] {
  const hex = u.state.hex!;
  return w
    .neighbours(hex)
    .filter((n) => w.hexside(hex, n).bridge)
    .map((n) => `${hex}-${n}`);
}

function* engineerAction(v: CiView, id: string, task: 'clear-mines' | 'smoke' | 'demolish'): Out {
  const w = world(v);
  const u = w.unit(id);
  const F = labelValue(u.spec, 'F');
  let bridge: string | undefined;
  if (task === 'demolish') {
    const list = bridgesOf(w, u);
    if (list.length === 0) throw new InputError(`${id} is not next to a bridge (p. 7 [Demolish Bridges]).`);
    bridge =
      list.length === 1
        ? list[0]!
        : yield* decide<string>(
            'ci.demolish.bridge',
            v.state.active,
            `${id} blows which bridge?`,
            list.map((b) => ({ value: b, label: b })),
            list[0]!,
          );
  }
  const face = task === 'clear-mines' ? w.lost.num('minefield.engineer_hit_face') : 0;
  const uses = w.lost.take();
  const m = yield* moraleBeforeAction(
    v,
    id,
    task === 'smoke' ? 'lays smoke' : task === 'demolish' ? 'blows a bridge' : 'clears mines',
  );
  let state = withBlock(m.state, id, (b) => ({ ...b, moved: true, engineerTask: true }));
  if (!m.passed) return { state, report: [...m.lines, ...tail(m.rules, uses)] };
  const r = yield* engineerRoll({ unit: id, strength: u.state.strength, F, task }, face === 0 ? 10 : face);
  const report = [...m.lines, engineerText(r)];
  const rules: RuleRef[] = [...r.rules];
  const hex = u.state.hex!;
  if (r.success) {
    const mk = state.markers;
    if (task === 'clear-mines')
      state = { ...state, markers: { ...mk, minefields: mk.minefields.filter((x) => x.hex !== hex) } };
    if (task === 'smoke') state = { ...state, markers: { ...mk, smoke: [...mk.smoke, { hex, side: v.state.active }] } };
    if (task === 'demolish') {
      const [a, b] = bridge!.split('-');
      const key = state.map.hexsides[`${a}-${b}`] !== undefined ? `${a}-${b}` : `${b}-${a}`;
      const old = state.map.hexsides[key];
      state = {
        ...state,
        map: {
          ...state.map,
          hexsides: {
            ...state.map.hexsides,
            [key]: { ...(typeof old === 'string' ? { terrain: old } : old), destroyed: true },
          },
        },
      };
      report.push(`The bridge ${bridge} is blown.`);
    }
  }
  if (r.selfHits > 0) {
    const set = new Set<RuleRef>();
    const [c] = casualties([hitUnit(w, u, fireDefense(w, u, 'direct').defense)]);
    const events = Array.from({ length: r.selfHits }, () =>
      c!.repulsed ? undefined : applyHit(c!, 'fire', set),
    ).filter((e) => e !== undefined);
    const applied = yield* applyFire(
      { ...v, state },
      {
        firer: 'mines',
        F: 0,
        fired: true,
        faces: [],
        hits: r.selfHits,
        events,
        friendly: [],
        after: [c!],
        spotterAfter: [],
        rules: [],
        notes: [],
      },
      [],
    );
    state = applied.state;
    report.push(`the mines hit ${id}: ${eventsText(events)}`, ...applied.lines);
    rules.push(...set);
  }
  return { state, report: [...report, ...tail(rules, uses)] };
}

/** Each enemy hex and why a mortar may not smoke it (undefined: it may). */
function smokeTargets(w: World, u: Unit): { hex: string; why?: string }[] {
  return [...new Set(w.units(1 - u.side).map((x) => x.state.hex!))].sort().map((hex) => {
    try {
      spotterFor(w, u.side, hex);
    } catch (e) {
      if (e instanceof InputError) return { hex, why: e.message.replace(/\.$/, '') };
      throw e;
    }
    const d = w.distance(u.state.hex!, hex);
    const max = 2 * labelValue(u.spec, 'range');
    return d <= max ? { hex } : { hex, why: `${d} hexes away, beyond the bombardment range of ${max}` };
  });
}

function* mortarSmoke(v: CiView, id: string): Out {
  const w = world(v);
  const u = w.unit(id);
  const targets = smokeTargets(w, u);
  const hexes = targets.filter((t) => !t.why).map((t) => t.hex);
  if (hexes.length === 0)
    return {
      state: v.state,
      report: [`${id} has no spotted hex in range for smoke.`, ...targets.map((t) => `  ${t.hex}: ${t.why}.`)],
    };
  const hex =
    hexes.length === 1
      ? hexes[0]!
      : yield* decide<string>(
          'ci.smoke.hex',
          v.state.active,
          `${id} lays smoke on which spotted hex?`,
          hexes.map((h) => ({ value: h, label: h })),
          hexes[0]!,
        );
  const spotter = spotterFor(w, u.side, hex);
  const r = yield* engineerRoll({
    unit: id,
    strength: u.state.strength,
    F: labelValue(u.spec, 'F'),
    task: 'mortar-smoke',
  });
  let state = withBlock(v.state, id, (b) => ({ ...b, fired: true, revealed: true }));
  state = {
    ...state,
    used: {
      ...state.used,
      spotters: [...state.used.spotters, spotter.spec.id],
      bombardedFrom: [...state.used.bombardedFrom, u.state.hex!],
    },
  };
  if (r.success)
    state = { ...state, markers: { ...state.markers, smoke: [...state.markers.smoke, { hex, side: v.state.active }] } };
  return {
    state,
    report: [`${engineerText(r)} on ${hex} (spotted by ${spotter.spec.id})`, ...tail(r.rules, w.lost.take())],
  };
}

export function engineerActions(v: CiView): PlayAction<CiGameState>[] {
  const w = world(v);
  const out: PlayAction<CiGameState>[] = [];
  for (const u of w.units(w.activeIndex)) {
    if (u.spec.kind !== 'engineer' || u.state.fired || u.state.engineerTask) continue;
    const id = u.spec.id;
    if (v.state.markers.minefields.some((m) => m.hex === u.state.hex && m.revealed))
      out.push({
        id: `clear:${id}`,
        label: `${id} clears the minefield in ${u.state.hex}`,
        run: () => engineerAction(v, id, 'clear-mines'),
      });
    // Smoke: in place, or after a move of one hex (p. 7 [Smoke]).
    if (!u.state.moved || u.state.movedOneHex)
      out.push({
        id: `smoke:${id}`,
        label: `${id} lays smoke in ${u.state.hex}`,
        run: () => engineerAction(v, id, 'smoke'),
      });
    if (bridgesOf(w, u).length > 0)
      out.push({
        id: `demolish:${id}`,
        label: `${id} rolls to blow a bridge`,
        run: () => engineerAction(v, id, 'demolish'),
      });
  }
  return out;
}

export function mortarSmokeActions(v: CiView): PlayAction<CiGameState>[] {
  const w = world(v);
  return w
    .units(w.activeIndex)
    .filter(
      (u) =>
        u.spec.kind === 'mortar' &&
        !u.state.fired &&
        !u.state.moved &&
        u.spec.F !== null &&
        u.spec.range !== null &&
        smokeTargets(w, u).some((t) => !t.why),
    )
    .map((u) => ({
      id: `smoke:${u.spec.id}`,
      label: `${u.spec.id} lays smoke on a spotted hex`,
      run: () => mortarSmoke(v, u.spec.id),
    }));
}
