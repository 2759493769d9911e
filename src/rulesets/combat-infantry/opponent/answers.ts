/**
 * The opponent's answers to the decisions the rules give its side inside a procedure, each with
 * its reason and numbers: which of its tied units takes a hit (p. 6 [Casualties]), whether a unit
 * uses its HQ's Morale (p. 7), where a unit retreats, is repulsed or withdraws (pp. 7, 9), fire or
 * retreat in an assault round and what its anti-tank units fire at (p. 9), Regroup (p. 9), and the
 * Supply Phase's questions (supply.ts). A move's hexes and a fire's target were planned before
 * the action began (steer.ts): the procedure's default is that plan.
 */
import type { BotAnswer, BotRequest, Doctrine } from '../../play.js';
import type { HexId } from '../hex.js';
import { isHq } from '../schema/force.js';
import { world, type CiView } from '../turn/table.js';
import { fogged } from './fog.js';
import { goalOf, shortfall } from './goals.js';
import { PLANNED } from './steer.js';
import { deployAnswer, supplyUnitAnswer } from './supply.js';
import { threatMap } from './threat.js';

function casualty(v: CiView, req: BotRequest): BotAnswer {
  const w = world(v);
  const units = req.choices.map((c) => w.unit(c.value as string));
  // HQs last (they spot, rally and supply); then the lowest firepower.
  const worth = (u: (typeof units)[number]) => (isHq(u.spec.kind) ? 100 : 0) + (u.spec.F ?? 0);
  const sorted = [...units].sort((a, b) => worth(a) - worth(b));
  const u = sorted[0]!;
  const other = sorted[1];
  return {
    value: u.spec.id,
    reason: `${u.spec.id} (${u.spec.kind}, F${u.spec.F ?? '?'})${other ? ` rather than ${other.spec.id} (${other.spec.kind}, F${other.spec.F ?? '?'})` : ''}: it keeps its HQs and its strongest fire`,
  };
}

function moraleHq(req: BotRequest): BotAnswer {
  const yes = req.choices.find((c) => c.value === true)?.label ?? '';
  const no = req.choices.find((c) => c.value === false)?.label ?? '';
  const hq = Number(/Morale (\d+)/.exec(yes)?.[1] ?? 0);
  const own = Number(/Morale (\d+)/.exec(no)?.[1] ?? 0);
  const use = hq > own;
  // A Morale check passes on a face at or under the rating, 0 reading as 10 (p. 7).
  const pass = (r: number) => Math.round((Math.max(0, Math.min(r, 10)) / 10) * 100);
  return {
    value: use,
    reason: `passes ${pass(hq)}% with the HQ's ${hq}, ${pass(own)}% with its own ${own}${use ? ' (a fail takes the HQ along)' : ''}`,
  };
}

/** The refuge with the least enemy fire, then nearest its goal. */
function refuge(v: CiView, req: BotRequest, d: Doctrine, unitId: string | undefined, stay?: string): BotAnswer {
  const w = world(v);
  if (!unitId) return { value: req.default };
  const u = w.unit(unitId);
  const threat = threatMap(world(fogged(v, u.side)), u.side);
  const g = goalOf(w, u);
  const rate = (hex: HexId) => d.risk * threat.at(u, hex) + 0.5 * shortfall(w, g, hex);
  const hexes = req.choices.map((c) => c.value as string).filter((h) => h !== stay);
  const sorted = [...hexes].sort((a, b) => rate(a) - rate(b) || a.localeCompare(b));
  w.lost.take();
  const best = sorted[0];
  if (!best) return { value: req.default };
  const text = (h: string) =>
    `${h} (enemy fire ${threat.at(u, h).toFixed(2)} steps, ${shortfall(w, g, h)} short of its goal)`;
  if (stay !== undefined) {
    // Regroup: it stays in the hex it won unless a neighbour is clearly safer.
    const here = u.state.hex!;
    if (rate(best) + 0.25 >= rate(here)) return { value: 'stay', reason: `it holds the hex it won: ${text(here)}` };
  }
  const runner = sorted[1];
  return { value: best, reason: `${text(best)}${runner ? `; runner-up ${text(runner)}` : ''}` };
}

export function ciAnswer(v: CiView, req: BotRequest, d: Doctrine): BotAnswer | undefined {
  const id = req.id;
  if (PLANNED.has(id)) return { value: req.default, reason: 'as planned above' };
  switch (id) {
    case 'ci.casualty':
      return casualty(v, req);
    case 'ci.morale-hq':
      return moraleHq(req);
    case 'ci.retreat-hex':
      return refuge(v, req, d, /^(\S+) /.exec(req.question)?.[1]);
    case 'ci.regroup':
      return refuge(v, req, d, /^Regroup: (\S+) /.exec(req.question)?.[1], 'stay');
    case 'ci.assault.attacker':
      return {
        value: 'fire',
        reason: `it fires: it assaulted at its doctrine's bar of ${Math.round(d.assaultBar * 100)}% or better`,
      };
    case 'ci.assault.defender':
      return req.choices.some((c) => c.value === 'fire')
        ? { value: 'fire', reason: 'it fires: a retreat gives the hex up' }
        : { value: req.default, reason: 'guns and mortars hold (they do not fire defending)' };
    case 'ci.assault.target': {
      const armored = req.choices.filter((c) => c.value !== '');
      return armored.length
        ? { value: armored[0]!.value, reason: `its anti-tank fire goes on the armor (${armored[0]!.label})` }
        : { value: req.default };
    }
    case 'ci.supply.deploy':
      return deployAnswer(v, req);
    case 'ci.supply.unit':
      return supplyUnitAnswer(v, req);
    default:
      return undefined;
  }
}
