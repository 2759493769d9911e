/** Profile types and idioms beyond the fixtures, on small rosters written inline. */
import { describe, expect, it } from 'vitest';
import { importRoster } from '../../../../src/rulesets/fow4/roster-import/index.js';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const chars = (c: Record<string, string>) =>
  Object.entries(c)
    .map(([k, v]) => `<characteristic name="${esc(k)}">${esc(v)}</characteristic>`)
    .join('\n');
const profile = (name: string, type: string, c: Record<string, string>) =>
  `<profile name="${esc(name)}" typeName="${type}"><characteristics>\n${chars(c)}\n</characteristics></profile>`;
const sel = (name: string, inner: { profiles?: string[]; selections?: string[]; categories?: string[] } = {}) =>
  `<selection name="${esc(name)}" number="1" type="upgrade">\n${inner.profiles ? `<profiles>\n${inner.profiles.join('\n')}\n</profiles>` : ''}${inner.selections ? `<selections>\n${inner.selections.join('\n')}\n</selections>` : ''}${inner.categories ? `<categories>${inner.categories.map((c) => `<category name="${c}"/>`).join('')}</categories>` : ''}\n</selection>`;
const roster = (...top: string[]) =>
  Buffer.from(
    `<?xml version="1.0"?>\n<roster name="Inline"><forces><force name="Standard"><selections>\n${top.join('\n')}\n</selections></force></forces></roster>`,
  );

const RATED = { Motivation: 'CONFIDENT 4+', Skill: 'TRAINED 4+', 'Is Hit On': '3+' };
const TANK = {
  ...RATED,
  'Armour Front': '6',
  'Armour Side & Rear': '4',
  'Armour Top': '1',
  Tactical: '10"/25cm',
  'Terrain Dash': '12"/30cm',
  'Cross Country Dash': '18"/45cm',
  'Road Dash': '20"/50cm',
  Cross: '3+',
};
const weapon = (name: string, range: string, h: string, m: string, at: string, fp: string, notes = '') =>
  profile(name, 'Weapon', {
    Range: range,
    'Halted ROF': h,
    'Moving ROF': m,
    'Anti-Tank': at,
    Firepower: fp,
    Notes: notes,
  });
const hq = sel('Company HQ', {
  selections: [
    sel('1x Command Sherman', {
      profiles: [
        profile('Command Sherman', 'Tank Unit', TANK),
        weapon('Command Sherman gun', '32"/80cm', '2', '1', '10', '3+'),
      ],
    }),
  ],
});
const formation = (...units: string[]) => sel('Company', { categories: ['Formations'], selections: [hq, ...units] });
const run = (...top: string[]) => importRoster(roster(...top), { file: 'inline.ros', arsenalRef: './x.arsenal.yaml' });

describe('roster idioms and profile types', () => {
  it('two teams on one unit selection (as the BSData catalogues do): counts from the size option, weapons by their team names', () => {
    const troop = sel('Sherman Troop', {
      profiles: [
        profile('Sherman (75mm)', 'Tank Unit', TANK),
        weapon('Sherman (75mm)', '32"/80cm', '2', '1', '10', '3+', 'Smoke'),
        weapon('Sherman (MGs)', '16"/40cm', '3', '3', '2', '6'),
        profile('Firefly (17 pdr)', 'Tank Unit', TANK),
        weapon('Firefly (17 pdr)', '32"/80cm', '2', '1', '13', '3+', 'No HE'),
      ],
      selections: [sel('3x Sherman (75mm), 1x Firefly (17 pdr)')],
    });
    const imp = run(formation(troop));
    expect(imp.force.formations[0]!.units[0]!.teams).toEqual([
      { team: 'Sherman (75mm)', count: 3 },
      'Firefly (17 pdr)',
    ]);
    const byName = Object.fromEntries(imp.arsenal.teams.map((t) => [t.name, t.weapons.map((w) => w['name'])]));
    expect(byName['Sherman (75mm)']).toEqual(['Sherman (75mm)', 'Sherman (MGs)']);
    expect(byName['Firefly (17 pdr)']).toEqual(['Firefly (17 pdr)']);
  });

  it('a weapon that names no team stops the import with the selection and a hint', () => {
    const troop = sel('Sherman Troop', {
      profiles: [
        profile('Sherman', 'Tank Unit', TANK),
        profile('Firefly', 'Tank Unit', TANK),
        weapon('Firelfly (MGs)', '16"/40cm', '3', '3', '2', '6'),
      ],
      selections: [sel('3x Sherman, 1x Firefly')],
    });
    expect(() => run(formation(troop))).toThrow(
      "the weapon 'Firelfly (MGs)' in Company > Sherman Troop cannot be given to a team: its name matches none of 'Sherman', 'Firefly'",
    );
  });

  it('Unarmoured Tank Unit (a jeep), Aircraft Unit, a SALVO line, and a Gun Unit that moves as infantry (a man-packed gun)', () => {
    const jeep = sel('Jeep Patrol', {
      profiles: [
        profile('Jeep', 'Unarmoured Tank Unit', {
          ...RATED,
          Save: '5+',
          Tactical: '12"/30cm',
          'Terrain Dash': '12"/30cm',
          'Cross Country Dash': '18"/45cm',
          'Road Dash': '40"/100cm',
          Notes: 'Recce',
        }),
        weapon('Jeep MG', '16"/40cm', '3', '3', '2', '6'),
      ],
      selections: [sel('2x Jeep')],
    });
    const planes = sel('Typhoon Flight', {
      profiles: [
        profile('Typhoon', 'Aircraft Unit', {
          Motivation: 'FEARLESS 3+',
          Skill: 'VETERAN 3+',
          'Is Hit On': '5+',
          Save: '3+',
          Tactical: '-',
          'Terrain Dash': '-',
          'Cross Country Dash': '-',
          'Road Dash': '-',
        }),
        weapon('Typhoon rockets', '8"/20cm', 'SALVO', '-', '6', '3+', 'Bombs and Rockets'),
      ],
      selections: [sel('2x Typhoon')],
    });
    const packed = sel('Mountain Gun Platoon', {
      profiles: [
        profile('7.5cm mountain gun', 'Gun Unit', {
          ...RATED,
          Save: '3+',
          Tactical: '8"/20cm',
          'Terrain Dash': '8"/20cm',
          'Cross Country Dash': '12"/30cm',
          'Road Dash': '12"/30cm',
        }),
        weapon('7.5cm mountain gun', '24"/60cm', '2', '1', '6', '3+'),
      ],
      selections: [sel('2x 7.5cm mountain gun')],
    });
    const imp = run(formation(), jeep, planes, packed);
    const t = Object.fromEntries(imp.arsenal.teams.map((x) => [x.name, x]));
    expect(t['Jeep']).toMatchObject({ type: 'tank', mobility: 'jeep', save: '5+', rules: ['recce', 'unarmoured'] });
    expect(t['Jeep']!.armour).toBeUndefined();
    expect(t['Typhoon']).toMatchObject({ type: 'aircraft', mobility: 'aircraft', save: '3+' });
    expect(t['Typhoon']!.weapons[0]).toEqual({
      name: 'Typhoon rockets',
      range: '8"/20cm',
      rof: 0,
      antiTank: 6,
      firepower: '3+',
      artillery: {
        range: '8"/20cm',
        antiTank: 6,
        firepower: '3+',
        template: 'salvo',
        adjusted: true,
        rules: ['bombs-and-rockets'],
      },
    });
    expect(t['7.5cm mountain gun']).toMatchObject({
      type: 'heavy-weapon',
      mobility: 'infantry',
      rules: ['heavy-weapon'],
    });
    expect(imp.force.support.map((u) => [u.name, u.teams])).toEqual([
      ['Jeep Patrol', [{ team: 'Jeep', count: 2 }]],
      ['Typhoon Flight', [{ team: 'Typhoon', count: 2 }]],
      ['Mountain Gun Platoon', [{ team: '7.5cm mountain gun', count: 2 }]],
    ]);
    expect(imp.force.support[1]!.ratings).toEqual({ motivation: 'fearless', skill: 'veteran', isHitOn: '5+' });
  });

  it('speed rules printed into the card are undone before matching: Tally Ho! +2" Tactical', () => {
    const troop = sel('Cromwell Troop', {
      profiles: [
        profile('Cromwell', 'Tank Unit', {
          ...TANK,
          Tactical: '14"/35cm',
          'Terrain Dash': '16"/40cm',
          'Cross Country Dash': '24"/60cm',
          'Road Dash': '28"/70cm',
          Notes: 'Tally Ho',
        }),
        weapon('Cromwell gun', '32"/80cm', '2', '1', '10', '3+'),
      ],
      selections: [sel('3x Cromwell')],
    });
    const imp = run(formation(troop));
    expect(imp.arsenal.teams.find((x) => x.name === 'Cromwell')).toMatchObject({ mobility: 'fast-tank' });
    expect(imp.force.formations[0]!.units[0]!.rules).toEqual(['tally-ho']);
  });

  it('a formation needs an HQ unit; a roster with support units only is refused', () => {
    expect(() =>
      run(
        sel('Company', {
          categories: ['Formations'],
          selections: [sel('1st Troop', { profiles: [profile('Sherman', 'Tank Unit', TANK)] })],
        }),
      ),
    ).toThrow("the formation 'Company' has no HQ unit");
    expect(() => run(sel('Lone Troop', { profiles: [profile('Sherman', 'Tank Unit', TANK)] }))).toThrow(
      'the roster has no formation',
    );
  });

  it('mixed ratings in one unit take the worst (p. 10)', () => {
    const mixed = sel('Mixed Troop', {
      selections: [
        sel('2x Sherman', {
          profiles: [profile('Sherman', 'Tank Unit', { ...TANK, Motivation: 'CONFIDENT 4+ / Remount 3+' })],
        }),
        sel('1x Firefly', {
          profiles: [
            profile('Firefly', 'Tank Unit', {
              ...TANK,
              Motivation: 'FEARLESS 3+ / Remount 5+',
              Skill: 'CONSCRIPT 5+',
              'Is Hit On': '2+',
            }),
          ],
        }),
      ],
    });
    const imp = run(formation(mixed));
    // Confident beats Fearless as the worse; Remount 5+ (Firefly) is worse than 3+; Rally 4+ and Is Hit On 2+ are the defaults.
    expect(imp.force.formations[0]!.units[0]!.ratings).toEqual({
      motivation: 'confident',
      skill: 'conscript',
      remount: '5+',
    });
  });
  it('a Skill box holding no Skill (BSData\'s Bastogne Parachute Rifle Platoon: "Fearless 3+") is refused with what to do in the list builder', () => {
    const bastogne = sel('Bastogne Parachute Rifle Platoon', {
      profiles: [
        profile('Bastogne Parachute Rifle Platoon', 'Infantry Unit', {
          Motivation: 'Fearless 3+\n\nNuts!\nLast Stand 2+',
          Skill: 'Fearless 3+',
          'Is Hit On': 'Careful 4+',
          Save: 'Infantry 3+',
          Tactical: '8"/20cm',
          'Terrain Dash': '8"/20cm',
          'Cross Country Dash': '14"/35cm',
          'Road Dash': '16"/40cm',
        }),
        weapon('M1919 & M1 Garand rifle team', '16"/40cm', '2', '1', '2', '6'),
      ],
      selections: [sel('6x M1919 & M1 Garand rifle team')],
    });
    try {
      run(formation(bastogne));
      expect.unreachable('the import should stop');
    } catch (err) {
      const e = err as { issues: { message: string; hint?: string }[] };
      expect(e.issues[0]!.message).toContain(
        "the Skill box of 'Bastogne Parachute Rifle Platoon' in Company > Bastogne Parachute Rifle Platoon names no Skill",
      );
      expect(e.issues[0]!.hint).toContain('choose another option for the unit in the list builder');
    }
  });
  it('a short count label names a vehicle by its words, never by a weapon line it shares ("1x Dingo (MG)" is no Daimler)', () => {
    const troop = sel('Daimler Armoured Car Troop', {
      profiles: [
        profile('Daimler Armoured Car', 'Tank Unit', TANK),
        weapon('Daimler (2 pdr)', '24"/60cm', '2', '1', '7', '4+'),
        weapon('Daimler & Dingo (MG)', '16"/40cm', '3', '3', '2', '6'),
      ],
      selections: [sel('1x Daimler (2 pdr), 1x Dingo (MG)')],
    });
    const imp = run(formation(troop));
    expect(imp.force.formations[0]!.units[0]!.teams).toEqual(['Daimler Armoured Car']);
    expect(imp.uncounted.map((u) => `${u.n}x ${u.label}`)).toEqual(['1x Dingo (MG)']);
  });
});
