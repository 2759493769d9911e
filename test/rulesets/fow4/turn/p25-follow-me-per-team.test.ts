import { describe, expect, it } from 'vitest';
import { acted, readyGame, stateOf, unit, walk } from './helpers.js';

const movements = (file: string) =>
  unit(stateOf(file), 'British', '1st Troop').teams.map((t) => t.movement ?? 'stationary');

describe('Follow Me per team (pp. 19, 25, 33)', () => {
  it('no move before the order, the order passes: the leader and the teams that followed moved; 1st Troop/2 stayed', async () => {
    const file = readyGame();
    const run = await walk(
      file,
      [
        'no',
        'move 1st Troop',
        'Follow Me',
        'did not move', // before the order
        '6', // Follow Me passes: the leader moves 4"/10cm, the In Command teams follow
        '1st Troop/2', // the team that did not move
        '0', // no Cross tests
        '', // every team In Command
      ],
      acted('1st Troop', 'movement'),
    );
    expect(run.remaining).toBe(0);
    expect(movements(file)).toEqual(['moved', 'stationary', 'moved', 'moved']);
  });

  it('a Tactical move, then Follow Me fails: the team that stayed is not marked moved', async () => {
    const file = readyGame();
    await walk(
      file,
      ['no', 'move 1st Troop', 'Follow Me', 'Tactical', '1', '1st Troop/4', '0', ''],
      acted('1st Troop', 'movement'),
    );
    expect(movements(file)).toEqual(['moved', 'moved', 'moved', 'stationary']);
  });
});

describe('Blitz and Cross Here per team (pp. 24-25)', () => {
  it('Cross Here: the teams that did not cross are named in one question', async () => {
    const file = readyGame();
    const run = await walk(
      file,
      ['no', 'move 1st Troop', 'Cross Here', 'Tactical', '1st Troop/1, 1st Troop/3', '0', ''],
      acted('1st Troop', 'movement'),
    );
    expect(run.remaining).toBe(0);
    expect(movements(file)).toEqual(['stationary', 'moved', 'stationary', 'moved']);
  });
});
