/**
 * The opponent's Fire Phase (p. 5): every fire its units may make now (the turn's own options,
 * fire-step.ts), each valued in enemy steps expected removed (fire-value.ts); it fires the best,
 * one at a time, and ends the phase when nothing is left over its floor. A unit that fires may not
 * move (p. 8), so a unit that can still assault fires only when the shot is worth it; guns,
 * mortars and HQs fire at any shot over a tenth of a step. An off-board bombardment (p. 3) is
 * kept for a shot worth half a step or more. A shot at F0 or less is never taken (it can do
 * nothing). Shots are valued on the table as its side sees it (fog.ts). Mortar smoke and air strikes are not used (docs/combat-infantry.md).
 */
import { InputError } from '../../../errors/input-error.js';
import type { BotChoice, Doctrine, PlayAction, PlayStep } from '../../play.js';
import type { FireSituation } from '../fire/fire.js';
import { buildFire, buildSupportFire, type BuiltFire } from '../fire/situation.js';
import { LostValueError } from '../lost-values.js';
import type { CiGameState } from '../schema/game.js';
import { fireOptions } from '../turn/fire-step.js';
import { world, type CiView } from '../turn/table.js';
import type { Unit, World } from '../world.js';
import { fireValue, valueText, type FireValue } from './fire-value.js';
import { fogged } from './fog.js';
import { onePlanner, steered } from './steer.js';

const NO_ASSAULT = ['artillery', 'at_gun', 'mortar', 'mg', 'chq', 'phq'];

/** The least a shot must be worth (steps) for this unit to spend its turn firing. */
export function fireFloor(u: Unit, d: Doctrine): number {
  if (NO_ASSAULT.includes(u.spec.kind)) return 0.1;
  return d.advance ? 0.5 : 0.15;
}

interface Shot {
  readonly action: string;
  readonly who: string;
  readonly target: string;
  readonly value: FireValue;
  readonly score: number;
  readonly floor: number;
}

function score(v: FireValue, d: Doctrine): number {
  return d.harm * v.steps - d.risk * v.friendly * 0.5;
}

/** A shot's value on the fogged table (fog.ts), the real one where the fogged table differs too much to build it. */
function valued(wf: World, real: FireSituation, build: (w: World) => BuiltFire): FireValue {
  try {
    return fireValue(build(wf).situation);
  } catch (e) {
    if (e instanceof InputError) return fireValue(real);
    throw e;
  }
}

function unitShots(w: World, wf: World, u: Unit, d: Doctrine): Shot[] {
  let options;
  try {
    options = fireOptions(w, u.spec.id);
  } catch (e) {
    if (e instanceof LostValueError || e instanceof InputError) return [];
    throw e;
  }
  return options
    .map((o) => {
      const [hex, targeted] = o.value.split(':') as [string, string | undefined];
      const value = valued(wf, o.built.situation, (x) =>
        buildFire(x, { firer: u.spec.id, hex, ...(targeted ? { targeted } : {}) }),
      );
      return {
        action: `fire:${u.spec.id}`,
        who: u.spec.id,
        target: o.value,
        value,
        score: score(value, d),
        floor: fireFloor(u, d),
      };
    })
    .filter((s) => s.value.F > 0);
}

function supportShots(w: World, wf: World, kind: 'artillery' | 'air', d: Doctrine): Shot[] {
  const side = w.activeIndex;
  const hexes = [...new Set(w.units(1 - side).map((x) => x.state.hex!))].sort();
  return hexes.flatMap((hex) => {
    try {
      const b = buildSupportFire(w, side, kind, hex);
      const value = valued(wf, b.situation, (x) => buildSupportFire(x, side, kind, hex));
      return value.F > 0
        ? [
            {
              action: `support:${kind}`,
              who: b.situation.firer.id,
              target: hex,
              value,
              score: score(value, d),
              floor: 0.5,
            },
          ]
        : [];
    } catch (e) {
      if (e instanceof InputError) return [];
      throw e;
    }
  });
}

/** Every shot on offer now, best first (ties: the turn's order). */
export function shots(v: CiView, step: PlayStep<CiGameState>, d: Doctrine): Shot[] {
  const w = world(v);
  const wf = world(fogged(v, w.activeIndex));
  const ids = new Set(step.actions().map((a) => a.id));
  const out: Shot[] = [];
  for (const u of w.units(w.activeIndex)) if (ids.has(`fire:${u.spec.id}`)) out.push(...unitShots(w, wf, u, d));
  if (ids.has('support:artillery')) out.push(...supportShots(w, wf, 'artillery', d));
  w.lost.take();
  wf.lost.take();
  return out.sort((a, b) => b.score - a.score);
}

export function fireChoice(v: CiView, step: PlayStep<CiGameState>, d: Doctrine): BotChoice<CiGameState> {
  const all = shots(v, step, d);
  const worth = all.filter((s) => s.value.steps >= s.floor);
  const best = worth[0];
  const line = (s: Shot) => `${s.who} at ${s.target}: ${valueText(s.value)}`;
  if (!best) {
    const top = all[0];
    return {
      action: step.finish,
      reason: [
        top
          ? `No shot reaches its floor: the best, ${line(top)}, is under ${top.floor} steps; its units keep their move.`
          : step.actions().some((a) => a.id.startsWith('fire:'))
            ? `Every shot on offer is at F0 or less (it can do nothing): 0 shots it may take.`
            : `No unit has a target it may fire at: 0 shots on offer.`,
      ],
    };
  }
  const runner = worth.find((s) => s !== best && s.who !== best.who) ?? all.find((s) => s !== best);
  const action = step.actions().find((a) => a.id === best.action)! as PlayAction<CiGameState>;
  const id = best.action.startsWith('support:') ? 'ci.support.target' : 'ci.fire.target';
  return {
    action: steered(action, onePlanner(id, best.target)),
    reason: [
      `fires ${line(best)} (its floor ${best.floor}).`,
      runner ? `runner-up: ${line(runner)}.` : 'no other shot on offer.',
    ],
  };
}
