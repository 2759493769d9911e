import { rollPool } from '../../../dice/pool.js';
import { diceRequest, type DiceProcedure } from '../../../dice/request.js';
import { atLeast } from '../../../dice/target.js';
import { decide, type Procedure } from '../../../engine/request.js';
import type { RuleRef } from '../../../engine/rules.js';
import type { Fow3Options } from '../options.js';
import { hasRule, type Fow3TeamProfile } from '../profile.js';
import { assaultScore, type Skill } from '../ratings.js';
import { FOW3 } from '../rules.js';
import { saveHit, type Fow3SaveRecord } from '../shooting/saves.js';
import type { AssaultTeam } from './types.js';

export interface AssaultArmourSaveRecord {
  readonly top: number;
  readonly roll: number;
  readonly total: number;
  readonly tankAssault: number;
  readonly outcome: 'no-effect' | 'bailed-out' | 'destroyed';
  readonly rules: readonly RuleRef[];
}

/**
 * Assault Armour Save (Assault Armour Saves, Tank Assault): top armour + a die against the hitting
 * team's Tank Assault; greater: no effect; equal: bailed out; less: destroyed. No firepower roll.
 */
export function* assaultArmourSave(
  tank: Fow3TeamProfile,
  tankAssault: number,
  label: string,
): DiceProcedure<AssaultArmourSaveRecord> {
  const top = tank.armour?.top ?? 0;
  // A die added to the armour: a face to add, not a score to reach (no "need" on the prompt).
  const roll = (yield diceRequest(
    1,
    6,
    `${label}: assault armour save (die + top ${top} vs Tank Assault ${tankAssault})`,
  ))[0]!;
  const total = roll + top;
  const outcome = total > tankAssault ? 'no-effect' : total === tankAssault ? 'bailed-out' : 'destroyed';
  return { top, roll, total, tankAssault, outcome, rules: [FOW3.assaultArmourSave, FOW3.tankAssault] };
}

/** Tank Assault of a team (Tank Assault; A9: infantry not listed 2, gun teams other than anti-tank guns none). */
export function tankAssaultOf(p: Fow3TeamProfile): number | undefined {
  if (p.tankAssault !== undefined) return p.tankAssault;
  if (p.kind === 'infantry') return 2;
  if (hasRule(p.rules, 'anti-tank-gun')) return 2;
  return undefined;
}

export interface AssaultHit {
  readonly by: string;
  readonly on: string;
  readonly how: 'no-save' | 'tank-assault' | 'side-armour' | 'no-rating';
  readonly armour?: AssaultArmourSaveRecord;
  readonly sideSave?: Fow3SaveRecord;
  readonly outcome: 'no-effect' | 'bailed-out' | 'destroyed';
  readonly note?: string;
}

export interface FightResult {
  readonly rolls: readonly {
    readonly team: string;
    readonly need: number;
    readonly face: number;
    readonly hit: boolean;
  }[];
  readonly hits: readonly AssaultHit[];
  readonly rules: readonly RuleRef[];
}

/**
 * One side's teams within 2"/5cm roll one die each at their OWN skill (Veteran 3+, Trained 4+,
 * Conscript 5+). Each hit lands on an enemy team the hitting team touches, chosen by the player
 * being hit (A8). Infantry and guns have no save; a tank saves with top armour against Tank
 * Assault, or, hit by an anti-tank gun with the tank in its field of fire, the crew may use its
 * Anti-tank against side armour with a firepower test (Anti-tank Guns in Assaults).
 *
 * Requests: the fighters' dice (one request, in team order); per hit the target choice; then per
 * hit of an anti-tank gun on a tank the table's word on its field of fire (unless the team says)
 * and the crew's choice; then the save dice.
 */
export function* fightRound(
  fighters: readonly AssaultTeam[],
  skill: Skill,
  enemies: readonly AssaultTeam[],
  hitPlayer: string,
  options: Pick<Fow3Options, 'bailedOutAgain'>,
): Procedure<FightResult> {
  const rules: RuleRef[] = [FOW3.assaultToHit];
  // The fighters' own side: the other of the side being hit.
  const gunPlayer = hitPlayer === 'attacker' ? 'defender' : hitPlayer === 'defender' ? 'attacker' : hitPlayer;
  const need = assaultScore(skill);
  const rolls: FightResult['rolls'][number][] = [];
  const hits: AssaultHit[] = [];
  if (fighters.length === 0) return { rolls, hits, rules };
  const pool = yield* rollPool({
    count: fighters.length,
    target: atLeast(need),
    label: `assault: ${fighters.map((f) => f.id).join(', ')} to hit`,
  });
  fighters.forEach((f, i) =>
    rolls.push({ team: f.id, need, face: pool.dice[i]!.first.face, hit: pool.dice[i]!.success }),
  );
  const state = new Map(enemies.map((e) => [e.id, e]));
  for (const [i, f] of fighters.entries()) {
    if (!pool.dice[i]!.success) continue;
    const open = enemies.filter(
      (e) => !state.get(e.id)!.destroyed && (f.contacts ? f.contacts.includes(e.id) : e.inContact !== false),
    );
    if (open.length === 0) continue;
    const onId =
      open.length === 1
        ? open[0]!.id
        : yield* decide(
            'fow3.assault-hit',
            hitPlayer,
            `${f.id} scores a hit: which team takes it?`,
            open.map((e) => ({ value: e.id, label: e.label ?? e.id })),
            open[0]!.id,
          );
    const on = state.get(onId)!;
    let hit: AssaultHit;
    if (on.profile.kind !== 'tank') {
      rules.push(FOW3.noAssaultSaves);
      hit = { by: f.id, on: on.id, how: 'no-save', outcome: 'destroyed' };
    } else {
      const atGun = hasRule(f.profile.rules, 'anti-tank-gun');
      let side = false;
      if (atGun) {
        rules.push(FOW3.gunsInAssaults);
        // In front of the gun's base ([Field of Fire]) is the table's to say when the situation does
        // not; a tank that charged the gun usually came at its front.
        const inField =
          f.tankInFieldOfFire ??
          (yield* decide(
            'fow3.gun-field-of-fire',
            hitPlayer,
            `Is ${on.label ?? on.id} in the field of fire of ${f.label ?? f.id} (in front of its base)?`,
            [
              { value: 'yes', label: 'yes' },
              { value: 'no', label: 'no' },
            ],
            'yes',
          )) === 'yes';
        if (inField) {
          side =
            (yield* decide(
              'fow3.gun-assault',
              gunPlayer,
              `${f.id} hit ${on.id}: Anti-tank against side armour, or Tank Assault 2 against top armour?`,
              [
                { value: 'side', label: 'Anti-tank vs side armour' },
                { value: 'top', label: 'Tank Assault 2 vs top armour' },
              ],
              'side',
            )) === 'side';
        }
      }
      if (side) {
        const weapon = f.profile.weapons[0]!;
        const rec = yield* saveHit(on, weapon, options, {
          facing: 'side',
          longRange: false,
          label: `${f.id} in the assault`,
        });
        rules.push(...rec.rules);
        hit = { by: f.id, on: on.id, how: 'side-armour', sideSave: rec, outcome: rec.outcome };
      } else {
        const ta = tankAssaultOf(f.profile);
        if (ta === undefined) {
          hit = {
            by: f.id,
            on: on.id,
            how: 'no-rating',
            outcome: 'no-effect',
            note: `${f.profile.name} has no Tank Assault rating in Open Fire: no effect on a tank`,
          };
        } else {
          const rec = yield* assaultArmourSave(on.profile, ta, `${on.id} hit by ${f.id}`);
          rules.push(...rec.rules);
          hit = { by: f.id, on: on.id, how: 'tank-assault', armour: rec, outcome: rec.outcome };
        }
      }
    }
    hits.push(hit);
    const now = state.get(on.id)!;
    if (
      hit.outcome === 'destroyed' ||
      (hit.outcome === 'bailed-out' && now.bailedOut && options.bailedOutAgain === 'destroyed')
    )
      state.set(on.id, { ...now, destroyed: true });
    else if (hit.outcome === 'bailed-out') state.set(on.id, { ...now, bailedOut: true });
  }
  return { rolls, hits, rules };
}
