import { describe, expect, it } from 'vitest';
import { InputError } from '../../../../src/errors/input-error.js';
import { assaultEntry } from '../../../../src/rulesets/panzerfaust/commands/assault.js';
import { bombardEntry, oddsBombardEntry } from '../../../../src/rulesets/panzerfaust/commands/bombard.js';
import { rollEntry } from '../../../../src/rulesets/panzerfaust/commands/roll.js';
import { oddsShootEntry, shootEntry } from '../../../../src/rulesets/panzerfaust/commands/shoot.js';
import { tablesEntry } from '../../../../src/rulesets/panzerfaust/commands/tables.js';
import { oddsTestEntry, testEntry } from '../../../../src/rulesets/panzerfaust/commands/test.js';
import { LostValueError } from '../../../../src/rulesets/panzerfaust/tables/lost.js';
import { fakeContext } from '../../fake-context.js';

describe('Panzerfaust command entries', () => {
  it('shoot (infantry fire) with the shipped tables stops with the lost-table sentence, rolling nothing', async () => {
    const { ctx, text } = fakeContext(
      [],
      { team: ['3 Rifle Team'], ff: 4, class: 'veteran', cover: 'soft', prone: true },
      [6],
    );
    await expect(shootEntry.run(ctx)).rejects.toThrow(LostValueError);
    expect(text).toEqual([]);
  });

  it('shoot --at: example 25 prints the to-hit, the roll and the hit, with rules', async () => {
    const { ctx, text } = fakeContext(
      [],
      {
        at: true,
        weapon: 'PaK 38',
        toHit: 11,
        pen: 3,
        calibreMod: 0,
        armour: '8,4,3,8,4,4',
        size: 'D',
        class: 'veteran',
        targetKind: 'afv',
        set: ['target.justCameIntoSight=true'],
      },
      [4, 4, 4, 6],
    );
    await shootEntry.run(ctx);
    const all = text.join('\n');
    expect(all).toMatch(/to hit: 3D6 at most 12/);
    expect(all).toMatch(/= 12: 1 hit/);
    expect(all).toMatch(/Rules applied/);
    expect(all).toMatch(/Anti-Tank Fire Procedure \(p\. 29\)/);
  });

  it('shoot --json gives the result object', async () => {
    const { ctx, data } = fakeContext(
      [],
      { at: true, toHit: 11, size: 'C', targetKind: 'gun', class: 'regular' },
      [1, 1, 1],
      true,
    );
    await shootEntry.run(ctx);
    expect((data[0] as { hitResults: { effect: string }[] }).hitResults[0]!.effect).toBe('gun-destroyed');
  });

  it('odds shoot --at prints the exact hit chance', async () => {
    const { ctx, text } = fakeContext([], { at: true, toHit: 11, size: 'C', targetKind: 'gun', class: 'regular' });
    await oddsShootEntry.run(ctx);
    expect(text.join('\n')).toMatch(/hit \(3D6 at most 11\) \| 62\.50%/);
  });

  it('a wrong --set field is one sentence', async () => {
    const { ctx } = fakeContext([], {
      at: true,
      toHit: 11,
      class: 'regular',
      targetKind: 'afv',
      size: 'C',
      set: ['target.sise=D'],
    });
    await expect(shootEntry.run(ctx)).rejects.toThrow(InputError);
  });

  it('test morale: example 3 through the command', async () => {
    const { ctx, text } = fakeContext(
      ['morale'],
      { rating: 'elite', afv: true, lost: 3, defending: 'hill-or-woods' },
      [1, 3, 4],
    );
    await testEntry.run(ctx);
    expect(text[0]).toMatch(/total 2: Shaken for 4 turn/);
  });

  it('odds test morale sums the three results', async () => {
    const { ctx, data } = fakeContext(['morale'], { rating: 'reliable', teamsLost: 1 }, [], true);
    await oddsTestEntry.run(ctx);
    expect((data[0] as { lines: { label: string; p: string }[] }).lines.map((l) => l.p)).toEqual([
      '13/18',
      '7/36',
      '1/12',
    ]);
  });

  it('test pips, bogging (lost numbers stop it), unknown kinds refused', async () => {
    const p = fakeContext(['pips'], { class: 'veteran' }, [2, 1, 5]);
    await testEntry.run(p.ctx);
    expect(p.text[0]).toBe('Pip die (veteran): 2, then 1, then 5 -> 5 pip(s).');
    await expect(testEntry.run(fakeContext(['bogging'], { drive: 'Fully tracked' }).ctx)).rejects.toThrow(
      /Bogging number/,
    );
    await expect(testEntry.run(fakeContext(['nerve'], {}).ctx)).rejects.toThrow(/no test "nerve"/);
  });

  it('assault: the CQC casualty table is lost, so it stops', async () => {
    const { ctx } = fakeContext(
      [],
      { attacker: ['4 Rifle Team'], defender: ['2 SMG Team'], attackerClass: 'regular', defenderClass: 'regular' },
      [3, 3],
    );
    await expect(assaultEntry.run(ctx)).rejects.toThrow(/Infantry Casualty Table/);
  });

  it('bombard: example 28 through the command; call-down stops on its lost numbers', async () => {
    const { ctx, text } = fakeContext(
      [],
      { target: 'infantry', calibre: 60, mortar: true, firstShot: true, protection: 'dug-in' },
      [1, 1, 2],
    );
    await bombardEntry.run(ctx);
    expect(text.join('\n')).toMatch(/3D6 at most 4/);
    expect(text.join('\n')).toMatch(/wiped out/);
    await expect(
      bombardEntry.run(fakeContext([], { callDown: true, caller: 'FAO', quality: 'US' }).ctx),
    ).rejects.toThrow(/call-down numbers/);
    const o = fakeContext([], { target: 'infantry', calibre: 105, pairs: 4 });
    await oddsBombardEntry.run(o.ctx);
    expect(o.text.join('\n')).toMatch(/3D6 at most 11/);
  });

  it('roll: 3d6 under, pips, battle type', async () => {
    const r = fakeContext(['3d6'], { under: 11 }, [3, 4, 4]);
    await rollEntry.run(r.ctx);
    expect(r.text[0]).toMatch(/= 11: success \(0 under\); the chance was 62\.50%/);
    const b = fakeContext(['battle-type'], {}, [3, 4]);
    await rollEntry.run(b.ctx);
    expect(b.text[0]).toMatch(/Attack\/Defense \(this row is inferred/);
    await expect(rollEntry.run(fakeContext(['d20'], {}).ctx)).rejects.toThrow(/no roll "d20"/);
  });

  it('tables --check lists the empty tables; --edit without a terminal prints the path', async () => {
    const c = fakeContext([], { check: true });
    await tablesEntry.run(c.ctx);
    expect(c.text[0]).toMatch(/308 lost values still empty in 24 of 28 tables/);
    const e = fakeContext([], { edit: true });
    await tablesEntry.run(e.ctx);
    expect(e.text[0]).toMatch(/scenarios\/panzerfaust\/tables\.yaml$/);
  });
});
