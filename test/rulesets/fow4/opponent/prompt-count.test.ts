/**
 * Issue 15's target: in an opponent's turn on the demo battle the human answers at most (number
 * of opponent units + 2) prompts about the table, at most one sight question per opponent unit,
 * one question per charge (which teams reached Contact, who is within 8"/20cm and 4"/10cm), and
 * is never asked the opponent's own choices (how it moves, what it shoots). The human here says
 * each opponent unit sees every British unit, ticks the enemy units it says are close enough to
 * charge, and takes every other likely answer (Enter); seeded dice.
 */
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../../src/cli/play/run.js';
import type { Question } from '../../../../src/cli/play/io.js';
import { encodeSet } from '../../../../src/cli/play/io.js';
import { matchAnswer, ScriptedIO } from '../../../../src/cli/play/scripted-io.js';
import { SeededDice } from '../../../../src/dice/seeded.js';
import type { GameState } from '../../../../src/rulesets/fow4/schema/game.js';
import { readyGame, stateOf, unit } from '../turn/helpers.js';

/**
 * The human at the table: every enemy in sight (no other qualifier), the enemy units `charge`
 * names as close enough to charge for each opponent unit, Enter for the rest; counts prompts.
 */
export class TableHuman extends ScriptedIO {
  prompts = 0;
  sightAsked = new Map<string, number>();
  chargeAsked: string[] = [];
  constructor(private readonly charge: Readonly<Record<string, readonly string[]>> = {}) {
    super([], false, true);
  }
  override async ask(q: Question): Promise<string> {
    this.prompts++;
    this.transcript.push(`? ${q.message}`);
    if (q.kind === 'checkbox' && /see and reach/.test(q.message)) {
      const who = /can (.+?) see and reach/.exec(q.message)![1]!;
      this.sightAsked.set(who, (this.sightAsked.get(who) ?? 0) + 1);
      // The enemy units themselves (their qualifiers are indented; the move's facts say "some teams").
      const near = (this.charge[who] ?? []).map((e) => `  ${e} is within 4"/10cm of its teams: close enough to charge`);
      return encodeSet(
        q.choices
          .filter((c) => (!c.label.startsWith(' ') && !c.label.startsWith('some teams')) || near.includes(c.label))
          .map((c) => c.value),
      );
    }
    if (q.kind === 'checkbox' && /charges .*Tick what holds/.test(q.message)) this.chargeAsked.push(`? ${q.message}`);
    // Mistaken Target: the human turns it down for the rest of the opponent's turn.
    if (q.kind === 'select' && q.choices.some((c) => c.value === 'no swaps for the rest of this turn'))
      return 'no swaps for the rest of this turn';
    return matchAnswer(q, '');
  }
}

const seeded = (seed: number): GameState['dice'] => ({
  kind: 'seeded',
  seed,
  state: [...new SeededDice(seed).save().state],
});

async function germanTurn(
  doctrine: string,
  seed: number,
  charge: Record<string, readonly string[]> = {},
): Promise<{ io: TableHuman; file: string }> {
  const file = readyGame(
    (s) => ({
      ...s,
      active: 'German',
      play: { ...s.play, first: 'German', bots: ['German'], doctrines: { German: doctrine } },
    }),
    seeded(seed),
  );
  const io = new TableHuman(charge);
  await playGame(file, io, { until: (s) => (s as GameState).active === 'British' });
  return { io, file };
}

/** The questions about the table (the human's own choices for the British units, marked [British], aside). */
const tableQuestions = (io: TableHuman) =>
  io.transcript.filter((l) => l.startsWith('? ') && !l.includes('› [British]'));

/** Every British unit (one of them may be gone by the Assault Step). */
const BRITISH = ['Squadron HQ', '1st Troop', '2nd Troop', 'Recce Troop', 'Anti-tank Troop'];
/** The British tank troops close enough to charge for 1st Grenadier Platoon: the aggressive opponent assaults its best. */
const ONE_CHARGE = { '1st Grenadier Platoon': ['1st Troop', '2nd Troop', 'Recce Troop'] };
/** Every British unit close enough for every infantry unit: four assaults. */
const FOUR_CHARGES = Object.fromEntries(
  ['Kompanie HQ', '1st Grenadier Platoon', '2nd Grenadier Platoon', '3rd Grenadier Platoon'].map((u) => [u, BRITISH]),
);

describe('the opponent asks few questions in its turn (issue 15)', () => {
  for (const [doctrine, seed, charge] of [
    ['aggressive', 3, {}],
    ['cautious', 4, {}],
    ['aggressive', 3, ONE_CHARGE],
  ] as const) {
    it(`${doctrine}${Object.keys(charge).length ? ', assaulting' : ''}: at most (opponent units + 2) prompts, one sight question per unit at most`, async () => {
      const { io, file } = await germanTurn(doctrine, seed, charge);
      const s = stateOf(file);
      const units = s.sides.find((x) => x.name === 'German')!.units.length;
      expect(s.active).toBe('British');
      const prompts = tableQuestions(io);
      expect(prompts.length, prompts.join('\n')).toBeLessThanOrEqual(units + 2);
      if (doctrine === 'cautious') {
        // The default doctrine: every prompt of its turn, the human's own choices included.
        expect(io.prompts, io.transcript.filter((l) => l.startsWith('? ')).join('\n')).toBeLessThanOrEqual(units + 2);
      }
      for (const [who, n] of io.sightAsked) expect(n, who).toBe(1);
      // The opponent's own choices are never asked of the human.
      expect(
        io.transcript.some(
          (l) => l.startsWith('? ') && /How did .* move\?|Which unit does .* shoot at\?|Which weapon does/.test(l),
        ),
      ).toBe(false);
      // It did shoot, with its reasons and numbers on screen.
      expect(io.lines().some((l) => /destroyed expected, \d+% to pin/.test(l))).toBe(true);
      expect(s.sides.find((x) => x.name === 'German')!.units.some((u) => u.teams.some((t) => t.shot))).toBe(true);
      if (doctrine === 'aggressive') {
        // It moved on the enemy, with an instruction for the table.
        expect(io.lines().some((l) => /On the table: move .* toward/.test(l))).toBe(true);
        expect(unit(s, 'German', '1st Grenadier Platoon').teams.some((t) => t.movement === 'moved')).toBe(true);
      } else {
        expect(
          unit(s, 'German', '1st Grenadier Platoon').teams.every((t) => (t.movement ?? 'stationary') === 'stationary'),
        ).toBe(true);
      }
      // It charges only what the table ticked as close enough, one question per charge.
      const charged = io.lines().filter((l) => /^\(German, built-in opponent, aggressive\) assault with /.test(l));
      expect(io.chargeAsked.length).toBe(charged.length);
      for (const l of charged)
        expect(Object.keys(charge).map((u) => `(German, built-in opponent, aggressive) assault with ${u}`)).toContain(
          l,
        );
    }, 120000);
  }

  it('four charges: one question each, asked after the instruction; no Contact or Defensive Fire range question', async () => {
    const { io, file } = await germanTurn('aggressive', 3, FOUR_CHARGES);
    const s = stateOf(file);
    expect(s.active).toBe('British');
    const lines = io.lines();
    const assaults = lines.filter((l) => /^\(German, built-in opponent, aggressive\) assault with /.test(l));
    expect(assaults.length).toBeGreaterThanOrEqual(1);
    expect(io.chargeAsked.length).toBe(assaults.length);
    // Each question comes after its instruction.
    for (const q of io.chargeAsked) {
      const who = /› (.+?) charges/.exec(q)![1]!;
      const said = lines.findIndex(
        (l) => l.startsWith(`  On the table: ${who} charges `) && l.includes(': move each team'),
      );
      expect(said, who).toBeGreaterThanOrEqual(0);
      expect(said).toBeLessThan(lines.indexOf(q));
    }
    // Neither asked nor listed on a screen of likely answers: the charge's one answer settled them.
    expect(
      lines.filter((l) =>
        /which enemy team does .* reach|within 8"\/20cm of an Assaulting team|reach .* with a further 4"\/10cm move/.test(
          l,
        ),
      ),
    ).toEqual([]);
    // Before the Assault Step: one question per unit (its sight) and the Starting Step's.
    const units = s.sides.find((x) => x.name === 'German')!.units.length;
    expect(tableQuestions(io).filter((l) => !l.includes(' · Assault › ')).length).toBeLessThanOrEqual(units + 2);
  }, 120000);
});

declare module '../../../../src/cli/play/scripted-io.js' {
  interface ScriptedIO {
    lines(): string[];
  }
}
ScriptedIO.prototype.lines = function (this: ScriptedIO) {
  return this.transcript.flatMap((t) => t.split('\n'));
};
