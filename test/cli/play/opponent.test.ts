/**
 * `--opponent <spec>` (issue 15): a side, both, none, a doctrine alone (the usual opponent side)
 * or side:doctrine; anything else refused with "did you mean" and exit 2. `umpire demo`: a
 * bot-versus-bot game; the same seed gives the same game.
 */
import { describe, expect, it } from 'vitest';
import { parseOpponents } from '../../../src/cli/play/opponent.js';
import { playDemoGame } from '../../../src/cli/play/run.js';
import { DOCTRINES, doctrineById } from '../../../src/rulesets/play.js';
import { runCli } from '../run-cli.js';
import { readyGame, stateOf } from './helpers.js';
import { QuietAutoIO } from './quiet-auto-io.js';

const SIDES = ['British', 'German'];

describe('--opponent spec', () => {
  it('names sides and doctrines, case-insensitive', () => {
    expect(parseOpponents('german', SIDES, {})).toEqual({ German: 'cautious' });
    expect(parseOpponents('both', SIDES, {})).toEqual({ British: 'cautious', German: 'cautious' });
    expect(parseOpponents('none', SIDES, { German: 'aggressive' })).toEqual({});
    expect(parseOpponents('German:Aggressive', SIDES, {})).toEqual({ German: 'aggressive' });
    expect(parseOpponents('British:aggressive,German:cautious', SIDES, {})).toEqual({
      British: 'aggressive',
      German: 'cautious',
    });
    expect(parseOpponents('both:aggressive', SIDES, {})).toEqual({ British: 'aggressive', German: 'aggressive' });
  });

  it('a doctrine alone goes to the usual opponent side: the one the game has, else the last side', () => {
    expect(parseOpponents('aggressive', SIDES, {})).toEqual({ German: 'aggressive' });
    expect(parseOpponents('aggressive', SIDES, { British: 'cautious' })).toEqual({ British: 'aggressive' });
    // A side keeps the doctrine it has unless told.
    expect(parseOpponents('british', SIDES, { British: 'aggressive' })).toEqual({ British: 'aggressive' });
  });

  it('refuses an unknown side or doctrine with "did you mean"', () => {
    expect(() => parseOpponents('germn', SIDES, {})).toThrow(/'germn' is not a side.*did you mean 'German'/);
    expect(() => parseOpponents('German:agressive', SIDES, {})).toThrow(/did you mean 'aggressive'/);
    expect(() => parseOpponents('', SIDES, {})).toThrow(/not a side/);
  });

  it('every doctrine is named and documented, with a bar to assault between 0 and 1', () => {
    expect(DOCTRINES.map((d) => d.id)).toEqual(expect.arrayContaining(['cautious', 'aggressive']));
    for (const d of DOCTRINES) expect(d.summary.length).toBeGreaterThan(20);
    // The aggressive doctrine assaults on worse odds than the cautious one.
    expect(doctrineById('aggressive')!.assaultBar).toBeLessThan(doctrineById('cautious')!.assaultBar);
  });

  it('umpire play --opponent with a typo: one sentence, did you mean, exit 2', async () => {
    const file = readyGame();
    const r = await runCli(['play', file, '--script', '--opponent', 'germn']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--opponent: 'germn' is not a side.*did you mean 'German'/);
    expect(r.stderr).not.toMatch(/\bat \w+ \(/);
  });

  it('umpire demo --turns 0 is refused (exit 2)', async () => {
    const r = await runCli(['demo', '--turns', '0']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--turns: '0' is not a whole number of 1 or more/);
  });

  it('umpire play --opponent German:aggressive saves the side and its doctrine in the game', async () => {
    const file = readyGame();
    const { playGame } = await import('../../../src/cli/play/run.js');
    const { ScriptedIO } = await import('../../../src/cli/play/scripted-io.js');
    await playGame(file, new ScriptedIO(['quit']), {}, { opponent: 'German:aggressive' });
    expect(stateOf(file).play?.bots).toEqual(['German']);
    expect(stateOf(file).play?.doctrines).toEqual({ German: 'aggressive' });
  });
});

describe('umpire demo: bot versus bot', () => {
  it('the same seed gives the same game', async () => {
    const a = new QuietAutoIO();
    const b = new QuietAutoIO();
    const ra = await playDemoGame({ seed: 11, turns: 1, io: a });
    await playDemoGame({ seed: 11, turns: 1, io: b });
    expect(a.lines.length).toBeGreaterThan(20);
    // Every roll, decision and reason the same, the temporary file's name aside.
    expect(b.lines).toEqual(a.lines);
    expect(ra.end === 'turn-limit' || ra.outcome !== null).toBe(true);
  }, 120000);
});
