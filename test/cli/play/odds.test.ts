import { describe, expect, it } from 'vitest';
import { playGame } from '../../../src/cli/play/run.js';
import { ScriptedIO } from '../../../src/cli/play/scripted-io.js';
import { openFow4Game } from '../../../src/rulesets/fow4/game.js';
import type { GameState } from '../../../src/rulesets/fow4/schema/game.js';
import { factsFromAnswers, ODDS_HELP, playOdds } from '../../../src/rulesets/fow4/turn/odds.js';
import { readyGame, unit, TableIO } from './helpers.js';

function view(edit: (s: GameState) => GameState = (s) => s) {
  const g = openFow4Game(readyGame(edit), { readOnly: true });
  return { state: g.session.state, forces: g.forces };
}

const shooting = (s: GameState): GameState => ({ ...s, step: 'shooting' });
const pending = (answers: { id: string; value: unknown }[]) => ({
  id: 'shoot:1st Troop',
  label: 'shoot with 1st Troop',
  answers,
});

describe('odds inside play: the exact chances of the pending action (pure)', () => {
  it('a shooting under way: the same situation the action resolves, with the table answers given so far', () => {
    const v = view(shooting);
    const near = playOdds(v, pending([{ id: 'fow4.shoot.target', value: 'StuG Platoon' }]));
    expect(near[0]).toBe(
      'Exact odds: 1st Troop shoots at StuG Platoon; table answers not given yet are at their defaults.',
    );
    // Trained shooters against Veteran StuGs: 4+ to hit (p. 30), 4 dice in all.
    expect(near).toContain('  M3 75mm gun of 1st Troop/1, 1st Troop/2, 1st Troop/3: 3 dice, each hits 50.00% (1/2)');
    expect(near.find((l) => l.startsWith('  hits:'))).toBe(
      '  hits: average 2.00; 0: 6.3%, 1: 25.0%, 2: 37.5%, 3: 25.0%, 4: 6.3%',
    );
    expect(near).toContain(
      '  Pinned Down: cannot happen (Armoured Tank and Aircraft teams are never Pinned Down (p. 41))',
    );
    // The table said: over 16" away. Long range: +1 to hit (p. 33): 5+.
    const far = playOdds(
      v,
      pending([
        { id: 'fow4.shoot.target', value: 'StuG Platoon' },
        { id: 'fow4.table.longRange', value: true },
      ]),
    );
    expect(far).toContain('  M3 75mm gun of 1st Troop/1, 1st Troop/2, 1st Troop/3: 3 dice, each hits 33.33% (1/3)');
    expect(far.find((l) => l.startsWith('  hits:'))).toBe(
      '  hits: average 1.33; 0: 19.8%, 1: 39.5%, 2: 29.6%, 3: 9.9%, 4: 1.2%',
    );
  });

  it('before the target is chosen: the default target, said so', () => {
    const lines = playOdds(view(shooting), pending([]));
    expect(lines[0]).toMatch(/^Exact odds: 1st Troop shoots at .* \(target not chosen yet: the default\)/);
  });

  it('a teams question is answered as one set, the last answer standing', () => {
    const q = [
      {
        key: 'within6',
        text: '',
        kind: 'teams' as const,
        teams: ['X/1', 'X/2', 'X/3'],
        default: ['X/1', 'X/2', 'X/3'],
      },
    ];
    expect(factsFromAnswers(q, [{ id: 'fow4.table.within6', value: ['X/1', 'X/3'] }])).toEqual({
      within6: ['X/1', 'X/3'],
    });
    expect(factsFromAnswers(q, [{ id: 'fow4.table.within6', value: [] }])).toEqual({ within6: [] });
  });

  it('Starting Step: remount and rally with and without the Formation Commander re-roll (pp. 38, 41)', () => {
    const v = view((s) => {
      unit(s, 'British', '1st Troop').teams[1]!.bailedOut = true;
      unit(s, 'British', '2nd Troop').pinned = true;
      return s;
    });
    expect(playOdds(v, undefined)).toEqual([
      'Exact odds of the Starting Step tests (as the units stand now; a remount or rally can change a later Last Stand):',
      "  Remount 1st Troop/2: needs 4+, passes 50.00% (1/2); with the Formation Commander's re-roll 75.00% (3/4)",
      "  Rally 2nd Troop: needs 4+, passes 50.00% (1/2); with the Formation Commander's re-roll 75.00% (3/4)",
    ]);
  });

  it('Starting Step with the Formation Commander gone: no re-roll offered; a unit out of Good Spirits shows its Last Stand', () => {
    const v = view((s) => {
      for (const t of unit(s, 'British', 'Squadron HQ').teams) t.destroyed = true;
      const troop = unit(s, 'British', '2nd Troop');
      troop.pinned = true;
      troop.teams.forEach((t, i) => (t.destroyed = i > 0 ? true : undefined));
      return s;
    });
    const lines = playOdds(v, undefined);
    expect(lines).toContain(
      '  Rally 2nd Troop: needs 4+, passes 50.00% (1/2); no Formation Commander re-roll (the Commander is gone)',
    );
    expect(
      lines.some(
        (l) =>
          l.startsWith('  Unit Last Stand 2nd Troop') &&
          l.includes('passes 50.00% (1/2); no Formation Commander re-roll'),
      ),
    ).toBe(true);
  });

  it('a bombardment under way: the chance to Range In by each attempt (p. 47); a Repeat Bombardment needs none (p. 49)', () => {
    const v = view((s) => ({ ...s, step: 'shooting', active: 'German' }));
    const bomb = (answers: { id: string; value: unknown }[]) =>
      playOdds(v, { id: 'bombard:Mortar Platoon', label: 'bombard with Mortar Platoon', answers });
    // Veteran spotter and mortars: 3+ to Range In.
    expect(bomb([{ id: 'fow4.shoot.target', value: 'Anti-tank Troop' }])).toEqual([
      'Exact odds: Mortar Platoon bombarding Anti-tank Troop, spotter Mortar Platoon/1: Range In needs 3+ (p. 47).',
      '  ranged in on the 1st attempt (no to-hit penalty): 66.67% (2/3)',
      '  by the 2nd attempt (+1 to hit): 88.89% (8/9); by the 3rd (+2 to hit): 96.30% (26/27)',
      '  all three attempts miss (the Ranged In marker is removed): 3.70% (1/27)',
    ]);
    // The template covers terrain: +1, so 4+.
    const terrain = bomb([
      { id: 'fow4.shoot.target', value: 'Anti-tank Troop' },
      { id: 'fow4.table.templateCoversTerrain', value: true },
    ]);
    expect(terrain[1]).toBe('  ranged in on the 1st attempt (no to-hit penalty): 50.00% (1/2)');
    expect(terrain[3]).toBe('  all three attempts miss (the Ranged In marker is removed): 12.50% (1/8)');
    const repeat = view((s) => {
      unit(s, 'German', 'Mortar Platoon').rangedIn = 'Anti-tank Troop';
      return { ...s, step: 'shooting', active: 'German' };
    });
    expect(
      playOdds(repeat, {
        id: 'bombard:Mortar Platoon',
        label: '',
        answers: [{ id: 'fow4.shoot.target', value: 'Anti-tank Troop' }],
      })[0],
    ).toContain('a Repeat Bombardment ranges in automatically (p. 49)');
  });

  it('nothing pending outside the Starting Step: what can be asked', () => {
    expect(playOdds(view(shooting), undefined)).toEqual([...ODDS_HELP]);
  });
});

describe('odds typed at play prompts', () => {
  it('prints the Starting Step tests, the help at a menu, and the shot with the answers given so far', async () => {
    const file = readyGame((s) => {
      unit(s, 'British', '2nd Troop').pinned = true;
      return s;
    });
    const io = new TableIO([
      'odds',
      '6',
      'no', // Starting Step: odds at the rally die, then the rally passes; no Objective held
      'odds',
      'end the Movement Step',
      // One screen of table answers: line 1 flips (long range); then odds at the to-hit dice prompt.
      'shoot with 1st Troop',
      'StuG Platoon',
      '1',
      'odds',
      'quit',
    ]);
    expect(await playGame(file, io)).toBe('quit');
    const t = io.transcript.join('\n');
    expect(t).toContain(
      "  Rally 2nd Troop: needs 4+, passes 50.00% (1/2); with the Formation Commander's re-roll 75.00% (3/4)",
    );
    expect(t).toContain(ODDS_HELP[0]);
    expect(t).toContain('  M3 75mm gun of 1st Troop/1, 1st Troop/2, 1st Troop/3: 3 dice, each hits 33.33% (1/3)');
  });
});
