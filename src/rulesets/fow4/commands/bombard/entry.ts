/** `umpire bombard`: this ruleset's command entry (options, help, run). */
import { commandEntry } from '../../../contract.js';
import { bombardCommandOptions } from './options.js';

export const bombardEntry = commandEntry({
  summary: 'range in, roll to hit under the template, saves, pin down (pp. 45-51).',
  options: bombardCommandOptions,
  help: `Dice are asked for in this order (the order of --dice faces): each Range In attempt; then, per
group of --under teams, its to-hit dice and their re-roll; then each hit team's save dice.

Game mode (--game): the weapons are the unit's artillery lines (teams that moved, dug in, are
pinned or bailed out do not fire; teams that already shot this turn are left out), the spotter
is a team of the game (--spotter "<team id>", default the Unit Leader), the teams under the
template are the target units' (--fact under=<ids or numbers>, default all), Foxholes and
Bulletproof Cover come from the file (--fact cover=<cover> for the others, default none). A
unit Ranged In on the target fires a Repeat Bombardment; so does one whose pre-planned marker
(p. 49) the target is under (--fact atMarker=yes). On a terminal umpire asks; otherwise
the defaults and --decide answers (Danger Close: fow4.danger-close=yes|no). Saved: destroyed,
bailed out, pinned down, the firing teams as having shot, and the Ranged In marker. The game's
passengers of a transport it destroys, and riders on a tank it hits, roll their saves (p. 23).`,
  examples: [
    'umpire bombard --game game.yaml --unit "Mortar Platoon" --target "1st Troop" --friendly 10',
    'umpire bombard --battery "4 15cm sFH18" --skill veteran --under "3 T-34/85" --friendly 10',
    'umpire bombard --battery "2 guns:at=3,fp=1+" --skill veteran --under "3 T-34/85" --dice 3,5,3,2,1,4,6',
    'umpire bombard --battery "4 10.5cm leFH18" --under "4 Rifle/MG team:foxholes:skill=veteran" --terrain',
    'umpire bombard --battery "3 Katyusha:at=2,fp=5+,rocket=2" --under "6 Rifle/MG team:type=infantry"',
    'umpire bombard --battery "3 10.5cm leFH18" --smoke --spotter-role observer',
    'umpire bombard --battery "4 15cm sFH18" --repeat --no-sight --under "2 Rifle/MG team:foxholes" --json',
  ],
  run: async (ctx) => (await import('./run.js')).runBombard(ctx),
});
