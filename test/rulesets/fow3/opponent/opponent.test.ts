import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeSet, type Question } from '../../../../src/cli/play/io.js';
import { playGame } from '../../../../src/cli/play/run.js';
import { matchAnswer, ScriptedIO } from '../../../../src/cli/play/scripted-io.js';
import { SeededDice } from '../../../../src/dice/seeded.js';
import { fow3DemoSides } from '../../../../src/rulesets/fow3/commands/new.js';
import { createFow3Game, openFow3Game } from '../../../../src/rulesets/fow3/game.js';
import type { Fow3GameState } from '../../../../src/rulesets/fow3/schema/game.js';
import { tempDir } from '../../../game/helpers.js';

describe('the Open Fire built-in opponent', () => {
  it("an opponent's turn beside a human: at most (its platoons + 2) questions, each about the table", async () => {
    const file = join(tempDir(), 'solo.yaml');
    const g = createFow3Game({
      gameFile: file,
      sides: fow3DemoSides(),
      dice: { kind: 'seeded', seed: 4, state: [...new SeededDice(4).save().state] },
    });
    const s = structuredClone(g.session.state);
    for (const p of s.sides[0]!.platoons) for (const t of p.teams) t.moved = true;
    g.session.commit(
      {
        ...s,
        step: 'starting',
        active: 'German',
        turn: 1,
        play: { first: 'British', bots: ['German'], doctrines: { German: 'aggressive' } },
      },
      'test set-up',
    );
    g.session.close();
    const asked: Question[] = [];
    class Table extends ScriptedIO {
      constructor() {
        super([], false, false);
      }
      override async ask(q: Question): Promise<string> {
        asked.push(q);
        // The human ticks every British platoon in sight and within 4"/10cm to assault (nothing
        // else: no long range, no cover). The choices' values are their numbers, so the facts are
        // told by their labels (every fact was ticked before, over 16" and within 4" at once).
        if (q.kind === 'checkbox' && /see and reach/.test(q.message))
          return encodeSet(
            q.choices.filter((c) => !c.label.startsWith(' ') || /within 4"/.test(c.label)).map((c) => c.value),
          );
        this.transcript.push(`? ${q.message} > (Enter)`);
        return matchAnswer(q, '') as string;
      }
    }
    const io = new Table();
    await playGame(file, io, { until: (x) => (x as Fow3GameState).active === 'British' });
    const end = openFow3Game(file, { readOnly: true }).session.state;
    const germans = end.sides[1]!.platoons.length;
    // The British player's own choices as the target (which team takes a hit) are not questions about the opponent's turn.
    // Nor are the questions the assault rules ask between its rounds (who is still within 4"/10cm,
    // [...But Haven't Won Yet], [Counterattacks]), one per further round whoever assaults: the dice decide how many.
    // Nor is the question the Defensive Fire rule asks before each of its charges: which other
    // British platoons are within 8"/20cm of it ([Defensive Fire]); asked once per charge weighed.
    const near = asked.filter((q) => /within 8"\/20cm of .* assaulting teams/.test(q.message));
    expect(near.length).toBeGreaterThan(0);
    expect(new Set(near.map((q) => q.message)).size).toBe(near.length);
    const table = asked.filter(
      (q) => !q.message.includes('› [British]') && !/still within 4"/.test(q.message) && !near.includes(q),
    );
    expect(table.length).toBeGreaterThan(0);
    expect(table.length, table.map((q) => q.message).join('\n')).toBeLessThanOrEqual(germans + 2);
    expect(near.length).toBeLessThanOrEqual(germans);
    // Each question is about the table, never one of the opponent's own decisions.
    for (const q of asked) expect(q.message).not.toMatch(/\[German\]|Which platoon does/);
    // It shot, and the British lost teams or took hits.
    const lines = io.transcript.join('\n');
    expect(lines).toMatch(/shoots at .* \(aggressive: score/);
    expect(lines).toMatch(/Move .* toward/);
    // It assaulted (the table ticked every enemy platoon within 4"/10cm): no question more for it.
    expect(lines).toMatch(/\(German, built-in opponent, aggressive\) assault .* with /);
  }, 600_000);
});
