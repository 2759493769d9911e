import { describe, expect, it } from 'vitest';
import { RIFLE_MG, SHERMAN_V } from '../../../../src/rulesets/fow3/arsenal/british.js';
import { STUG_G } from '../../../../src/rulesets/fow3/arsenal/german.js';
import { shoot } from '../../../../src/rulesets/fow3/shooting/shoot.js';
import { run } from '../helpers.js';

const diceLabels = (journal: { type: string; label?: string }[]) =>
  journal.flatMap((e) => (e.type === 'dice' && e.label !== undefined ? [e.label] : []));

describe('fow3 shooting: the save dice name the team and the weapon once', () => {
  it('a tank hit: "<team> hit by <weapon>: Armour Save, die + Front 7 must beat AT 10 ..."', () => {
    const { journal } = run(
      shoot({
        shooters: [{ id: 'Sherman', profile: SHERMAN_V, fire: ['M3 75mm gun'] }],
        target: {
          name: '1st Grenadier Platoon',
          skill: 'veteran',
          teams: [{ id: '1st Grenadier Platoon/1', profile: STUG_G, moved: true }],
        },
      }),
      [2, 5, 4],
    );
    const labels = diceLabels(journal);
    expect(labels).toHaveLength(2);
    const save = labels[1]!;
    expect(save).toBe(
      '1st Grenadier Platoon/1 hit by M3 75mm gun: Armour Save, die + Front 7 must beat AT 10 (4+ bounces; 3 = Firepower test for Bailed Out; 1-2 = Firepower test for Destroyed, else Bailed Out)',
    );
  });

  it('an infantry hit: "<team> hit by <weapon>: save 3+"', () => {
    const { journal } = run(
      shoot({
        shooters: [{ id: 'Sherman', profile: SHERMAN_V, fire: ['M3 75mm gun'] }],
        target: {
          name: 'Grenadiers',
          skill: 'trained',
          teams: [{ id: 'Grenadiers/1', profile: RIFLE_MG, moved: true }],
        },
      }),
      [1, 6, 3],
    );
    expect(diceLabels(journal)[1]).toBe('Grenadiers/1 hit by M3 75mm gun: save 3+');
  });
});
