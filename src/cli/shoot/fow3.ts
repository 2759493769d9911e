import { runWithFlags } from '../run-with-flags.js';
import { citeRule } from '../../engine/rules.js';
import { fow3Profile, FOW3_NAME } from '../../rulesets/fow3/index.js';
import { DEFAULT_FOW3_OPTIONS, type Fow3Options } from '../../rulesets/fow3/options.js';
import { shoot, type Shooter, type ShootResult, type ShootSituation } from '../../rulesets/fow3/shooting/shoot.js';
import type { TargetTeam } from '../../rulesets/fow3/shooting/target.js';
import type { Skill } from '../../rulesets/flames-of-war/profile.js';
import { UserError } from '../errors.js';
import { printJson, println } from '../output.js';
import { paint } from '../style.js';
import { renderTable } from '../table.js';
import { parseGroup } from './profiles.js';
import type { ShootFlags } from './run.js';

/** Open Fire options from --opt key=value (A1-A21 readings, see README). */
export function fow3OptionsFromFlags(opts: readonly string[] | undefined): Partial<Fow3Options> {
  const out: Record<string, unknown> = {};
  for (const kv of opts ?? []) {
    const [k, v] = kv.split('=');
    if (!k || v === undefined || !(k in DEFAULT_FOW3_OPTIONS)) {
      throw new UserError(`--opt takes key=value with a key of: ${Object.keys(DEFAULT_FOW3_OPTIONS).join(', ')}; not "${kv}"`);
    }
    out[k] = v === 'true' ? true : v === 'false' ? false : v;
  }
  return out as Partial<Fow3Options>;
}

function profile(name: string) {
  const p = fow3Profile(name);
  if (!p) throw new UserError(`"${name}" is not in the Open Fire arsenals`, undefined, 'fow3 quick mode takes the British and German teams of Open Fire! by name');
  return p;
}

/** `umpire shoot --ruleset fow3`: Open Fire shooting in quick mode. */
export async function runShootFow3(shooterTexts: readonly string[], f: ShootFlags & { opt?: string[] }): Promise<void> {
  const shooters: Shooter[] = [];
  for (const text of shooterTexts) {
    const { count, name } = parseGroup(text);
    const p = profile(name);
    for (let i = 0; i < count; i++) shooters.push({ id: `${p.name} ${shooters.length + 1}`, profile: p, state: { moved: f.moved === true, pinned: f.pinned === true } });
  }
  const bailed = new Set((f.bailedOut ?? '').split(',').filter(Boolean).map(Number));
  const teams: TargetTeam[] = [];
  for (const text of f.at ?? []) {
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
  const situation: ShootSituation = {
    shooters,
    target: { name: (f.at ?? []).join(', '), skill: (f.targetSkill ?? 'trained') as Skill, teams },
    ...(f.hitsEarlier !== undefined ? { hitsEarlierThisStep: Number(f.hitsEarlier) } : {}),
    options: fow3OptionsFromFlags(f.opt),
  };
  const { result, journal, seed } = await runWithFlags(shoot(situation), f);
  if (f.json) {
    printJson({ ruleset: 'fow3', ...(seed !== undefined ? { seed } : {}), dice: journal.flatMap((e) => (e.type === 'dice' ? e.faces : [])), result });
    return;
  }
  await printFow3Shooting(`${shooterTexts.join(', ')} shoot at ${situation.target.name}`, result, seed);
}

/** The human tables of a fow3 shooting result (quick mode and --game). */
export async function printFow3Shooting(title: string, result: ShootResult, seed?: number): Promise<void> {
  const c = await paint();
  if (seed !== undefined) println(c.dim(`seed ${seed}`));
  println(c.bold(`${FOW3_NAME} · ${title}`));
  println(await renderTable({ title: 'Roll to hit', head: ['team', 'weapon', 'dice', 'needs', 'faces', 'hits'], rows: result.shots.map((s) => [s.shooter, s.weapon, s.dice, s.need, s.faces.join(' '), s.hits]), numeric: [2, 5] }));
  println(await renderTable({ title: 'Saves', head: ['team', 'weapon', 'result', 'note'], rows: result.saves.map((s) => [s.team, s.weapon, s.state, s.note ?? '']) }));
  println(c.bold(`Summary: ${result.hits} hits, ${result.destroyed} destroyed, ${result.bailedOut} bailed out${result.pinned ? ', PINNED DOWN' : ''}`));
  for (const n of result.notes) println(`• ${n}`);
  println(c.dim(`Rules applied: ${result.rules.map(citeRule).join('; ')}`));
}
