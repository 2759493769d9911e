import { describe, expect, it } from 'vitest';
import { editedGame, someActed, stateOf, unit, walk } from './helpers.js';

const HALF_TRACKS = '1st Grenadier Platoon transports';

/** 1st Grenadier Platoon mounted in its Transport Attachment: two Sd Kfz 251/1 (the book's, no Passengers note). */
const mounted = () =>
  editedGame(
    {
      german: (t) =>
        t
          .replace('arsenals: [german]', 'arsenals: [german, rulebook-examples]')
          .replace(
            '        points: 165\n      - name: 2nd Grenadier Platoon',
            '        points: 165\n        transport:\n          teams:\n            - { team: Sd Kfz 251/1 half-track, count: 2 }\n      - name: 2nd Grenadier Platoon',
          ),
    },
    (s) => {
      const ht = unit(s, 'German', HALF_TRACKS).teams;
      unit(s, 'German', '1st Grenadier Platoon')
        .teams.slice(0, 6)
        .forEach((t) => (t.passengerOf = ht[0]!.id));
      return { ...s, play: { ...s.play, meeting: false } };
    },
  );

describe('Passengers in a Transport Attachment (pp. 22-23) are inside, not riders', () => {
  it('a half-track that only Bails Out: its six passengers take no hits and live', async () => {
    const file = mounted();
    // 1st Troop hits half-track 1 once (6); the Side armour save fails (1), the Firepower roll bails it out (2).
    const run = await walk(
      file,
      [
        'no',
        'end the Movement Step',
        'shoot with 1st Troop',
        HALF_TRACKS,
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '6 1',
        '1 1',
        '1 1',
        '1 1',
        'no (more) swaps',
        '1',
        '2',
      ],
      someActed('shooting'),
    );
    expect(run.remaining).toBe(0);
    const s = stateOf(file);
    expect(unit(s, 'German', HALF_TRACKS).teams.map((t) => [t.bailedOut, t.destroyed])).toEqual([
      [true, undefined],
      [undefined, undefined],
    ]);
    const platoon = unit(s, 'German', '1st Grenadier Platoon');
    expect(platoon.teams.slice(0, 6).every((t) => !t.destroyed && t.passengerOf === `${HALF_TRACKS}/1`)).toBe(true);
    expect(run.transcript.some((l) => /1st Grenadier Platoon\/\d.*save/.test(l))).toBe(false);
  });
});
