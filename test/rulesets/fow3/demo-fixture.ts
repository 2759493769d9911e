/**
 * The fow3 demo forces as of 32cd1b1 (test/fixtures/fow3-demo-1020: German 1020 points, British
 * 945), with the demo game made from them: the rule tests built on their
 * teams read them, so their team counts, edits and points hold whatever the bundled demo battle
 * (scenarios/fow3/forces) becomes.
 */
import { fileURLToPath } from 'node:url';

export const fow3FixtureDir = fileURLToPath(new URL('../../fixtures/fow3-demo-1020/', import.meta.url));

/** The two sides of the fixture, as `fow3DemoSides()` gives the bundled ones. */
export function fow3FixtureSides(): { name: string; forceFile: string }[] {
  return [
    { name: 'British', forceFile: `${fow3FixtureDir}forces/british-armoured-squadron.yaml` },
    { name: 'German', forceFile: `${fow3FixtureDir}forces/german-grenadierkompanie.yaml` },
  ];
}
