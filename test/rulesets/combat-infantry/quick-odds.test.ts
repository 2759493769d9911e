import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Fraction } from '../../../src/dice/fraction.js';
import { fire } from '../../../src/rulesets/combat-infantry/fire/fire.js';
import { bundledLostValues, readLostValuesFile } from '../../../src/rulesets/combat-infantry/lost-values.js';
import { fireOdds, moraleOdds } from '../../../src/rulesets/combat-infantry/odds.js';
import { bundledFile } from '../../../src/rulesets/combat-infantry/paths.js';
import { parseQuickFire } from '../../../src/rulesets/combat-infantry/quick.js';
import { RESOLVABLES } from '../../../src/rulesets/combat-infantry/resolvable.js';
import { checkTables, editTables, parseAssignment } from '../../../src/rulesets/combat-infantry/tables.js';
import { tempDir } from '../../game/helpers.js';
import { run } from './helpers.js';

const lost = bundledLostValues();

describe('the quick form: umpire shoot "F3 x3" --at "..."', () => {
  it('"F3 x3" at two units at 3: three dice at F3, the hits strongest first', () => {
    const q = parseQuickFire('F3 x3', '3 3', lost);
    const r = run(fire(q.situation), [1, 2, 9]).result;
    expect(r.events.map((e) => [e.unit, e.strength])).toEqual([
      ['T1', 2],
      ['T2', 2],
    ]);
  });

  it('long range, a 2D unit with a half-hit, a targeted tank at F minus armor', () => {
    expect(run(fire(parseQuickFire('F4 x2 long', '2/2D/half', lost).situation), [3, 9]).result.events).toEqual([
      { unit: 'T1', effect: 'step', strength: 1 },
    ]);
    const t = parseQuickFire('F6 x2', '4/a5/2D 3', lost, { target: 1 });
    expect(run(fire(t.situation), [1, 2]).result).toMatchObject({ F: 1, events: [{ unit: 'T1', effect: 'half-hit' }] });
  });

  it("assault halves armor (50%, rounded up) and a bombardment's 0 hits the spotter hex", () => {
    expect(parseQuickFire('F5 x2 assault', '4/a5', lost, { target: 1 }).situation.modifiers[0]).toMatchObject({
      delta: -3,
    });
    const b = parseQuickFire('F3 x3 bombard', '3', lost, { spotter: '2/hq 4' });
    expect(run(fire(b.situation), [2, 10, 6]).result.friendly).toEqual([{ unit: 'S2', effect: 'step', strength: 3 }]);
  });

  it('refuses what it cannot read, in one sentence', () => {
    expect(() => parseQuickFire('F3 x3 lnog', '3', lost)).toThrow(
      `"lnog" is not part of the quick form (write F<n> x<dice> and any of long, walking, bombard, road, assault, one-hit); did you mean 'long'?`,
    );
    expect(() => parseQuickFire('x3', '3', lost)).toThrow(/needs the firepower and the dice/);
    expect(() => parseQuickFire('F3 x3', '3/zz', lost)).toThrow(/is not a unit mark/);
    expect(() => parseQuickFire('F3 x3', '4/a5', lost)).toThrow(/Only armored units are in the target hex/);
  });
});

describe('exact odds by enumeration of the real procedures', () => {
  it('strength 2 at F3 against one unit: 0, 1, 2 hits with 49%, 42%, 9%', () => {
    const o = fireOdds(parseQuickFire('F3 x2', '3', lost).situation);
    expect(o.hits.map((d) => [d.label, d.p.toString()])).toEqual([
      ['0 hits', '49/100'],
      ['1 hit', '21/50'],
      ['2 hits', '9/100'],
    ]);
    expect(o.units[0]!.outcomes.find((d) => d.label === 'strength 1')!.p.equals(Fraction.of(9, 100))).toBe(true);
  });

  it('a 2D target: one hit is a half-hit; friendly fire from 3 bombardment dice is 1 - 0.9^3', () => {
    const o = fireOdds(parseQuickFire('F3 x3 bombard', '3/2D', lost, { spotter: '4' }).situation);
    expect(o.friendlyFire!.equals(Fraction.of(271, 1000))).toBe(true);
    expect(o.units[0]!.outcomes.map((d) => d.label).sort()).toEqual([
      'strength 2',
      'strength 2 + half-hit',
      'unharmed',
      'unharmed + half-hit',
    ]);
  });

  it('Morale 7 passes 7 times in 10; with a farm +1, 8 in 10', () => {
    expect(moraleOdds({ unit: 'u', owner: 'x', rating: 7, why: 't' }).equals(Fraction.of(7, 10))).toBe(true);
    expect(
      moraleOdds({
        unit: 'u',
        owner: 'x',
        rating: 7,
        why: 't',
        bonus: { delta: 1, rule: { id: 'x', name: 'x', page: 'x' } },
      }).equals(Fraction.of(4, 5)),
    ).toBe(true);
  });
});

describe('umpire tables combat-infantry --check / --edit', () => {
  it('counts the rebuilt, spelled-out, filled and house values; without house values lists the empty ones', () => {
    const all = checkTables(lost);
    expect([all.inWords, all.rebuilt, all.filled, all.house, all.empty.length]).toEqual([12, 54, 0, 70, 0]);
    const c = checkTables(lost.bookOnly());
    expect(c.total).toBe(c.rebuilt + c.inWords + c.filled + c.empty.length);
    expect(c.house).toBe(0);
    expect(c.empty.map((e) => e.name)).toContain('stack.clear');
    expect(c.empty.find((e) => e.name === 'air.firepower')).toEqual({
      name: 'air.firepower',
      lost: 'L26',
      section: 'p. 3 [Air Support]',
      note: 'lost',
    });
  });

  it('--edit writes the value, keeps the comments, and the value is no longer empty', () => {
    const file = join(tempDir(), 'lost-values.yaml');
    copyFileSync(bundledFile('lost-values.yaml'), file);
    const a = parseAssignment('stack.clear=3', lost);
    editTables(file, [a]);
    const text = readFileSync(file, 'utf8');
    expect(text.startsWith('# Combat Infantry: every value')).toBe(true);
    const back = readLostValuesFile(file);
    expect(back.need('stack.clear')).toBe(3);
    expect(back.take()).toEqual([{ name: 'stack.clear', value: 3, source: 'filled' }]);
    expect(() => parseAssignment('stak.clear=3', lost)).toThrow(/did you mean 'stack.clear'/);
  });
});

describe('umpire resolve situations', () => {
  it('combat-infantry.fire: JSON in, the real procedure out', () => {
    const r = RESOLVABLES['combat-infantry.fire'];
    const s = r.schema.parse({
      firer: { id: 'A1-a', side: 'USA', strength: 2, F: 3 },
      modifiers: [{ kind: 'long-range', delta: -1 }],
      targets: [{ id: 'G', owner: 'Germany', strength: 3 }],
    });
    expect(run(r.procedure(s), [2, 3]).result).toMatchObject({ F: 2, hits: 1 });
  });
});

describe('umpire roll "F3 x4" and the assault quick form', () => {
  it('F3 x4 rolls four d10; 1, 3 hit; 0 is a miss counted as a zero', async () => {
    const { parsePool, rollPoolF, poolText } = await import('../../../src/rulesets/combat-infantry/roll.js');
    expect(parsePool('F3 x4')).toEqual({ F: 3, dice: 4 });
    expect(parsePool('4d10 F3')).toEqual({ F: 3, dice: 4 });
    expect(() => parsePool('3x4')).toThrow(/write F<n> x<dice>/);
    expect(poolText(run(rollPoolF(3, 4), [1, 3, 5, 10]).result)).toBe('F3 x4: [1 3 5 0]: 2 hits (1 zero)');
  });

  it('the Caron Farm assault typed on one line gives the same result as ex. 19 (test data)', async () => {
    const { parseQuickAssault } = await import('../../../src/rulesets/combat-infantry/quick-assault.js');
    const { assault } = await import('../../../src/rulesets/combat-infantry/assault.js');
    const s = parseQuickAssault('3F4m7 3F4m7', '4F3m7 2F4m7/mg', lost, { uphill: true });
    const faces = [1, 9, 9, 9, 2, 9, 1, 9, 9, 9, 1, 9, 9, 9, 9, 5, 2, 3, 9, 4, 3, 9, 1, 9];
    const r = run(assault(s), faces).result;
    expect(r.winner).toBe('defender');
    expect(r.units.map((u) => u.strength)).toEqual([1, 1, 1, 2]);
    expect(() => parseQuickAssault('3F4/tank', '4F3', lost)).toThrow(/give its armor/);
  });
});
