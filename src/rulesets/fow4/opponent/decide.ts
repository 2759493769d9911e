/**
 * The built-in opponent's answers to the decisions the rules give its side inside a procedure,
 * each with its reason. Its picks of target, weapon, declared team and order are made where the
 * question is asked (the procedure offers them with their numbers and sets the pick as default:
 * shooting.ts, movement.ts); here: Counterattack or Break Off, Mistaken Target, a new Unit Leader
 * or Formation Commander, and the move after a passed Shoot and Scoot. Table questions never come here (doctrine.ts asksTable).
 */
import type { BotAnswer, BotRequest, Doctrine } from '../../play.js';

export function botAnswer(request: BotRequest, d: Doctrine): BotAnswer | undefined {
  const id = request.id;
  if (id.startsWith('counterattack:')) {
    return d.advance
      ? { value: 'counterattack', reason: `${d.id}: it presses on while it may` }
      : { value: 'break-off', reason: `${d.id}: it breaks off to keep its teams (an assault it did not pick)` };
  }
  if (id === 'fow4.scoot.moved')
    return { value: true, reason: 'it scoots back into cover, as it said before the test' };
  if (id === 'fow4.mistaken-target')
    return {
      value: 'stop',
      reason: 'a swap only moves hits between two teams of the same type: no teams saved on average',
    };
  if (id === 'fow4.leader.replace' || id === 'fow4.commander.replace')
    return { value: request.default, reason: 'the first team of its type, as listed (p. 40)' };
  return undefined;
}
