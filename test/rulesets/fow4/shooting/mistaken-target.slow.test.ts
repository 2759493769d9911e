// A big unit (npm run test:slow): the pair-by-pair search is slow there, which is why it was replaced.
import { describe, expect, it } from 'vitest';
import { rawShooter, rawTarget } from '../../../../src/rulesets/fow4/commands/shoot/profiles.js';
import type { DiceRequest } from '../../../../src/dice/request.js';
import { SeededDice } from '../../../../src/dice/seeded.js';
import { runProcedureSync, type JournalEntry } from '../../../../src/engine/runner.js';
import { shootingTable } from '../../../../src/rulesets/fow4/shooting/assign-context.js';
import { eligibleTeams, type Hit } from '../../../../src/rulesets/fow4/shooting/assign-hits.js';
import type { MistakenTargetContext } from '../../../../src/rulesets/fow4/shooting/mistaken-target.js';
import { quickShootingSituation } from '../../../../src/rulesets/fow4/shooting/quick.js';
import { shoot } from '../../../../src/rulesets/fow4/shooting/shoot.js';
import { drive, picker, referenceMistakenTarget } from './mistaken-target-reference.js';

describe('Mistaken Target on a big unit (p. 35)', () => {
  it('a 200-team unit hit by 400 dice resolves as the pair-by-pair search resolves it', () => {
    const rifle = rawShooter('Rifle team', { rof: '2', antiTank: '2', firepower: '6' })!;
    const target = rawTarget('Rifle team', { save: '3+' })!;
    const situation = quickShootingSituation({
      shooters: [{ count: 200, profile: rifle }],
      targets: [{ count: 200, profile: target }],
      targetRatings: { skill: 'trained', motivation: 'confident' },
    });
    const memo = new Map<string, string[]>();
    const eligible = (h: Hit, ctx: MistakenTargetContext) => {
      const key = `${h.shooter}|${h.weapon}|${h.declaredTarget}`;
      if (!memo.has(key)) memo.set(key, eligibleTeams(h, ctx));
      return memo.get(key)!;
    };
    for (const seed of [1]) {
      // Three swaps chosen across the list (first, middle, last pair), then the default.
      const answers = [1, 5000, 29999];
      const seen: string[][] = [];
      const journal: JournalEntry[] = [];
      // Seeded dice, except that every Mistaken Target roll succeeds (5), so all three swaps happen.
      const seeded = new SeededDice(seed);
      const dice = {
        kind: 'seeded' as const,
        roll: (r: DiceRequest) => (r.label.startsWith('Mistaken Target') ? [5] : seeded.roll(r)),
      };
      const now = runProcedureSync(shoot(situation), {
        dice,
        decider: picker(answers, seen),
        record: (e) => journal.push(e),
      });
      expect(
        journal
          .filter((e) => e.type === 'dice' && e.label.includes('to hit'))
          .flatMap((e) => (e.type === 'dice' ? e.faces : [])),
      ).toHaveLength(400);
      const allocated = runProcedureSync(shoot({ ...situation, mistakenTarget: false }), {
        dice: new SeededDice(seed),
      }).hits.map((h) => ({ ...h }));
      const mtFaces = journal.flatMap((e) =>
        e.type === 'dice' && e.label.startsWith('Mistaken Target') ? e.faces : [],
      );
      const ids = situation.targets[0]!.teams.map((t) => t.id);
      const before = drive(
        referenceMistakenTarget(allocated, shootingTable(situation).ctx, ids, 'target', eligible),
        mtFaces,
        answers,
      );
      expect(now.mistakenTarget).toEqual(before.result);
      expect(seen).toEqual(before.seen);
      expect(now.hits.map((h) => [h.id, h.team, h.swapped])).toEqual(allocated.map((h) => [h.id, h.team, h.swapped]));
      expect(now.mistakenTarget.filter((m) => m.success && m.moved > 0)).toHaveLength(3);
    }
  });
});
