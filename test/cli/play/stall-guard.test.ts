/**
 * The guard against a built-in opponent that loops (src/cli/play/stall-guard.ts): the same pick
 * with nothing changed, 20 times in a row, stops the walk; a pick that changes the game, another
 * action in between, or a person's pick starts the count again.
 */
import { describe, expect, it } from 'vitest';
import { OpponentStalled, StallGuard } from '../../../src/cli/play/stall-guard.js';

const s = (n: number) => ({ turn: 1, acted: [`p${n}`] });

describe('StallGuard', () => {
  it('stops on the 20th repeat of an opponent pick that changes nothing, naming the action', () => {
    const g = new StallGuard();
    for (let i = 1; i < 20; i++) g.note('bot-move', 'give the orders', true, s(0), s(0));
    expect(() => g.note('bot-move', 'give the orders', true, s(0), s(0))).toThrow(OpponentStalled);
    expect(() => new StallGuard(1).note('bot-move', 'give the orders', true, s(0), s(0))).toThrow(
      /picked "give the orders" 1 times in a row without changing the game; stopped rather than loop/,
    );
  });

  it('an opponent pick that changes the game, another action, or a person`s pick starts the count again', () => {
    const g = new StallGuard(3);
    g.note('a', 'a', true, s(0), s(0));
    g.note('a', 'a', true, s(0), s(0));
    g.note('a', 'a', true, s(0), s(1)); // changed: count again
    g.note('a', 'a', true, s(1), s(1));
    g.note('a', 'a', true, s(1), s(1));
    g.note('b', 'b', true, s(1), s(1)); // another action
    g.note('a', 'a', true, s(1), s(1));
    g.note('a', 'a', true, s(1), s(1));
    g.note('a', 'a', false, s(1), s(1)); // a person's pick
    g.note('a', 'a', true, s(1), s(1));
    g.note('a', 'a', true, s(1), s(1));
    expect(() => g.note('a', 'a', true, s(1), s(1))).toThrow(OpponentStalled);
    const people = new StallGuard(2);
    for (let i = 0; i < 10; i++) people.note('a', 'a', false, s(0), s(0));
  });
});
