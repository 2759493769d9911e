import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeSet, type Question } from '../../../../src/cli/play/io.js';
import { playDemoGame, playGame } from '../../../../src/cli/play/run.js';
import { AutoIO, matchAnswer, ScriptedIO } from '../../../../src/cli/play/scripted-io.js';
import { SeededDice } from '../../../../src/dice/seeded.js';
import { fow3DemoSides } from '../../../../src/rulesets/fow3/commands/new.js';
import { createFow3Game, openFow3Game } from '../../../../src/rulesets/fow3/game.js';
import { Fow3GameFileSchema, type Fow3GameState } from '../../../../src/rulesets/fow3/schema/game.js';
import { createFow3Demo } from '../../../../src/rulesets/fow3/turn/play-game.js';
import { tempDir } from '../../../game/helpers.js';

/** Every line the game prints, kept. */
class Capture extends AutoIO {
  lines: string[] = [];
  override print(t: string): void {
    this.lines.push(t);
  }
}

/** A legal state: the file schema holds; each team is in one place, in one state. */
function checkState(s: Fow3GameState): void {
  const parsed = Fow3GameFileSchema.safeParse(s);
  expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues[0])).toBe(true);
  const ids = s.sides.flatMap((side) => side.platoons.flatMap((p) => p.teams.map((t) => t.id)));
  expect(new Set(ids).size).toBe(ids.length);
  for (const t of s.sides.flatMap((side) => side.platoons.flatMap((p) => p.teams))) {
    if (t.destroyed) expect(t.bailedOut || t.boggedDown, `${t.id} destroyed and still bailed out or bogged down`).toBeFalsy();
  }
}

describe('the Open Fire built-in opponent', () => {
  it('bot versus bot: several seeds play to a result, every state legal; the same seed gives the same game', async () => {
    for (const seed of [1, 2, 3]) {
      const file = join(tempDir(), 'demo.yaml');
      createFow3Demo(file, seed, { bots: true });
      const io = new Capture();
      let states = 0;
      const how = await playGame(file, io, { until: (s) => { checkState(s as Fow3GameState); states++; return (s as Fow3GameState).turn > 2; } }, { opponent: seed === 2 ? 'both:aggressive' : 'both', noHuman: true });
      expect(['over', 'limit']).toContain(how);
      expect(states).toBeGreaterThan(10);
      const end = openFow3Game(file, { readOnly: true }).session.state;
      checkState(end);
      if (how === 'over') expect(end.play?.outcome?.reason).toBeTruthy();
      // Decisions are printed with their reasons and numbers.
      const text = io.lines.join('\n');
      expect(text).toMatch(/shoots at .* with its (main guns|MGs only) \((cautious|aggressive): score \d+\.\d\d\): .* teams destroyed expected/);
      expect(text).toMatch(/\n {2}Orders \((cautious|aggressive)\); carry them out on the table:/);
    }
    const a = new Capture();
    const b = new Capture();
    const ra = await playDemoGame({ ruleset: 'fow3', seed: 5, turns: 1, io: a });
    const rb = await playDemoGame({ ruleset: 'fow3', seed: 5, turns: 1, io: b });
    expect(a.lines).toEqual(b.lines);
    expect(ra).toEqual(rb);
    expect(a.lines.join('\n')).toMatch(/shoots at/);
  }, 600_000);

  it("an opponent's turn beside a human: at most (its platoons + 2) questions, each about the table", async () => {
    const file = join(tempDir(), 'solo.yaml');
    const g = createFow3Game({ gameFile: file, sides: fow3DemoSides(), dice: { kind: 'seeded', seed: 4, state: [...new SeededDice(4).save().state] } });
    const s = structuredClone(g.session.state);
    for (const p of s.sides[0]!.platoons) for (const t of p.teams) t.moved = true;
    g.session.commit({ ...s, step: 'starting', active: 'German', turn: 1, play: { first: 'British', bots: ['German'], doctrines: { German: 'aggressive' } } }, 'test set-up');
    g.session.close();
    const asked: Question[] = [];
    class Table extends ScriptedIO {
      constructor() {
        super([], false, false);
      }
      override async ask(q: Question): Promise<string> {
        asked.push(q);
        // The human ticks every British platoon in sight (nothing else: no long range, no cover).
        if (q.kind === 'checkbox' && /see and reach/.test(q.message)) return encodeSet(q.choices.map((c) => c.value).filter((v) => !v.includes('|')));
        this.transcript.push(`? ${q.message} > (Enter)`);
        return matchAnswer(q, '') as string;
      }
    }
    const io = new Table();
    await playGame(file, io, { until: (x) => (x as Fow3GameState).active === 'British' });
    const end = openFow3Game(file, { readOnly: true }).session.state;
    const germans = end.sides[1]!.platoons.length;
    // The British player's own choices as the target (which team takes a hit) are not questions about the opponent's turn.
    const table = asked.filter((q) => !q.message.includes('› [British]'));
    expect(table.length).toBeGreaterThan(0);
    expect(table.length, table.map((q) => q.message).join('\n')).toBeLessThanOrEqual(germans + 2);
    // Each question is about the table, never one of the opponent's own decisions.
    for (const q of asked) expect(q.message).not.toMatch(/\[German\]|Which platoon does/);
    // It shot, and the British lost teams or took hits.
    const lines = io.transcript.join('\n');
    expect(lines).toMatch(/shoots at .* \(aggressive: score/);
    expect(lines).toMatch(/Move .* toward/);
  }, 600_000);
});
