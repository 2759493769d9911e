import { describe, expect, it } from 'vitest';
import { FIREFLY_VC, SHERMAN_V } from '../../../src/rulesets/fow3/arsenal/british.js';
import { ARMOURED_SQUADRON, GRENADIERKOMPANIE, platoonPoints } from '../../../src/rulesets/fow3/arsenal/forces.js';
import { PAK40, STUG_G } from '../../../src/rulesets/fow3/arsenal/german.js';
import { firstTurn, objectivePlacementProblems } from '../../../src/rulesets/fow3/mission/free-for-all.js';
import {
  companyMoraleCheck,
  objectiveTaken,
  platoonMoraleCheck,
  platoonMoraleNeeded,
} from '../../../src/rulesets/fow3/morale.js';
import {
  boggingCheck,
  commanderMoves,
  digIn,
  freeBoggedDown,
  moveAllowance,
  teamsInCommand,
} from '../../../src/rulesets/fow3/movement.js';
import { fow3Options } from '../../../src/rulesets/fow3/options.js';
import { commandDistance } from '../../../src/rulesets/fow3/ratings.js';
import { motivationTest } from '../../../src/rulesets/fow3/rating-tests/motivation-skill.js';
import { saveHit } from '../../../src/rulesets/fow3/shooting/saves.js';
import { PARA_RIFLE_MG } from '../../../src/rulesets/fow3/arsenal/british.js';
import { run } from './helpers.js';

describe('fow3 Starting Step tests', () => {
  it('EX-6 a Confident crew remounts on 4+; with the company command team joined, a failure is re-rolled', () => {
    expect(run(motivationTest('confident', 'remount'), [4]).result.passed).toBe(true);
    expect(run(motivationTest('confident', 'remount'), [3]).result.passed).toBe(false);
    const rr = run(motivationTest('confident', 'remount', { companyCommandJoined: true }), [3, 4]).result;
    expect(rr).toMatchObject({ faces: [3, 4], rerolled: true, passed: true });
    // No company command re-roll for counterattacks.
    expect(run(motivationTest('confident', 'counterattack', { companyCommandJoined: true }), [3]).result.rerolled).toBe(
      false,
    );
  });

  it('EX-22 rally: Fearless paratroopers on 3+, Confident grenadiers on 4+', () => {
    expect(run(motivationTest('fearless', 'rally'), [3]).result.passed).toBe(true);
    expect(run(motivationTest('confident', 'rally'), [3]).result.passed).toBe(false);
  });

  it('EX-11 bogged tanks free themselves: Trained on 4+, Veteran on 3+', () => {
    expect(run(freeBoggedDown('trained'), [3]).result.passed).toBe(false);
    expect(run(freeBoggedDown('veteran'), [3]).result.passed).toBe(true);
  });
});

describe('fow3 movement (pp. 9, 14, 17, 19)', () => {
  it('EX-12 a tank crossing a hedge (Difficult) bogs only on a 1', () => {
    expect(run(boggingCheck(SHERMAN_V, 'trained', 'difficult'), [3]).result.boggedDown).toBe(false);
    expect(run(boggingCheck(SHERMAN_V, 'trained', 'difficult'), [1]).result.boggedDown).toBe(true);
    expect(run(boggingCheck(SHERMAN_V, 'trained', 'easy'), []).result.needed).toBe(false);
  });

  it('EX-13 entering a building (Very Difficult): Veteran StuG bogs on 1-2, Trained Sherman on 1-3; a 2 bogs either', () => {
    expect(run(boggingCheck(STUG_G, 'veteran', 'very-difficult'), [2]).result.boggedDown).toBe(true);
    expect(run(boggingCheck(STUG_G, 'veteran', 'very-difficult'), [3]).result.boggedDown).toBe(false);
    expect(run(boggingCheck(SHERMAN_V, 'trained', 'very-difficult'), [3]).result.boggedDown).toBe(true);
    expect(run(boggingCheck(SHERMAN_V, 'trained', 'very-difficult'), [2]).result.boggedDown).toBe(true);
  });

  it('move distances: tanks 12"/8" in rough terrain, infantry 6", PaK40 4" and never into Very Difficult going', () => {
    expect(moveAllowance(SHERMAN_V, 'easy').distance).toEqual({ inches: 12, cm: 30 });
    expect(moveAllowance(SHERMAN_V, 'difficult').distance).toEqual({ inches: 8, cm: 20 });
    expect(moveAllowance(PARA_RIFLE_MG, 'very-difficult').distance).toEqual({ inches: 6, cm: 15 });
    expect(moveAllowance(PAK40, 'difficult').distance.inches).toBe(4);
    expect(moveAllowance(PAK40, 'very-difficult').allowed).toBe(false);
    expect(run(boggingCheck(PAK40, 'veteran', 'difficult'), [1]).result.boggedDown).toBe(true);
  });

  it('EX-21 Veteran paratroopers dig in on 3+ and are then in bulletproof cover', () => {
    expect(run(digIn('veteran'), [3]).result.passed).toBe(true);
    expect(run(digIn('trained'), [3]).result.passed).toBe(false);
    const hit = run(
      saveHit({ id: 'P', profile: PARA_RIFLE_MG, dugIn: true, moved: false }, SHERMAN_V.weapons[1]!, fow3Options()),
      [1, 5],
    ).result;
    expect(hit.outcome).toBe('no-effect');
    expect(hit.save).toMatchObject({ bulletproof: true, effect: 'protected' });
  });

  it('EX-25 command distance: Veteran StuGs 8"/20cm, Trained Shermans 6"/15cm, Veteran infantry 6"/15cm; a chain of teams stays in command', () => {
    expect(commandDistance('veteran', 'tank')).toEqual({ inches: 8, cm: 20 });
    expect(commandDistance('trained', 'tank')).toEqual({ inches: 6, cm: 15 });
    expect(commandDistance('veteran', 'infantry')).toEqual({ inches: 6, cm: 15 });
    const chain = teamsInCommand(
      { id: 'HQ', x: 0, y: 0 },
      [
        { id: 'a', x: 6, y: 0 },
        { id: 'b', x: 12, y: 0 },
        { id: 'c', x: 25, y: 0 },
      ],
      'veteran',
      'infantry',
    );
    expect(chain).toMatchObject({ inCommand: ['a', 'b'], outOfCommand: ['c'] });
  });

  it('EX-26 the commander takes at least half the platoon; the Firefly left behind may not move', () => {
    const r = commanderMoves(['Cmd', 'S1', 'S2', 'Firefly'], ['Cmd', 'S1', 'S2']);
    expect(r).toMatchObject({ allowed: true, mayNotMove: ['Firefly'] });
    expect(commanderMoves(['Cmd', 'S1', 'S2', 'Firefly'], ['Cmd']).allowed).toBe(false);
  });
});

describe('fow3 morale and winning', () => {
  it('EX-44 a Confident grenadier platoon with more dead than alive checks morale; a 3 destroys it', () => {
    const need = platoonMoraleNeeded(
      ['destroyed', 'destroyed', 'destroyed', 'destroyed', 'alive', 'alive', 'alive'],
      2,
    );
    expect(need.required).toBe(true);
    expect(run(platoonMoraleCheck('confident'), [3]).result.platoonDestroyed).toBe(true);
    expect(
      platoonMoraleNeeded(['destroyed', 'destroyed', 'destroyed', 'destroyed', 'alive', 'alive', 'alive'], 0).required,
    ).toBe(false);
  });

  it('a company command team that joined and the re-roll fails is destroyed with the platoon', () => {
    expect(run(platoonMoraleCheck('confident', true), [1, 2]).result).toMatchObject({
      platoonDestroyed: true,
      companyCommandDestroyed: true,
    });
    expect(run(platoonMoraleCheck('confident', true), [1, 5]).result).toMatchObject({
      platoonDestroyed: false,
      companyCommandDestroyed: false,
    });
  });

  it('EX-45 bogged down and bailed out tanks are ignored: 1 dead, 1 alive, no check', () => {
    expect(platoonMoraleNeeded(['bogged-down', 'destroyed', 'bailed-out', 'alive'], 1)).toMatchObject({
      required: false,
      dead: 1,
      alive: 1,
      ignored: 2,
    });
  });

  it('EX-46 company morale: with one grenadier platoon left, a 5 fights on; the 2iC rolls when the commander is dead (A4: flat 4+ by default)', () => {
    const c = {
      platoonsDestroyed: 3,
      platoonsFighting: 1,
      companyCommandAlive: true,
      twoICAlive: true,
      motivation: 'fearless' as const,
    };
    expect(run(companyMoraleCheck(c, fow3Options()), [5]).result).toMatchObject({
      required: true,
      fightsOn: true,
      roller: 'company-command',
    });
    expect(run(companyMoraleCheck(c, fow3Options()), [3]).result.fightsOn).toBe(false);
    expect(run(companyMoraleCheck(c, fow3Options({ companyMorale: 'motivation' })), [3]).result.fightsOn).toBe(true);
    expect(run(companyMoraleCheck({ ...c, companyCommandAlive: false }, fow3Options()), [4]).result.roller).toBe('2ic');
    expect(
      run(companyMoraleCheck({ ...c, companyCommandAlive: false, twoICAlive: false }, fow3Options()), []).result
        .fightsOn,
    ).toBe(false);
    expect(run(companyMoraleCheck({ ...c, platoonsDestroyed: 1 }, fow3Options()), []).result.required).toBe(false);
  });

  it('EX-47 pinned grenadiers within 4"/10cm take the objective; a bailed out Sherman neither holds nor blocks', () => {
    expect(objectiveTaken([{ kind: 'infantry', pinned: true }], [{ kind: 'tank', bailedOut: true }]).taken).toBe(true);
    expect(objectiveTaken([{ kind: 'infantry' }], [{ kind: 'tank' }]).taken).toBe(false);
    expect(objectiveTaken([{ kind: 'tank', boggedDown: true }], []).taken).toBe(false);
  });

  it('EX-48 an Armoured Platoon of 3 Sherman V + 1 Firefly VC is 280 points, 2 + 1 is 215', () => {
    expect(platoonPoints(ARMOURED_SQUADRON, 'Armoured Platoon', { 'Sherman V': 3, 'Firefly VC': 1 })).toBe(280);
    expect(platoonPoints(ARMOURED_SQUADRON, 'Armoured Platoon', { 'Sherman V': 2, 'Firefly VC': 1 })).toBe(215);
    expect(platoonPoints(GRENADIERKOMPANIE, 'Heavy Tank Platoon', { 'Tiger I E': 3 })).toBe(645);
    expect(FIREFLY_VC.weapons[0]!.antiTank).toBe(13);
  });
});

describe('fow3 Free-for-All (spec §10)', () => {
  it('objectives at least 16"/40cm from the centre, not within 8"/20cm of a side, in the enemy end box', () => {
    expect(objectivePlacementProblems({ fromCentre: 18, fromSide: 10, inEnemyEndBox: true })).toEqual([]);
    expect(objectivePlacementProblems({ fromCentre: 14, fromSide: 6, inEnemyEndBox: false })).toHaveLength(3);
  });

  it('the higher die takes the first turn (ties roll again); the other side starts gone to ground', () => {
    expect(run(firstTurn(), [3, 3, 2, 5]).result).toMatchObject({
      first: 'allied',
      goneToGround: 'german',
      rolls: [
        { german: 3, allied: 3 },
        { german: 2, allied: 5 },
      ],
    });
  });
});
