/** `umpire test`: this ruleset's command entry (options, help, run). */
import { commandEntry } from '../../../contract.js';
import { testOptions } from './options.js';

export const testEntry = commandEntry({
  summary:
    'a test of nerve or skill: rally, remount, counterattack, last-stand, blitz, cross, reserves, ... (`umpire test list`).',
  arguments: '<kind>',
  options: testOptions,
  help: `\`umpire test list\` lists every test with its page; \`umpire test <kind> --help-input\` is not
needed: a missing or wrong input names the field and what it takes.

Game mode (--game): rally, remount, bailed-out-again, last-stand, counterattack, blitz,
shoot-and-scoot, dig-in and follow-me take the unit from the game file (ratings, sub-ratings,
special rules, pinned, bailed out, In Good Spirits from the morale rules, the order already used)
and save what follows: a rally clears Pinned Down, a remount clears Bailed Out, a failed
Last Stand destroys the unit, a failed counterattack test pins the unit (Break Off), an order is
recorded (Dig In gives Foxholes). The Commander re-roll is asked only if the test fails
(--commander yes|no answers it; without a terminal the answer is no).

Unit Last Stand works out In Good Spirits (p. 60) from the unit's teams and says why: in game
mode from the file; in quick mode from --set unit='{"teams":[{"type":"tank","destroyed":true},...]}'
(each team: type, destroyed, bailedOut, inCommand; and the unit's leaderless), or take a plain
--set inGoodSpirits=yes|no.`,
  examples: [
    'umpire test rally --game game.yaml --unit "1st Grenadier Platoon"',
    'umpire test counterattack --game game.yaml --unit "1st Grenadier Platoon" --unit "Kompanie HQ" --commander no',
    'umpire test rally --motivation confident --skill trained --commander yes --dice 2,5',
    'umpire test remount --motivation confident --skill trained --rules protected-ammo --odds',
    'umpire test last-stand --motivation reluctant --skill conscript --komissar --seed 4',
    'umpire test reserves --set type=immediate turn=3 --dice 2,4,1',
    'umpire test cross --set cross=3 --dice 2',
    'umpire test counterattack --unit "1st Troop:4+" --unit "2nd Troop:reluctant" --dice 4',
  ],
  run: async (ctx) => (await import('./run.js')).runTestCommand(ctx),
});
