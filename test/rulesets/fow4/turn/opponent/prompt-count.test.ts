/**
 * Issue 15's target: in an opponent's turn on the demo battle the human answers at most (number
 * of opponent units + 2) prompts (the default, cautious doctrine; the aggressive one keeps to it
 * up to its assaults, whose Contact questions come on top), at most one sight question per
 * opponent unit, and is never asked the opponent's own choices (how it moves, what it shoots). The human here says each opponent
 * unit sees every British unit and takes every other likely answer (Enter); seeded dice.
 */
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../../../src/cli/play/run.js';
import type { Question } from '../../../../../src/cli/play/io.js';
import { encodeSet } from '../../../../../src/cli/play/io.js';
import { matchAnswer, ScriptedIO } from '../../../../../src/cli/play/scripted-io.js';
import { SeededDice } from '../../../../../src/dice/seeded.js';
import type { GameState } from '../../../../../src/rulesets/fow4/schema/game.js';
import { readyGame, stateOf, unit } from '../helpers.js';

/** The human at the table: every enemy in sight (no qualifiers), Enter for the rest; counts prompts. */
export class TableHuman extends ScriptedIO {
  prompts = 0;
  sightAsked = new Map<string, number>();
  constructor() {
    super([], false, true);
  }
  override async ask(q: Question): Promise<string> {
    this.prompts++;
    this.transcript.push(`? ${q.message}`);
    if (q.kind === 'checkbox' && /see and reach/.test(q.message)) {
      const who = /can (.+?) see and reach/.exec(q.message)![1]!;
      this.sightAsked.set(who, (this.sightAsked.get(who) ?? 0) + 1);
      // The enemy units themselves (their qualifiers are indented; the move's facts say "some teams").
      return encodeSet(q.choices.filter((c) => !c.label.startsWith(' ') && !c.label.startsWith('some teams')).map((c) => c.value));
    }
    // Mistaken Target: the human turns it down for the rest of the opponent's turn.
    if (q.kind === 'select' && q.choices.some((c) => c.value === 'no swaps for the rest of this turn')) return 'no swaps for the rest of this turn';
    return matchAnswer(q, '');
  }
}

const seeded = (seed: number): GameState['dice'] => ({ kind: 'seeded', seed, state: [...new SeededDice(seed).save().state] });

async function germanTurn(doctrine: string, seed: number): Promise<{ io: TableHuman; file: string }> {
  const file = readyGame((s) => ({ ...s, active: 'German', play: { ...s.play, first: 'German', bots: ['German'], doctrines: { German: doctrine } } }), seeded(seed));
  const io = new TableHuman();
  await playGame(file, io, { until: (s) => (s as GameState).active === 'British' });
  return { io, file };
}

describe('the opponent asks few questions in its turn (issue 15)', () => {
  for (const [doctrine, seed] of [['aggressive', 3], ['cautious', 4]] as const) {
    it(`${doctrine}: at most (opponent units + 2) prompts, one sight question per unit at most`, async () => {
      const { io, file } = await germanTurn(doctrine, seed);
      const s = stateOf(file);
      const units = s.sides.find((x) => x.name === 'German')!.units.length;
      expect(s.active).toBe('British');
      const prompts = io.transcript.filter((l) => l.startsWith('? '));
      if (doctrine === 'cautious') {
        // The default doctrine: every prompt of its turn, the human's own choices included.
        expect(prompts.length, prompts.join('\n')).toBeLessThanOrEqual(units + 2);
      } else {
        // Aggressive: up to its Assault Step, the questions about the table (the human's own choices
        // for their units, marked [British], aside); each assault then asks its own (issue 14: at most 10).
        const before = prompts.filter((l) => !l.includes(' · Assault › ') && !l.includes('› [British]'));
        expect(before.length, prompts.join('\n')).toBeLessThanOrEqual(units + 2);
      }
      for (const [who, n] of io.sightAsked) expect(n, who).toBe(1);
      // The opponent's own choices are never asked of the human.
      expect(io.transcript.some((l) => l.startsWith('? ') && /How did .* move\?|Which unit does .* shoot at\?|Which weapon does/.test(l))).toBe(false);
      // It did shoot, with its reasons and numbers on screen.
      expect(io.lines().some((l) => /destroyed expected, \d+% to pin/.test(l))).toBe(true);
      expect(s.sides.find((x) => x.name === 'German')!.units.some((u) => u.teams.some((t) => t.shot))).toBe(true);
      if (doctrine === 'aggressive') {
        // It moved on the enemy, with an instruction for the table.
        expect(io.lines().some((l) => /On the table: move .* toward/.test(l))).toBe(true);
        expect(unit(s, 'German', '1st Grenadier Platoon').teams.some((t) => t.movement === 'moved')).toBe(true);
      } else {
        expect(unit(s, 'German', '1st Grenadier Platoon').teams.every((t) => (t.movement ?? 'stationary') === 'stationary')).toBe(true);
      }
    }, 120000);
  }
});

declare module '../../../../../src/cli/play/scripted-io.js' {
  interface ScriptedIO {
    lines(): string[];
  }
}
ScriptedIO.prototype.lines = function (this: ScriptedIO) {
  return this.transcript.flatMap((t) => t.split('\n'));
};
