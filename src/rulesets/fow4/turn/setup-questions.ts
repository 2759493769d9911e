/**
 * The fow4 setup questions of `umpire play`: mission, who attacks, time of day, which side the
 * built-in opponent plays. The rules part (roll-offs, deployment, Foxholes, first turn) is
 * setup.ts, run as the first action of the game; the CLI asks the dice after these.
 */
import type { SetupQuestion } from '../../play.js';
import type { GameState } from '../schema/game.js';
import { MISSION_LIST } from './missions.js';
import type { SetupChoices } from './setup.js';

export async function askFow4Setup(
  state: GameState,
  ask: (q: SetupQuestion) => Promise<string>,
): Promise<SetupChoices> {
  const [a, b] = [state.sides[0]!.name, state.sides[1]!.name];
  // What `umpire new` chose is not asked again.
  const chosen = new Set(state.play?.chosen ?? []);
  const mission = chosen.has('mission')
    ? state.mission
    : await ask({
        kind: 'select',
        message: 'Mission?',
        choices: MISSION_LIST.map((m) => ({
          value: m.id,
          label: `${m.name} (${m.rule.page})${m.meeting ? ', Meeting Engagement' : ''}`,
        })),
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
  const time = chosen.has('timeOfDay')
    ? state.timeOfDay
    : await ask({
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
    message:
      'Solo play? The built-in opponent takes the decisions the rules give a player; you still move its models and answer what the table shows.',
    choices: [
      { value: 'none', label: 'no: two players' },
      { value: a, label: `the built-in opponent plays ${a}` },
      { value: b, label: `the built-in opponent plays ${b}` },
    ],
    default: 'none',
  });
  return {
    mission: mission as SetupChoices['mission'],
    attacker,
    timeOfDay: time as SetupChoices['timeOfDay'],
    ...(bot !== 'none' ? { bots: [bot] } : {}),
  };
}
