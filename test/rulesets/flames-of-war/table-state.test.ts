/**
 * A game file's table state must still fit its force, in both Flames Of War editions (one shared
 * check, flames-of-war/table-state.ts): each problem is an issue at its line, in the edition's words
 * (fow4 units of a force, fow3 platoons of a company), with what to do.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFow3Game, openFow3Game } from '../../../src/rulesets/fow3/game.js';
import { createFow4Game, openFow4Game } from '../../../src/rulesets/fow4/game.js';
import { issuesOf, tempDir } from '../../game/helpers.js';

const root = new URL('../../../', import.meta.url).pathname;

const EDITIONS = [
  {
    id: 'fow4',
    group: 'unit',
    list: 'units',
    force: "the force 'British Armoured Squadron'",
    create(file: string) {
      createFow4Game({
        gameFile: file,
        sides: [
          { name: 'British', forceFile: join(root, 'scenarios/fow4/forces/british-armoured-squadron.yaml') },
          { name: 'German', forceFile: join(root, 'scenarios/fow4/forces/german-grenadierkompanie.yaml') },
        ],
        dice: { kind: 'crypto' },
      });
    },
    open: (file: string) => openFow4Game(file, { readOnly: true }),
  },
  {
    id: 'fow3',
    group: 'platoon',
    list: 'platoons',
    force: "the company 'British Armoured Squadron'",
    create(file: string) {
      createFow3Game({
        gameFile: file,
        sides: [
          { name: 'British', forceFile: join(root, 'scenarios/fow3/forces/british-armoured-squadron.yaml') },
          { name: 'German', forceFile: join(root, 'scenarios/fow3/forces/german-grenadierkompanie.yaml') },
        ],
        dice: { kind: 'crypto' },
      });
    },
    open: (file: string) => openFow3Game(file, { readOnly: true }),
  },
] as const;

const STALE = 'the game file no longer matches the force file; restore the force file, or start a new game';

describe.each(EDITIONS)('$id: the table state against the force', (e) => {
  /** The issues of the game file after `edit`, as "line message | hint", and the edited text's lines. */
  function issuesAfter(edit: (text: string) => string): { got: string[]; lineOf: (needle: string) => number } {
    const file = join(tempDir(), 'game.yaml');
    e.create(file);
    const text = edit(readFileSync(file, 'utf8'));
    writeFileSync(file, text);
    const lines = text.split('\n');
    const lineOf = (needle: string) => {
      const i = lines.findIndex((l) => l.includes(needle));
      expect(i, needle).toBeGreaterThanOrEqual(0);
      return i + 1;
    };
    const got = issuesOf(() => e.open(file)).map((i) => `${i.line} ${i.message}${i.hint ? ` | ${i.hint}` : ''}`);
    return { got, lineOf };
  }

  it('a group the force lacks (with a suggestion), and the force group left without a table state', () => {
    const { got, lineOf } = issuesAfter((t) => t.replace(`- ${e.group}: Recce Troop`, `- ${e.group}: Recce Trop`));
    expect(got.sort()).toEqual(
      [
        `${lineOf('Recce Trop')} ${e.force} has no ${e.group} 'Recce Trop'; did you mean 'Recce Troop'? | the table state must name the ${e.list} of the force`,
        `${lineOf(`- ${e.group}: Squadron HQ`)} the ${e.group} 'Recce Troop' of the force has no table state | ${STALE}`,
      ].sort(),
    );
  });

  it('a group with two table states', () => {
    const { got, lineOf } = issuesAfter((t) =>
      t.replace(
        `      - ${e.group}: Anti-tank Troop\n        teams:\n          - { id: Anti-tank Troop/1, team: M10C 17 pdr SP }\n          - { id: Anti-tank Troop/2, team: M10C 17 pdr SP }\n`,
        `      - ${e.group}: Anti-tank Troop\n        teams:\n          - { id: Anti-tank Troop/1, team: M10C 17 pdr SP }\n          - { id: Anti-tank Troop/2, team: M10C 17 pdr SP }\n` +
          `      - ${e.group}: Anti-tank Troop\n        teams:\n          - { id: Anti-tank Troop/1, team: M10C 17 pdr SP }\n          - { id: Anti-tank Troop/2, team: M10C 17 pdr SP }\n`,
      ),
    );
    const second = lineOf(`- ${e.group}: Anti-tank Troop`) + 4;
    expect(got).toEqual([`${second} the ${e.group} 'Anti-tank Troop' has two table states | keep one`]);
  });

  it('a group with fewer teams than its force group', () => {
    const { got, lineOf } = issuesAfter((t) =>
      t.replace('          - { id: Squadron HQ/2, team: 2iC Command Sherman V }\n', ''),
    );
    expect(got).toEqual([
      `${lineOf('{ id: Squadron HQ/1')} 'Squadron HQ' has 2 teams in its force but 1 in the table state | ${STALE}`,
    ]);
  });

  it("a team whose id or kind is not the force's", () => {
    const { got, lineOf } = issuesAfter((t) =>
      t
        .replace('{ id: 1st Troop/2, team: Sherman V }', '{ id: 1st Troop/9, team: Sherman V }')
        .replace('{ id: 1st Troop/4, team: Firefly VC }', '{ id: 1st Troop/4, team: Stuart V }'),
    );
    expect(got.sort()).toEqual(
      [
        `${lineOf('1st Troop/9')} team 2 of '1st Troop' should be '1st Troop/2', not '1st Troop/9'`,
        `${lineOf('{ id: 1st Troop/4')} team '1st Troop/4' is a Firefly VC in the force, not a Stuart V`,
      ].sort(),
    );
  });
});

describe("each edition's own checks", () => {
  it('fow4: a Unit Leader that is not a team of the unit', () => {
    const file = join(tempDir(), 'game.yaml');
    EDITIONS[0].create(file);
    const text = readFileSync(file, 'utf8').replace(
      '      - unit: Recce Troop\n',
      '      - unit: Recce Troop\n        leader: Recce Troop/7\n',
    );
    writeFileSync(file, text);
    const line = text.split('\n').findIndex((l) => l.includes('leader: Recce Troop/7')) + 1;
    expect(
      issuesOf(() => openFow4Game(file, { readOnly: true })).map((i) => `${i.line} ${i.message} | ${i.hint}`),
    ).toEqual([
      `${line} the Unit Leader 'Recce Troop/7' is not a team of 'Recce Troop' | use one of: Recce Troop/1, Recce Troop/2, Recce Troop/3, Recce Troop/4`,
    ]);
  });

  it('fow3: only tanks bail out; only tanks and medium guns bog down', () => {
    const file = join(tempDir(), 'game.yaml');
    EDITIONS[1].create(file);
    const text = readFileSync(file, 'utf8').replace(
      '{ id: 3rd Grenadier Platoon/2, team: Rifle/MG team }',
      '{ id: 3rd Grenadier Platoon/2, team: Rifle/MG team, bailedOut: true, boggedDown: true }',
    );
    writeFileSync(file, text);
    const line = text.split('\n').findIndex((l) => l.includes('bailedOut: true')) + 1;
    expect(issuesOf(() => openFow3Game(file, { readOnly: true })).map((i) => `${i.line} ${i.message}`)).toEqual([
      `${line} only tanks bail out, and '3rd Grenadier Platoon/2' is an infantry team`,
      `${line} only tanks and medium guns bog down, not '3rd Grenadier Platoon/2'`,
    ]);
  });
});
