import { CryptoDice } from '../dice/crypto.js';
import { parseManualFaces } from '../dice/manual.js';
import type { DiceRequest } from '../dice/request.js';
import { SeededDice } from '../dice/seeded.js';
import { ScriptedDice } from '../dice/scripted.js';
import type { DiceSource } from '../dice/source.js';
import { UserError } from './errors.js';

export interface DiceFlags {
  seed?: string;
  dice?: string;
  manual?: boolean;
}

export { addDiceOptions } from './dice-flags.js';

/** Build the dice source the flags ask for: scripted, seeded, manual, or fair (crypto). */
export function diceFromFlags(flags: DiceFlags): DiceSource {
  const chosen = [flags.seed !== undefined, flags.dice !== undefined, flags.manual === true].filter(Boolean).length;
  if (chosen > 1) throw new UserError('choose one of --seed, --dice and --manual');
  if (flags.dice !== undefined) return ScriptedDice.parse(flags.dice);
  if (flags.seed !== undefined) {
    const n = Number(flags.seed);
    if (!Number.isInteger(n) || n < 0 || n >= 2 ** 32) throw new UserError(`--seed takes a whole number from 0 to 4294967295, not "${flags.seed}"`);
    return new SeededDice(n);
  }
  if (flags.manual) return new ManualDice();
  return new CryptoDice();
}

/**
 * Physical dice: the player types the faces they rolled. Range and count are checked and the
 * question is asked again until the answer is valid.
 */
export class ManualDice implements DiceSource {
  readonly kind = 'manual' as const;

  async roll(request: DiceRequest): Promise<number[]> {
    const { input } = await import('@inquirer/prompts');
    const need = request.need ? `, need ${request.need}` : '';
    const shortcut = request.countShortcut ? ' (or the number of successes, e.g. 3s)' : '';
    const answer = await input({
      message: `Roll ${request.count}d${request.sides} for ${request.label}${need}. Faces${shortcut}:`,
      validate: (text) => {
        const r = parseManualFaces(text, request);
        return r.ok ? true : r.problem;
      },
    });
    const parsed = parseManualFaces(answer, request);
    if (!parsed.ok) throw new UserError(parsed.problem);
    return parsed.faces;
  }
}
