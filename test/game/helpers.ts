import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { SeededDice } from '../../src/dice/seeded.js';
import { ValidationError, type Issue } from '../../src/game/issues.js';
import { GameSession, type GameCodec } from '../../src/game/session.js';
import { checkWith } from '../../src/game/zod-issues.js';

/** A fresh folder under the OS temp dir. */
export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'umpire-test-'));
}

/** Write `text` to a temp file and return its path. */
export function tempFile(name: string, text: string | Uint8Array, dir = tempDir()): string {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}

/** Run `fn`, expect a ValidationError, return its issues. */
export function issuesOf(fn: () => unknown): Issue[] {
  try {
    fn();
  } catch (err) {
    if (err instanceof ValidationError) return [...err.issues];
    throw err;
  }
  throw new Error('expected a ValidationError, but nothing was thrown');
}

/** A tiny ruleset-free game (turn, pinned teams, dice): enough to test saving, the journal, the lock and undo. */
export const TinySchema = z.strictObject({
  turn: z.int().min(1),
  pinned: z.array(z.string()),
  dice: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('seeded'), seed: z.int(), state: z.array(z.int()) }),
    z.strictObject({ kind: z.literal('crypto') }),
  ]),
});
export type Tiny = z.output<typeof TinySchema>;
export const tinyCodec: GameCodec<Tiny> = {
  readState(src, data) {
    const r = checkWith(TinySchema, src, data);
    if (!r.ok) throw new ValidationError(r.issues);
    return r.value;
  },
};
export const tinyStart = (): Tiny => ({
  turn: 1,
  pinned: [],
  dice: { kind: 'seeded', seed: 5, state: [...new SeededDice(5).save().state] },
});

/** A new tiny game in a fresh folder (or `dir`). */
export function newTinyGame(dir = tempDir(), name = 'g.yaml'): { file: string; s: GameSession<Tiny> } {
  const file = join(dir, name);
  return { file, s: GameSession.create(file, tinyStart(), tinyCodec) };
}
