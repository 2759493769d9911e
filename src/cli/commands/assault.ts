import type { Command } from 'commander';
import { addDiceOptions } from '../dice-flags.js';

const collect = (value: string, previous: string[]) => [...previous, value];

export function registerAssault(program: Command): void {
  const cmd = program
    .command('assault')
    .description('fow4: resolve an assault round by round (Defensive Fire, hits, saves, counterattacks, break off) until one side wins')
    .option('--ruleset <id>', 'fow4 (default) or fow3 (Open Fire: teams from scenarios/fow3/arsenals; --situation takes a fow3.assault situation)')
    .option('--opt <key=value...>', 'fow3 readings of the book\'s ambiguities, e.g. tankTerrorForTanks=true (see README)')
    .option('--charge-going <going>', 'fow3: the going the assaulting tanks charge through (easy, difficult, very-difficult: bogging checks)');
  addAssaultOptions(cmd)
    .option('--ask', 'ask every decision and table question at the terminal (default: take the --decide answers, else the default)')
    .option('--game <file>', 'game mode: take teams, ratings and state from this game file and write the results back')
    .option('--unit <name>', 'game mode: the assaulting unit')
    .option('--target <name>', 'game mode: a defending unit (repeat for several)', collect, [])
    .option('--fact <key=value...>', 'game mode: answer a question, e.g. smoke=yes shotHalted="1st Troop/2"')
    .option('--json', 'print the full record as JSON');
  addDiceOptions(cmd)
    .addHelpText(
      'after',
      `
The procedure asks what only the table can show (which teams reach Contact, who is within
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
Commander re-roll not there). Destroyed, Bailed Out, Pinned Down and "assaulted" are saved.

Examples:
  umpire assault --game of.yaml --unit "Recce Troop" --target "2nd Grenadier Platoon" --fact tankWithin6=no   # an Open Fire game: the ruleset comes from the file
  umpire assault --game game.yaml --unit "1st Grenadier Platoon" --target "2nd Troop"
  umpire assault --attacker "Rifle/MG team:6,PIAT team" --attacker-arsenal british --attacker-rating confident-veteran --defender "Panther A:2"
  umpire assault --attacker "Sherman V:3" --defender "Rifle/MG team:4,Panzerfaust SMG team" --defender-arsenal german --seed 7
  umpire assault --attacker "Rifle/MG team:4" --defender "StuG G:2" --dice 1,1,1,1,1,1,4,4,4,4,6,6,6,6,1 --decide "counterattack:Defender 1=break-off"
  umpire assault --situation assault.json --json
  umpire assault --ruleset fow3 --attacker "Paratrooper Rifle/MG team:4,Bazooka team" --attacker-rating fearless-veteran --defender "StuG G:2" --defender-rating confident-veteran --seed 4`,
    )
    .action(async (opts) => {
      const { runAssault } = await import('../assault/run.js');
      await runAssault(opts);
    });
}

/** The flags that describe an assault (shared by `assault` and `odds assault`). */
export function addAssaultOptions(cmd: Command): Command {
  return cmd
    .option('--attacker <teams>', 'the assaulting unit: arsenal team names with counts, e.g. "Rifle/MG team:6,Panzerfaust SMG team"')
    .option('--attacker-rating <rating>', 'Motivation and Skill of the assaulting unit, e.g. confident-veteran', 'confident-trained')
    .option('--defender <teams>', 'a defending unit (repeat for several units)', collect, [])
    .option('--defender-rating <rating>', 'ratings of each defending unit, in order (repeat; the last one is reused)', collect, [])
    .option('--attacker-arsenal <ids>', 'look the attacker\'s names up only in these arsenals, e.g. british')
    .option('--defender-arsenal <ids>', 'look the defender\'s names up only in these arsenals, e.g. german')
    .option('--situation <file>', 'a full situation as JSON (the `umpire resolve` fow4.assault input) instead of the flags above')
    .option('--attacker-pinned', 'the assaulting unit is Pinned Down (it cannot assault)')
    .option('--defender-pinned', 'the defending units are Pinned Down (Defensive Fire at Moving ROF)')
    .option('--concealed', 'the assaulting teams are Concealed (+1 to hit them in Defensive Fire)')
    .option('--sneaking', 'the assaulting infantry did not move, shoot or use an order and start Concealed (Sneaking Up on Tanks)')
    .option('--cross', 'the assaulting tanks must pass a Cross test to reach Contact')
    .option('--night', 'night: +1 to hit in Defensive Fire, Cross +1')
    .option('--smoke', 'Defensive Fire passes through Smoke (+1 to hit)')
    .option('--defender-commander', 'the defending Formation Commander is within 6"/15cm of each Unit Leader (Counterattack re-roll)')
    .option('--defender-rules <ids>', 'defending unit rules, e.g. british-bulldog')
    .option('--attacker-rules <ids>', 'assaulting unit rules, e.g. bagpipes, british-bulldog')
    .option('--max-rounds <n>', 'stop after this many rounds', '20')
    .option('--decide <answer>', 'answer a decision in advance: "id=value" (e.g. "counterattack:Panzers=break-off", "armour:Boys 1=top"); repeatable', collect, []);
}
