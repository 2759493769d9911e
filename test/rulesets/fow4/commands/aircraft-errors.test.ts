/**
 * `umpire aircraft attack` tells the user's mistakes from umpire's bugs by class, not by name: an
 * InputError reaches the CLI as one (exit 2, its own sentence); a plain Error stays a bug (exit 1).
 */
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../../src/errors/input-error.js';
import { runAttack } from '../../../../src/rulesets/fow4/commands/bombard/aircraft-run.js';
import { ShootingInputError } from '../../../../src/rulesets/fow4/shooting/input-error.js';
import { fakeContext } from '../../fake-context.js';
import { runCli } from '../../../cli/run-cli.js';

const opts = { aircraft: '3 Typhoon', weapon: 'Cannon', target: ['2 T-34/85'] };

/** What runAttack throws when the attack procedure throws `thrown`. */
async function thrownBy(thrown: Error): Promise<unknown> {
  const { ctx } = fakeContext([], opts);
  const failing = {
    ...ctx,
    run: {
      ...ctx.run,
      procedure: async () => {
        throw thrown;
      },
    },
  };
  return runAttack(failing).then(
    () => undefined,
    (err: unknown) => err,
  );
}

describe('umpire aircraft attack: errors by class', () => {
  it('a plain Error from the procedure (a bug) is not turned into a user error', async () => {
    const bug = new Error('cannot read properties of undefined');
    const err = await thrownBy(bug);
    expect(err).toBe(bug);
    expect(err).not.toBeInstanceOf(InputError);
  });

  it("an InputError from the procedure reaches the CLI as the user's to fix, with its message", async () => {
    const err = await thrownBy(new ShootingInputError(['no team of the target unit is in range']));
    expect(err).toBeInstanceOf(InputError);
    expect((err as Error).message).toBe('no team of the target unit is in range');
  });

  it('the same flags run the attack (the test above fails in the procedure, not in the flags)', async () => {
    const r = await runCli([
      'aircraft',
      'attack',
      '--aircraft',
      '3 Typhoon',
      '--weapon',
      'Cannon',
      '--target',
      '2 T-34/85',
      '--dice',
      '1,1,1,1,1,1',
      '--json',
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });
});
