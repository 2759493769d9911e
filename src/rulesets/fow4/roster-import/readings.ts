/**
 * umpire's own readings of values BSData's data writes in a form no card prints, kept here in one
 * place so none is mistaken for the book's. Each applies only to the exact slip it names; every
 * import that uses one lists it ("Read by umpire") and writes it as a comment beside the team in
 * the arsenal file, where the player can change the value to the card's.
 *
 * - A Motivation box reading a bare 2+ (BSData's SS Tiger cards): no Motivation rating has 2+
 *   (p. 10), but a score of 2+ for Motivation tests is a real reading (Bunkers, p. 76): Rally,
 *   Remount, Counterattack and Last Stand 2+; the rating word is Fearless, the best there is, so
 *   Follow Me (p. 25, the plain rating) rolls 3+.
 * - An empty armour box on a Tank Unit card whose other boxes are numbers (the T30 of Fortress
 *   Europe: Side & Rear left empty; the same vehicle in two other catalogues prints 0): read as 0,
 *   the lowest armour rating (p. 39).
 * - A weapon line of an ARTILLERY card whose boxes from Moving ROF on sit one column to the right
 *   (Moving ROF a number, Anti-Tank a score "2+", Firepower a rule name "Bombs"): read one column
 *   to the left: Anti-Tank the Moving ROF box, Firepower the Anti-Tank box, the Firepower box a
 *   special rule.
 * - A Range box with a bare number and no unit ("50", "40", D-Day American's M8 Scott direct fire
 *   and Passenger MG; the same weapons elsewhere print 20"/50cm and 16"/40cm): read as
 *   centimetres when it is a whole number of inches in cm (a multiple of 2.5).
 */

export const READINGS = {
  motivation2: (box: string) =>
    `Motivation '${box}': no Motivation rating has 2+; read as Fearless with Rally, Remount, Counterattack and Last Stand 2+, so Follow Me rolls 3+ (pp. 10, 25)`,
  emptyArmour: (box: string) => `${box} box empty in the data: read as armour 0 (p. 39)`,
  shiftedWeapon: (moving: string, antiTank: string, firepower: string) =>
    `Moving ROF '${moving}', Anti-Tank '${antiTank}', Firepower '${firepower}' sit one box to the right: read as Anti-Tank ${moving}, Firepower ${antiTank}, special rule ${firepower}`,
  bareRange: (text: string, inches: number, cm: number) =>
    `Range '${text}' has no unit: read as centimetres, ${inches}"/${cm}cm`,
} as const;

/** A bare whole number a Range box holds, read as centimetres when it is a whole number of inches (p. 26). */
export function bareRangeAsCm(text: string): { inches: number; cm: number } | undefined {
  const t = text.trim();
  if (!/^\d{1,3}$/.test(t)) return undefined;
  const cm = Number(t);
  const inches = cm / 2.5;
  return cm > 0 && Number.isInteger(inches) ? { inches, cm } : undefined;
}
