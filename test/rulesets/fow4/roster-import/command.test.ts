import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CommandContext } from '../../../../src/rulesets/contract.js';
import { importCommand } from '../../../../src/rulesets/fow4/roster-import/command.js';
import { fakeContext } from '../../fake-context.js';

/** The import entry's context: it rolls no dice, so a procedure asked for is a failure. */
function context(
  args: string[],
  opts: Record<string, unknown>,
  json = false,
): { ctx: CommandContext; printed: string[]; jsonOut: unknown[] } {
  const { ctx, text, data } = fakeContext(args, opts, [], json);
  return {
    ctx: {
      ...ctx,
      run: {
        ...ctx.run,
        procedure: async () => {
          throw new Error('import rolls no dice');
        },
      },
    },
    printed: text,
    jsonOut: data,
  };
}

describe("fow4's import command entry", () => {
  it('declares its options and examples, and reports through Out', async () => {
    expect(importCommand.options().map((o) => o.long)).toEqual(['--output', '--force']);
    expect(importCommand.examples[0]).toMatch(/^umpire import /);
    const d = mkdtempSync(join(tmpdir(), 'umpire-import-entry-'));
    const { ctx, printed } = context(['test/fixtures/rosters/bsdata/us-tank-company.rosz'], {
      output: join(d, 'f.yaml'),
    });
    await importCommand.run(ctx);
    expect(printed[0]).toBe('Imported US tank company: 1 formation, 5 units, 14 teams, 45 points.');
    expect(printed).toContain('Not applied (3 items, kept as comments in the files)');
    expect(printed).toContain(
      '- Brutal (roster line 385): not a rule umpire knows, in M7 Priest or 105mm\n    Field Artillery Battery > M7 Priest Artillery Battery > M7 Priest\n    (105mm) Direct Fire',
    );
    // Every line fits, but a file's path (its length is the temporary folder's) that cannot be broken.
    expect(printed.every((l) => l.split('\n').every((x) => x.length <= 78 || x.includes(d)))).toBe(true);
  });

  it("prints a table of what it made: each unit, its teams, its points beside the roster's own; --json has the same", async () => {
    const d = mkdtempSync(join(tmpdir(), 'umpire-import-entry-'));
    const roster = 'test/fixtures/rosters/bsdata/us-tank-company.rosz';
    const { ctx, printed } = context([roster], { output: join(d, 'us.yaml') });
    await importCommand.run(ctx);
    const table = printed.join('\n');
    expect(table).toContain('M4 Sherman Tank Company HQ | 2 M4 Sherman (75mm) | 7');
    expect(table).toContain('M7 Priest or 105mm Field Artillery Battery (support) | 3 M7 Priest | 8');
    expect(table).toContain('total | 14 teams | 45 (roster 45)');
    const j = context([roster], { output: join(d, 'us2.yaml') }, true);
    await importCommand.run(j.ctx);
    expect((j.jsonOut[0] as { units: unknown[] }).units).toContainEqual({
      name: 'M7 Priest or 105mm Field Artillery Battery',
      formation: null,
      teams: [{ name: 'M7 Priest', count: 3 }],
      transport: [],
      points: 8,
    });
  });

  it('--json: the report only', async () => {
    const d = mkdtempSync(join(tmpdir(), 'umpire-import-entry-'));
    const { ctx, printed, jsonOut } = context(
      ['test/fixtures/rosters/bsdata/r2-silent-count.ros'],
      { output: join(d, 'g.yaml') },
      true,
    );
    await importCommand.run(ctx);
    expect(printed).toEqual([]);
    expect(jsonOut).toHaveLength(1);
    expect(jsonOut[0]).toMatchObject({
      name: 'silent count',
      counts: { formations: 1, units: 2, teams: 9 },
    });
  });
});
