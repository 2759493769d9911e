/**
 * Who may ride in or on what (pp. 22-23), for reading a game file: a team rides in a Transport
 * team of its own unit's Transport Attachment (a Gun team only behind a Tractor, one at a time;
 * other teams up to the arsenal's Passengers number, 6 when unstated), or up to three Infantry
 * teams ride on an Armoured Tank team that is not a Transport. A team at the rear carries no one.
 */
import { didYouMean } from '../../game/suggest.js';
import { isArmouredTank, isInfantryType, teamHas } from '../flames-of-war/saves/special-rules.js';
import { isTransport } from './assault/eligibility.js';
import type { Force, ForceTeam, ForceUnit } from './force.js';
import type { SideState } from './schema/game.js';

export interface PassengerIssue {
  readonly unit: number;
  readonly team: number;
  readonly message: string;
  readonly hint?: string;
}

function capacity(carrier: ForceTeam, rider: ForceTeam): number {
  if (teamHas(carrier.profile, 'tractor')) return 1;
  if (isTransport(carrier.profile)) return carrier.profile.passengers ?? 6;
  return rider.profile.type === 'gun' ? 1 : 6;
}

/** Every passenger of a side that its carrier cannot take, with the team's position in the side. */
export function passengerIssues(side: SideState, force: Force): PassengerIssue[] {
  const out: PassengerIssue[] = [];
  const teams = new Map<string, { fu: ForceUnit; ft: ForceTeam }>(
    force.units.flatMap((fu) => fu.teams.map((ft) => [ft.id, { fu, ft }] as const)),
  );
  const states = new Map(side.units.flatMap((u) => u.teams.map((t) => [t.id, t] as const)));
  const load = new Map<string, number>();
  side.units.forEach((us, ui) => {
    const fu = force.units.find((u) => u.name === us.unit);
    us.teams.forEach((ts, ti) => {
      const carrierId = ts.passengerOf;
      if (carrierId === undefined || ts.destroyed || !fu) return;
      const rider = fu.teams.find((t) => t.id === ts.id);
      const found = teams.get(carrierId);
      if (!rider) return;
      const say = (message: string, hint?: string) =>
        out.push({ unit: ui, team: ti, message, ...(hint ? { hint } : {}) });
      if (!found)
        return say(`there is no team '${carrierId}' for '${ts.id}' to ride in${didYouMean(carrierId, teams.keys())}`);
      const { fu: cu, ft: carrier } = found;
      const cs = states.get(carrierId);
      if (cs?.destroyed || cs?.sentToRear)
        return say(
          `'${ts.id}' rides in '${carrierId}', which is ${cs.destroyed ? 'destroyed' : 'at the rear'}`,
          'remove passengerOf: the team is on the table',
        );
      const own = force.units.find((u) => u.transportFor === fu.name);
      if (cu.role === 'transport' || isTransport(carrier.profile)) {
        if (cu.transportFor !== fu.name)
          return say(
            `'${ts.id}' can only ride in a transport of its own Transport Attachment (p. 23), not in '${carrierId}'`,
            own ? `its transports: ${own.teams.map((t) => t.id).join(', ')}` : `${fu.name} has no Transport Attachment`,
          );
        const tractor = teamHas(carrier.profile, 'tractor');
        if (rider.profile.type === 'gun' && !tractor)
          return say(`'${ts.id}' is a Gun team: only a Tractor tows it (p. 22), and '${carrierId}' is not one`);
        if (rider.profile.type !== 'gun' && tractor)
          return say(`'${carrierId}' is a Tractor: it tows a Gun team and carries no one else (p. 22)`);
      } else if (isArmouredTank(carrier.profile)) {
        if (!isInfantryType(rider.profile))
          return say(`only Infantry teams ride on a tank (p. 22); '${ts.id}' is a ${rider.profile.type} team`);
        const n = (load.get(carrierId) ?? 0) + 1;
        load.set(carrierId, n);
        if (n > 3) say(`no more than three Infantry teams ride on '${carrierId}' (p. 22)`);
        return;
      } else
        return say(`'${carrierId}' carries no passengers: it is neither a Transport nor an Armoured Tank team (p. 22)`);
      const n = (load.get(carrierId) ?? 0) + 1;
      load.set(carrierId, n);
      const cap = capacity(carrier, rider);
      if (n > cap)
        say(`'${carrierId}' carries at most ${cap} team${cap === 1 ? '' : 's'} (p. 22); '${ts.id}' is one too many`);
    });
  });
  return out;
}
