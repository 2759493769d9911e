/** `umpire shoot --ruleset fow3`: Open Fire shooting in quick mode, and the tables of its result. */
import { citeRule } from '../../../../engine/rules.js';
import { saveColumns } from '../../../flames-of-war/saves/text.js';
import type { Fow3SaveRecord } from '../../shooting/saves.js';
import { InputError } from '../../../../errors/input-error.js';
import { parseGroup } from '../../../command-input.js';
import type { CommandContext, Out } from '../../../contract.js';
import { fow3Profile } from '../../arsenal/load.js';
import { FOW3_NAME } from '../../rules.js';
import { shoot, type Shooter, type ShootResult, type ShootSituation } from '../../shooting/shoot.js';
import type { TargetTeam } from '../../shooting/target.js';
import { fow3OptionsFromFlags } from '../options.js';
import type { Fow3ShootFlags } from './options.js';

function profile(name: string) {
  const p = fow3Profile(name);
  if (!p)
    throw new InputError(`"${name}" is not in the Open Fire arsenals`, {
      hint: 'fow3 quick mode takes the British and German teams of Open Fire! by name',
    });
  return p;
}

/** The shooting situation of quick mode's arguments and flags (shared with `umpire odds shoot`). */
export function quickShootSituation(args: readonly string[], f: Fow3ShootFlags): ShootSituation {
  if (args.length === 0 || !f.at?.length)
    throw new InputError(
      'name the shooting teams and the target, e.g. umpire shoot "2 Sherman V" --at "1 StuG G" --ruleset fow3',
    );
  const shooters: Shooter[] = [];
  for (const text of args) {
    const { count, name } = parseGroup(text);
    const p = profile(name);
    for (let i = 0; i < count; i++)
      shooters.push({
        id: `${p.name} ${shooters.length + 1}`,
        profile: p,
        state: { moved: f.moved === true, pinned: f.pinned === true },
        ...(f.weapon?.length ? { fire: f.weapon } : {}),
      });
  }
  const bailed = new Set((f.bailedOut ?? '').split(',').filter(Boolean).map(Number));
  const teams: TargetTeam[] = [];
  for (const text of f.at) {
    const { count, name } = parseGroup(text);
    const p = profile(name);
    for (let i = 0; i < count; i++) {
      const n = teams.length + 1;
      teams.push({
        id: `${p.name} ${n}`,
        profile: p,
        ...(f.concealed ? { concealed: true } : {}),
        ...(f.goneToGround ? { goneToGround: true } : {}),
        ...(f.bulletproof ? { bulletproof: true } : {}),
        ...(f.longRange ? { longRange: true } : {}),
        ...(f.facing === 'side' ? { facing: 'side' as never } : {}),
        ...(bailed.has(n) ? { bailedOut: true } : {}),
      });
    }
  }
  return {
    shooters,
    target: { name: f.at.join(', '), skill: f.targetSkill, teams },
    ...(f.hitsEarlier !== undefined ? { hitsEarlierThisStep: Number(f.hitsEarlier) } : {}),
    options: fow3OptionsFromFlags(f.opt),
  };
}

export async function runShootFow3(ctx: CommandContext<Fow3ShootFlags>): Promise<void> {
  const situation = quickShootSituation(ctx.args, ctx.opts);
  const { result, journal, seed } = await ctx.run.procedure(() => shoot(situation));
  if (ctx.json) {
    ctx.out.json({
      ruleset: 'fow3',
      ...(seed !== undefined ? { seed } : {}),
      dice: journal.flatMap((e) => (e.type === 'dice' ? e.faces : [])),
      result,
    });
    return;
  }
  await printFow3Shooting(ctx.out, `${ctx.args.join(', ')} shoot at ${situation.target.name}`, result, seed);
}

/** The human tables of a fow3 shooting result (quick mode and --game). */
export async function printFow3Shooting(out: Out, title: string, result: ShootResult, seed?: number): Promise<void> {
  const c = out.paint;
  if (seed !== undefined) out.line(c.dim(`seed ${seed}`));
  out.line(c.bold(`${FOW3_NAME} · ${title}`));
  await out.table({
    title: 'Roll to hit',
    head: ['team', 'weapon', 'dice', 'needs', 'faces', 'hits'],
    rows: result.shots.map((s) => [s.shooter, s.weapon, s.dice, s.need, s.faces.join(' '), s.hits]),
    numeric: [2, 5],
  });
  await out.table({ title: 'Saves', head: SAVE_HEAD, rows: result.saves.map(saveRow) });
  out.line(
    c.bold(
      `Summary: ${result.hits} hits, ${result.destroyed} destroyed, ${result.bailedOut} bailed out${result.pinned ? ', PINNED DOWN' : ''}`,
    ),
  );
  for (const n of result.notes) out.line(`• ${n}`);
  out.list(c.dim('Rules applied:'), result.rules.map(citeRule));
}

/** The columns of a saves table: every save die and Firepower test, as `umpire shoot` shows them. */
export const SAVE_HEAD = ['team', 'hit by', 'save roll', 'against', 'firepower', 'result'];

export function saveRow(s: Fow3SaveRecord): string[] {
  const t = saveColumns(s.save);
  const schurzen = s.schurzen ? `; Schürzen ${s.schurzen.face}${s.schurzen.saved ? ' saved' : ''}` : '';
  return [s.team, s.weapon, t.roll + schurzen, t.against, t.firepower, s.state + (s.note ? ` (${s.note})` : '')];
}
