/**
 * The `umpire assault` command-line flags both Flames Of War editions take, and the reading of a
 * unit's ratings ("confident-veteran") from them.
 */
import { InputError } from '../../errors/input-error.js';
import type { Motivation, Skill } from './profile.js';

export interface AssaultFlags {
  attacker?: string;
  attackerRating?: string;
  defender?: string[];
  defenderRating?: string[];
  attackerArsenal?: string;
  defenderArsenal?: string;
  situation?: string;
  attackerPinned?: boolean;
  defenderPinned?: boolean;
  concealed?: boolean;
  sneaking?: boolean;
  cross?: boolean;
  night?: boolean;
  smoke?: boolean;
  defenderCommander?: boolean;
  defenderRules?: string;
  attackerRules?: string;
  maxRounds?: string;
}

const MOTIVATIONS: readonly Motivation[] = ['fearless', 'confident', 'reluctant'];
const SKILLS: readonly Skill[] = ['veteran', 'trained', 'conscript'];

/** "confident-veteran" (either order, any separator) to ratings. */
export function parseRating(text: string, flag: string): { motivation: Motivation; skill: Skill } {
  const words = text
    .toLowerCase()
    .split(/[\s,/+-]+/)
    .filter(Boolean);
  const motivation = words.find((w): w is Motivation => (MOTIVATIONS as readonly string[]).includes(w));
  const skill = words.find((w): w is Skill => (SKILLS as readonly string[]).includes(w));
  if (!motivation || !skill || words.length !== 2) {
    throw new InputError(`${flag} takes a Motivation and a Skill, e.g. confident-veteran, not "${text}"`, {
      hint: `Motivation: ${MOTIVATIONS.join(', ')}; Skill: ${SKILLS.join(', ')}`,
    });
  }
  return { motivation, skill };
}
