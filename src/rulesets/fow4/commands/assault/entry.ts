/** `umpire assault`: this ruleset's command entry (options, help, run). */
import { commandEntry } from '../../../contract.js';
import { assaultCommandOptions } from './options.js';

export const assaultEntry = commandEntry({
  summary:
    'resolve an assault round by round (Defensive Fire, hits, saves, counterattacks, break off) until one side wins.',
  options: assaultCommandOptions,
  help: `The procedure asks what only the table can show (which teams reach Contact, who is within
8"/20cm for Defensive Fire, who can get 6"/15cm away when breaking off...). Without --ask it takes
the defaults: every assaulting team contacts every enemy it may fight, every defender is within
8"/20cm, every breaking-off team can get away. Decision ids: contact:<team>, cross:<team>,
in-range:<team>, df-target:<team>, df-weapon:<team>, df-hit:<team>, improvised:<team>,
hit-target:<team>, armour:<team>, within4:<team>, counterattack:<unit>, escape:<team>,
cross-escape:<team>, komissar-cost:<unit>. Team ids are the arsenal name and a number ("Sherman V 2").

Game mode (--game): every team's profile, ratings, rules and state (pinned, bailed out, moved,
dashed, orders, shot, concealed, passengers) come from the file; team ids are the game's
("1st Troop/2"). On a terminal umpire asks each table question and decision; otherwise it takes
--decide answers, --fact answers (smoke, shotHalted, movedOver10, commander, commanderNearby) or
the defaults (no smoke; teams that shot did so at Moving ROF; none moved over 10"/25cm; the
Commander re-roll not there). Destroyed, Bailed Out, Pinned Down and "assaulted" are saved.`,
  examples: [
    'umpire assault --game game.yaml --unit "1st Grenadier Platoon" --target "2nd Troop"',
    'umpire assault --attacker "Rifle/MG team:6,PIAT team" --attacker-arsenal british --attacker-rating confident-veteran --defender "Panther A:2"',
    'umpire assault --attacker "Sherman V:3" --defender "Rifle/MG team:4,Panzerfaust SMG team" --defender-arsenal german --seed 7',
    'umpire assault --attacker "Rifle/MG team:4" --defender "StuG G:2" --dice 1,1,1,1,1,1,4,4,4,4,6,6,6,6,1 --decide "counterattack:Defender 1=break-off"',
    'umpire assault --situation assault.json --json',
  ],
  run: async (ctx) => (await import('./run.js')).runAssault(ctx),
});
