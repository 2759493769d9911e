/**
 * A player's team with two weapons picks the one it fires in `umpire play`'s Shooting Step (German
 * Arsenal, p. 46): the Command Panzerfaust SMG team of a Grenadier Platoon that stayed put fires its
 * Panzerfaust at tanks by default; after moving it may not (p. 16), so nobody is asked and it fires
 * its SMG.
 */
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../src/cli/play/run.js';
import { SeededDice } from '../../../src/dice/seeded.js';
import type { Fow3GameState } from '../../../src/rulesets/fow3/schema/game.js';
import { TableIO } from './helpers.js';
import { newGame, platoon } from './fow3-helpers.js';
import { openFow3Game } from '../../../src/rulesets/fow3/game.js';
import { fow3PlayOdds } from '../../../src/rulesets/fow3/turn/odds.js';

const QUESTION = 'Which weapon does 1st Grenadier Platoon/1 fire at 1st Troop?';

/** The German player shoots 1st Grenadier Platoon at 1st Troop (four Shermans), seed 3. */
async function shoot(moved: boolean, answer: string[] = []) {
  const file = newGame((s) => ({ ...s, step: 'starting', active: 'German', play: { first: 'German' } }), {
    kind: 'seeded',
    seed: 3,
    state: [...new SeededDice(3).save().state],
  });
  const io = new TableIO([
    ...(moved ? ['move 1st Grenadier Platoon', 'moved'] : []),
    'end the Movement Step',
    'shoot with 1st Grenadier Platoon',
    '1st Troop',
    // One screen: the table's facts (the defaults: in range, in the open, front armour), then the weapon.
    ...(answer.length ? answer : ['']),
    ...Array(30).fill(''),
  ]);
  await playGame(file, io, {
    until: (s) => platoon(s as Fow3GameState, 'German', '1st Grenadier Platoon').teams.some((t) => t.shot),
  });
  return io.transcript.join('\n');
}

describe("Open Fire's Shooting Step in play: a team with two weapons fires one, its player's pick (p. 46)", () => {
  it('a Grenadier Platoon that stayed put: its command team is asked, after the target, and fires its Panzerfaust at the Shermans by default', async () => {
    const text = await shoot(false);
    expect(text.split(QUESTION).length - 1).toBeGreaterThanOrEqual(1);
    expect(text.indexOf(QUESTION)).toBeGreaterThan(text.indexOf('1st Troop'));
    expect(text).toMatch(/1st Grenadier Platoon\/1\s+│ Panzerfaust/);
    expect(text).not.toMatch(/1st Grenadier Platoon\/1\s+│ SMG/);
    expect(text.replace(/\s+/g, ' ')).toContain("a team with two weapons fires one, its player's pick");
  });

  it('its player may fire the SMG instead', async () => {
    const text = await shoot(false, ['4', 'SMG']);
    expect(text).toMatch(/1st Grenadier Platoon\/1\s+│ SMG/);
    expect(text).not.toMatch(/1st Grenadier Platoon\/1\s+│ Panzerfaust/);
  });

  it('after the platoon moved the Panzerfaust may not fire (p. 16): no question, the SMG fires', async () => {
    const text = await shoot(true);
    expect(text).not.toContain(QUESTION);
    expect(text).toMatch(/1st Grenadier Platoon\/1\s+│ SMG/);
  });
});

describe('odds typed at the Shooting Step prompt', () => {
  it('count the weapon each two-weapon team fires by default: the Panzerfaust at tanks', () => {
    const file = newGame((s) => ({ ...s, step: 'shooting', active: 'German', play: { first: 'German' } }));
    const g = openFow3Game(file, { readOnly: true });
    const view = { state: g.session.state, forces: g.forces };
    const line = fow3PlayOdds(view, {
      id: 'shoot:1st Grenadier Platoon',
      label: 'shoot with 1st Grenadier Platoon',
      answers: [{ id: 'fow3.target', value: '1st Troop' }],
    }).join('\n');
    g.session.close();
    // Rifle/MGs and an SMG cannot hurt a Sherman's front armour; the Panzerfaust (AT 12) can.
    expect(line).toContain('1st Troop');
    expect(Number(/([\d.]+) of \d+ teams destroyed/.exec(line)![1])).toBeGreaterThan(0);
  });
});
