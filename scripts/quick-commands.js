// The quick command lines a player waits on, timed by `npm run bench` (issue 18). The build lays
// out the bundle around the modules they load (scripts/bundle.js), and a test holds those counts to
// a budget (test/cli/modules-loaded.test.ts).
export const QUICK_COMMANDS = {
  /** About 130 dice, every profile as raw numbers. */
  shoot: [
    'shoot',
    '40 Rifle team',
    '--rof',
    '2',
    '--anti-tank',
    '2',
    '--firepower',
    '6',
    '--at',
    '40 Rifle team',
    '--save',
    '3+',
    '--seed',
    '1',
    '--json',
  ],
  /** Both units by arsenal names. */
  named: ['shoot', '12 Sherman V', '--at', '12 Panzer IV H', '--seed', '1', '--json'],
  /** Exact odds of 12 shots at 4 tanks. */
  odds: [
    'odds',
    'shoot',
    '6 Gun team',
    '--rof',
    '2',
    '--anti-tank',
    '11',
    '--firepower',
    '3',
    '--at',
    '4 Tank',
    '--armour',
    '6/4/1',
    '--json',
  ],
  /** Exact odds of 120 dice at 10 tanks. */
  oddsMany: [
    'odds',
    'shoot',
    '40 Gun tank',
    '--rof',
    '3',
    '--anti-tank',
    '11',
    '--firepower',
    '3',
    '--at',
    '10 Panzer IV H',
    '--armour',
    '6/3/1',
    '--json',
  ],
  /** Exact odds of a bombardment, battery and teams as raw numbers (issue 32: no arsenal, YAML or schema code). */
  oddsBombard: ['odds', 'bombard', '--battery', '4 guns:at=3,fp=3+', '--under', '8 Tank:type=tank,top=1', '--json'],
  /** A big pool as text. */
  roll: ['roll', '10000', '--need', '4+', '--seed', '1'],
};

/** The cold start every figure is divided by. */
export const COLD_START = ['--version'];
