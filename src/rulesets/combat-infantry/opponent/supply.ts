/**
 * The opponent's Supply Phase (p. 10): an HQ activates only when the steps it gives are worth the
 * step it loses at the end of the phase: two units or more it can raise, or one while it keeps a
 * step itself (an HQ at Ø cannot activate again). It deploys one hex first only where that
 * reaches more units it can raise; each SP goes to the eligible unit missing the most steps,
 * then the one with the higher F.
 */
import type { BotAnswer, BotChoice, BotRequest, PlayStep } from '../../play.js';
import type { CiGameState } from '../schema/game.js';
import { supplyTargets } from '../supply.js';
import { withBlock, world, type CiView } from '../turn/table.js';
import type { Unit } from '../world.js';

function gain(v: CiView, id: string): { eligible: number; gives: number; strength: number } {
  const w = world(v);
  const hq = w.unit(id);
  const eligible = supplyTargets(w, hq).eligible.length;
  w.lost.take();
  return { eligible, gives: Math.min(eligible, hq.state.strength), strength: hq.state.strength };
}

export function supplyChoice(v: CiView, step: PlayStep<CiGameState>): BotChoice<CiGameState> {
  const rated = step
    .actions()
    .filter((a) => a.id.startsWith('supply:'))
    .map((a) => ({ a, id: a.id.slice('supply:'.length), ...gain(v, a.id.slice('supply:'.length)) }))
    .sort((x, y) => y.gives - x.gives);
  const worth = rated.filter((r) => r.gives >= 2 || (r.gives >= 1 && r.strength >= 2));
  const best = worth[0];
  const text = (r: (typeof rated)[number]) =>
    `${r.id} (${r.strength} SP) can raise ${r.eligible} unit${r.eligible === 1 ? '' : 's'}: gives ${r.gives} step${r.gives === 1 ? '' : 's'} for its own 1`;
  if (!best)
    return {
      action: step.finish,
      reason: [
        rated.length ? `No HQ activation is worth its step: ${rated.map(text).join('; ')}.` : 'No HQ may activate.',
      ],
    };
  const runner = rated.find((r) => r !== best);
  return { action: best.a, reason: [`activates ${text(best)}.`, ...(runner ? [`runner-up: ${text(runner)}.`] : [])] };
}

/** Deploy one hex first only where more units come into reach (ties: stay). */
export function deployAnswer(v: CiView, req: BotRequest): BotAnswer {
  const id = /^(\S+) may deploy/.exec(req.question)?.[1];
  if (!id) return { value: 'stay', reason: 'it supplies from where it stands' };
  const here = gain(v, id).eligible;
  let best = { value: 'stay', n: here };
  for (const c of req.choices) {
    if (c.value === 'stay') continue;
    const n = gain({ ...v, state: withBlock(v.state, id, (b) => ({ ...b, hex: c.value as string })) }, id).eligible;
    if (n > best.n) best = { value: c.value as string, n };
  }
  return {
    value: best.value,
    reason:
      best.value === 'stay'
        ? `no hex next to it reaches more than the ${here} unit(s) it can raise where it stands`
        : `from ${best.value} it can raise ${best.n} unit(s), against ${here} where it stands`,
  };
}

/** Each SP to the unit missing the most steps, then the higher F. */
export function supplyUnitAnswer(v: CiView, req: BotRequest): BotAnswer | undefined {
  const w = world(v);
  const units = req.choices
    .filter((c) => c.value !== 'done')
    .map((c) => w.unit(c.value as string))
    .sort((a: Unit, b: Unit) => missing(b) - missing(a) || (b.spec.F ?? 0) - (a.spec.F ?? 0));
  const u = units[0];
  if (!u) return undefined;
  const next = units[1];
  return {
    value: u.spec.id,
    reason: `${u.spec.id} is ${missing(u)} step(s) down (F${u.spec.F ?? '?'})${next ? `; next: ${next.spec.id}, ${missing(next)} down (F${next.spec.F ?? '?'})` : ''}`,
  };
}

function missing(u: Unit): number {
  return u.spec.steps - u.state.strength;
}
