import { describe, expect, it } from 'vitest';
import {
  blitz,
  cross,
  crossHere,
  crossOdds,
  digIn,
  digInOdds,
  followMe,
  orderAllowed,
  shootAndScoot,
} from '../../../../src/rulesets/fow4/rating-tests/index.js';
import { codes, faces, run, ruleIds } from './helpers.js';

const veteran = { motivation: 'confident', skill: 'veteran' } as const;
const trained = { motivation: 'confident', skill: 'trained' } as const;

describe('Cross tests (p. 20)', () => {
  it('EX-06: two tanks with Cross 3+ enter woods; 4 enters, 2 stops at once and counts as moved', () => {
    const a = run(cross({ mobility: 'standard-tank', team: 'Sherman 1' }), [4]);
    const b = run(cross({ mobility: 'standard-tank', team: 'Sherman 2' }), [2]);
    expect(a.need).toBe(3);
    expect(a.passed).toBe(true);
    expect(codes(a)).toEqual(['crosses']);
    expect(b.passed).toBe(false);
    expect(codes(b)).toEqual(['stops', 'counts-as-moved']);
  });
  it('a Unit Leader that fails may hand over to another team within 6"/15cm', () => {
    expect(codes(run(cross({ mobility: 'wheeled', isLeader: true }), [4]))).toContain('new-leader-may-be-nominated');
  });
  it('Cross numbers from the mobility table', () => {
    expect(run(cross({ mobility: 'half-tracked' }), [4]).need).toBe(4);
    expect(run(cross({ mobility: 'wheeled' }), [5]).need).toBe(5);
    expect(run(cross({ mobility: 'immobile-gun' }), [6]).need).toBe(6);
    expect(run(cross({ mobility: 'cavalry' }), [2]).need).toBe(2);
  });
  it('infantry cross Auto with no die, even at night [AMB-7]', () => {
    const r = run(cross({ mobility: 'infantry', night: true }), []);
    expect(r.passed).toBe(true);
    expect(r.need).toBe('auto');
  });
  it('infantry need 4+ at a Deep River (p. 14), a Skill test at Barbed Wire (p. 77)', () => {
    expect(run(cross({ mobility: 'infantry', terrain: 'deep-river' }), [4]).need).toBe(4);
    const wire = run(
      cross({ mobility: 'infantry', terrain: 'barbed-wire', ratings: { motivation: 'confident', skill: 'conscript' } }),
      [5],
    );
    expect(wire.need).toBe(5);
    expect(ruleIds(wire)).toContain('fow4.obstacle-skill-test');
  });
  it('Night: Cross +1 in Difficult Terrain (3+ becomes 4+)', () => {
    expect(run(cross({ mobility: 'standard-tank', night: true }), [4]).need).toBe(4);
  });
  it('Wide Tracks -1 (3+ to 2+); Overloaded +1 (3+ to 4+)', () => {
    expect(run(cross({ mobility: 'standard-tank', teamRules: ['wide-tracks'] }), [2]).need).toBe(2);
    expect(run(cross({ mobility: 'standard-tank', teamRules: ['overloaded'] }), [4]).need).toBe(4);
  });
  it('Duckbills and Smooth Ride: Cross 2+ (Duckbills at night: 3+)', () => {
    expect(run(cross({ mobility: 'standard-tank', teamRules: ['duckbills'] }), [2]).need).toBe(2);
    expect(run(cross({ mobility: 'standard-tank', teamRules: ['smooth-ride'] }), [2]).need).toBe(2);
    expect(run(cross({ mobility: 'standard-tank', teamRules: ['duckbills'], night: true }), [3]).need).toBe(3);
  });
  it('Cross modified better than 2+ still fails on a 1', () => {
    const r = run(cross({ mobility: 'standard-tank', teamRules: ['smooth-ride'], crossHere: true }), [1]);
    expect(r.need).toBe(1);
    expect(r.passed).toBe(false);
  });
  it('Hedgerow Cutters re-roll failed Cross tests at hedges and bocage only', () => {
    const hedge = run(cross({ mobility: 'standard-tank', teamRules: ['hedgerow-cutters'], terrain: 'bocage' }), [2, 3]);
    expect(hedge.passed).toBe(true);
    expect(faces(hedge)).toEqual(['test:2', 'hedgerow-cutters:3']);
    expect(run(cross({ mobility: 'standard-tank', teamRules: ['hedgerow-cutters'] }), [2]).passed).toBe(false);
    expect(
      crossOdds({
        mobility: 'standard-tank',
        teamRules: ['hedgerow-cutters'],
        terrain: 'hedge',
      }).withRerolls[0]!.pass.toString(),
    ).toBe('8/9');
  });
});

describe('Cross Here (p. 25)', () => {
  it('EX-08: Hetzers crossing within 6"/15cm of the leader pass on 3+ instead of 4+; no shooting or assaulting', () => {
    const r = run(crossHere({ cross: 4, team: 'Hetzer' }), [3]);
    expect(r.kind).toBe('cross-here');
    expect(r.need).toBe(3);
    expect(r.passed).toBe(true);
    expect(codes(r)).toContain('cross-here-no-shoot-assault');
    expect(run(crossHere({ cross: 4 }), [2]).passed).toBe(false);
  });
});

describe('Blitz Move (p. 24)', () => {
  it('EX-07: Veteran Marder IIs (Tactics 3+) roll 3: move 4"/10cm, and count as not moved if they go no further', () => {
    const r = run(blitz({ ratings: veteran, name: 'Marder II' }), [3]);
    expect(r.need).toBe(3);
    expect(r.passed).toBe(true);
    expect(codes(r)).toEqual(expect.arrayContaining(['blitz-move', 'blitz-not-moved', 'no-assault']));
  });
  it('EX-07b: a roll under 3: Tactical only, +1 to hit as Out of Command, no bombardment', () => {
    const r = run(blitz({ ratings: veteran }), [2]);
    expect(r.passed).toBe(false);
    expect(codes(r)).toEqual(expect.arrayContaining(['tactical-only', 'out-of-command-penalty', 'no-bombardment']));
  });
  it('Tiger Ace -1 (4+ to 3+), Tip and Run -1, Tally Ho! +1 (4+ to 5+)', () => {
    expect(run(blitz({ ratings: trained, rules: ['tiger-ace'] }), [3]).need).toBe(3);
    expect(run(blitz({ ratings: trained, rules: ['tip-and-run'] }), [3]).need).toBe(3);
    expect(run(blitz({ ratings: trained, rules: ['tally-ho'] }), [5]).need).toBe(5);
  });
  it('Gun teams cannot Blitz unless Horse Artillery; bailed-out leaders cannot order it', () => {
    const gun = run(blitz({ ratings: trained, gunUnit: true }), []);
    expect(gun.passed).toBe(false);
    expect(codes(gun)).toEqual(['order-not-allowed']);
    expect(run(blitz({ ratings: trained, gunUnit: true, rules: ['horse-artillery'] }), [4]).passed).toBe(true);
    expect(codes(run(blitz({ ratings: trained, leaderBailedOut: true }), []))).toEqual(['order-not-allowed']);
  });
});

describe('Shoot and Scoot (p. 24)', () => {
  it('Tactics test; Tip and Run -1; only if the leader did not move', () => {
    const r = run(shootAndScoot({ ratings: trained }), [4]);
    expect(r.passed).toBe(true);
    expect(codes(r)).toContain('scoot');
    expect(run(shootAndScoot({ ratings: trained, rules: ['tip-and-run'] }), [3]).need).toBe(3);
    expect(run(shootAndScoot({ ratings: trained, rules: ['tally-ho'] }), [5]).need).toBe(5);
    expect(codes(run(shootAndScoot({ ratings: trained }), [3]))).toContain('stays');
    expect(codes(run(shootAndScoot({ ratings: trained, leaderMoved: true }), []))).toEqual(['order-not-allowed']);
  });
});

describe('Dig In (p. 24)', () => {
  it('one Tactics test; a Pioneer Supply vehicle within 2"/5cm re-rolls a failure (p. 80)', () => {
    expect(codes(run(digIn({ ratings: trained }), [4]))).toContain('foxholes');
    const r = run(digIn({ ratings: trained, pioneerSupply: true }), [2, 5]);
    expect(r.passed).toBe(true);
    expect(faces(r)).toEqual(['test:2', 'pioneer-supply:5']);
    expect(digInOdds({ ratings: trained, pioneerSupply: true }).withRerolls[0]!.pass.toString()).toBe('3/4');
  });
  it('Gun units may Dig In; Shtraf never can', () => {
    expect(run(digIn({ ratings: trained, gunUnit: true }), [4]).passed).toBe(true);
    expect(codes(run(digIn({ ratings: trained, rules: ['shtraf'] }), []))).toEqual(['order-not-allowed']);
  });
});

describe('Follow Me (p. 25)', () => {
  it('EX-09: pass, In Command T-70s move +4"/10cm; fail, they stay; either way no In Command T-70 may shoot', () => {
    const pass = run(followMe({ ratings: { motivation: 'fearless', skill: 'conscript' }, name: 'T-70' }), [3]);
    expect(pass.need).toBe(3);
    expect(codes(pass)).toEqual(expect.arrayContaining(['follow-me-move', 'in-command-no-shooting']));
    const fail = run(followMe({ ratings: { motivation: 'fearless', skill: 'conscript' } }), [2]);
    expect(codes(fail)).toEqual(expect.arrayContaining(['rest-stay', 'in-command-no-shooting']));
    expect(codes(fail)).not.toContain('no-assault');
  });
  it('Cavalry unit -1 (4+ to 3+); Shtraf 2+', () => {
    expect(run(followMe({ ratings: trained, rules: ['cavalry'] }), [3]).need).toBe(3);
    expect(run(followMe({ ratings: { motivation: 'reluctant', skill: 'trained' }, rules: ['shtraf'] }), [2]).need).toBe(
      2,
    );
  });
});

describe('Who may issue an order', () => {
  const s = { ratings: trained };
  it('one order per turn; Stormtroopers a second, different one after a success', () => {
    expect(orderAllowed('blitz', { ...s, previousOrders: [{ order: 'follow-me', passed: true }] }).allowed).toBe(false);
    expect(
      orderAllowed('follow-me', { ...s, rules: ['stormtroopers'], previousOrders: [{ order: 'blitz', passed: true }] })
        .allowed,
    ).toBe(true);
    expect(
      orderAllowed('blitz', { ...s, rules: ['stormtroopers'], previousOrders: [{ order: 'blitz', passed: true }] })
        .allowed,
    ).toBe(false);
    expect(
      orderAllowed('follow-me', { ...s, rules: ['stormtroopers'], previousOrders: [{ order: 'blitz', passed: false }] })
        .allowed,
    ).toBe(false);
  });
  it('Seek, Strike, and Destroy: Shoot and Scoot after another successful order', () => {
    expect(
      orderAllowed('shoot-and-scoot', {
        ...s,
        rules: ['seek-strike-and-destroy'],
        previousOrders: [{ order: 'blitz', passed: true }],
      }).allowed,
    ).toBe(true);
    expect(
      orderAllowed('follow-me', {
        ...s,
        rules: ['seek-strike-and-destroy'],
        previousOrders: [{ order: 'blitz', passed: true }],
      }).allowed,
    ).toBe(false);
  });
  it('no orders before a Reserve unit is on the table', () => {
    expect(orderAllowed('blitz', { ...s, notYetOnTable: true }).allowed).toBe(false);
  });
});
