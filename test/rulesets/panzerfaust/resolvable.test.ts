import { describe, expect, it } from 'vitest';
import { PZ_RESOLVABLE } from '../../../src/rulesets/panzerfaust/resolvable.js';
import { run } from './run.js';

describe('Panzerfaust resolvable procedures', () => {
  it('morale from a situation document (example 4)', async () => {
    const r = await PZ_RESOLVABLE['panzerfaust.morale']!();
    const s = r.schema.parse({ rating: 'poor', subunitsShaken: 1, subunitsLost: 1 });
    expect((run(r.procedure(s), [2, 3]).result as { result: string }).result).toBe('retreat');
  });
  it('unknown keys are refused', async () => {
    const r = await PZ_RESOLVABLE['panzerfaust.at-fire']!();
    expect(
      r.schema.safeParse({
        weapon: { name: 'x', toHit: 11 },
        firer: { class: 'regular' },
        target: { kind: 'afv', size: 'C' },
        tohit: 3,
      }).success,
    ).toBe(false);
  });
  it('AT fire from a document (example 25)', async () => {
    const r = await PZ_RESOLVABLE['panzerfaust.at-fire']!();
    const s = r.schema.parse({
      weapon: { name: 'PaK 38', toHitByBand: [11, 11, 10], penetration: 3, calibreModifier: 0 },
      band: 1,
      firer: { class: 'veteran' },
      target: { kind: 'afv', size: 'D', justCameIntoSight: true, armour: { HF: 8, HS: 4, HR: 3, TF: 8, TS: 4, TR: 4 } },
    });
    expect((run(r.procedure(s), [4, 4, 4, 6]).result as { toHit: number }).toHit).toBe(12);
  });
  it('every entry has a schema and a description', async () => {
    for (const [id, load] of Object.entries(PZ_RESOLVABLE)) {
      const r = await load();
      expect(r.id).toBe(id);
      expect(r.description).toMatch(/^Panzerfaust: .* pp?\. \d/);
    }
  });
});
