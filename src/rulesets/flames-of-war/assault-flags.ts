/** The reading of a unit's ratings ("confident-veteran") from `umpire assault`'s flags, in both Flames Of War editions. */
import { InputError } from '../../errors/input-error.js';
import type { Motivation, Skill } from './profile.js';

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
