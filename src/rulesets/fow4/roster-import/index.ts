/**
 * `umpire import`: BattleScribe / New Recruit rosters (.ros, .rosz) -> a fow4 force file and the
 * arsenal file of its teams. Pure: bytes in, documents and YAML text out; the CLI reads and writes.
 */
export { importRoster, type ImportedRoster, type ImportOptions } from './import.js';
export { forceYaml, arsenalYaml, unplacedText } from './write.js';
export { readRoster, type Roster, type RosterSelection } from './roster.js';
