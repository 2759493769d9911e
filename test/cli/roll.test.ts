import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

describe('umpire roll', () => {
  it('rolls a pool with scripted faces and re-rolls failures (JSON)', async () => {
    const r = await runCli(['roll', '4', '--need', '4+', '--reroll', 'failed', '--dice', '1,4,2,6,5,3', '--json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.dice).toEqual([1, 4, 2, 6, 5, 3]);
    expect(j.successes).toBe(3);
    expect(j.need).toBe('4+');
  });

  it('applies the 7 rule with follow-up dice and prints the rule used', async () => {
    const r = await runCli(['roll', '3', '--need', '7', '--dice', '6,6,1,6,3']);
    expect(r.stdout).toMatch(/1 success of 3 \(need 6 then 5\+\)/);
    expect(r.stdout).toMatch(/Scores of 7 and 8.*\(p\. 4\)/);
  });

  it('tests a 3d6 total against a roll-under number', async () => {
    const r = await runCli(['roll', '3d6', '--under', '11', '--dice', '5,5,2', '--json']);
    expect(JSON.parse(r.stdout)).toMatchObject({ dice: [5, 5, 2], total: 12, success: false, successes: 0 });
  });

  it('tests each d10 of a pool against a roll-under number', async () => {
    const r = await runCli(['roll', '4d10', '--under', '3', '--dice', '3,7,1,10', '--json']);
    expect(JSON.parse(r.stdout)).toMatchObject({ successes: 2, sides: 10 });
  });

  it('prints the seed and repeats the faces for the same seed', async () => {
    const a = JSON.parse((await runCli(['roll', '10', '--need', '4+', '--seed', '1234', '--json'])).stdout);
    const b = JSON.parse((await runCli(['roll', '10', '--need', '4+', '--seed', '1234', '--json'])).stdout);
    expect(a.seed).toBe(1234);
    expect(a.dice).toEqual(b.dice);
  });

  it('gives exact odds of each number of successes', async () => {
    const j = JSON.parse((await runCli(['roll', '2', '--need', '7', '--dice', '1,1', '--odds', '--json'])).stdout);
    expect(j.odds.perDie).toBe('1/18');
    expect(j.odds.distribution.map((o: { p: string }) => o.p)).toEqual(['289/324', '17/162', '1/324']);
  });

  it('exits 2 with a plain message on bad input', async () => {
    const r = await runCli(['roll', '5', '--need', 'abc']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--need takes a score such as 4\+/);
    const out = await runCli(['roll', '3', '--need', '4+', '--dice', '6,6']);
    expect(out.code).toBe(2);
    expect(out.stderr).toMatch(/scripted dice ran out/);
    expect(out.stderr).not.toMatch(/at .*\.ts/);
  });
});

describe('umpire help', () => {
  it('shows an example for the roll command', async () => {
    const r = await runCli(['help', 'roll']);
    expect(r.stdout + r.stderr).toMatch(/Examples:\n\s+umpire roll 12 --need 4\+ --reroll failed/);
  });

  it("counts a big pool by face (over 60 dice): the counts and successes are those of the same seed's dice", async () => {
    const text = (await runCli(['roll', '200', '--need', '4+', '--reroll', 'failed', '--seed', '77'])).stdout;
    const j = JSON.parse(
      (await runCli(['roll', '200', '--need', '4+', '--reroll', 'failed', '--seed', '77', '--json'])).stdout,
    );
    const rows = [...text.matchAll(/^│\s*(\d)\s*│\s*(\d+)\s*│\s*(\d+)\s*│$/gm)].map((m) => [
      Number(m[1]),
      Number(m[2]),
      Number(m[3]),
    ]);
    const count = (faces: number[], f: number) => faces.filter((x) => x === f).length;
    const first = j.rolls.map((r: { first: { face: number } }) => r.first.face);
    const again = j.rolls.flatMap((r: { reroll?: { face: number } }) => (r.reroll ? [r.reroll.face] : []));
    expect(rows).toEqual([1, 2, 3, 4, 5, 6].map((f) => [f, count(first, f), count(again, f)]));
    expect(text).toContain(`${j.successes} successes of 200`);
    expect(text.split('\n').length).toBeLessThan(20);
  });

  it('--verbose lists every die of a big pool; a big sum is counted by face too', async () => {
    const text = (await runCli(['roll', '200', '--need', '4+', '--seed', '77', '--verbose'])).stdout;
    expect(text.match(/^│\s*\d+\s*│\s*[1-6]\s*│\s*(success|fail)\s*│$/gm)).toHaveLength(200);
    const sum = (await runCli(['roll', '100d6', '--seed', '5'])).stdout;
    const j = JSON.parse((await runCli(['roll', '100d6', '--seed', '5', '--json'])).stdout);
    expect(sum).toContain(`Total ${j.total}`);
    const rows = [...sum.matchAll(/^│\s*(\d)\s*│\s*(\d+)\s*│$/gm)].map((m) => Number(m[2]));
    expect(rows).toEqual([1, 2, 3, 4, 5, 6].map((f) => j.dice.filter((x: number) => x === f).length));
  });
});

describe('umpire roll shows the faces rolled, whatever the target (issue 14)', () => {
  it('--need 10+ on d6 (no d6 can score it): the real faces, every die a fail, and why', async () => {
    const r = await runCli(['roll', '4', '--need', '10+', '--dice', '6,2,5,3']);
    expect(r.code).toBe(0);
    const rows = r.stdout
      .split('\n')
      .filter((l) => /^│ \d/.test(l))
      .map((l) =>
        l
          .split('│')
          .map((c) => c.trim())
          .slice(1, 4),
      );
    expect(rows).toEqual([
      ['1', '6', 'fail'],
      ['2', '2', 'fail'],
      ['3', '5', 'fail'],
      ['4', '3', 'fail'],
    ]);
    expect(r.stdout).toMatch(/0 successes of 4 \(need 10\+: no d6 can score it\)/);
    const j = JSON.parse((await runCli(['roll', '4', '--need', '10+', '--dice', '6,2,5,3', '--json'])).stdout);
    expect(j.dice).toEqual([6, 2, 5, 3]);
    expect(j.rolls.map((x: { first: { face: number } }) => x.first.face)).toEqual([6, 2, 5, 3]);
    expect(j.successes).toBe(0);
  });

  it('a pool with no target (umpire roll 4) shows its faces and their total, not zeros', async () => {
    const r = await runCli(['roll', '4', '--dice', '6,2,5,3']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Total 16/);
    const faces = r.stdout
      .split('\n')
      .filter((l) => /^│ \d/.test(l))
      .map((l) => l.split('│')[2]!.trim());
    expect(faces).toEqual(['6', '2', '5', '3']);
    expect(JSON.parse((await runCli(['roll', '4', '--dice', '6,2,5,3', '--json'])).stdout)).toMatchObject({
      dice: [6, 2, 5, 3],
      total: 16,
    });
  });

  it('a d10 pool against a score above 10 shows its faces too', async () => {
    const r = await runCli(['roll', '2d10', '--need', '11', '--each', '--dice', '10,4', '--json']);
    expect(JSON.parse(r.stdout)).toMatchObject({ dice: [10, 4], successes: 0 });
  });
});
