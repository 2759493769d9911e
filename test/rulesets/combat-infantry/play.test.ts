import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ScriptedIO } from '../../../src/cli/play/scripted-io.js';
import { Walker } from '../../../src/cli/play/walker.js';
import { encodeSet, type Question } from '../../../src/cli/play/io.js';
import { createGame, openGame } from '../../../src/rulesets/combat-infantry/game.js';
import { bundledFile } from '../../../src/rulesets/combat-infantry/paths.js';
import { ciPlay } from '../../../src/rulesets/combat-infantry/turn/index.js';
import type { CiGameState } from '../../../src/rulesets/combat-infantry/schema/game.js';
import { statusLines } from '../../../src/rulesets/combat-infantry/status.js';
import { SeededDice } from '../../../src/dice/seeded.js';
import { tempDir } from '../../game/helpers.js';

function demo(dice: CiGameState['dice']): string {
  const file = join(tempDir(), 'ci-game.yaml');
  createGame(bundledFile('demo-setup.yaml'), file, dice);
  return file;
}

/** Answers "What next?" from the list and takes every other question's default. */
class MenuIO extends ScriptedIO {
  override async ask(q: Question): Promise<string> {
    if (q.message.endsWith('What next?')) return super.ask(q);
    this.transcript.push(`? ${q.message} > (default)`);
    return q.kind === 'checkbox' ? encodeSet(q.default) : (q.default ?? '');
  }
}

async function walk(file: string, answers: string[], until: (s: CiGameState) => boolean, menuOnly = false) {
  const game = openGame(file);
  const io = menuOnly ? new MenuIO(answers) : new ScriptedIO(answers);
  const walker = new Walker<CiGameState>(game.session, ciPlay(game.forces), io, {
    status: (s) => statusLines(s, game.forces),
  });
  try {
    await walker.walk({ until: (s) => until(s as CiGameState) });
  } catch (e) {
    throw new Error(`${(e as Error).message}\n--- transcript ---\n${io.transcript.slice(-30).join('\n')}`);
  }
  return { io, text: io.transcript.join('\n'), state: openGame(file, { readOnly: true }).session.state };
}

const block = (s: CiGameState, id: string) => s.sides.flatMap((x) => x.blocks).find((b) => b.id === id)!;

describe('umpire play on the Combat Infantry demo (Last Stand, demo label and house values)', () => {
  it('a whole US Player Turn with physical d10s typed in (0 = 10): fire, bombard, half-hits, assault, supply, hand-over', async () => {
    const file = demo({ kind: 'manual' });
    const { io, text, state } = await walk(
      file,
      [
        'fire with A1-b',
        '0504',
        '1 2 3 0',
        '',
        '', // 3 hits into the farm (2D): the German owner breaks the ties
        'fire with A-MO',
        '2 0', // bombards the woods at 0405 spotted by A1-PHQ; the 0 is friendly fire
        'end the Fire Phase',
        '',
        '5',
        '9', // half-hit checks: B1-a with B1-PHQ's Morale passes, B1-c fails
        'move A1-a',
        '0405', // assault uphill into the woods
        'end the Move Phase',
        'resolve the assault on 0405',
        '3',
        '9',
        'fire',
        '1 9 9',
        '', // B1-c passes Morale, misses; A1-a at F2 eliminates it; no regroup
        'activate A1-PHQ',
        '',
        '',
        '', // no deploy; steps to A1-a and A1-c
        'end the Supply Phase',
      ],
      (s) => s.active === 'Germany',
    );
    expect(io.remaining).toBe(0);
    expect(text).toContain('A1-b fires at 0504 at F3: [1 2 3 0]: B1-PHQ half-hit, B1-PHQ -> 1, B1-a half-hit');
    expect(text).toContain('A-MO fires at 0405 at F3: [2 0]: B1-c half-hit');
    expect(text).toContain("friendly fire on A1-PHQ's hex: A1-a -> 3");
    expect(text).toContain("B1-a Morale 8 (B1-PHQ's): rolled 5, passes: the half-hit is removed");
    expect(text).toContain('B1-c Morale 7: rolled 9, fails: loses a step (1)');
    expect(text).toContain('round 1: A1-a fires at F2 [1 9 9]: B1-c eliminated');
    expect(text).toContain("fire_limit.hedge_gap = 1 (this game's house value, not the book's)");
    expect(text).toContain('label values: demo placeholders from the force file, not the book');
    expect([state.turn, state.active, state.step]).toEqual([1, 'Germany', 'fire']);
    expect(block(state, 'B1-c').eliminated).toBe(true);
    expect(block(state, 'A1-a')).toMatchObject({ hex: '0405', strength: 4 });
    expect(block(state, 'A1-c').strength).toBe(4);
    expect(block(state, 'A1-PHQ').strength).toBe(1);
    expect(block(state, 'A1-b').fired).toBeUndefined();
    expect(state.used.fireCounts).toEqual({});
  });

  it('the same game with seeded dice: the US turn and the German turn after it are played and journaled', async () => {
    const d = new SeededDice(11).save();
    const file = demo({ kind: 'seeded', seed: d.seed, state: [...d.state] });
    const answers = [
      'fire with A1-b',
      'call an artillery bombardment',
      'end the Fire Phase',
      'move A2-a',
      'end the Move Phase',
      'activate A-CHQ',
      'end the Supply Phase',
      'fire with B1-a',
      'end the Fire Phase',
      'end the Move Phase',
      'end the Supply Phase',
    ];
    const { text, state, io } = await walk(file, answers, (s) => s.turn === 2, true);
    expect(io.remaining).toBe(0);
    expect(text).toMatch(/A1-b fires at 0503 at F2: \[[0-9 ]+\]/);
    expect(text).toMatch(/USA artillery on 0405 at F8: \[[0-9 ]{5}\]/);
    expect(text).toMatch(/B1-a fires at \d{4} at F\d: \[[0-9 ]+\]/);
    expect(text).toContain('A-CHQ drops to 2 and stands up.');
    expect([state.turn, state.active]).toEqual([2, 'USA']);
    const journal = openGame(file, { readOnly: true }).session;
    expect(journal.state.dice.kind).toBe('seeded');
  });
});
