import { describe, expect, it } from 'vitest';
import { encodeSet, type Question } from '../../../src/cli/play/io.js';
import { playGame } from '../../../src/cli/play/run.js';
import { ScriptedIO } from '../../../src/cli/play/scripted-io.js';
import { SeededDice } from '../../../src/dice/seeded.js';
import { openFow4Game } from '../../../src/rulesets/fow4/game.js';
import { asksTable } from '../../../src/rulesets/fow4/opponent/doctrine.js';
import type { GameState } from '../../../src/rulesets/fow4/schema/game.js';
import { readyGame, stateOf, unit } from './helpers.js';

/** Scripted answers first, then: "no" to every Defensive Fire range question, the default to the rest. */
class NoneInRange extends ScriptedIO {
  override async ask(q: Question): Promise<string> {
    if (this.remaining > 0) return super.ask(q);
    this.transcript.push(`? ${q.message}`);
    if (q.kind === 'select' && /within 8"\/20cm of an Assaulting team/.test(q.message)) return 'no';
    return q.kind === 'checkbox' ? encodeSet(q.default) : (q.default ?? '');
  }
}

describe("umpire play: the assault's table questions go to the human, even for the built-in opponent", () => {
  it("asksTable: contact, cross, in-range, within4, escape, cross-escape, Danger Close, the Commander's distance (p. 58) and Pioneer Supply; never a player choice", () => {
    for (const id of [
      'contact:1st Troop/1',
      'cross:1st Troop/1',
      'in-range:X/2',
      'within4:X/2',
      'escape:X/3',
      'cross-escape:X/3',
      'fow4.danger-close',
      'fow4.counterattack.commander',
      'fow4.rally.commander',
      'fow4.dig-in.pioneer-supply',
    ])
      expect(asksTable(id)).toBe(true);
    for (const id of ['counterattack:X', 'hit-target:X/1', 'df-target:X/1', 'df-weapon:X/1', 'fow4.mistaken-target'])
      expect(asksTable(id)).toBe(false);
  });

  it('the German bot defends: the human says no German team is within 8", so there is no Defensive Fire', async () => {
    const file = readyGame((s) => ({ ...s, play: { ...s.play, bots: ['German'] } }), {
      kind: 'seeded',
      seed: 5,
      state: [...new SeededDice(5).save().state],
    });
    const io = new NoneInRange([
      'no',
      'end the Movement Step',
      'end the Shooting Step',
      'assault with 1st Troop',
      '1st Grenadier Platoon',
    ]);
    await playGame(file, io, { until: (s) => ((s as GameState).play?.acted ?? []).includes('1st Troop') });
    const asked = io.transcript.filter((l) => /within 8"\/20cm of an Assaulting team/.test(l));
    // Every live German team of the platoon was asked about (10 teams), none answered by the bot.
    expect(asked.length).toBe(10);
    expect(io.transcript.some((l) => /built-in opponent\) Is .* within 8"/.test(l))).toBe(false);
    const journal = openFow4Game(file, { readOnly: true }).session.journal;
    const inRange = journal.filter((e) => e.kind === 'decision' && e.id.startsWith('in-range:'));
    expect(inRange.length).toBe(10);
    expect(inRange.every((e) => e.kind === 'decision' && e.value === 'no')).toBe(true);
    // No Defensive Fire: the Shermans all reach combat (seed 5 with Defensive Fire lost 1st Troop/1).
    const s = stateOf(file);
    expect(unit(s, 'British', '1st Troop').teams[0]!.destroyed).toBeUndefined();
  });
});
