import { describe, expect, it } from 'vitest';
import { InputError } from '../../../../src/errors/input-error.js';
import { assaultEntry } from '../../../../src/rulesets/panzerfaust/commands/assault.js';
import { bombardEntry, oddsBombardEntry } from '../../../../src/rulesets/panzerfaust/commands/bombard.js';
import { rollEntry } from '../../../../src/rulesets/panzerfaust/commands/roll.js';
import { oddsShootEntry, shootEntry } from '../../../../src/rulesets/panzerfaust/commands/shoot.js';
import { tablesEntry } from '../../../../src/rulesets/panzerfaust/commands/tables.js';
import { oddsTestEntry, testEntry } from '../../../../src/rulesets/panzerfaust/commands/test.js';
import { fakeContext } from '../../fake-context.js';

describe('Panzerfaust command entries', () => {
  it('shoot (infantry fire) with no tables filled in runs on the house values and lists each one', async () => {
    const { ctx, text } = fakeContext(
      [],
      { team: ['3 Rifle Team'], ff: 4, class: 'veteran', cover: 'soft', prone: true },
      [6],
    );
    await shootEntry.run(ctx);
    const all = text.join('\n');
    expect(all).toMatch(/Values not printed in the book/);
    expect(all).toMatch(/Infantry Casualty Table .*row '-1', column '15' = 1: house value, not the book's/);
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

  it('test pips, bogging (on the house bogging number), unknown kinds refused', async () => {
    const p = fakeContext(['pips'], { class: 'veteran' }, [2, 1, 5]);
    await testEntry.run(p.ctx);
    expect(p.text[0]).toBe('Pip die (veteran): 2, then 1, then 5 -> 5 pip(s).');
    const bog = fakeContext(['bogging'], { drive: 'Fully tracked' }, [5]);
    await testEntry.run(bog.ctx);
    expect(bog.text.join('\n')).toMatch(
      /Bogging number \(1D6\)', column 'Fully tracked' = 6: house value, not the book's/,
    );
    await expect(testEntry.run(fakeContext(['nerve'], {}).ctx)).rejects.toThrow(/no test "nerve"/);
  });

  it('assault: the CQC casualties come from the house casualty table, said so', async () => {
    const { ctx, text } = fakeContext(
      [],
      { attacker: ['4 Rifle Team'], defender: ['2 SMG Team'], attackerClass: 'regular', defenderClass: 'regular' },
      [3, 3],
    );
    await assaultEntry.run(ctx);
    expect(text.join('\n')).toMatch(/Infantry Casualty Table .*: house value, not the book's/);
  });

  it('bombard: example 28 through the command; call-down on the house numbers', async () => {
    const { ctx, text } = fakeContext(
      [],
      { target: 'infantry', calibre: 60, mortar: true, firstShot: true, protection: 'dug-in' },
      [1, 1, 2],
    );
    await bombardEntry.run(ctx);
    expect(text.join('\n')).toMatch(/3D6 at most 4/);
    expect(text.join('\n')).toMatch(/wiped out/);
    const cd = fakeContext([], { callDown: true, caller: 'FAO', quality: 'US' }, [3, 3, 4]);
    await bombardEntry.run(cd.ctx);
    expect(cd.text.join('\n')).toMatch(/call-down numbers .*row 'FAO', column 'US' = 10: house value, not the book's/);
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

  it('tables --check counts book, your, house and empty values; --edit without a terminal prints the path', async () => {
    const c = fakeContext([], { check: true });
    await tablesEntry.run(c.ctx);
    expect(c.text[0]).toMatch(
      /473 values printed in the book \(15 of them inferred from its text\); of the 607 the text lost, 0 filled in by you, 607 house values .* 0 still empty/,
    );
    const e = fakeContext([], { edit: true });
    await tablesEntry.run(e.ctx);
    expect(e.text[0]).toMatch(/scenarios\/panzerfaust\/tables\.yaml$/);
  });
});

describe('Panzerfaust vehicle movement and rally commands (issue 30)', () => {
  it('test move: examples 16-18 through the command, with the multipliers it used', async () => {
    const truck = fakeContext(['move'], { drive: '4x4', crossCountry: 16, terrain: ['Thick woods'] });
    await testEntry.run(truck.ctx);
    expect(truck.text[0]).toBe('4x4: 16 cm x1/4 (Thick woods) = 4 -> 4 cm.');
    const towing = fakeContext(['move'], {
      drive: '4x4',
      crossCountry: 16,
      terrain: ['Towing off-road', 'Thick woods'],
    });
    await testEntry.run(towing.ctx);
    expect(towing.text[0]).toBe('4x4: 16 cm x1/2 (Towing off-road) x1/4 (Thick woods) = 2 -> 2 cm.');
    const rubble = fakeContext(['move'], { drive: 'Fully tracked', crossCountry: 10, terrain: ['Rubble'] });
    await testEntry.run(rubble.ctx);
    expect(rubble.text[0]).toBe('Fully tracked: 10 cm x1/3 (Rubble) = 10/3 -> 3 cm.');
    const bog = fakeContext(['move'], { drive: '4x2', crossCountry: 12, terrain: ['Thick woods'] });
    await testEntry.run(bog.ctx);
    expect(bog.text[0]).toMatch(/Thick woods: impassable: the vehicle bogs/);
    const marsh = fakeContext(['move'], { drive: 'Fully tracked', crossCountry: 10, terrain: ['Marsh'] });
    await testEntry.run(marsh.ctx);
    expect(marsh.text.join('\n')).toMatch(/Marsh', column 'Fully tracked' = 1\/2: house value, not the book's/);
  });

  it('test rally --units 2 re-tests two units; a third is refused (an HQ rallies at most two a move)', async () => {
    const two = fakeContext(['rally'], { units: 2, attempt: 1, rating: 'reliable' }, [3, 3, 1, 1]);
    await testEntry.run(two.ctx);
    const all = two.text.join('\n');
    expect(all).toMatch(
      /Unit 1 of 2:[\s\S]*Rallied[\s\S]*Unit 2 of 2:[\s\S]*total 2: Retreat\.[\s\S]*stays in Retreat/,
    );
    expect(all).not.toMatch(/parent HQ|Shaken for/);
    await expect(
      testEntry.run(fakeContext(['rally'], { units: 3, attempt: 1, rating: 'reliable' }).ctx),
    ).rejects.toThrow(/at most two units/);
  });
});
