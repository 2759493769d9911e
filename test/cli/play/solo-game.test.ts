/**
 * Issue 15: a solo game of the demo battle, `umpire play --opponent german`, played to its end.
 * The human (British) is a scripted player: it answers the opponent's table questions as the
 * table shows them (every British unit in sight; a unit told to move onto an Objective got there)
 * and, at each victory check, says whether the side holds one of its Objectives by what it saw
 * the opponent do: no British team ever goes near German 1 or German 2 (the British player deployed
 * its tanks away from them and keeps them there: it ends each of its steps at once), so once a German unit stood on one at the end of
 * German's turn, German holds it at the start of its next turn (p. 94; Free for All, p. 97).
 * Seeded dice; every committed state legal; the same seed gives the same game.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../src/cli/play/run.js';
import { encodeSet, type PlayIO, type Question } from '../../../src/cli/play/io.js';
import { matchAnswer } from '../../../src/cli/play/scripted-io.js';
import { newFow4DemoGame } from '../../../src/rulesets/fow4/turn/play-game.js';
import type { GameState } from '../../../src/rulesets/fow4/schema/game.js';
import { problems } from '../../rulesets/fow4/opponent/bot-games.js';
import { tempDir } from '../../game/helpers.js';
import { stateOf } from './helpers.js';

/** The British player at the table. */
class BritishPlayer implements PlayIO {
  readonly interactive = false;
  readonly lines: string[] = [];
  /** Objectives a German unit was said to reach (the player watched it move there). */
  readonly germanOn = new Set<string>();
  asked = 0;
  async ask(q: Question): Promise<string> {
    this.asked++;
    this.lines.push(`? ${q.message}`);
    if (q.kind === 'checkbox' && /Which of your units can .* see and reach/s.test(q.message)) {
      // Every British unit in sight, in the open, within 16"/40cm (the qualifiers are indented);
      // a move's Objective reached; no team out of command or in Difficult Terrain.
      const reached = q.choices.filter((c) => / within 4"\/10cm of Objective .+$/.test(c.label));
      for (const c of reached) this.germanOn.add(/Objective (.+)$/.exec(c.label)![1]!);
      return encodeSet(
        [
          ...q.choices.filter(
            (c) => !c.label.startsWith(' ') && !c.label.startsWith('some teams') && !reached.includes(c),
          ),
          ...reached,
        ].map((c) => c.value),
      );
    }
    // The British player keeps its tanks where they are: it ends each of its steps at once.
    if (q.kind === 'select' && /What next\?$/.test(q.message)) {
      const end = q.choices.find((c) => c.label.startsWith('end the'));
      if (end) return end.value;
    }
    const holds = /Does German hold one of the Objectives it placed \((.*?)\)\?/.exec(q.message);
    if (holds) return matchAnswer(q, [...this.germanOn].some((o) => holds[1]!.split(', ').includes(o)) ? 'yes' : 'no');
    // Everything else (setup, its own steps, its own saves and choices): the default.
    return matchAnswer(q, '');
  }
  print(text: string): void {
    this.lines.push(text);
  }
}

async function soloGame(
  seed: number,
): Promise<{ how: string; state: GameState; player: BritishPlayer; states: number; bad: string[] }> {
  const file = join(tempDir(), 'umpire-game.yaml');
  newFow4DemoGame(file, seed).session.close();
  const player = new BritishPlayer();
  const bad: string[] = [];
  let states = 0;
  const until = (s: unknown) => {
    states++;
    for (const p of problems(s as GameState)) bad.push(`state ${states}: ${p}`);
    return (s as GameState).turn > 6;
  };
  // The classic opponent (as it played before issue 28's doctrines): the known game this test follows.
  const how = await playGame(file, player, { until }, { opponent: 'german:classic' });
  return { how, state: stateOf(file), player, states, bad };
}

describe('a solo game: umpire play --opponent german, to its end', () => {
  let first: Awaited<ReturnType<typeof soloGame>> | undefined;
  it('the German opponent takes an Objective it placed on the British side and wins; every state legal', async () => {
    const g = await soloGame(5);
    first = g;
    if (process.env.SOLO_DUMP)
      (await import('node:fs')).writeFileSync(process.env.SOLO_DUMP, g.player.lines.join('\n'));
    expect(g.bad).toEqual([]);
    expect(g.how).toBe('over');
    expect(g.state.step).toBe('over');
    expect(g.state.play?.bots).toEqual(['German']);
    const o = g.state.play!.outcome!;
    expect(o.winner).toBe('German');
    expect(o.reason).toMatch(
      /^German starts its turn holding one of the Objectives it placed \(German 1, German 2\) \(Free for All, p\. 97\)$/,
    );
    // It went for them by its own orders, naming the Objective, and the table (the player) said it got there.
    expect(g.player.lines.some((l) => /goes to take Objective German [12] \(classic\)/.test(l))).toBe(true);
    expect(
      g.player.lines.some((l) =>
        /On the table: move .* at Tactical speed toward Objective German [12], to end with its teams within 4"\/10cm of it/.test(
          l,
        ),
      ),
    ).toBe(true);
    // And it kept a unit on each Objective the British win by.
    const rec = g.state.play!.onObjective!;
    expect(
      Object.entries(rec)
        .filter(([k, r]) => k.startsWith('German:') && r.role === 'hold')
        .map(([, r]) => r.objective)
        .sort(),
    ).toEqual(['British 1', 'British 2']);
    expect(g.states).toBeGreaterThan(20);
    // Issue 15's budget, in every German turn of the game: at most (German units + 2) questions about
    // the table (the British player's own choices, marked [British], aside).
    const perTurn = new Map<string, number>();
    for (const l of g.player.lines) {
      const m = /^\? fow4 T(\d+) German · \w+ › (?!\[British\])/.exec(l);
      if (m) perTurn.set(m[1]!, (perTurn.get(m[1]!) ?? 0) + 1);
    }
    const units = g.state.sides.find((s) => s.name === 'German')!.units.length;
    expect([...perTurn.keys()]).toEqual(['1', '2']);
    for (const [t, n] of perTurn) expect(n, `German turn ${t}`).toBeLessThanOrEqual(units + 2);
    // A passed Shoot and Scoot: the opponent moves as it said, without asking the table.
    expect(
      g.player.lines.some((l) =>
        /^\s*\(German, built-in opponent\) Did teams of StuG Platoon move .* -> yes: it scoots back into cover/.test(l),
      ),
    ).toBe(true);
    expect(g.player.lines.some((l) => /^\? .*Did teams of StuG Platoon move/.test(l))).toBe(false);
  }, 300000);

  it('the same seed gives the same game', async () => {
    // The game above, played again from the same seed (once more when this test runs alone).
    const a = first ?? (await soloGame(5));
    const b = await soloGame(5);
    const clean = (ls: readonly string[]) => ls.map((l) => l.replace(/\S*umpire-game\.yaml/g, 'FILE'));
    expect(clean(b.player.lines)).toEqual(clean(a.player.lines));
    expect(b.state.play?.outcome).toEqual(a.state.play?.outcome);
    expect(b.state.sides).toEqual(a.state.sides);
  }, 300000);
});
