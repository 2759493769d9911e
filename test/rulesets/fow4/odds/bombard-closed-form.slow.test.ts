/**
 * The whole grid of bombard-closed-form-grid.ts (npm run test:slow): closed-form template odds equal
 * the enumeration of every die, for every fire and template, and for every whole bombardment.
 */
import { describe, expect, it } from 'vitest';
import type { TemplateFire } from '../../../../src/rulesets/fow4/bombard/fire.js';
import { bombardOdds } from '../../../../src/rulesets/fow4/odds/bombard-odds.js';
import { fireOdds } from '../../../../src/rulesets/fow4/odds/fire-odds.js';
import { BOMBARDMENTS, FIRE, text, TOO_LARGE, UNDER } from './bombard-closed-form-grid.js';
import { situation, unit } from './bombard-situations.js';

describe('closed-form template odds equal the enumeration of every die (whole grid)', () => {
  FIRE.forEach(([fireName, fire], i) =>
    UNDER.forEach(([underName, under], j) => {
      if (`${i}/${j}` === TOO_LARGE) return;
      it(`${fireName}: ${underName}`, () => {
        const f: TemplateFire = { ...fire, under };
        expect(text(fireOdds(f))).toEqual(text(fireOdds(f, { enumerate: true })));
      });
    }),
  );
  for (const [name, u, extra] of BOMBARDMENTS)
    it(`whole bombardment: ${name}`, () => {
      const s = situation(unit(u), extra);
      const closed = bombardOdds(s);
      const enumerated = bombardOdds(s, { enumerate: true });
      expect(closed.attempts.map((a) => text(a.fire))).toEqual(enumerated.attempts.map((a) => text(a.fire)));
      expect(text(closed.overall)).toEqual(text(enumerated.overall));
      expect(closed.rules.map((r) => r.id)).toEqual(enumerated.rules.map((r) => r.id));
    });
});
