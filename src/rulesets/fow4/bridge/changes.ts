/**
 * Results become a list of state changes: one field of one team or unit, each with the reason in
 * words and the rule (with its page) that caused it. Applying them is pure: a new GameState comes
 * back, with the changes that actually changed something (a unit already Pinned Down is not
 * pinned again). The caller commits the new state (src/game/session.ts) with `changesReason`.
 */
import { citeRule, type RuleRef } from '../../../engine/rules.js';
import { clone } from '../../../game/state-ops.js';
import type { GameState, TeamState, UnitState } from '../schema/game.js';
import { BridgeInputError } from './game.js';

export type TeamField =
  | 'destroyed'
  | 'bailedOut'
  | 'smoke'
  | 'shot'
  | 'assaulted'
  | 'foxholes'
  | 'goneToGround'
  | 'concealed'
  | 'passengerOf'
  | 'bombarded'
  | 'sentToRear'
  | 'movement'
  | 'shotAtAircraft';
export type UnitField =
  'pinned' | 'destroyed' | 'rangedIn' | 'order' | 'leader' | 'deployment' | 'rangeInFailed' | 'commander';

export interface TeamChange {
  readonly scope: 'team';
  readonly side: string;
  readonly unit: string;
  readonly team: string;
  readonly field: TeamField;
  /** The new value; undefined clears the flag (back to its default). */
  readonly value: boolean | string | undefined;
  /** What happened, in words, e.g. "destroyed by 1st Troop/2 75mm". */
  readonly reason: string;
  readonly rule?: RuleRef;
}

export interface UnitChange {
  readonly scope: 'unit';
  readonly side: string;
  readonly unit: string;
  readonly field: UnitField;
  readonly value: boolean | string | null | { readonly marker: string } | undefined;
  readonly reason: string;
  readonly rule?: RuleRef;
}

export type StateChange = TeamChange | UnitChange;

export function teamChange(
  side: string,
  unit: string,
  team: string,
  field: TeamField,
  value: TeamChange['value'],
  reason: string,
  rule?: RuleRef,
): TeamChange {
  return { scope: 'team', side, unit, team, field, value, reason, ...(rule ? { rule } : {}) };
}

export function unitChange(
  side: string,
  unit: string,
  field: UnitField,
  value: UnitChange['value'],
  reason: string,
  rule?: RuleRef,
): UnitChange {
  return { scope: 'unit', side, unit, field, value, reason, ...(rule ? { rule } : {}) };
}

function locate(state: GameState, c: StateChange): { us: UnitState; ts?: TeamState } {
  const side = state.sides.find((s) => s.name === c.side);
  const us = side?.units.find((u) => u.unit === c.unit);
  if (!us) throw new BridgeInputError(`a change names the unit '${c.unit}' of '${c.side}', which is not in the game`);
  if (c.scope === 'unit') return { us };
  const ts = us.teams.find((t) => t.id === c.team);
  if (!ts) throw new BridgeInputError(`a change names the team '${c.team}', which is not in '${c.unit}'`);
  return { us, ts };
}

const OPTIONAL = new Set(['passengerOf', 'shotAtAircraft', 'rangedIn', 'order', 'leader', 'commander']);
const FIELD_DEFAULTS: Record<string, unknown> = { deployment: 'table' };

/** The value a field has when the file leaves it out. */
function defaultOf(field: string): unknown {
  if (field in FIELD_DEFAULTS) return FIELD_DEFAULTS[field];
  return OPTIONAL.has(field) ? undefined : false;
}

/**
 * Apply changes in order to a copy of the state. Returns the new state and the changes that made
 * a difference (in order). Pure.
 */
export function applyChanges(
  state: GameState,
  changes: readonly StateChange[],
): { state: GameState; applied: StateChange[] } {
  const next = clone(state);
  const applied: StateChange[] = [];
  for (const c of changes) {
    const { us, ts } = locate(next, c);
    const target = (c.scope === 'team' ? ts! : us) as unknown as Record<string, unknown>;
    const have = target[c.field] === undefined ? defaultOf(c.field) : target[c.field];
    const want = c.value === undefined ? defaultOf(c.field) : c.value;
    if (have === want) continue;
    if (c.value === undefined) delete target[c.field];
    else if (c.scope === 'unit' && !(c.field in target)) insertBeforeTeams(target, c.field, c.value);
    else target[c.field] = c.value;
    applied.push(c);
  }
  return { state: next, applied };
}

/** A new unit flag goes before the unit's team list, so the file reads unit, flags, teams. */
function insertBeforeTeams(o: Record<string, unknown>, key: string, value: unknown): void {
  const entries = Object.entries(o);
  for (const k of Object.keys(o)) delete o[k];
  for (const [k, v] of entries) {
    if (k === 'teams') o[key] = value;
    o[k] = v;
  }
  if (!(key in o)) o[key] = value;
}

/** One change in words: "StuG Platoon/2: bailed out (Bailed Out Tank Teams, p. 38)". */
export function describeChange(c: StateChange): string {
  const who = c.scope === 'team' ? c.team : c.unit;
  return `${who}: ${c.reason}${c.rule ? ` (${citeRule(c.rule)})` : ''}`;
}

/** The journal reason of a step: its title and every change in words. */
export function changesReason(title: string, applied: readonly StateChange[]): string {
  return applied.length === 0 ? `${title}: no change` : `${title}: ${applied.map(describeChange).join('; ')}`;
}
