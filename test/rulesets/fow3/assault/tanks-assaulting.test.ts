/**
 * Issue 28's audit of Open Fire's tank assaults against the book, with the teams as `umpire play`
 * and the opponent's estimate give them (the bridge sets no contact flags): charged guns fight
 * back ([Anti-tank Guns in Assaults]: Guns in Assaults).
 */
import { describe, expect, it } from 'vitest';
import { SHERMAN_V } from '../../../../src/rulesets/fow3/arsenal/british.js';
import { G_RIFLE_MG, PAK40 } from '../../../../src/rulesets/fow3/arsenal/german.js';
import { assault } from '../../../../src/rulesets/fow3/assault/assault.js';
import type { AssaultPlatoon } from '../../../../src/rulesets/fow3/assault/types.js';
import { fow3AssaultPlatoon } from '../../../../src/rulesets/fow3/bridge/assault.js';
import { demoView } from '../opponent/helpers.js';
import { ids, run } from '../helpers.js';

const shermans = (n: number): AssaultPlatoon => ({
  name: 'Shermans',
  motivation: 'confident',
  skill: 'trained',
  teams: Array.from({ length: n }, (_, i) => ({ id: `T${i + 1}`, profile: SHERMAN_V })),
});

describe('Guns in Assaults: charged guns fight back (EX-41), as the game gives the teams', () => {
  it("1st Troop misses the Anti-tank Gun Platoon's PaK40s; both guns fight back in the counterattack without moving", () => {
    const v = demoView(1, { step: 'assault', active: 'British', turn: 2 });
    const attacker = fow3AssaultPlatoon(v, 0, '1st Troop', true);
    const defender = fow3AssaultPlatoon(v, 1, 'Anti-tank Gun Platoon');
    expect(defender.teams.map((t) => t.profile.name)).toEqual(['SMG team', '7.5cm PaK40', '7.5cm PaK40']);
    const dice = [
      /* defensive fire: SMG 3, PaK40 2 + 2, all miss */ 1, 1, 1, 1, 1, 1, 1, /* the four tanks miss */ 1, 1, 1, 1,
      /* German counterattack test, fighting tanks: 4+ */ 4, /* SMG misses, both PaK40s hit (3+) */ 1, 4, 5,
      /* Tank Assault 2 against top 1: 1 + 2 = 3, no effect (EX-42), twice */ 2, 2, /* British test */ 1,
    ];
    // Neither tank is in front of a gun's base (EX-42's case): the crews use Tank Assault 2.
    const outside = ['fow3.gun-field-of-fire=no', 'fow3.gun-field-of-fire=no'];
    const { result } = run(assault({ attacker, defenders: [defender] }), dice, outside);
    const counter = result.rounds[1]!;
    expect(counter.side).toBe('defender');
    const fight = counter.fights[0]!.fight;
    expect(fight.rolls.map((r) => [r.team, r.hit])).toEqual([
      ['Anti-tank Gun Platoon/1', false],
      ['Anti-tank Gun Platoon/2', true],
      ['Anti-tank Gun Platoon/3', true],
    ]);
    expect(fight.hits.map((h) => [h.by, h.how, h.outcome])).toEqual([
      ['Anti-tank Gun Platoon/2', 'tank-assault', 'no-effect'],
      ['Anti-tank Gun Platoon/3', 'tank-assault', 'no-effect'],
    ]);
    expect(ids(result.rules)).toContain('fow3.guns-fight-back');
    // The British took hits, so they roll to counterattack back: a 1 breaks them off.
    expect(result.counterattacks.map((c) => [c.side, c.test.face])).toEqual([
      ['defender', 4],
      ['attacker', 1],
    ]);
    expect(result.winner).toBe('defender');
  });

  it('a gun the table says is out of contact (inContact: false) neither takes nor gives assault hits', () => {
    const defender: AssaultPlatoon = {
      name: 'Guns',
      motivation: 'confident',
      skill: 'veteran',
      teams: [{ id: 'PaK', profile: PAK40, inContact: false }],
    };
    const dice = [/* defensive fire */ 1, 1, /* T1 */ 1, /* German test */ 4, /* T1 */ 1, /* German test */ 1];
    const { result } = run(assault({ attacker: shermans(1), defenders: [defender] }), dice);
    expect(result.rounds[1]!.fights[0]!.fight.rolls).toEqual([]);
    expect(result.winner).toBe('attacker');
  });
});

describe('a bailed out or bogged down tank of the assaulting platoon cannot charge (Bailed Out Tanks, p. 7; Tanks can bog down, p. 9)', () => {
  it('Shermans with one tank bailed out before the assault: defensive fire hits only the two that charge', () => {
    const attacker: AssaultPlatoon = {
      ...shermans(3),
      teams: [
        { id: 'T1', profile: SHERMAN_V, bailedOut: true },
        { id: 'T2', profile: SHERMAN_V },
        { id: 'T3', profile: SHERMAN_V, boggedDown: true },
        { id: 'T4', profile: SHERMAN_V },
      ],
    };
    const defender: AssaultPlatoon = {
      name: 'Grenadiers',
      motivation: 'confident',
      skill: 'veteran',
      teams: [
        { id: 'G1', profile: G_RIFLE_MG },
        { id: 'G2', profile: G_RIFLE_MG },
      ],
    };
    const dice = [
      /* defensive fire: 4 hits at 3+ */ 3, 3, 3, 3, /* side 4 + die against AT 2: each bounces */ 1, 1, 1, 1,
      /* T2 and T4 fight and miss */ 1, 1, /* the grenadiers, fighting tanks, fail to counterattack */ 1,
    ];
    const { result } = run(assault({ attacker, defenders: [defender] }), dice);
    expect(result.defensiveFire!.shooting.saves.map((s) => s.team)).toEqual(['T2', 'T4', 'T2', 'T4']);
    expect(result.rounds[0]!.fights[0]!.fight.rolls.map((r) => r.team)).toEqual(['T2', 'T4']);
    expect(result.winner).toBe('attacker');
  });
});

describe('Breaking Off: a losing team still within 4"/10cm of the victors is captured and destroyed', () => {
  it('1st Troop beats the Anti-tank Gun Platoon: the PaK40s (4"/10cm moves) cannot get clear of the tanks and are captured', () => {
    const v = demoView(1, { step: 'assault', active: 'British', turn: 2 });
    const attacker = fow3AssaultPlatoon(v, 0, '1st Troop', true);
    const defender = fow3AssaultPlatoon(v, 1, 'Anti-tank Gun Platoon');
    const dice = [
      /* defensive fire misses */ 1, 1, 1, 1, 1, 1, 1, /* one tank hits: the SMG team */ 4, 1, 1, 1,
      /* the guns, fighting tanks, fail to counterattack */ 1,
    ];
    const { result, journal } = run(assault({ attacker, defenders: [defender] }), dice);
    expect(result.winner).toBe('attacker');
    expect(result.brokeOff).toEqual(['Anti-tank Gun Platoon']);
    expect(result.captured).toEqual(['Anti-tank Gun Platoon/2', 'Anti-tank Gun Platoon/3']);
    expect(result.teams.filter((t) => t.state === 'destroyed').map((t) => t.id)).toEqual([
      'Anti-tank Gun Platoon/1',
      'Anti-tank Gun Platoon/2',
      'Anti-tank Gun Platoon/3',
    ]);
    expect(journal.some((e) => e.type === 'decision' && e.id === 'fow3.captured')).toBe(true);
    expect(result.notes).toContain('captured and destroyed: Anti-tank Gun Platoon/2, Anti-tank Gun Platoon/3');
  });

  it('beaten grenadiers move 6"/15cm and get away by default; a team the table ticks is captured', () => {
    const grens: AssaultPlatoon = {
      name: 'Grenadiers',
      motivation: 'confident',
      skill: 'veteran',
      teams: [
        { id: 'G1', profile: G_RIFLE_MG },
        { id: 'G2', profile: G_RIFLE_MG },
      ],
    };
    const dice = [/* DF */ 1, 1, 1, 1, /* T1 and T2 miss */ 1, 1, /* the grenadiers fail */ 1];
    const away = run(assault({ attacker: shermans(2), defenders: [grens] }), dice).result;
    expect(away.winner).toBe('attacker');
    expect(away.captured).toEqual([]);
    const caught = run(assault({ attacker: shermans(2), defenders: [grens] }), dice, ['fow3.captured=G2']).result;
    expect(caught.captured).toEqual(['G2']);
    expect(caught.teams.find((t) => t.id === 'G2')!.state).toBe('destroyed');
  });
});

describe("Anti-tank Guns Against Tanks: the table says whether the tank is in the gun's field of fire (EX-42/43)", () => {
  const setUp = () => {
    const v = demoView(1, { step: 'assault', active: 'British', turn: 2 });
    return {
      attacker: fow3AssaultPlatoon(v, 0, '1st Troop', true),
      defender: fow3AssaultPlatoon(v, 1, 'Anti-tank Gun Platoon'),
    };
  };
  const dice = [
    /* defensive fire misses */ 1, 1, 1, 1, 1, 1, 1, /* the tanks miss */ 1, 1, 1, 1, /* German test */ 4,
    /* SMG misses, PaK 1 misses, PaK 2 hits */ 1, 1, 5,
  ];

  it('in front of its base (the default): the crew fires its Anti-tank 12 at side armour 4, with a firepower test (EX-43)', () => {
    const { attacker, defender } = setUp();
    const { result, journal } = run(assault({ attacker, defenders: [defender] }), [
      ...dice,
      /* side 4 + 2 = 6 < 12 */ 2,
      /* firepower 3+ */ 4,
      /* British test */ 1,
    ]);
    const hit = result.rounds[1]!.fights[0]!.fight.hits[0]!;
    expect(hit).toMatchObject({ by: 'Anti-tank Gun Platoon/3', how: 'side-armour', outcome: 'destroyed' });
    const asked = journal.flatMap((e) => (e.type === 'decision' ? [[e.id, e.player]] : []));
    expect(asked).toContainEqual(['fow3.gun-field-of-fire', 'attacker']);
    expect(asked).toContainEqual(['fow3.gun-assault', 'defender']);
  });

  it('not in its field of fire: Tank Assault 2 against top armour 1 (EX-42)', () => {
    const { attacker, defender } = setUp();
    const { result } = run(
      assault({ attacker, defenders: [defender] }),
      [...dice, /* 1 + 2 = 3 > 2 */ 2, /* British test */ 1],
      ['fow3.gun-field-of-fire=no'],
    );
    expect(result.rounds[1]!.fights[0]!.fight.hits[0]).toMatchObject({ how: 'tank-assault', outcome: 'no-effect' });
  });
});

describe('The Shermans Charge into Contact: the table says which tanks cross rough going, and they take bogging checks (EX-39)', () => {
  it("1st Troop/1 crosses the PaK40s' stone wall (Difficult) and rolls a 1: bogged down short of contact", () => {
    const v = demoView(1, { step: 'assault', active: 'British', turn: 2 });
    const attacker = fow3AssaultPlatoon(v, 0, '1st Troop', true);
    const defender = fow3AssaultPlatoon(v, 1, 'Anti-tank Gun Platoon');
    const dice = [
      /* bogging check */ 1, /* defensive fire misses */ 1, 1, 1, 1, 1, 1, 1, /* three tanks fight, miss */ 1, 1, 1,
      /* the guns fail to counterattack */ 1,
    ];
    const { result, journal } = run(assault({ attacker, defenders: [defender] }), dice, [
      'fow3.charge-going=1st Troop/1|difficult',
    ]);
    expect(result.bogging.map((b) => [b.team, b.check.boggedDown])).toEqual([['1st Troop/1', true]]);
    expect(result.rounds[0]!.fights[0]!.fight.rolls.map((r) => r.team)).toEqual([
      '1st Troop/2',
      '1st Troop/3',
      '1st Troop/4',
    ]);
    expect(journal.some((e) => e.type === 'decision' && e.id === 'fow3.charge-going')).toBe(true);
    expect(result.teams.find((t) => t.id === '1st Troop/1')!.state).toBe('bogged-down');
  });

  it('none ticked (the default): good going, no bogging check', () => {
    const v = demoView(1, { step: 'assault', active: 'British', turn: 2 });
    const attacker = fow3AssaultPlatoon(v, 0, '1st Troop', true);
    const defender = fow3AssaultPlatoon(v, 1, 'Anti-tank Gun Platoon');
    const dice = [/* DF */ 1, 1, 1, 1, 1, 1, 1, /* four tanks */ 1, 1, 1, 1, /* the guns fail */ 1];
    const { result } = run(assault({ attacker, defenders: [defender] }), dice);
    expect(result.bogging).toEqual([]);
  });
});
