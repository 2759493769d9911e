import { describe, expect, it } from 'vitest';
import { readyGame, unit, walk } from './helpers.js';

const britishShooting = (edit: Parameters<typeof readyGame>[0]) =>
  readyGame((s) => edit!({ ...s, step: 'shooting', play: { ...s.play, meeting: false } }));
const germanShooting = (edit: Parameters<typeof readyGame>[0]) =>
  readyGame((s) => edit!({ ...s, step: 'shooting', active: 'German', play: { ...s.play, meeting: false } }));

const refusal = async (file: string, label: string) => String(await walk(file, [label]).catch((e: Error) => e));

describe('The Shooting Step menu dims what the rules refuse, with the reason and page', () => {
  it('a unit whose every tank is Bailed Out (p. 37)', async () => {
    const file = britishShooting((s) => {
      unit(s, 'British', 'Anti-tank Troop').teams.forEach((t) => (t.bailedOut = true));
      return s;
    });
    expect(await refusal(file, 'shoot with Anti-tank Troop')).toMatch(
      /shoot with Anti-tank Troop is not allowed now: .*Bailed Out.*\(p\. 37\)/,
    );
  });

  it('a unit whose teams shot at Aircraft in the enemy Shooting Step (p. 27)', async () => {
    const file = britishShooting((s) => {
      unit(s, 'British', 'Anti-tank Troop').teams.forEach((t) => (t.shotAtAircraft = 'AA MG'));
      return s;
    });
    expect(await refusal(file, 'shoot with Anti-tank Troop')).toMatch(
      /shoot with Anti-tank Troop is not allowed now: .*shot at Aircraft.*\(p\. 27\)/,
    );
  });

  it('an Artillery Unit that failed a Blitz Move order bombards nothing (p. 45)', async () => {
    const file = germanShooting((s) => {
      unit(s, 'German', 'Mortar Platoon').order = 'blitz (failed)';
      return s;
    });
    expect(await refusal(file, 'bombard with Mortar Platoon')).toMatch(
      /bombard with Mortar Platoon is not allowed now: .*failed a Blitz Move order.*\(p\. 45\)/,
    );
  });
});
