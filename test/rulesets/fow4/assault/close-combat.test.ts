import { describe, expect, it } from 'vitest';
import {
  BOYS,
  MG_TEAM,
  PANZER_III_H,
  PANZER_IV,
  RIFLE,
  TRUCK,
  d,
  runAssault,
  situation,
  teams,
  unit,
  type AssaultProfile,
} from './helpers.js';

describe('Roll to Hit and Roll Saves in an assault (p. 57)', () => {
  // Veteran infantry (Assault 3+) assault a lone Panzer III H: its vehicle MG fires (3 dice), then
  // the Boys rifle (Small team) and the MG team roll to hit, then the tank saves.
  const s = situation(
    unit('Veterans', [
      { id: 'Boys 1', profile: BOYS, small: true },
      { id: 'MG 1', profile: MG_TEAM },
    ]),
    [unit('Panzer', [{ id: 'Panzer 1', profile: PANZER_III_H }])],
  );

  it('EX-26a: a Small Infantry Team of Veterans needs 4+ to hit; the MG team 3+', () => {
    const { result } = runAssault(s, [1, 1, 1, 3, 3, 6, 1]);
    const hits = result.rounds[0]!.hits;
    expect(hits.map((h) => [h.team, h.need, h.hit])).toEqual([
      ['Boys 1', '4+', false],
      ['MG 1', '3+', true],
    ]);
    expect(result.rules.map((r) => r.id)).toContain('fow4.small-infantry-teams');
  });

  it('EX-26b: the MG team hits the tank with improvised weapons, Anti-tank 2 and Firepower 1+, against Top armour', () => {
    // MG 1 hits; the save die 1 + Top 1 = 2 = AT 2: the Firepower 1+ die always passes: Bailed Out.
    const { result } = runAssault(s, [1, 1, 1, 1, 3, 1, 1]);
    const mg = result.rounds[0]!.hits.find((h) => h.team === 'MG 1')!;
    expect(mg.attack).toBe('top');
    expect(mg.save!.save).toMatchObject({ face: 'top', armour: 1, antiTank: 2, total: 2, comparison: 'equals' });
    expect(mg.outcome).toBe('bailed-out');
    // The only defender is Bailed Out: the assault is won.
    expect(result.outcome).toBe('attacker-won');
  });

  it('EX-26c: the Boys rifle hits with its own Anti-tank 4 and Firepower 5+ against Side armour', () => {
    // Boys hits on 4; the MG misses; save 1 + Side 3 = 4 = AT 4; Firepower 5+ rolls 5: Bailed Out.
    const { result } = runAssault(s, [1, 1, 1, 4, 2, 1, 5], ['armour:Boys 1=side:Boys AT rifle']);
    const boys = result.rounds[0]!.hits.find((h) => h.team === 'Boys 1')!;
    expect(boys.attack).toBe('side:Boys AT rifle');
    expect(boys.save!.save).toMatchObject({ face: 'side', armour: 3, antiTank: 4, comparison: 'equals' });
    expect(boys.outcome).toBe('bailed-out');
  });

  const stickyBomb: AssaultProfile = { ...RIFLE, name: 'Sticky bomb team', rules: ['improvised-tank-assault-4'] };

  it('Improvised Tank Assault: a to-hit roll of 1 destroys the team itself', () => {
    const s2 = situation(
      unit('Brits', [
        { id: 'Sticky 1', profile: stickyBomb },
        { id: 'Rifle 1', profile: RIFLE },
      ]),
      [unit('Panzer', [{ id: 'Panzer 1', profile: PANZER_IV }])],
    );
    // DF MG: 3 misses; to hit: Sticky 1 rolls 1, Rifle 1 rolls 2 (miss); counterattack test fails.
    const { result } = runAssault(s2, [1, 1, 1, 1, 2, 1]);
    const h = result.rounds[0]!.hits[0]!;
    expect(h).toMatchObject({ team: 'Sticky 1', improvised: true, destroyedSelf: true });
    expect(result.teams.find((t) => t.id === 'Sticky 1')!.status).toBe('destroyed');
  });

  it('Improvised Tank Assault: hits Top armour with its own Anti-tank; declining it reverts to Tank Assault 2 and a 1 is a plain miss', () => {
    const s2 = situation(unit('Brits', [{ id: 'Sticky 1', profile: stickyBomb }]), [
      unit('Panzer', [{ id: 'Panzer 1', profile: PANZER_IV }]),
    ]);
    // Hit on 3; save 1 + Top 1 = 2 < AT 4; Firepower 1+: Destroyed.
    const used = runAssault(s2, [1, 1, 1, 3, 1, 1]).result.rounds[0]!.hits[0]!;
    expect(used.save!.save).toMatchObject({ face: 'top', antiTank: 4, effect: 'destroyed' });
    const declined = runAssault(s2, [1, 1, 1, 1, 1], ['improvised:Sticky 1=no']).result;
    expect(declined.rounds[0]!.hits[0]!.hit).toBe(false);
    expect(declined.rounds[0]!.hits[0]!.improvised).toBeUndefined();
    expect(declined.teams.find((t) => t.id === 'Sticky 1')!.status).toBe('active');
  });

  it('Tank Assault #: a specialist team uses its Tank Assault rating against Top armour', () => {
    const pioneers: AssaultProfile = { ...RIFLE, name: 'Pioneer team', rules: ['tank-assault-3'] };
    const s2 = situation(unit('Pioneers', [{ id: 'Pioneer 1', profile: pioneers }]), [
      unit('Panzer', [{ id: 'Panzer 1', profile: PANZER_IV }]),
    ]);
    const hit = runAssault(s2, [1, 1, 1, 3, 1, 1]).result.rounds[0]!.hits[0]!;
    expect(hit.save!.save).toMatchObject({ face: 'top', antiTank: 3, total: 2, effect: 'destroyed' });
  });

  it('Turret-rear MG: an infantry team that hits must re-roll the hit', () => {
    const tank = { ...PANZER_IV, rules: ['turret-rear-mg'] };
    const s2 = situation(unit('Rifles', [{ id: 'Rifle 1', profile: RIFLE }]), [
      unit('KV', [{ id: 'KV 1', profile: tank }]),
    ]);
    // DF 3 misses; hit on 5; the Turret-rear MG re-roll shows 2: no hit; counterattack fails.
    const { result } = runAssault(s2, [1, 1, 1, 5, 2, 1]);
    const h = result.rounds[0]!.hits[0]!;
    expect(h.hit).toBe(false);
    expect(h.turretRearReroll!.first.face).toBe(2);
    expect(result.rules.map((r) => r.id)).toContain('fow4.turret-rear-mg');
  });

  it('Begleit Escorts: an assaulting tank re-rolls its failed hit; the infantry hit is destroyed with no save', () => {
    const stug = { ...PANZER_IV, rules: ['begleit-escorts'] };
    const s2 = situation(unit('StuGs', [{ id: 'StuG 1', profile: stug }]), [
      unit('Rifles', [{ id: 'Rifle 1', profile: RIFLE }]),
    ]);
    // DF: Rifle ROF 1 misses; to hit 1, re-roll 4: hit; Rifle 1 Destroyed, no save die.
    const { result, journal } = runAssault(s2, [1, 1, 4]);
    const h = result.rounds[0]!.hits[0]!;
    expect(h).toMatchObject({ hit: true, target: 'Rifle 1', outcome: 'destroyed' });
    expect(h.die.reroll!.face).toBe(4);
    expect(journal.filter((e) => e.type === 'dice')).toHaveLength(3);
    expect(result.rules.map((r) => r.id)).toEqual(
      expect.arrayContaining(['fow4.begleit-escorts', 'fow4.no-saves-if-not-armoured']),
    );
    expect(result.units.find((u) => u.name === 'Rifles')!.pinned).toBe(true);
    expect(result.outcome).toBe('attacker-won');
  });

  it('Passengers are destroyed with their transport, without saves', () => {
    const s2 = situation(unit('Rifles', [{ id: 'Rifle 1', profile: RIFLE }]), [
      unit('Trucks', [{ id: 'Truck 1', profile: TRUCK, passengers: ['Mortar 1'] }]),
      unit('Mortars', [{ id: 'Mortar 1', profile: { ...MG_TEAM, type: 'heavy-weapon' } }]),
    ]);
    const { result } = runAssault(s2, [3]);
    const h = result.rounds[0]!.hits[0]!;
    expect(h).toMatchObject({ target: 'Truck 1', outcome: 'destroyed', alsoDestroyed: ['Mortar 1'] });
    expect(result.teams.find((t) => t.id === 'Mortar 1')!.status).toBe('destroyed');
  });

  it("a tank's hit cannot be given to a tank, and the defender chooses among teams in Contact", () => {
    const s2 = situation(unit('Panzers', [{ id: 'Panzer 1', profile: PANZER_IV }]), [
      unit('Mixed', [
        { id: 'Rifle A', profile: RIFLE },
        { id: 'Rifle B', profile: RIFLE },
        { id: 'Sherman', profile: { ...PANZER_IV, name: 'Sherman' } },
      ]),
    ]);
    // DF: Rifle A, Rifle B 1 die each, the Sherman's gun 2 dice (all miss); Panzer 1 hits with 3.
    const { result } = runAssault(s2, [1, 1, 1, 1, 3, 1], ['hit-target:Panzer 1=Rifle B']);
    const r = result.rounds[0]!;
    expect(r.charge[0]!.contacts).toEqual(['Rifle A', 'Rifle B']);
    expect(r.hits[0]).toMatchObject({ target: 'Rifle B', outcome: 'destroyed' });
    expect(r.over!.ignored).toEqual([{ team: 'Sherman', reason: 'tanks cannot assault tanks' }]);
  });

  it('Cavalry cannot roll to hit Armoured Tanks, so cavalry alone cannot assault a tank unit', () => {
    const cav: AssaultProfile = { ...RIFLE, name: 'Cavalry', type: 'cavalry' };
    const s2 = situation(unit('Cossacks', [{ id: 'Cav 1', profile: cav }]), [
      unit('Panzer', [{ id: 'Panzer 1', profile: PANZER_IV }]),
    ]);
    expect(runAssault(s2, []).result.outcome).toBe('no-assault');
  });

  it('Bunkers: a tank cannot assault a Bunker; a Bulldozer buries a Turret Bunker it hits', () => {
    const nest: AssaultProfile = {
      name: 'MG Nest',
      type: 'gun',
      mobility: 'immobile-gun',
      weapons: [{ name: 'MG', range: d(16), rof: 3, antiTank: 2, firepower: 6 }],
    };
    const noDozer = situation(unit('Panzers', [{ id: 'Panzer 1', profile: PANZER_IV }]), [
      unit('Nest', [{ id: 'Nest 1', profile: nest, bunker: 'nest' }], {
        ratings: { motivation: 'fearless', skill: 'trained', isHitOn: 2 },
      }),
    ]);
    expect(runAssault(noDozer, []).result.outcome).toBe('no-assault');
    const dozer = { ...PANZER_IV, rules: ['bulldozer'] };
    const turret: AssaultProfile = {
      ...PANZER_IV,
      name: 'Turret Bunker',
      mobility: 'immobile-gun',
      weapons: [{ name: 'KwK', range: d(24), rof: 2, antiTank: 7, firepower: 4, minRange: d(8) }],
    };
    const withDozer = situation(unit('Dozers', [{ id: 'Dozer 1', profile: dozer }]), [
      unit('Bunker', [{ id: 'Turret 1', profile: turret, bunker: 'turret' }]),
    ]);
    const { result } = runAssault(withDozer, [3]);
    expect(result.rounds[0]!.hits[0]).toMatchObject({ target: 'Turret 1', outcome: 'destroyed' });
    expect(result.rules.map((r) => r.id)).toContain('fow4.burying-bunkers');
  });

  it('Demolition Carrier: hits on 2+ and a Pillbox must pass its 2+ save', () => {
    const goliath: AssaultProfile = {
      name: 'Goliath',
      type: 'tank',
      mobility: 'half-tracked',
      armour: { front: 0, side: 0, top: 0 },
      weapons: [{ name: 'Charge', range: d(0), rof: 0, antiTank: null, firepower: 4 }],
      rules: ['demolition-carrier'],
    };
    const pillbox: AssaultProfile = { name: 'Pillbox', type: 'gun', mobility: 'immobile-gun', weapons: [] };
    const s2 = situation(unit('Goliaths', [{ id: 'Goliath 1', profile: goliath }]), [
      unit('Pillbox', [{ id: 'Pillbox 1', profile: pillbox, bunker: 'pillbox' }]),
    ]);
    // Hit on 2; the Pillbox's 2+ save rolls 1: destroyed.
    const { result } = runAssault(s2, [2, 1]);
    const h = result.rounds[0]!.hits[0]!;
    expect(h).toMatchObject({ need: '2+', outcome: 'destroyed' });
    expect(h.pillboxSave).toMatchObject({ need: '2+', saved: false });
    expect(result.teams.find((t) => t.id === 'Goliath 1')!.status).toBe('destroyed');
  });
});
