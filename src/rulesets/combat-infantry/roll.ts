/**
 * `umpire roll` for Combat Infantry: a pool in the game's F-n notation, "F3 x4" = four d10, each
 * at or under 3 a hit (0 reads as 10; p. 5 [Firepower]); or a plain Morale die "m7".
 */
import { diceRequest } from '../../dice/request.js';
import { InputError } from '../../errors/input-error.js';
import type { Procedure } from '../../engine/request.js';
import { showFace } from './fire/fire.js';

export interface PoolRoll {
  readonly F: number;
  readonly faces: readonly number[];
  readonly hits: number;
  readonly zeros: number;
}

export function parsePool(text: string): { F: number; dice: number } {
  const m = /^\s*F(\d+)\s*[x×]\s*(\d+)\s*$/i.exec(text) ?? /^\s*(\d+)\s*d10\s*F(\d+)\s*$/i.exec(text);
  if (!m)
    throw new InputError(
      `"${text}" is not a Combat Infantry pool: write F<n> x<dice>, e.g. "F3 x4" (four d10, each 3 or under hits).`,
    );
  const [F, dice] = /^\s*F/i.test(text) ? [Number(m[1]), Number(m[2])] : [Number(m[2]), Number(m[1])];
  if (dice < 1 || dice > 20) throw new InputError(`x${dice}: roll 1 to 20 dice.`);
  return { F, dice };
}

export function* rollPoolF(F: number, dice: number): Procedure<PoolRoll> {
  const faces: number[] = yield diceRequest(dice, 10, `F${F} x${dice}`, {
    need: `${Math.min(F, 9)} or under (0 is 10)`,
  });
  return {
    F,
    faces,
    hits: faces.filter((f) => f <= F && f !== 10).length,
    zeros: faces.filter((f) => f === 10).length,
  };
}

export function poolText(r: PoolRoll): string {
  return `F${r.F} x${r.faces.length}: [${r.faces.map(showFace).join(' ')}]: ${r.hits} hit${r.hits === 1 ? '' : 's'}${r.zeros ? ` (${r.zeros} zero${r.zeros > 1 ? 's' : ''})` : ''}`;
}
