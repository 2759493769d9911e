/**
 * A small random table for property tests of Assign Hits and Mistaken Target: teams of mixed
 * types, who is near whom, what each shooter's weapons reach, who is too close, and some hits.
 */
import fc from 'fast-check';
import type { TeamProfile } from '../../../../src/rulesets/flames-of-war/profile.js';
import type { Hit } from '../../../../src/rulesets/fow4/shooting/assign-hits.js';
import type { MistakenTargetContext } from '../../../../src/rulesets/fow4/shooting/mistaken-target.js';
import type { TargetTeam } from '../../../../src/rulesets/fow4/shooting/situation.js';

const TYPES = ['tank', 'infantry', 'gun'] as const;

/** A small random table: teams of mixed types, who is near whom, what each shooter's weapons reach, who is too close. */
export const tableArb = fc
  .record({
    teams: fc.array(fc.constantFrom(...TYPES), { minLength: 2, maxLength: 6 }),
    dead: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
    near: fc.array(fc.boolean(), { minLength: 36, maxLength: 36 }),
    // Mostly in reach, so that shooters often reach every team.
    reaches: fc.array(fc.oneof(fc.constant(true), fc.boolean()), { minLength: 36, maxLength: 36 }),
    close: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 18, maxLength: 18 }),
    hits: fc.array(
      fc.record({
        s: fc.nat(2),
        w: fc.nat(1),
        declared: fc.nat(5),
        holder: fc.nat(5),
        smoke: fc.integer({ min: 0, max: 5 }),
        swapped: fc.integer({ min: 0, max: 4 }),
      }),
      { maxLength: 10 },
    ),
    answers: fc.array(fc.nat(30), { maxLength: 5 }),
    faces: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 6 }),
  })
  .map((t) => {
    const n = t.teams.length;
    const ids = t.teams.map((_, i) => `T${i + 1}`);
    const teams: TargetTeam[] = t.teams.map((type, i) => ({
      id: ids[i]!,
      profile: { name: type, type } as unknown as TeamProfile,
    }));
    const live = ids.filter((_, i) => !t.dead[i] || i === 0);
    const idx = (id: string) => ids.indexOf(id);
    const ctx: MistakenTargetContext = {
      pool: () => teams.filter((x) => live.includes(x.id)),
      team: (id) => teams.find((x) => x.id === id),
      within6: (a, b) => a === b || t.near[idx(a) * 6 + idx(b)]! || t.near[idx(b) * 6 + idx(a)]!,
      canReceive: (hit, id) =>
        t.reaches[(Number(hit.shooter.slice(1)) * 2 + Number(hit.weapon.slice(1))) * 6 + idx(id)]!,
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
    // The same table telling each shooter's too-close teams all at once, and whether it reaches every
    // team (how the shooting procedure's table answers).
    const listing: MistakenTargetContext = {
      ...ctx,
      closeTeams: (hit) => new Set(ids.filter((id) => ctx.tooClose(hit, id))),
      reachesAll: (hit) => ids.every((id) => ctx.canReceive(hit, id)),
    };
    return { ctx, listing, live, hits, answers: t.answers, faces: t.faces };
  });
