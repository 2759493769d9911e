/**
 * Every rule id the fow4 catalogues know: the ids of the RuleRefs of rules.ts and of each
 * folder's rules.ts (and the missions), without the "fow4." prefix. A special rule a situation
 * names (on a team, a weapon or a unit) must be one of them, compared as ruleKey compares
 * ("Schürzen" = "schurzen"); a rule with a number ("tank-assault-4") is known by its name.
 */
import type { RuleRef } from '../../engine/rules.js';
import { didYouMean } from '../../game/suggest.js';
import { ruleKey } from '../flames-of-war/saves/special-rules.js';
import { AIR } from './aircraft/rules.js';
import { FOW4_ASSAULT } from './assault/rules.js';
import { BOMBARD } from './bombard/rules.js';
import { FOW4, FOW4_SAVES, FOW4_SCORE, FOW4_SHOOTING, FOW4_SPECIAL_RULES, FOW4_TESTS } from './rules.js';
import { TURN } from './turn/rules.js';
import { MISSION_LIST } from './turn/missions.js';

/** The fow4 rule catalogues, each a record of RuleRefs. */
export const FOW4_CATALOGUES: Readonly<Record<string, Readonly<Record<string, RuleRef>>>> = {
  FOW4,
  FOW4_TESTS,
  FOW4_SHOOTING,
  FOW4_SPECIAL_RULES,
  FOW4_ASSAULT,
  BOMBARD,
  AIR,
  TURN,
  FOW4_SAVES,
  FOW4_SCORE,
  MISSIONS: Object.fromEntries(MISSION_LIST.map((m) => [m.id, m.rule])),
};

/** Every RuleRef of the catalogues. */
export function fow4RuleRefs(): RuleRef[] {
  return Object.values(FOW4_CATALOGUES).flatMap((c) => Object.values(c));
}

let known: Set<string> | undefined;
let names: string[] | undefined;

/** The rule ids, as ruleKey writes them. */
export function knownRuleKeys(): ReadonlySet<string> {
  if (!known) {
    names = [...new Set(fow4RuleRefs().map((r) => r.id.replace(/^fow4\./, '')))].sort();
    known = new Set(names.map(ruleKey));
  }
  return known;
}

/** Is this special-rule id (as a situation writes it) one the catalogues know? */
export function isKnownRule(id: string): boolean {
  const keys = knownRuleKeys();
  const key = ruleKey(id);
  return keys.has(key) || keys.has(key.replace(/-\d+(-plus)?$/, ''));
}

/** "unknown rule 'improvised-armor'; did you mean 'improvised-armour'?" for an id the catalogues lack. */
export function unknownRuleMessage(id: string): string {
  knownRuleKeys();
  const shown = id.length > 60 ? `${id.slice(0, 57)}...` : id;
  return `unknown rule '${shown}'${didYouMean(id, names!)}`;
}
