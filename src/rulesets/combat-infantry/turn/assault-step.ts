/**
 * The Assault Phase in play (p. 9): each assault hex in the order the active player picks.
 * Every block in the hex is revealed (B20); the three rounds run (assault.ts); eliminated units
 * leave (destroyed tanks become wrecks with the optional rule, p. 6); retreating attackers go
 * back through the hexside they came by, defenders to a friendly hex or else any vacant one;
 * a unit with nowhere to go was already eliminated. The winner may then Regroup into
 * neighbouring friendly hexes.
 */
import { InputError } from '../../../errors/input-error.js';
import { decide, type Procedure } from '../../../engine/request.js';
import type { PlayAction, StepOutcome } from '../../play.js';
import { assault, assaultArmor, type AssaultSituation, type AssaultUnit } from '../assault.js';
import type { FireModifier } from '../fire/fire.js';
import type { HexId } from '../hex.js';
import { CI } from '../rules.js';
import { isArmored, lastStep } from '../schema/force.js';
import type { CiGameState } from '../schema/game.js';
import { cell } from '../terrain.js';
import { labelValue, type Unit, type World } from '../world.js';
import { tail } from './report.js';
import { friendlyRefuges, sendAway, withBlock, withUsed, world, type CiView } from './table.js';

type Out = Procedure<StepOutcome<CiGameState>>;

function vacantRefuges(w: World, u: Unit): HexId[] {
  const from = u.state.hex!;
  const assaults = w.assaultHexes();
  return w.neighbours(from).filter((h) => !w.impassable(from, h) && w.at(h).length === 0 && !assaults.has(h));
}

function attackerRefuge(w: World, u: Unit, from: HexId): HexId[] {
  if (w.at(from, 1 - u.side).length > 0 || w.assaultHexes().has(from)) return [];
  return w.stackCount(from, u.side) < w.stackLimit(from) ? [from] : [];
}

export function buildAssault(w: World, hex: HexId): AssaultSituation {
  const entry = w.state.used.assaults.find((a) => a.hex === hex);
  if (!entry) throw new InputError(`No assault is waiting in ${hex}.`);
  const attackers = entry.attackers.map((a) => ({ u: w.unit(a.id), from: a.from })).filter((x) => w.live(x.u));
  const attSide = attackers[0]?.u.side ?? w.activeIndex;
  const defenders = w.at(hex, 1 - attSide);
  const percent = w.lost.num('assault.armor_percent');
  const tname = w.terrainName(hex);
  const defense: 1 | 2 = w.options.assault2dInWoodsAndTown && (tname === 'woods' || tname === 'town') ? 2 : 1;
  const unit = (u: Unit, canRetreat: boolean, round1?: FireModifier[]): AssaultUnit => {
    const hq = w.hqWith(u);
    return {
      id: u.spec.id,
      owner: w.state.sides[u.side]!.name,
      strength: u.state.strength,
      lastStep: lastStep(u.spec.kind),
      defense,
      ...(u.state.halfHit === 'assault' ? { halfHit: 'assault' as const } : {}),
      ...(isArmored(u.spec) ? { armor: assaultArmor(labelValue(u.spec, 'armor'), percent) } : {}),
      kind: u.spec.kind,
      F: labelValue(u.spec, 'F'),
      morale: labelValue(u.spec, 'morale'),
      ...(u.spec.antiTank ? { antiTank: true } : {}),
      ...(hq ? { hq: { id: hq.spec.id, rating: labelValue(hq.spec, 'morale') } } : {}),
      canRetreat,
      ...(round1 ? { round1 } : {}),
    };
  };
  const mods = (from: HexId): FireModifier[] => {
    const side = w.hexside(from, hex);
    const out: FireModifier[] = [];
    if (side.uphill === hex)
      out.push({ name: 'assaulting uphill, round 1', delta: w.lost.num('assault.uphill_penalty'), rule: CI.slopes });
    if (side.uphill === from && w.options.downhillAssaultBonus)
      out.push({ name: 'assaulting downhill, round 1 (option, B14)', delta: 1, rule: CI.slopes });
    if (side.terrain.assaultPenalty !== undefined && !side.bridge && !side.ford)
      out.push({
        name: 'assaulting across a river, round 1',
        delta: cell(side.terrain.assaultPenalty, w.lost),
        rule: CI.river,
      });
    return out;
  };
  const farm = w.terrain(hex).moraleBonus;
  return {
    hex,
    attacker: w.state.sides[attSide]!.name,
    defender: w.state.sides[1 - attSide]!.name,
    attackers: attackers.map(({ u, from }) => unit(u, attackerRefuge(w, u, from).length > 0, mods(from))),
    defenders: defenders.map((u) =>
      unit(u, friendlyRefuges(w, u.spec.id).length > 0 || vacantRefuges(w, u).length > 0),
    ),
    round1: [],
    ...(farm !== undefined ? { defenderMorale: { delta: cell(farm, w.lost), rule: CI.farmMorale } } : {}),
    attackerRetreatRound1: w.options.attackerRetreatRound1,
    oneHitPerUnit: w.options.oneHitPerFiringUnit,
    rounds: w.lost.num('assault.rounds'),
  };
}

function* resolveAssault(v: CiView, hex: HexId): Out {
  const w = world(v);
  const s = buildAssault(w, hex);
  const uses = w.lost.take();
  const entry = v.state.used.assaults.find((a) => a.hex === hex)!;
  let state = v.state;
  for (const u of w.at(hex)) state = withBlock(state, u.spec.id, (b) => ({ ...b, revealed: true }));
  const r = yield* assault(s);
  const report = [
    `Assault on ${hex}: ${s.attacker} (${s.attackers.map((a) => a.id).join(', ')}) against ${s.defender} (${s.defenders.map((d) => d.id).join(', ')}).`,
    ...r.log,
  ];
  for (const x of r.units) {
    state = withBlock(state, x.id, (b) => {
      const { halfHit: _h, ...rest } = b;
      const tank = w.unit(x.id).spec.kind === 'tank';
      return {
        ...rest,
        strength: x.strength,
        ...(x.eliminated ? (tank && w.options.wrecks ? { wreck: true } : { eliminated: true }) : {}),
      };
    });
  }
  for (const x of r.units.filter((y) => y.retreated)) {
    const now = world({ ...v, state });
    const u = now.unit(x.id);
    const refuges =
      x.side === 'attacker'
        ? attackerRefuge(now, u, entry.attackers.find((a) => a.id === x.id)!.from)
        : (() => {
            const f = friendlyRefuges(now, x.id);
            return f.length > 0 ? f : vacantRefuges(now, u);
          })();
    const out = yield* sendAway({ ...v, state }, x.id, refuges, 'retreats');
    state = out.state;
    report.push(out.line);
  }
  state = withUsed(state, (u) => ({ ...u, assaults: u.assaults.filter((a) => a.hex !== hex) }));
  // Regroup (p. 9): the winner's units in the hex may step into neighbouring friendly hexes.
  const winnerSide = r.winner === 'attacker' ? s.attacker : s.defender;
  const after = world({ ...v, state });
  const wi = after.sideIndex(winnerSide);
  for (const u of after.at(hex, wi)) {
    const now = world({ ...v, state });
    const options = friendlyRefuges(now, u.spec.id).filter((h) => h !== hex && !now.assaultHexes().has(h));
    if (options.length === 0) continue;
    const pick = yield* decide<string>(
      'ci.regroup',
      winnerSide,
      `Regroup: ${u.spec.id} stays in ${hex} or moves to?`,
      [{ value: 'stay', label: `stay in ${hex}` }, ...options.map((h) => ({ value: h, label: h }))],
      'stay',
    );
    if (pick !== 'stay') {
      state = withBlock(state, u.spec.id, (b) => ({ ...b, hex: pick }));
      report.push(`${u.spec.id} regroups into ${pick}`);
    }
  }
  return { state, report: [...report, ...tail([...r.rules, CI.regroup], uses)] };
}

export function assaultActions(v: CiView): PlayAction<CiGameState>[] {
  return v.state.used.assaults.map((a) => ({
    id: `assault:${a.hex}`,
    label: `resolve the assault on ${a.hex} (${a.attackers.map((x) => x.id).join(', ')})`,
    run: () => resolveAssault(v, a.hex),
  }));
}

// eslint-disable-next-line require-yield
export function* endAssaultPhase(v: CiView): Out {
  if (v.state.used.assaults.length > 0)
    throw new InputError(`Resolve every assault first (${v.state.used.assaults.map((a) => a.hex).join(', ')}).`);
  return { state: { ...v.state, step: 'supply' }, report: ['Assault Phase over: Supply Phase.'] };
}
