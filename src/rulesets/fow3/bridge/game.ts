/**
 * Finding platoons and teams of an Open Fire game by the names a player types (`--unit`,
 * `--target`, `--team`), shared by `umpire play` and the `--game` modes. Pure.
 */
import { didYouMean } from '../../../game/suggest.js';
import type { Fow3PlatoonState, Fow3TeamState } from '../schema/game.js';
import { fighting, type Fow3View } from '../turn/units.js';
import { InputError } from '../../../errors/input-error.js';

/** A problem with a name or a choice the player gave (exit 2, no stack trace). */
export class Fow3BridgeInputError extends InputError {
  constructor(message: string, hint?: string) {
    super(message, { code: 'game-name', hint });
  }
}

export interface Fow3PlatoonRef {
  readonly side: number;
  readonly name: string;
  readonly state: Fow3PlatoonState;
}

/** A platoon by name (case-insensitive; "Side:Platoon" when both sides use the name). */
export function findPlatoon(view: Fow3View, text: string): Fow3PlatoonRef {
  const all = view.state.sides.flatMap((s, side) =>
    s.platoons.map((p) => ({ side, sideName: s.name, name: p.platoon, state: p })),
  );
  const colon = text.indexOf(':');
  const sideName = colon > 0 ? text.slice(0, colon).trim().toLowerCase() : undefined;
  const bySide = sideName !== undefined && all.some((p) => p.sideName.toLowerCase() === sideName);
  const wanted = (bySide ? text.slice(colon + 1) : text).trim().toLowerCase();
  const found = all.filter(
    (p) => p.name.toLowerCase() === wanted && (!bySide || p.sideName.toLowerCase() === sideName),
  );
  if (found.length === 1) return { side: found[0]!.side, name: found[0]!.name, state: found[0]!.state };
  if (found.length > 1)
    throw new Fow3BridgeInputError(
      `both sides have a platoon called '${found[0]!.name}'`,
      `name the side too, e.g. "${found[0]!.sideName}:${found[0]!.name}"`,
    );
  const names = all.map((p) => p.name);
  throw new Fow3BridgeInputError(
    `there is no platoon '${text}' in this game${didYouMean(text, names)}`,
    `platoons: ${names.join(', ')}`,
  );
}

/** A platoon that is still in the fight (not destroyed, a team left). */
export function findFightingPlatoon(view: Fow3View, text: string): Fow3PlatoonRef {
  const p = findPlatoon(view, text);
  if (!fighting(p.state)) throw new Fow3BridgeInputError(`'${p.name}' is destroyed`);
  return p;
}

/** A team of a platoon by id ("1st Troop/2") or by its number in the platoon ("2"). */
export function findTeam(p: Fow3PlatoonRef, text: string): Fow3TeamState {
  const t = text.trim();
  const found = p.state.teams.find(
    (x) => x.id.toLowerCase() === t.toLowerCase() || x.id.toLowerCase() === `${p.name}/${t}`.toLowerCase(),
  );
  if (found) return found;
  const ids = p.state.teams.map((x) => x.id);
  throw new Fow3BridgeInputError(
    `'${p.name}' has no team '${text}'${didYouMean(text, ids)}`,
    `teams: ${ids.join(', ')}`,
  );
}

/** The other side's index. */
export const enemyOf = (side: number): number => (side === 0 ? 1 : 0);
