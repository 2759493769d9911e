/**
 * The game's dice during play: seeded dice continue from the state saved in the game file (so a
 * resumed game rolls exactly what it would have), fair dice from the operating system, and
 * physical dice typed in at each request through the play prompt.
 */
import { CryptoDice } from '../../dice/crypto.js';
import { parseManualFaces } from '../../dice/manual.js';
import type { DiceRequest } from '../../dice/request.js';
import { SeededDice } from '../../dice/seeded.js';
import type { DiceSource } from '../../dice/source.js';
import type { PlayIO, Question } from './io.js';

export type GameDice = { kind: 'seeded'; seed: number; state: number[] } | { kind: 'crypto' } | { kind: 'manual' };

/** Physical dice: the player types the faces (or "3s" where only successes count). */
export class PromptDice implements DiceSource {
  readonly kind = 'manual' as const;
  constructor(private readonly ask: (q: Question) => Promise<string>) {}
  async roll(request: DiceRequest): Promise<number[]> {
    const need = request.need ? `, need ${request.need}` : '';
    const answer = await this.ask({
      kind: 'input',
      message: `Roll ${request.count}d${request.sides} for ${request.label}${need}. Faces:`,
      validate: (text) => {
        const r = parseManualFaces(text, request);
        return r.ok ? true : r.problem;
      },
    });
    const parsed = parseManualFaces(answer, request);
    if (!parsed.ok) throw new Error(parsed.problem);
    return parsed.faces;
  }
}

export function diceFor(
  saved: GameDice,
  _io: PlayIO,
  ask: (q: Question) => Promise<string>,
): { source: DiceSource; save(): GameDice } {
  if (saved.kind === 'seeded') {
    const d = SeededDice.restore(saved);
    return { source: d, save: () => ({ kind: 'seeded', seed: d.seed, state: [...d.save().state] }) };
  }
  if (saved.kind === 'manual') return { source: new PromptDice(ask), save: () => ({ kind: 'manual' }) };
  return { source: new CryptoDice(), save: () => ({ kind: 'crypto' }) };
}

export function switchDice(current: GameDice, kind: GameDice['kind']): GameDice {
  if (kind === current.kind) return current;
  if (kind === 'seeded') {
    const seed = SeededDice.newSeed();
    return { kind: 'seeded', seed, state: [...new SeededDice(seed).save().state] };
  }
  return { kind };
}
