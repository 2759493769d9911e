/**
 * Nothing asked twice (issue 14): every roll and answer is journaled the moment it is made, so a
 * game cut off in the middle of an action (a killed process, a power cut) resumes at the prompt
 * where it stopped, every earlier roll kept; undo inside an action marks its rolls as leading nowhere.
 */
import { describe, expect, it } from 'vitest';
import type { Question } from '../../../src/cli/play/io.js';
import { playGame } from '../../../src/cli/play/run.js';
import { ScriptedIO } from '../../../src/cli/play/scripted-io.js';
import { openFow4Game } from '../../../src/rulesets/fow4/game.js';
import { panzerGame, readyGame, stateOf, unit, TableIO, withStartingStepWork } from './helpers.js';

class Killed extends Error {}

/** Answers from a list, then dies without a word, as `kill -9` would. */
class KilledIO extends TableIO {
  override async ask(q: Question): Promise<string> {
    if (this.remaining === 0) throw new Killed('killed');
    return super.ask(q);
  }
}

describe('umpire play resumes an interrupted action at its prompt', () => {
  it('killed during a Starting Step with physical dice: no die is asked twice', async () => {
    const file = readyGame(withStartingStepWork);
    // The remount fails (1), the Formation Commander's re-roll is taken and passes (6); killed at the rally die.
    const first = new KilledIO(['1', 'yes', '6']);
    await expect(playGame(file, first)).rejects.toBeInstanceOf(Killed);
    const journal = openFow4Game(file, { readOnly: true }).session.journal;
    expect(journal.filter((e) => e.kind === 'dice').map((e) => (e.kind === 'dice' ? e.faces : []))).toEqual([[1], [6]]);

    const second = new TableIO(['6', 'no', 'quit']);
    expect(await playGame(file, second)).toBe('quit');
    expect(second.transcript[0]).toBe(
      'Resumed at: fow4 T1 British · Starting: Starting Step (3 rolls and answers already given are kept).',
    );
    const asked = second.transcript.filter((l) => l.startsWith('? '));
    expect(asked.some((l) => /Remount|Formation Commander/.test(l))).toBe(false);
    expect(asked[0]).toMatch(/1 die, 4\+ — Rally: 2nd Troop/);
    // The earlier rolls are on the screen again and count: the remount passed on the re-roll.
    expect(second.transcript).toContain('  Remount: 1st Troop/2 (4+): re-roll: 6');
    const s = stateOf(file);
    expect(unit(s, 'British', '1st Troop').teams[1]!.bailedOut).toBeUndefined();
    expect(unit(s, 'British', '2nd Troop').pinned).toBeUndefined();
    expect(s.step).toBe('movement');
  });

  it('quit in the middle of a shooting says what was kept; the next session resumes at that prompt', async () => {
    const file = readyGame((s) => ({ ...s, step: 'shooting' }));
    const first = new TableIO(['shoot with 1st Troop', 'StuG Platoon', '', 'quit']);
    expect(await playGame(file, first)).toBe('quit');
    expect(first.transcript.at(-1)).toMatch(
      /with every roll and answer of "shoot with 1st Troop" so far; `umpire play .*` resumes at this prompt\.$/,
    );
    const second = new TableIO(['6 5 2 1', 'quit']);
    await playGame(file, second);
    expect(second.transcript[0]).toMatch(
      /^Resumed at: fow4 T1 British · Shooting: shoot with 1st Troop \(\d+ rolls and answers already given are kept\)\.$/,
    );
    expect(second.transcript[1]).toMatch(/^\? .*4 dice, 4\+ — to hit:/);
  });

  it('undo inside an action cancels it: the next session does not resume it', async () => {
    const file = readyGame((s) => ({ ...s, step: 'shooting' }));
    const first = new TableIO(['shoot with 1st Troop', 'StuG Platoon', 'undo', 'quit']);
    expect(await playGame(file, first)).toBe('quit');
    expect(first.transcript.some((l) => l.startsWith('Cancelled: shoot with 1st Troop'))).toBe(true);
    const second = new TableIO(['quit']);
    await playGame(file, second);
    expect(second.transcript.some((l) => l.startsWith('Resumed at'))).toBe(false);
  });
});

describe('Open Fire (fow3): resumed at its prompt too', () => {
  it('killed during a Starting Step with physical dice: no die is asked twice', async () => {
    const { join } = await import('node:path');
    const { createFow3Game, openFow3Game } = await import('../../../src/rulesets/fow3/game.js');
    const { fow3DemoSides } = await import('../../../src/rulesets/fow3/commands/new.js');
    const { tempDir } = await import('../../game/helpers.js');
    const file = join(tempDir(), 'fow3.yaml');
    const g = createFow3Game({ gameFile: file, sides: fow3DemoSides(), dice: { kind: 'manual' } });
    const s0 = structuredClone(g.session.state);
    const platoon = (s: typeof s0, name: string) => s.sides[0]!.platoons.find((p) => p.platoon === name)!;
    platoon(s0, '2nd Troop').pinned = true;
    platoon(s0, '1st Troop').teams[1]!.bailedOut = true;
    g.session.commit({ ...s0, step: 'starting', active: 'British', play: { first: 'British' } }, 'test set-up');
    g.session.close();
    // The rally die (Confident 4+) passes on a 5; killed at the next die (the remount).
    const first = new KilledIO(['5']);
    await expect(playGame(file, first)).rejects.toBeInstanceOf(Killed);
    const killedAt = first.transcript.filter((l) => l.startsWith('? ')).length;
    expect(killedAt).toBe(1);
    const second = new TableIO(['6', 'quit']);
    await playGame(file, second, { maxActions: 1 });
    expect(second.transcript[0]).toBe(
      'Resumed at: fow3 T1 British · Starting: Starting Step (1 roll or answer already given is kept).',
    );
    const asked = second.transcript.filter((l) => l.startsWith('? '));
    expect(
      asked.some((l) => /[Rr]ally/.test(l)),
      asked.join('\n'),
    ).toBe(false);
    expect(asked[0]).toMatch(/[Rr]e-?mount/);
    const s = openFow3Game(file, { readOnly: true }).session.state;
    expect(platoon(s, '2nd Troop').pinned).toBeUndefined();
    expect(platoon(s, '1st Troop').teams[1]!.bailedOut).toBeUndefined();
  });
});

describe('physical dice are journaled as they are typed (issue 27)', () => {
  it('quit at the Firepower prompt after typing the saves: the next session keeps the saves and asks only the Firepower tests', async () => {
    const file = panzerGame();
    // To hit, Mistaken Target, then the saves typed in one line; quit at the Firepower tests.
    const first = new TableIO([
      'shoot with StuG Platoon',
      '1st Troop',
      '',
      '5 1 3 6 2 4 4 5 6 1',
      '',
      '1 2 3 1 2 3 6',
      'quit',
    ]);
    expect(await playGame(file, first)).toBe('quit');
    expect(first.transcript.filter((l) => l.startsWith('? ')).at(-1)).toMatch(/Firepower/);
    const second = new TableIO(['6666', '', 'quit']);
    await playGame(file, second, { maxActions: 1 });
    const asked = second.transcript.filter((l) => l.startsWith('? '));
    expect(
      asked.some((l) => /Armour Save|to hit/.test(l)),
      asked.join('\n'),
    ).toBe(false);
    expect(asked[0]).toMatch(/4 dice, 3\+ — Firepower test/);
    const s = stateOf(file);
    expect(unit(s, 'British', '1st Troop').teams.filter((t) => t.destroyed).length).toBe(4);
  });
});

describe('a screen of likely answers is journaled as it is answered (issue 27)', () => {
  it('quit at a Cross die after the screen: the next session keeps its answers (In Command flipped to no) and asks none again', async () => {
    const file = readyGame((s) => ({ ...s, step: 'movement' }));
    // 1st Troop moved; on its screen line 2 (Difficult Terrain) is changed and line 3 (In
    // Command) flipped; 1 tank entered Difficult Terrain; quit at its Cross die.
    const first = new TableIO(['move 1st Troop', 'tactical', '2 3', '1', 'quit']);
    expect(await playGame(file, first)).toBe('quit');
    expect(first.transcript.filter((l) => l.startsWith('? ')).at(-1)).toMatch(/Cross/);
    const second = new TableIO(['6', '', 'quit']);
    await playGame(file, second, { maxActions: 1 });
    const asked = second.transcript.filter((l) => l.startsWith('? '));
    expect(asked[0], asked.join('\n')).toMatch(/Cross/);
    // The whole unit's In Command is not asked again; its "no" stands, so each tank is asked.
    expect(asked.some((l) => /Is every team of 1st Troop within/.test(l))).toBe(false);
    expect(asked[1]).toMatch(/1st Troop\/2 In Command\?/);
    expect(asked).toHaveLength(2);
    expect(unit(stateOf(file), 'British', '1st Troop').teams.every((t) => t.movement === 'moved')).toBe(true);
  });
});
