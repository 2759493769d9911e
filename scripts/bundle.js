// Build step (npm run build / prepare, after tsc): bundle dist/ into dist/bundle/, which
// bin/umpire.js runs. Loading some 80 small modules one by one was most of a quick command's
// start-up, so the modules each quick command loads (scripts/quick-commands.js, traced by running
// the compiled CLI) go into a few larger files: modules loaded by the same set of quick commands
// share one file, so `umpire shoot ... --json` reads a handful of files, not 80, and no code it
// does not run. Every other module is laid out by rollup's own rule (one file per set of dynamic
// imports reaching it). Each module stays one module (one instance of each class and of each
// state), so the bundle behaves as dist/ does; the quick commands' output is compared to be sure.
//   node scripts/bundle.js
import { rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { isAbsolute, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rollup } from 'rollup';
import { modulesLoaded } from './modules-loaded.js';
import { COLD_START, QUICK_COMMANDS } from './quick-commands.js';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const outDir = fileURLToPath(new URL('../dist/bundle/', import.meta.url));
const bin = fileURLToPath(new URL('../bin/umpire.js', import.meta.url));

/** Run the CLI (compiled or bundled) once; stop the build when the run fails. */
function run(name, args, unbundled) {
  const r = modulesLoaded(bin, args, unbundled ? { UMPIRE_UNBUNDLED: '1' } : {});
  if (r.status !== 0)
    throw new Error(
      `umpire ${args.join(' ')} failed (${unbundled ? 'dist/' : 'dist/bundle/'}, exit ${r.status}): ${r.stderr.trim()}`,
    );
  return r;
}

/** Which quick commands load each compiled module (cold start: "start"). */
function traceQuickCommands() {
  const users = new Map();
  const stdout = new Map();
  for (const [name, args] of [['start', COLD_START], ...Object.entries(QUICK_COMMANDS)]) {
    const r = run(name, args, true);
    stdout.set(name, r.stdout);
    for (const url of r.urls) {
      if (!url.startsWith('file:')) continue;
      const file = fileURLToPath(url);
      if (!file.startsWith(dist)) continue;
      users.set(file, [...(users.get(file) ?? []), name]);
    }
  }
  return { users, stdout };
}

try {
  const { users, stdout } = traceQuickCommands();
  const build = await rollup({
    input: `${dist}cli/main.js`,
    // Packages and node: built-ins stay imports.
    external: (id) => isBuiltin(id) || (!id.startsWith('.') && !isAbsolute(id)),
    onwarn(warning, warn) {
      // One import cycle between fow4's two shooting steps is known and harmless. A cycle between
      // the bundle's files could run a module before one it needs: that stops the build.
      if (warning.code === 'CIRCULAR_DEPENDENCY') return;
      if (warning.code === 'CIRCULAR_CHUNK' || warning.code === 'CYCLIC_CROSS_CHUNK_REEXPORT')
        throw new Error(`rollup: ${warning.message}`);
      warn(warning);
    },
    plugins: [
      {
        name: 'umpire-import-meta-url',
        // A module finds its data files (scenarios/, arsenals.json, package.json) from its own URL:
        // keep that URL the compiled file's, wherever the bundle puts its code.
        resolveImportMeta(property, { moduleId }) {
          if (property !== 'url') return null;
          return `new URL(${JSON.stringify(relative(outDir, moduleId))}, import.meta.url).href`;
        },
      },
    ],
  });
  rmSync(outDir, { recursive: true, force: true });
  const { output } = await build.write({
    dir: outDir,
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: '[name]-[hash].js',
    generatedCode: 'es2015',
    // The cold start's modules go where rollup puts them (with main.js); each other traced module
    // goes to the file of the quick commands that load it, and nothing else is pulled in with it.
    onlyExplicitManualChunks: true,
    manualChunks(id) {
      const by = users.get(id);
      if (!by || by.includes('start')) return undefined;
      return `loaded-by-${by.join('-')}`;
    },
  });
  await build.close();
  for (const [name, args] of Object.entries(QUICK_COMMANDS)) {
    if (run(name, args, false).stdout !== stdout.get(name))
      throw new Error(`umpire ${args.join(' ')} printed something else from dist/bundle/ than from dist/`);
  }
  console.log(
    `bundled dist/ into ${output.length} files -> dist/bundle/ (quick commands: ${Object.keys(QUICK_COMMANDS).join(', ')})`,
  );
} catch (err) {
  rmSync(outDir, { recursive: true, force: true });
  console.error(`could not bundle dist/: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
