import { describe, expect, it } from 'vitest';
import { formatUserError, isUserFacing } from '../../src/cli/errors.js';
import { ScriptError } from '../../src/cli/play/scripted-io.js';
import { DiceError } from '../../src/dice/source.js';
import { DecisionError, ScriptedDecider } from '../../src/engine/decider.js';
import { EnumerationLimitError } from '../../src/engine/enumerate.js';
import { InputError, caretExcerpt } from '../../src/errors/input-error.js';
import { ValidationError } from '../../src/game/issues.js';
import { FireError } from '../../src/rulesets/fow3/shooting/rof.js';
import { Fow3BridgeInputError } from '../../src/rulesets/fow3/bridge/game.js';
import { AssaultInputError } from '../../src/rulesets/fow4/assault/state.js';
import { BridgeInputError } from '../../src/rulesets/fow4/bridge/game.js';
import { BombardOddsError } from '../../src/rulesets/fow4/odds/bombard-odds.js';
import { OddsInputError } from '../../src/rulesets/fow4/odds/from-situation.js';
import { OddsTooLargeError } from '../../src/rulesets/fow4/odds/shoot-odds.js';
import { ShootingInputError } from '../../src/rulesets/fow4/shooting/shoot.js';
import { ScriptedDice } from '../../src/dice/scripted.js';

describe('one InputError family', () => {
  const family: [string, InputError][] = [
    ['InputError', new InputError('bad flag', { where: 'f.yaml:1:2', hint: 'try --x' })],
    ['ValidationError', new ValidationError([{ file: 'f.yaml', line: 3, col: 4, message: 'bad key' }])],
    ['DiceError', new DiceError('7 is not a face')],
    ['DecisionError', new DecisionError('no answer')],
    ['ShootingInputError', new ShootingInputError(['no target'])],
    ['OddsInputError', new OddsInputError('too vague')],
    ['OddsTooLargeError', new OddsTooLargeError('too many')],
    ['BombardOddsError', new BombardOddsError('one unit at a time')],
    ['FireError', new FireError('no such weapon', 'choose from: MG')],
    ['Fow3BridgeInputError', new Fow3BridgeInputError('no platoon')],
    ['BridgeInputError', new BridgeInputError('no unit')],
    ['AssaultInputError', new AssaultInputError('two teams share an id')],
    ['ScriptError', new ScriptError('not an answer')],
  ];

  it.each(family)("%s is an InputError with a code, and the CLI treats it as the user's to fix", (_, err) => {
    expect(err).toBeInstanceOf(InputError);
    expect(err).toBeInstanceOf(Error);
    expect(isUserFacing(err)).toBe(true);
    expect(err.code).toMatch(/^[a-z][a-z-]*$/);
  });

  it('keeps each class its own name where callers read it', () => {
    expect(new ShootingInputError(['x']).name).toBe('ShootingInputError');
    expect(new OddsTooLargeError('x').name).toBe('OddsTooLargeError');
    expect(new BombardOddsError('x')).toBeInstanceOf(OddsInputError);
    expect(new FireError('x').name).toBe('InputError');
  });

  it('is not fooled by a name: a plain Error called InputError, or a program error, is not user-facing', () => {
    const fake = new Error('looks like one');
    fake.name = 'InputError';
    expect(isUserFacing(fake)).toBe(false);
    expect(isUserFacing(new EnumerationLimitError('too many outcomes'))).toBe(false);
    expect(isUserFacing(new TypeError('x is undefined'))).toBe(false);
    expect(isUserFacing('a string')).toBe(false);
  });

  it('recognises errors thrown by the dice and decision layers as they happen', () => {
    let dice: unknown;
    try {
      ScriptedDice.parse('1,x');
    } catch (err) {
      dice = err;
    }
    expect(dice).toBeInstanceOf(DiceError);
    expect(isUserFacing(dice)).toBe(true);
    const decider = new ScriptedDecider([], true);
    let decision: unknown;
    try {
      decider.decide({
        kind: 'decision',
        id: 'd',
        question: 'Which?',
        options: [{ value: 'a', label: 'a' }],
        default: 'a',
      } as never);
    } catch (err) {
      decision = err;
    }
    expect(decision).toBeInstanceOf(DecisionError);
    expect((decision as InputError).code).toBe('decision');
  });

  it('formats where, message, caret excerpt and hint, in that order', () => {
    const err = new InputError('the value should be a number', {
      code: 'schema',
      where: 'f.yaml:2:9',
      excerpt: caretExcerpt('  front: x', 2, 10),
      hint: 'write a whole number',
    });
    expect(formatUserError(err)).toBe(
      [
        'f.yaml:2:9: the value should be a number',
        '  2 |   front: x',
        '    |          ^',
        '  write a whole number',
      ].join('\n'),
    );
  });
});

describe('caretExcerpt', () => {
  it('puts the caret under the column, with the line number in a gutter', () => {
    expect(caretExcerpt('name: [oops', 12, 7)).toBe('12 | name: [oops\n   |       ^');
  });

  it('keeps tabs before the column so the caret lines up', () => {
    expect(caretExcerpt('\tkey: 1', 3, 2)).toBe('3 | \tkey: 1\n  | \t^');
  });

  it('puts a caret at column 1 under the first character', () => {
    expect(caretExcerpt('x: 1\n', 1, 1)).toBe('1 | x: 1\n  | ^');
  });
});
