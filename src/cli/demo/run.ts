/** The bundled demo (`umpire demo`, and `npm start` without a terminal): one automatic round of the demo battle. */
export async function runDemo(opts: { seed?: string }): Promise<void> {
  const { runAutoDemo } = await import('../play/run.js');
  await runAutoDemo(opts.seed !== undefined ? Number(opts.seed) : 1944);
}
