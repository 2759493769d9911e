/**
 * The opponent's Move Phase (p. 8): for each unit that may still move it weighs every hex it may
 * end in (reach.ts), staying put, and digging a foxhole (p. 8 [Foxholes]), by
 *   progress toward its goal (goals.ts; 0.6 a hex aggressive, 0.35 cautious, 1 for a defender out
 *   of its objective's ring; HQs and guns half), and in a Last Stand the ring hexes friendly to it
 *   less those friendly to the enemy with the unit there (0.6 each for the defender, 0.3 attacking),
 * + the best shot it would have from there next turn (steps expected, weighed by harm x 0.3),
 * - the enemy fire the hex is open to (threat.ts, weighed by risk x 0.5),
 * and an assault (moving into an enemy hex from a frontline hex, p. 9) only when the estimate of
 * the units that can join it (assault-odds.ts) reaches its doctrine's chance to win, ahead of
 * any other move. It moves the unit with the largest gain over staying first; once no unit gains
 * more than 0.05 it ends the phase. Never over a stacking limit (p. 8), so ending is always legal.
 */
import type { BotChoice, Doctrine, PlayAction, PlayStep } from '../../play.js';
import { sideKey, type HexId } from '../hex.js';
import { canDig, overstacked } from '../movement.js';
import type { CiGameState } from '../schema/game.js';
import { fireDefense } from '../fire/situation.js';
import { withBlock, world, type CiView } from '../turn/table.js';
import type { Unit, World } from '../world.js';
import { estimateAssault, RUNS, type AssaultEstimate } from './assault-odds.js';
import { hitChance } from './fire-value.js';
import { goalOf, ringBalance, shortfall } from './goals.js';
import { fogged } from './fog.js';
import { destinations, known, type Destination } from './reach.js';
import { pathPlanner, steered } from './steer.js';
import { threatMap, type ThreatMap } from './threat.js';

const GAIN = 0.05;
const SUPPORT = ['chq', 'phq', 'mg', 'mortar', 'at_gun', 'artillery'];

interface Option {
  readonly kind: 'move' | 'stay' | 'dig' | 'assault';
  readonly dest?: Destination;
  readonly hex: HexId;
  readonly score: number;
  readonly text: string;
  readonly estimate?: AssaultEstimate;
}

/** The best shot (steps expected) a unit would have from `hex` at any enemy hex, ignoring hexside limits. */
function shotFrom(w: World, u: Unit, hex: HexId): number {
  if (u.spec.F === null || u.spec.range === null) return 0;
  const bombard = u.spec.kind === 'mortar' || u.spec.kind === 'artillery';
  const longRange = w.lost.num('fire.long_range_modifier');
  let best = 0;
  for (const e of w.units(1 - u.side)) {
    const d = w.distance(hex, e.state.hex!);
    if (d === 0 || d > 2 * u.spec.range) continue;
    if (!bombard && (w.terrain(e.state.hex!).noDirectFireInto || !w.los(hex, e.state.hex!))) continue;
    if (e.spec.kind === 'tank' && !(u.spec.antiTank || u.spec.kind === 'tank')) continue;
    const F = u.spec.F + (d > u.spec.range ? longRange : 0) - (e.spec.kind === 'tank' ? (e.spec.armor ?? 0) : 0);
    const def = fireDefense(w, e, bombard ? 'bombard' : 'direct').defense;
    best = Math.max(best, (u.state.strength * hitChance(F)) / def);
  }
  return best;
}

function weigh(
  w: World,
  wf: World,
  u: Unit,
  hex: HexId,
  d: Doctrine,
  threat: ThreatMap,
  foxhole: boolean,
): { score: number; text: string } {
  const g = goalOf(w, u);
  // Holding the objective is the defender's whole game: 1 a hex out of its ring, whatever the doctrine.
  const per = (g.kind === 'hold' ? 1 : d.advance ? 0.6 : 0.35) * (SUPPORT.includes(u.spec.kind) ? 0.5 : 1);
  const togo = shortfall(w, g, hex);
  const shot = shotFrom(wf, u, hex);
  const at: Unit = foxhole ? { ...u, state: { ...u.state, foxhole: true } } : u;
  const danger = threat.at(at, hex);
  // The objective's ring with the unit there (Last Stand): the defender needs every hex of it.
  const there =
    hex === u.state.hex ? w : world({ state: withBlock(w.state, u.spec.id, (b) => ({ ...b, hex })), forces: w.forces });
  const ring = ringBalance(there, u.side);
  const score = -per * togo + d.harm * 0.3 * shot - d.risk * 0.5 * danger + (g.kind === 'hold' ? 0.6 : 0.3) * ring;
  return {
    score,
    text: `${togo} hex${togo === 1 ? '' : 'es'} short of its goal, best shot ${shot.toFixed(2)} steps, enemy fire ${danger.toFixed(2)} steps${w.state.scenario.kind === 'last-stand' ? `, objective ring ${ring >= 0 ? '+' : ''}${ring}` : ''}: score ${score.toFixed(2)}`,
  };
}

/**
 * The units that could join an assault on `hex` this phase: those already in it, then each unit
 * not moved or fired next to it that may assault, while its hexside's Move Limit has room (p. 8).
 */
function joiners(
  v: CiView,
  w: World,
  hex: HexId,
  dests: Map<string, Destination[]>,
  mover: string,
): { id: string; from: HexId }[] {
  const entry = v.state.used.assaults.find((a) => a.hex === hex);
  const out: { id: string; from: HexId }[] = [...(entry?.attackers ?? [])];
  const used = new Map<string, number>();
  // The unit weighing the assault first: it is the one that moves in now.
  const order = [...dests].sort(([a], [b]) => (a === mover ? -1 : b === mover ? 1 : 0));
  for (const [id, list] of order) {
    const d = list.find((x) => x.to === hex && x.plan.assault);
    if (!d) continue;
    const from = d.plan.assault!.from;
    const key = sideKey(from, hex);
    const n = (v.state.used.moveCounts[key] ?? 0) + (used.get(key) ?? 0);
    if (n >= w.moveLimit(from, hex)) continue;
    used.set(key, (used.get(key) ?? 0) + 1);
    out.push({ id, from });
  }
  return out;
}

function optionsOf(
  vf: CiView,
  wf: World,
  w: World,
  u: Unit,
  d: Doctrine,
  threat: ThreatMap,
  dests: Map<string, Destination[]>,
  canMove: boolean,
  canDigNow: boolean,
  estimates: Map<string, { group: { id: string; from: HexId }[]; est: AssaultEstimate }>,
): Option[] {
  const here = u.state.hex!;
  const stay = weigh(w, wf, u, here, d, threat, !!u.state.foxhole);
  const out: Option[] = [{ kind: 'stay', hex: here, ...stay, text: `stays in ${here}: ${stay.text}` }];
  if (canDigNow && fireDefense(w, u, 'direct').defense === 1) {
    const dug = weigh(w, wf, u, here, d, threat, true);
    out.push({ kind: 'dig', hex: here, ...dug, text: `digs a foxhole in ${here}: ${dug.text}` });
  }
  if (!canMove) return out;
  for (const dest of dests.get(u.spec.id) ?? []) {
    if (dest.plan.assault) {
      const key = `${u.spec.id}>${dest.to}`;
      let known = estimates.get(key);
      if (!known) {
        const group = joiners(vf, w, dest.to, dests, u.spec.id);
        known = { group, est: estimateAssault(vf, dest.to, group) };
        estimates.set(key, known);
      }
      const { group, est } = known;
      if (est.win < d.assaultBar) continue;
      out.push({
        kind: 'assault',
        dest,
        hex: dest.to,
        score: 10 + est.win,
        estimate: est,
        text: `assaults ${dest.to} with ${group.map((x) => x.id).join(', ')}: wins ${Math.round(est.win * 100)}% of ${RUNS} seeded runs of the assault (bar ${Math.round(d.assaultBar * 100)}%), ${est.lost.toFixed(1)} steps lost on average`,
      });
      continue;
    }
    const s = weigh(w, wf, u, dest.to, d, threat, false);
    out.push({
      kind: 'move',
      dest,
      hex: dest.to,
      ...s,
      text: `moves ${[here, ...dest.path].join(' > ')} (${dest.plan.cost} MP): ${s.text}`,
    });
  }
  return out.sort((a, b) => b.score - a.score);
}

export function moveChoice(v0: CiView, step: PlayStep<CiGameState>, d: Doctrine): BotChoice<CiGameState> {
  const side = world(v0).activeIndex;
  const v = known(v0, side);
  const w = world(v);
  const actions = new Map(step.actions().map((a) => [a.id, a]));
  const movers = w.units(side).filter((u) => actions.has(`move:${u.spec.id}`) || actions.has(`dig:${u.spec.id}`));
  const dests = new Map<string, Destination[]>();
  for (const u of movers) if (actions.has(`move:${u.spec.id}`)) dests.set(u.spec.id, destinations(v, u.spec.id));
  // What the enemy's face-down blocks might do is reckoned on the fogged table (fog.ts).
  const vf = fogged(v, side);
  const wf = world(vf);
  const threat = threatMap(wf, side);
  const over = new Set(overstacked(w, side).map((o) => o.hex));
  const estimates = new Map<string, { group: { id: string; from: HexId }[]; est: AssaultEstimate }>();
  let pick: { u: Unit; best: Option; stay: Option; gain: number; runner?: Option } | undefined;
  for (const u of movers) {
    let digs = actions.has(`dig:${u.spec.id}`);
    if (digs)
      try {
        canDig(w, u);
      } catch {
        digs = false;
      }
    const opts = optionsOf(vf, wf, w, u, d, threat, dests, actions.has(`move:${u.spec.id}`), digs, estimates);
    const stay = opts.find((o) => o.kind === 'stay')!;
    // A unit in an over-stacked hex must leave it (p. 8): staying and digging are not options.
    const legal = over.has(u.state.hex!) ? opts.filter((o) => o.kind === 'move' || o.kind === 'assault') : opts;
    const best = legal[0];
    if (!best || best.kind === 'stay') continue;
    const gain = over.has(u.state.hex!) ? 100 : best.score - stay.score;
    if (gain <= GAIN) continue;
    if (!pick || gain > pick.gain) pick = { u, best, stay, gain, runner: legal.find((o) => o !== best) };
  }
  w.lost.take();
  if (!pick) return { action: step.finish, reason: ['No unit gains by moving more than 0.05 over staying put.'] };
  const { u, best, runner } = pick;
  const id = u.spec.id;
  const reason = [`${id} ${best.text}.`, ...(runner ? [`runner-up: ${runner.text}.`] : [])];
  if (best.kind === 'dig') return { action: actions.get(`dig:${id}`)! as PlayAction<CiGameState>, reason };
  return {
    action: steered(actions.get(`move:${id}`)! as PlayAction<CiGameState>, pathPlanner(best.dest!.path)),
    reason,
  };
}
