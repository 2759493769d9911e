/** Rule references of the turn walker (pages of the fow4 rulebook). */
import { rule } from '../rules.js';

export const TURN = {
  turnSequence: rule('turn-sequence', 'The four steps of a turn', 'p. 16'),
  startingStep: rule('starting-step', 'Starting Step checklist', 'p. 16'),
  ambush: rule('ambush', 'Ambush', 'p. 95'),
  deepReserves: rule(
    'deep-reserves',
    'Deep Reserves: one Tank Unit with front armour 3 or more, or one Aircraft Unit, on the table at the start',
    'p. 96',
  ),
  reservesLimit: rule('reserves-limit', 'Reserves: no more than 60% of the points on the table', 'p. 96'),
  flankingReserves: rule('flanking-reserves', 'Flanking Reserves: at least one unit in Reserve', 'p. 96'),
  strategicWithdrawal: rule('strategic-withdrawal', 'Strategic Withdrawal', 'p. 97'),
  removeSmoke: rule('remove-smoke', "Smoke markers are removed in the firer's next Starting Step", 'p. 42'),
  victoryConditions: rule('victory-conditions', 'Checking Victory Conditions', 'p. 93'),
  movementStep: rule('movement-step', 'Movement Step', 'p. 17'),
  tactical: rule('tactical-move', 'Tactical movement', 'p. 17'),
  dash: rule('dash-move', 'Dash movement', 'p. 17'),
  goneToGround: rule('going-to-ground', 'Gone to Ground: teams that did not move, shoot or assault', 'p. 17'),
  foxholesLost: rule('foxholes', 'Foxholes are left behind when a team moves', 'p. 75'),
  inCommand: rule('in-command', 'Staying In Command', 'p. 18'),
  mounting: rule('mounting', 'Mounting and dismounting passengers', 'p. 23'),
  sendToRear: rule('send-to-rear', 'Send Transports to the Rear', 'p. 23'),
  bringForward: rule('bring-forward', 'Bring Transports Forward', 'p. 23'),
  gapping: rule('gapping', 'Obstacle Gapping / Mine Clearing / Booby Trap disarming', 'pp. 77-79'),
  firstTurnMoved: rule('meeting-engagement-first-turn', 'Meeting Engagement: first turn counts as moved', 'p. 96'),
  shootingStep: rule('shooting-step', 'Shooting Step', 'p. 26'),
  assaultStep: rule('assault-step', 'Assault Step', 'p. 52'),
} as const;
