import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rawShooter, rawTarget } from '../../../../src/rulesets/fow4/commands/shoot/profiles.js';
import { ScriptedDice } from '../../../../src/dice/scripted.js';
import { SeededDice } from '../../../../src/dice/seeded.js';
import type { DiceRequest } from '../../../../src/dice/request.js';
import type { DecisionRequest, Procedure } from '../../../../src/engine/request.js';
import { runProcedureSync, type JournalEntry } from '../../../../src/engine/runner.js';
import type { TeamProfile } from '../../../../src/rulesets/flames-of-war/profile.js';
import { shootingTable } from '../../../../src/rulesets/fow4/shooting/assign-context.js';
import { eligibleTeams, type Hit } from '../../../../src/rulesets/fow4/shooting/assign-hits.js';
import { mistakenTarget, mistakenTargetPairs, type MistakenTargetContext } from '../../../../src/rulesets/fow4/shooting/mistaken-target.js';
import { quickShootingSituation } from '../../../../src/rulesets/fow4/shooting/quick.js';
import { shoot } from '../../../../src/rulesets/fow4/shooting/shoot.js';
import type { TargetTeam } from '../../../../src/rulesets/fow4/shooting/situation.js';
import { referenceMistakenTarget, referencePairs } from './mistaken-target-reference.js';

/** Answers decisions by position: the k-th answer picks choices[n % length]; past the list, the default (choices unread). */
function picker(answers: readonly number[], seen: string[][]) {
  let k = 0;
  return {
    decide(req: DecisionRequest<unknown>): unknown {
      const n = answers[k++];
      if (n === undefined) return req.default;
      const values = req.choices.map((c) => String(c.value));
      seen.push(values);
      return req.choices[n % req.choices.length]!.value;
    },
  };
}

function drive<R>(proc: Procedure<R>, faces: readonly number[], answers: readonly number[]) {
  const seen: string[][] = [];
  const journal: JournalEntry[] = [];
  // Dice past the scripted list read 1 (a failure), so every run ends.
  const dice = new ScriptedDice([...faces, ...Array<number>(20).fill(1)]);
  const result = runProcedureSync(proc, { dice, decider: picker(answers, seen), record: (e) => journal.push(e) });
  return { result, seen, journal };
}

const TYPES = ['tank', 'infantry', 'gun'] as const;

/** A small random table: teams of mixed types, who is near whom, what each shooter's weapons reach, who is too close. */
const tableArb = fc
  .record({
    teams: fc.array(fc.constantFrom(...TYPES), { minLength: 2, maxLength: 6 }),
    dead: fc.array(fc.boolean({}), { minLength: 6, maxLength: 6 }),
    near: fc.array(fc.boolean(), { minLength: 36, maxLength: 36 }),
    reaches: fc.array(fc.boolean(), { minLength: 36, maxLength: 36 }),
    close: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 18, maxLength: 18 }),
    hits: fc.array(
      fc.record({ s: fc.nat(2), w: fc.nat(1), declared: fc.nat(5), holder: fc.nat(5), smoke: fc.integer({ min: 0, max: 5 }), swapped: fc.integer({ min: 0, max: 4 }) }),
      { maxLength: 10 },
    ),
    answers: fc.array(fc.nat(30), { maxLength: 5 }),
    faces: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 6 }),
  })
  .map((t) => {
    const n = t.teams.length;
    const ids = t.teams.map((_, i) => `T${i + 1}`);
    const teams: TargetTeam[] = t.teams.map((type, i) => ({ id: ids[i]!, profile: { name: type, type } as unknown as TeamProfile }));
    const live = ids.filter((_, i) => !t.dead[i] || i === 0);
    const idx = (id: string) => ids.indexOf(id);
    const ctx: MistakenTargetContext = {
      pool: () => teams.filter((x) => live.includes(x.id)),
      team: (id) => teams.find((x) => x.id === id),
      within6: (a, b) => a === b || t.near[idx(a) * 6 + idx(b)]! || t.near[idx(b) * 6 + idx(a)]!,
      canReceive: (hit, id) => t.reaches[(Number(hit.shooter.slice(1)) * 2 + Number(hit.weapon.slice(1))) * 6 + idx(id)]!,
      tooClose: (hit, id) => t.close[Number(hit.shooter.slice(1)) * 6 + idx(id)] === 0,
    };
    const hits = (): Hit[] =>
      t.hits.map((h, i) => ({
        id: i + 1,
        shooter: `S${h.s}`,
        weapon: `W${h.w}`,
        declaredTarget: live[h.declared % live.length]!,
        smoke: h.smoke === 0,
        swapped: h.swapped === 0,
        team: ids[h.holder % n]!,
      }));
    return { ctx, live, hits, answers: t.answers, faces: t.faces };
  });

describe('Mistaken Target search (p. 35): the incremental search agrees with trying every pair', () => {
  it('offers the same pairs, in the same order, as the pair-by-pair search', () => {
    fc.assert(
      fc.property(tableArb, ({ ctx, live, hits }) => {
        const h = hits();
        expect(mistakenTargetPairs(h, ctx, live)).toEqual(referencePairs(h, ctx, live));
      }),
      { numRuns: 400 },
    );
  });

  it('asks the same questions and dice, and moves the same hits, for the same dice and answers', () => {
    fc.assert(
      fc.property(tableArb, ({ ctx, live, hits, answers, faces }) => {
        const mine = hits();
        const theirs = hits();
        const a = drive(mistakenTarget(mine, ctx, live, 'target'), faces, answers);
        const b = drive(referenceMistakenTarget(theirs, ctx, live, 'target'), faces, answers);
        expect(a.result).toEqual(b.result);
        expect(a.seen).toEqual(b.seen);
        expect(a.journal).toEqual(b.journal);
        expect(mine).toEqual(theirs);
      }),
      { numRuns: 400 },
    );
  });

  it('a 200-team unit hit by 400 dice resolves as the pair-by-pair search resolves it', () => {
    const rifle = rawShooter('Rifle team', { rof: '2', antiTank: '2', firepower: '6' })!;
    const target = rawTarget('Rifle team', { save: '3+' })!;
    const situation = quickShootingSituation({ shooters: [{ count: 200, profile: rifle }], targets: [{ count: 200, profile: target }], targetRatings: { skill: 'trained', motivation: 'confident' } });
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
      const dice = { kind: 'seeded' as const, roll: (r: DiceRequest) => (r.label.startsWith('Mistaken Target') ? [5] : seeded.roll(r)) };
      const now = runProcedureSync(shoot(situation), { dice, decider: picker(answers, seen), record: (e) => journal.push(e) });
      expect(journal.filter((e) => e.type === 'dice' && e.label.includes('to hit')).flatMap((e) => (e.type === 'dice' ? e.faces : []))).toHaveLength(400);
      const allocated = runProcedureSync(shoot({ ...situation, mistakenTarget: false }), { dice: new SeededDice(seed) }).hits.map((h) => ({ ...h }));
      const mtFaces = journal.flatMap((e) => (e.type === 'dice' && e.label.startsWith('Mistaken Target') ? e.faces : []));
      const ids = situation.targets[0]!.teams.map((t) => t.id);
      const before = drive(referenceMistakenTarget(allocated, shootingTable(situation).ctx, ids, 'target', eligible), mtFaces, answers);
      expect(now.mistakenTarget).toEqual(before.result);
      expect(seen).toEqual(before.seen);
      expect(now.hits.map((h) => [h.id, h.team, h.swapped])).toEqual(allocated.map((h) => [h.id, h.team, h.swapped]));
      expect(now.mistakenTarget.filter((m) => m.success && m.moved > 0)).toHaveLength(3);
    }
  });
});
