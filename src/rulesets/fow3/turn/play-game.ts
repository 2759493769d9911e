/**
 * What `umpire play` gets of an Open Fire (fow3) game (the `play` of the fow3 Ruleset): the turn
 * bound to the game's forces and the status lines. Setup (Free-for-All, solo play, the roll for
 * the first turn) is the first step of the turn itself.
 */
import type { PlayGame } from '../../contract.js';
import type { Opponent } from '../../play.js';
import type { Fow3Force } from '../force.js';
import { SeededDice } from '../../../dice/seeded.js';
import { fow3DemoSides } from '../commands/new.js';
import { createFow3Game, openFow3Game } from '../game.js';
import type { Fow3GameState } from '../schema/game.js';
import { fow3GameStatus } from '../status.js';
import { fow3Play } from './index.js';
import { setupFow3, soloQuestion } from './starting.js';

/** `status` at the prompt: each side's platoons in a few plain lines. */
export function fow3StatusLines(state: Fow3GameState, forces: readonly Fow3Force[]): string[] {
  const s = fow3GameStatus(state, forces);
  const out = [`fow3 · ${s.mission} · turn ${s.turn} · ${s.active} · ${s.step} step · dice: ${s.dice}`];
  for (const side of s.sides) {
    out.push(
      `${side.side}${side.active ? ' — to play' : ''}: ${side.platoonsFighting} platoons fighting, ${side.platoonsDestroyed} destroyed${side.companyMoraleCheck ? ' (company morale check next Starting Step)' : ''}`,
    );
    for (const p of side.platoons) {
      const teams = new Map<string, number>();
      for (const t of p.teams) {
        const key = `${t.team}${t.state.length ? ` [${t.state.join(', ')}]` : ''}`;
        teams.set(key, (teams.get(key) ?? 0) + 1);
      }
      out.push(
        `  ${p.platoon}${p.state.length ? ` (${p.state.join(', ')})` : ''}: ${[...teams].map(([k, n]) => `${n} ${k}`).join('; ')}`,
      );
    }
  }
  return out;
}

/** `opponent`: the built-in opponent for these forces (the Ruleset value gives it; the turn never names it). */
export function fow3PlayGame(
  file: string,
  opponent?: (forces: readonly Fow3Force[]) => Opponent<Fow3GameState>,
): PlayGame<Fow3GameState> {
  const game = openFow3Game(file);
  const turn = fow3Play(game.forces);
  return {
    session: game.session,
    turn: opponent ? { ...turn, opponent: opponent(game.forces) } : turn,
    statusLines: (s) => fow3StatusLines(s, game.forces),
    help: (s) =>
      s.step === 'setup'
        ? ['Setup: Free-for-All (the one Open Fire mission): solo play, the dice, then the roll for the first turn.']
        : ['Open Fire! (fow3): platoons, not units; no bombardments or aircraft.'],
    // Asked as fow4's set-up is (the CLI adds the ruleset and the dice); the rules part is setupFow3.
    setup: {
      pending: (s) => s.step === 'setup',
      diceChosen: (s) => s.play?.chosen?.includes('dice') === true,
      ask: async (s, ask) => ask({ kind: 'select', ...soloQuestion(s.sides.map((x) => x.name)) }),
      action: (state, solo) => ({
        id: 'setup',
        label: 'set up the game (Free-for-All)',
        run: () => setupFow3({ state, forces: game.forces }, String(solo)),
      }),
    },
  };
}

/**
 * The Open Fire demo battle (`umpire demo --ruleset fow3`): the two demo companies of
 * scenarios/fow3/forces, seeded dice; with `bots`, both sides played by the built-in opponent.
 */
export function createFow3Demo(file: string, seed: number, options?: { readonly bots?: boolean }): void {
  const game = createFow3Game(
    {
      gameFile: file,
      sides: fow3DemoSides(),
      dice: { kind: 'seeded', seed, state: [...new SeededDice(seed).save().state] },
    },
    { overwrite: true },
  );
  if (options?.bots) {
    const state = game.session.state;
    game.session.commit(
      { ...state, play: { ...(state.play ?? {}), bots: state.sides.map((s) => s.name) } },
      'demo: both sides played by the built-in opponent',
    );
  }
  game.session.close();
}
