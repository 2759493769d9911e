/**
 * The table-state changes between two Open Fire game states, in words ("1st Troop/2: destroyed",
 * "StuG Platoon: no longer pinned down"), for what a `--game` command wrote to the file. Pure.
 */
import type { Fow3GameState } from '../schema/game.js';

export interface Fow3Change {
  /** A platoon name or a team id. */
  readonly what: string;
  readonly flag: string;
  readonly now: boolean;
}

const WORDS: Record<string, [string, string]> = {
  destroyed: ['destroyed', 'no longer destroyed'],
  bailedOut: ['bailed out', 'no longer bailed out'],
  boggedDown: ['bogged down', 'no longer bogged down'],
  pinned: ['pinned down', 'no longer pinned down'],
  dugIn: ['dug in', 'no longer dug in'],
  shot: ['has shot this turn', 'has not shot this turn'],
  moved: ['moved this turn', 'has not moved this turn'],
  concealed: ['concealed', 'no longer concealed'],
  bulletproofCover: ['in bulletproof cover', 'out of bulletproof cover'],
};

export function fow3Changes(before: Fow3GameState, after: Fow3GameState): Fow3Change[] {
  const out: Fow3Change[] = [];
  after.sides.forEach((s, si) =>
    s.platoons.forEach((p, pi) => {
      const bp = before.sides[si]?.platoons[pi];
      for (const flag of ['pinned', 'destroyed'] as const)
        if ((bp?.[flag] === true) !== (p[flag] === true)) out.push({ what: p.platoon, flag, now: p[flag] === true });
      p.teams.forEach((t, ti) => {
        const bt = bp?.teams[ti] as Record<string, unknown> | undefined;
        for (const flag of Object.keys(WORDS)) {
          if (flag === 'pinned') continue;
          const was = bt?.[flag] === true;
          const now = (t as Record<string, unknown>)[flag] === true;
          if (was !== now) out.push({ what: t.id, flag, now });
        }
      });
    }),
  );
  return out;
}

export function describeFow3Change(c: Fow3Change): string {
  const w = WORDS[c.flag];
  return `${c.what}: ${w ? w[c.now ? 0 : 1] : `${c.flag} ${c.now}`}`;
}
