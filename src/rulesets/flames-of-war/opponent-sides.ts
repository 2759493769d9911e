/**
 * Which sides the built-in opponent plays in a Flames Of War game, and with what doctrine: both
 * editions keep them in the game's play record as `bots` (side names) and `doctrines` (side name
 * -> doctrine id), absent when nobody is played by it.
 */
import type { Opponent } from '../play.js';

export interface PlayedSides {
  readonly bots?: readonly string[];
  readonly doctrines?: Readonly<Record<string, string>>;
}

/** The opponent's `plays`, `doctrineOf` and `withSides`, over an edition's play record. */
export function opponentSides<S>(
  played: (state: S) => PlayedSides,
  withPlayed: (state: S, patch: { bots?: string[]; doctrines?: Record<string, string> }) => S,
): Pick<Opponent<S>, 'plays' | 'doctrineOf' | 'withSides'> {
  return {
    plays: (s) => played(s).bots ?? [],
    doctrineOf: (s, side) => played(s).doctrines?.[side],
    withSides: (s, o) => {
      const some = Object.keys(o).length > 0;
      return withPlayed(s, { bots: some ? Object.keys(o) : undefined, doctrines: some ? { ...o } : undefined });
    },
  };
}
