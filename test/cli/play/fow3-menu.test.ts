/**
 * Open Fire's step menus list what the rules allow now; what a player would expect but the rules
 * refuse (a second shooting, an assault by a pinned platoon, by gun teams, or by teams that shot at
 * full ROF) is listed dimmed with the reason and page, and cannot be chosen (issue 14's leftovers).
 */
import { describe, expect, it } from 'vitest';
import type { Question, SelectChoice } from '../../../src/cli/play/io.js';
import { playGame } from '../../../src/cli/play/run.js';
import { matchAnswer, ScriptedIO } from '../../../src/cli/play/scripted-io.js';
import { SeededDice } from '../../../src/dice/seeded.js';
import { fow3AssaultPlatoon } from '../../../src/rulesets/fow3/bridge/assault.js';
import { openFow3Game } from '../../../src/rulesets/fow3/game.js';
import type { Fow3GameState } from '../../../src/rulesets/fow3/schema/game.js';
import { britishTurn, newGame, platoon } from './fow3-helpers.js';

const seeded = (seed: number): Fow3GameState['dice'] => ({
  kind: 'seeded',
  seed,
  state: [...new SeededDice(seed).save().state],
});

/** Keeps the choices of every "What next?" menu; once the answers run out, defaults, and quit at the next menu. */
class MenuIO extends ScriptedIO {
  readonly menus: SelectChoice[][] = [];
  constructor(answers: readonly string[]) {
    super(answers, false, true);
  }
  override async ask(q: Question): Promise<string> {
    const menu = q.kind === 'select' && q.message.endsWith('What next?');
    if (menu) this.menus.push([...q.choices]);
    if (this.remaining > 0) return super.ask(q);
    return menu ? 'quit' : matchAnswer(q, '');
  }
}

const dimmed = (menu: readonly SelectChoice[], label: string) => menu.find((c) => c.label === label)?.disabled;

describe('fow3 menus offer what the rules allow, and dim what they refuse', () => {
  it('a platoon that has shot is dimmed for a second shooting, with the rule', async () => {
    const file = newGame(
      britishTurn((s) => (s.step = 'shooting')),
      seeded(4),
    );
    const io = new MenuIO(['shoot with 1st Troop', '1st Grenadier Platoon']);
    await playGame(file, io);
    expect(dimmed(io.menus[0]!, 'shoot with 1st Troop')).toBeUndefined();
    expect(dimmed(io.menus[io.menus.length - 1]!, 'shoot with 1st Troop')).toMatch(
      /^1st Troop has already shot this step.*\[Playing the Game\]\)$/,
    );
  });

  it('a platoon that dug in while Pinned Down may not shoot: dimmed with the page', async () => {
    const file = newGame(
      britishTurn((s) => {
        s.step = 'shooting';
        s.play = { ...s.play, dugIn: ['2nd Troop'] };
        platoon(s, 'British', '2nd Troop').pinned = true;
      }),
    );
    const io = new MenuIO([]);
    await playGame(file, io);
    expect(dimmed(io.menus[0]!, 'shoot with 2nd Troop')).toMatch(/dug in while Pinned Down.*pp\. 14, 17/);
  });

  it('assaults: a pinned platoon, a platoon of gun teams and one whose teams all shot at full ROF are dimmed with why; choosing one is refused', async () => {
    const file = newGame((s) => {
      const out: Fow3GameState = { ...s, step: 'assault', active: 'German', play: { first: 'British' } };
      platoon(out, 'German', '1st Grenadier Platoon').pinned = true;
      // The Mortar Platoon's infantry are gone: two mortars (gun teams) are left.
      platoon(out, 'German', 'Mortar Platoon').teams.forEach((t, i) => (t.destroyed = i < 2 ? true : undefined));
      // The 2nd Grenadier Platoon stayed put and shot at full ROF.
      for (const t of platoon(out, 'German', '2nd Grenadier Platoon').teams) t.shot = true;
      return out;
    });
    const io = new MenuIO(['assault with 2nd Grenadier Platoon']);
    await expect(playGame(file, io)).rejects.toThrow(
      /assault with 2nd Grenadier Platoon is not allowed now: .*full ROF/,
    );
    const menu = io.menus[0]!;
    expect(dimmed(menu, 'assault with 1st Grenadier Platoon')).toMatch(/Pinned Down.*p\. 15/);
    expect(dimmed(menu, 'assault with Mortar Platoon')).toMatch(/gun teams never charge.*\[Infantry Assaults\]/);
    expect(dimmed(menu, 'assault with 2nd Grenadier Platoon')).toMatch(/full ROF.*\[Infantry Assaults\]/);
    expect(menu.some((c) => c.label === 'assault with 3rd Grenadier Platoon' && !c.disabled)).toBe(true);
  });

  it('the teams of an assaulting platoon that shot at full ROF stay back (Cover Me!); those that moved charge', () => {
    const file = newGame((s) => {
      const out: Fow3GameState = { ...s, step: 'assault', active: 'German', play: { first: 'British' } };
      platoon(out, 'German', '2nd Grenadier Platoon').teams.forEach((t, i) =>
        i < 3 ? (t.shot = true) : ((t.shot = true), (t.moved = true)),
      );
      return out;
    });
    const g = openFow3Game(file, { readOnly: true });
    const side = g.session.state.sides.findIndex((x) => x.name === 'German');
    const teams = fow3AssaultPlatoon(
      { state: g.session.state, forces: g.forces },
      side,
      '2nd Grenadier Platoon',
      true,
    ).teams;
    expect(teams.filter((t) => t.charging === false).map((t) => t.id)).toEqual([
      '2nd Grenadier Platoon/1',
      '2nd Grenadier Platoon/2',
      '2nd Grenadier Platoon/3',
    ]);
    expect(teams.filter((t) => t.charging !== false).length).toBe(teams.length - 3);
  });
});
