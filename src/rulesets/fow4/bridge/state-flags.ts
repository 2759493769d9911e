/**
 * Reading a team's and a unit's table state the way the procedures want it: movement, orders
 * used, cover, passengers. One place, so shooting, assaults and bombardments read the file alike.
 */
import type { GameState, TeamState, UnitState } from '../schema/game.js';
import { isArmouredTank } from '../../flames-of-war/saves/special-rules.js';
import type { TeamProfile } from '../../flames-of-war/profile.js';

/** The Movement Order a unit used this turn, as written by `test <order> --game` ("blitz", "blitz (failed)"). */
export function orderOf(us: UnitState): { name: string; failed: boolean } | undefined {
  if (!us.order) return undefined;
  const text = us.order.toLowerCase();
  const name = text
    .replace(/\(.*\)/g, '')
    .trim()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '');
  return { name, failed: /fail/.test(text) };
}

/** Order text the game file stores after a test of that order. */
export function orderText(name: string, passed: boolean): string {
  return passed ? name : `${name} (failed)`;
}

export const moved = (t: TeamState) => t.movement === 'moved' || t.movement === 'dashed';
export const dashed = (t: TeamState) => t.movement === 'dashed';

/**
 * Concealed by the table state: marked Concealed, in Foxholes (p. 25), or an Infantry Team that did
 * not move, which Flat Terrain conceals from all but Aircraft (p. 30). Give the profile for the last.
 */
export function concealedByState(t: TeamState, profile?: TeamProfile, fromAircraft = false): boolean {
  if (t.concealed === true || t.foxholes === true) return true;
  const infantry = profile !== undefined && (profile.type === 'infantry' || profile.type === 'heavy-weapon');
  return infantry && !fromAircraft && (t.movement ?? 'stationary') === 'stationary' && !t.passengerOf;
}

/** In Bulletproof Cover by the table state: marked so, or in Foxholes (pp. 25, 39). */
export const bulletproofByState = (t: TeamState) => t.bulletproofCover === true || t.foxholes === true;

/**
 * Teams carried on an Armoured Tank with no Passengers rating ride on it; otherwise they are inside
 * (pp. 22-23). A team of a Transport Attachment (`transportUnit`) carries its passengers inside,
 * whether or not its arsenal entry states a Passengers rating (6 when not stated, p. 22).
 */
export function carries(carrier: TeamProfile, transportUnit = false): 'riders' | 'passengers' {
  if (transportUnit) return 'passengers';
  return isArmouredTank(carrier) && !(carrier.passengers && carrier.passengers > 0) ? 'riders' : 'passengers';
}

/** The first player's first turn of a Meeting Engagement (p. 96): Moving ROF, no bombardments, no aircraft. */
export function meetingFirstTurn(state: GameState): boolean {
  const p = state.play ?? {};
  return !!p.meeting && state.turn === 1 && p.first === state.active;
}
