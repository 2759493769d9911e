import { describe, expect, it } from 'vitest';
import { Fraction } from '../../../../src/dice/index.js';
import {
  bailedOutAgain,
  lastStand,
  rally,
  rallyOdds,
  remount,
  remountOdds,
  remountTanks,
} from '../../../../src/rulesets/fow4/rating-tests/index.js';
import { codes, faces, run, ruleIds } from './helpers.js';

const confident = { motivation: 'confident', skill: 'trained' } as const;
const cromwells = { ratings: confident, name: 'Cromwell IV Armoured Platoon' };

describe('Remount (p. 38)', () => {
  it('EX-14a: Confident with Protected Ammo needs 3+; a 1 with no Commander in range stays Bailed Out', () => {
    const r = run(remount({ ...cromwells, teamRules: ['protected-ammo'], tank: 'A' }), [1]);
    expect(r.need).toBe(3);
    expect(r.passed).toBe(false);
    expect(codes(r)).toEqual(['remains-bailed-out']);
    expect(ruleIds(r)).toContain('fow4.protected-ammo');
  });

  it('EX-14b: a 4 remounts', () => {
    const r = run(remount({ ...cromwells, teamRules: ['protected-ammo'], tank: 'B' }), [4]);
    expect(r.passed).toBe(true);
    expect(codes(r)).toEqual(['remounted']);
  });

  it('EX-14c: a 1, the Formation Commander within 6"/15cm and in LOS, re-roll 5: remounts', () => {
    const r = run(remount({ ...cromwells, teamRules: ['protected-ammo'], tank: 'C', commander: true }), [1, 5]);
    expect(r.passed).toBe(true);
    expect(faces(r)).toEqual(['test:1', 'commander:5']);
    expect(ruleIds(r)).toContain('fow4.remount-leadership');
  });

  it('EX-14: the three tanks in turn (A 1, B 4, C 1 then 5)', () => {
    const rs = run(
      remountTanks(cromwells, [
        { name: 'A', teamRules: ['protected-ammo'] },
        { name: 'B', teamRules: ['protected-ammo'] },
        { name: 'C', teamRules: ['protected-ammo'], commander: true },
      ]),
      [1, 4, 1, 5],
    );
    expect(rs.map((r) => r.passed)).toEqual([false, true, true]);
  });

  it('asks about the Commander only when the roll fails', () => {
    expect(run(remount({ ...cromwells, commander: 'ask' }), [4]).passed).toBe(true);
    const r = run(remount({ ...cromwells, commander: 'ask' }), [2, 6], ['fow4.remount.commander=true']);
    expect(r.passed).toBe(true);
    const s = run(remount({ ...cromwells, commander: 'ask' }), [2], ['fow4.remount.commander=false']);
    expect(s.passed).toBe(false);
  });

  it('exact odds: Remount 3+ is 2/3, with the Commander re-roll 8/9', () => {
    const o = remountOdds({ ...cromwells, teamRules: ['protected-ammo'] });
    expect(o.pass.equals(Fraction.of(2, 3))).toBe(true);
    expect(o.withRerolls.find((w) => w.by === 'commander')!.pass.equals(Fraction.of(8, 9))).toBe(true);
  });
});

describe('Bailed Out Again (p. 38)', () => {
  it('EX-13d: a failed roll against Remount destroys the tank', () => {
    const r = run(bailedOutAgain({ ratings: { motivation: 'confident', skill: 'veteran' }, tank: 'Sherman V' }), [3]);
    expect(r.need).toBe(4);
    expect(r.passed).toBe(false);
    expect(codes(r)).toEqual(['destroyed']);
  });
  it('a pass has no further effect; it uses the Remount rating (Protected Ammo 3+)', () => {
    const r = run(bailedOutAgain({ ratings: confident, teamRules: ['protected-ammo'] }), [3]);
    expect(r.passed).toBe(true);
    expect(codes(r)).toEqual(['no-further-effect']);
  });
  it('the Commander may re-roll it as an immediate Remount check [AMB-9]', () => {
    const r = run(bailedOutAgain({ ratings: confident, commander: true }), [1, 4]);
    expect(r.passed).toBe(true);
  });
});

describe('Rally (p. 41) and the Komissar (p. 73)', () => {
  const strelkovy = { ratings: { motivation: 'confident', skill: 'trained' } as const, name: 'Strelkovy Company' };

  it('passes on the Rally rating and the unit is no longer Pinned', () => {
    const r = run(rally({ ...strelkovy }), [4]);
    expect(r.passed).toBe(true);
    expect(codes(r)).toEqual(['rallied']);
    const f = run(rally({ ...strelkovy }), [3]);
    expect(codes(f)).toEqual(['remains-pinned']);
  });

  it('EX-31a: fails, the Commander re-rolls and fails, the Komissar destroys a team and re-rolls: success', () => {
    const r = run(
      rally({ ...strelkovy, commander: true, komissar: { kind: 'komissar' } }),
      [2, 3, 5],
      ['fow4.rally.komissar=true'],
    );
    expect(r.passed).toBe(true);
    expect(faces(r)).toEqual(['test:2', 'commander:3', 'komissar:5']);
    expect(codes(r)).toEqual(['komissar-team-destroyed', 'rallied']);
    expect(ruleIds(r)).toEqual(
      expect.arrayContaining(['fow4.command-leadership', 'fow4.rally-leadership', 'fow4.komissar']),
    );
  });

  it('EX-31b: the Komissar re-roll is a 1: the Komissar is removed and the test fails a third time', () => {
    const r = run(rally({ ...strelkovy, commander: true, komissar: { kind: 'komissar', use: true } }), [2, 3, 1]);
    expect(r.passed).toBe(false);
    expect(codes(r)).toEqual(['komissar-destroyed', 'remains-pinned']);
    expect(codes(r)).not.toContain('komissar-team-destroyed');
  });

  it('the player may decline the Komissar (no team lost)', () => {
    const r = run(
      rally({ ...strelkovy, komissar: { kind: 'battalion-komissar' } }),
      [1],
      ['fow4.rally.battalion-komissar=false'],
    );
    expect(r.passed).toBe(false);
    expect(codes(r)).toEqual(['remains-pinned']);
  });

  it('the Komissar alone (no Commander in range) still re-rolls', () => {
    const r = run(rally({ ...strelkovy, commander: false, komissar: { kind: 'komissar', use: true } }), [3, 4]);
    expect(r.passed).toBe(true);
    expect(faces(r)).toEqual(['test:3', 'komissar:4']);
  });

  it('exact odds for Rally 4+: 1/2; Commander 3/4; Komissar 3/4; both 7/8', () => {
    const o = rallyOdds({ ...strelkovy, komissar: { kind: 'komissar' } });
    const by = Object.fromEntries(o.withRerolls.map((w) => [w.by, w.pass.toString()]));
    expect(o.pass.toString()).toBe('1/2');
    expect(by).toEqual({ commander: '3/4', komissar: '3/4', 'commander+komissar': '7/8' });
  });

  it('exact odds of a Shtraf Komissar re-roll (2+): 5/6 each die', () => {
    const o = rallyOdds({ ...strelkovy, rules: ['shtraf'], komissar: { kind: 'komissar' } });
    expect(o.need).toBe(2);
    expect(o.withRerolls.find((w) => w.by === 'komissar')!.pass.toString()).toBe('35/36');
  });
});

describe('Unit Last Stand roll (p. 60)', () => {
  it('HQ Units never test', () => {
    const r = run(lastStand({ ratings: confident, hq: true }), []);
    expect(r.passed).toBe(true);
    expect(codes(r)).toEqual(['hq-never-tests']);
  });
  it('a failed Transport Unit: passengers dismount Pinned Down', () => {
    const r = run(lastStand({ ratings: confident, unitType: 'transport' }), [2]);
    expect(codes(r)).toEqual(['unit-destroyed', 'wrecks-remain', 'passengers-dismount-pinned']);
  });
  it('a failed Infantry unit removes its Transport Attachment (not Destroyed)', () => {
    const r = run(lastStand({ ratings: confident, unitType: 'infantry', hasTransportAttachment: true }), [3]);
    expect(codes(r)).toContain('transport-attachment-removed');
  });
  it('Commander re-roll on a failure', () => {
    const r = run(lastStand({ ratings: { motivation: 'reluctant', skill: 'trained' }, commander: true }), [4, 5]);
    expect(r.need).toBe(5);
    expect(r.passed).toBe(true);
  });
});
