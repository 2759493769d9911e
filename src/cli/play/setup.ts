/**
 * The setup questions of `umpire play` (ruleset fow4): mission, who attacks, time of day, which
 * side the built-in opponent plays, the dice. The rules part (roll-offs, deployment, Foxholes,
 * first turn) is src/rulesets/fow4/turn/setup.ts, run as the first action of the game.
 */
import type { Force } from '../../rulesets/fow4/force.js';
import type { GameState } from '../../rulesets/fow4/schema/game.js';
import { MISSION_LIST } from '../../rulesets/fow4/turn/missions.js';
import { setupGame, type SetupChoices } from '../../rulesets/fow4/turn/setup.js';
import type { PlayAction } from '../../rulesets/play.js';
import { switchDice, type GameDice } from './dice.js';
import type { Question } from './io.js';

type Ask = (q: Question) => Promise<string>;

export interface SetupAnswers {
  readonly choices: SetupChoices;
  readonly dice: GameDice;
}

export async function askSetup(state: GameState, ask: Ask): Promise<SetupAnswers> {
  const [a, b] = [state.sides[0]!.name, state.sides[1]!.name];
  const ruleset = await ask({ kind: 'select', message: 'Ruleset?', choices: [{ value: 'fow4', label: 'Flames Of War 4th edition' }], default: 'fow4' });
  void ruleset;
  const mission = await ask({
    kind: 'select',
    message: 'Mission?',
    choices: MISSION_LIST.map((m) => ({ value: m.id, label: `${m.name} (${m.rule.page})${m.meeting ? ', Meeting Engagement' : ''}` })),
    default: state.mission,
  });
  const attacker = await ask({
    kind: 'select',
    message: 'Who attacks?',
    choices: [
      { value: 'roll', label: 'roll off: the higher roll attacks (p. 92)' },
      { value: a, label: `${a} attacks` },
      { value: b, label: `${b} attacks` },
    ],
    default: 'roll',
  });
  const time = await ask({
    kind: 'select',
    message: 'Time of day?',
    choices: [
      { value: 'daylight', label: 'Daylight' },
      { value: 'dawn', label: 'Dawn (starts dark)' },
      { value: 'dusk', label: 'Dusk (night may fall)' },
      { value: 'night', label: 'Darkness (night all game)' },
      { value: 'roll', label: 'roll on the Time of Day table (p. 91)' },
    ],
    default: state.timeOfDay,
  });
  const bot = await ask({
    kind: 'select',
    message: 'Solo play? The built-in opponent takes the decisions the rules give a player; you still move its models and answer what the table shows.',
    choices: [
      { value: 'none', label: 'no: two players' },
      { value: a, label: `the built-in opponent plays ${a}` },
      { value: b, label: `the built-in opponent plays ${b}` },
    ],
    default: 'none',
  });
  const diceNow = state.dice.kind === 'seeded' ? `seeded dice (seed ${state.dice.seed})` : state.dice.kind === 'crypto' ? 'fair digital dice' : 'physical dice';
  const dice = await ask({
    kind: 'select',
    message: `Dice? (now: ${diceNow})`,
    choices: [
      { value: 'keep', label: `keep ${diceNow}` },
      { value: 'crypto', label: 'fair digital dice' },
      { value: 'seeded', label: 'seeded digital dice (a new seed; replayable)' },
      { value: 'manual', label: 'physical dice: type what you rolled' },
    ],
    default: 'keep',
  });
  return {
    choices: {
      mission: mission as SetupChoices['mission'],
      attacker,
      timeOfDay: time as SetupChoices['timeOfDay'],
      ...(bot !== 'none' ? { bots: [bot] } : {}),
    },
    dice: dice === 'keep' ? state.dice : switchDice(state.dice, dice as GameDice['kind']),
  };
}

export function setupAction(forces: readonly Force[], state: GameState, choices: SetupChoices): PlayAction<GameState> {
  return { id: 'setup', label: 'set up the game', run: () => setupGame({ state, forces }, choices) };
}
