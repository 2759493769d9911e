/**
 * Where Open Fire is silent (spec §16, ambiguities A1-A21 and the few umpire adds), umpire picks
 * the reading players would expect and makes it an option. Every option here is listed in the
 * README coverage table with its default.
 */
export interface Fow3Options {
  /** A1: a score above 6. 'impossible' (default): no roll can succeed; 'v4': 7 is a 6 then 5+, 8 a 6 then 6, 9+ impossible. */
  readonly scoreAboveSix: 'impossible' | 'v4';
  /** A2: which weapon's hit goes to which team. 'target-chooses' (default, a decision per hit); 'heaviest-last' (the book example: light weapons first). */
  readonly weaponOrder: 'target-chooses' | 'heaviest-last';
  /** A4: company morale. 'flat-4' (default, the main text): 4+; 'motivation': the company's Motivation Test (the summary). */
  readonly companyMorale: 'flat-4' | 'motivation';
  /** A5: can shooting pin tank platoons? Default false: only infantry and gun platoons. */
  readonly pinTanksByShooting: boolean;
  /** A20: Tank Terror for tank platoons too? Default false: infantry platoons only. */
  readonly tankTerrorForTanks: boolean;
  /** Bailed out tank bailed out again (no rule in Open Fire): 'stays' (default) or 'destroyed'. */
  readonly bailedOutAgain: 'stays' | 'destroyed';
  /** Long range for the score to hit: 'each-team' (default: the easiest team counting its own range) or 'nearest-team' (the spec: range to the nearest visible team). */
  readonly longRangeToHit: 'each-team' | 'nearest-team';
}

export const DEFAULT_FOW3_OPTIONS: Fow3Options = {
  scoreAboveSix: 'impossible',
  weaponOrder: 'target-chooses',
  companyMorale: 'flat-4',
  pinTanksByShooting: false,
  tankTerrorForTanks: false,
  bailedOutAgain: 'stays',
  longRangeToHit: 'each-team',
};

export function fow3Options(partial: Partial<Fow3Options> = {}): Fow3Options {
  return { ...DEFAULT_FOW3_OPTIONS, ...partial };
}
