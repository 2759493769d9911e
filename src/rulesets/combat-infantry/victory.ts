/**
 * Victory (p. 11 [Scenarios]; p. 4 [Objective]): an objective is controlled only when it and
 * every adjacent hex are friendly. The generic scenarios' turn counts and VP values were lost
 * (L53): a game may agree its own number of turns (p. 11 allows it), and VP values come from
 * lost-values.yaml or the game's house values.
 */
import type { RuleRef } from '../../engine/rules.js';
import type { HexId } from './hex.js';
import { CI } from './rules.js';
import type { World } from './world.js';

export function controlsObjective(world: World, hex: HexId, side: number): boolean {
  if (world.control(hex, side) !== 'friendly') return false;
  return world.neighbours(hex).every((n) => world.control(n, side) === 'friendly');
}

export interface VictoryCheck {
  readonly over: boolean;
  readonly winner?: string;
  readonly reason: string;
  readonly rules: readonly RuleRef[];
}

/** The side that moves second: a turn ends when its Player Turn does. */
export function secondSide(world: World): number {
  const first = world.state.scenario.first;
  return first === undefined ? 1 : 1 - world.sideIndex(first);
}

function lastTurn(world: World, key: string): number {
  return world.state.scenario.turns ?? world.lost.num(key);
}

/** Eliminated enemy units (wrecks count; units gone off the map do not, p. 9). */
export function eliminatedOf(world: World, side: number): number {
  return [...world.byId.values()].filter((u) => u.side === side && (u.state.eliminated || u.state.wreck)).length;
}

export function checkVictory(world: World): VictoryCheck {
  const s = world.state;
  const rules: RuleRef[] = [CI.victory];
  const names = s.sides.map((x) => x.name);
  const alive = [0, 1].map((i) => world.units(i).length);
  for (const i of [0, 1])
    if (alive[i] === 0)
      return { over: true, winner: names[1 - i]!, reason: `${names[i]} has no units left on the map`, rules };
  const kind = s.scenario.kind;
  if (kind === 'free') {
    if (s.scenario.turns !== undefined && s.turn >= s.scenario.turns && world.activeIndex === secondSide(world))
      return { over: true, reason: `turn ${s.scenario.turns} is over`, rules };
    return { over: false, reason: 'no victory conditions (free scenario)', rules };
  }
  if (kind === 'last-stand') {
    rules.push(CI.objective);
    const turns = lastTurn(world, 'scenario.last_stand.turns');
    const obj = s.scenario.objective!;
    if (s.turn < turns || world.activeIndex !== secondSide(world))
      return { over: false, reason: `the objective ${obj} is judged after turn ${turns}`, rules };
    const holder = [0, 1].find((i) => controlsObjective(world, obj, i));
    return holder === undefined
      ? { over: true, reason: `nobody controls the objective ${obj} after turn ${turns}`, rules }
      : {
          over: true,
          winner: names[holder]!,
          reason: `${names[holder]} controls the objective ${obj} and every hex around it`,
          rules,
        };
  }
  if (kind === 'meeting-engagement') {
    const turns = lastTurn(world, 'scenario.meeting.turns');
    if (s.turn < turns || world.activeIndex !== secondSide(world))
      return { over: false, reason: `VP are counted after turn ${turns}`, rules };
    const perUnit = world.lost.num('scenario.meeting.vp_unit');
    const perHex = world.lost.num('scenario.meeting.vp_farm_town');
    const vp = [0, 1].map((i) => {
      const held = Object.entries(s.map.hexes).filter(
        ([h, t]) =>
          ['farm', 'town'].includes(typeof t === 'string' ? t : t.terrain) &&
          world.at(h, 1 - i).length === 0 &&
          world.control(h, i) === 'friendly',
      ).length;
      return eliminatedOf(world, 1 - i) * perUnit + held * perHex;
    });
    const reason = `VP ${names[0]} ${vp[0]}, ${names[1]} ${vp[1]}`;
    if (vp[0] === vp[1]) return { over: true, reason: `${reason}: a draw`, rules };
    const w = vp[0]! > vp[1]! ? 0 : 1;
    return { over: true, winner: names[w]!, reason, rules };
  }
  return {
    over: false,
    reason: `the ${kind} scenario's victory is judged at the table (its VP values were lost, L53)`,
    rules,
  };
}
