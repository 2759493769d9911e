/** `umpire assault` under Open Fire!: quick mode (teams from scenarios/fow3/arsenals, or a fow3.assault situation) or --game. */
import { InputError } from '../../../../errors/input-error.js';
import { commandEntry } from '../../../contract.js';
import { assaultOptions } from './options.js';

export const assaultEntry = commandEntry({
  summary: 'Tank Terror, defensive fire, rounds of close combat, counterattack or break off, until one side wins.',
  options: assaultOptions,
  help:
    'Decisions (--decide id=value) and the table question tankWithin6 take their defaults without a terminal: ' +
    'fow3.charge-going (tanks crossing rough going: none), fow3.defensive-weapon (a Panzerfaust at tanks), ' +
    'fow3.assault-hit, fow3.enemy-within-4 (yes), fow3.gun-field-of-fire (yes), fow3.gun-assault (side), ' +
    'fow3.captured (guns of 4"/10cm moves or less, stuck tanks). With --game, the table question nearby ' +
    'names the defender\'s other platoons with teams within 8"/20cm of the charge, which fire Defensive Fire ' +
    'too (--fact nearby="Anti-tank Gun Platoon"; default none). Open Fire! has no smoke, night, Cross test ' +
    "or Formation Commander re-roll in an assault: those options are Flames Of War 4's.",
  examples: [
    'umpire assault --ruleset fow3 --attacker "Paratrooper Rifle/MG team:4,Bazooka team" --attacker-rating fearless-veteran --defender "StuG G:2" --defender-rating confident-veteran --seed 4',
    'umpire assault --game of.yaml --unit "Recce Troop" --target "2nd Grenadier Platoon" --fact tankWithin6=no',
  ],
  async run(ctx) {
    if (ctx.game !== undefined) {
      if (ctx.opts.attacker || ctx.opts.defender.length || ctx.opts.situation)
        throw new InputError(
          'with --game, name platoons with --unit and --target instead of --attacker, --defender or --situation',
        );
      return (await import('./game.js')).runAssaultGameFow3(ctx, ctx.game);
    }
    return (await import('./quick.js')).runAssaultFow3(ctx);
  },
});
