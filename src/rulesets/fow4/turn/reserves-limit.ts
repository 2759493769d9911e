/**
 * How much of a force may deploy when the mission has Reserves (p. 96): no more than 60% of the
 * points total on the table (units in Ambush are deployed, not in Reserve); a unit and its
 * Attachments count together. With Flanking Reserves the force may hold less back, but at least one
 * unit. The owner picks which further units wait; the points are the force file's (the total is
 * its `points`, else the sum of its units'), and when a unit has none the limit is not checked.
 */
import { decide, type Procedure } from '../../../engine/request.js';
import type { Force } from '../force.js';
import type { ReserveRule } from './missions.js';
import { TURN } from './rules.js';
import type { Deployment } from '../schema/game.js';

/** A unit's points with its Transport Attachment's; undefined when the force file gives none. */
function unitPoints(force: Force, name: string): number | undefined {
  const u = force.units.find((x) => x.name === name);
  if (u?.points === undefined) return undefined;
  return u.points + force.units.filter((x) => x.transportFor === name).reduce((n, x) => n + (x.points ?? 0), 0);
}

export function* reservesLimit(
  side: string,
  force: Force,
  units: readonly string[],
  chosen: Record<string, Deployment>,
  rule: ReserveRule,
): Procedure<string[]> {
  const free = () => units.filter((u) => !chosen[u]);
  if (rule.flanking) {
    if (units.some((u) => chosen[u] === 'reserve') || free().length === 0) return [];
    const u = yield* decide<string>(
      'fow4.setup.flanking',
      side,
      `Flanking Reserves (${TURN.flankingReserves.page}): at least one unit must wait in Reserve. Which?`,
      free().map((x) => ({ value: x, label: x })),
      free()[0]!,
    );
    chosen[u] = 'reserve';
    return [`Flanking Reserves (${TURN.flankingReserves.page}): ${u} waits in Reserve to arrive on the enemy flank.`];
  }
  const missing = units.filter((u) => unitPoints(force, u) === undefined);
  if (missing.length > 0)
    return [
      `Reserves (${TURN.reservesLimit.page}): the 60% limit is not checked: ${missing.join(', ')} ${missing.length === 1 ? 'has' : 'have'} no points in the force file.`,
    ];
  const total = force.points ?? units.reduce((n, u) => n + unitPoints(force, u)!, 0);
  const max = Math.floor(total * 0.6);
  const onTable = () => units.filter((u) => chosen[u] !== 'reserve').reduce((n, u) => n + unitPoints(force, u)!, 0);
  const held: string[] = [];
  while (onTable() > max && free().length > 0) {
    const u = yield* decide<string>(
      'fow4.setup.reserves-limit',
      side,
      `Reserves (${TURN.reservesLimit.page}): ${side} has ${onTable()} of ${total} points on the table; at most 60% (${max}) may deploy. Which other unit waits in Reserve?`,
      free().map((x) => ({ value: x, label: `${x} (${unitPoints(force, x)} points)` })),
      free()[0]!,
    );
    chosen[u] = 'reserve';
    held.push(u);
  }
  return held.length
    ? [
        `Reserves (${TURN.reservesLimit.page}): ${held.join(', ')} also ${held.length === 1 ? 'waits' : 'wait'} in Reserve; ${onTable()} of ${total} points on the table.`,
      ]
    : [];
}
