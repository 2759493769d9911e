// Build step (npm run build / prepare, after tsc): bundle dist/ into dist/bundle/, which
// bin/umpire.js runs. Loading some 80 small modules one by one was most of a quick command's
// start-up, so the modules each quick command loads (scripts/quick-commands.js, traced by running
// the compiled CLI) go into a few larger files: modules loaded by the same set of quick commands
// share one file, so `umpire shoot ... --json` reads a handful of files, not 80, and no code it
// does not run. Every other module is laid out by rollup's own rule (one file per set of dynamic
// imports reaching it). Each module stays one module (one instance of each class and of each
// state), so the bundle behaves as dist/ does; the quick commands' output is compared to be sure.
//   node scripts/bundle.js
import { rmSync, statSync } from 'node:fs';
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

/**
 * The file each traced module goes to, named by the quick commands that load it. A set of modules
 * that small (under SMALL bytes compiled) joins the file of the fewest-commands superset that has
 * one, when everything they import is loaded by every command of that superset anyway: its own
 * commands read that file anyway, so one file fewer for them (each file read costs about as much
 * as compiling 25 KB), and the superset's other commands read a few KB they do not run, and no
 * file more. `importsOf(file)`: the modules a module imports (rollup's module info).
 */
const SMALL = 10_000;

/** Packages whose files the bundle holds instead of importing them (see `external` below). */
const INLINED = ['pure-rand'];
function fileOfModules(users, importsOf) {
  const bySet = new Map();
  for (const [file, by] of users) {
    if (by.includes('start')) continue;
    const key = by.join('-');
    const set = bySet.get(key) ?? { by, bytes: 0, files: [] };
    set.bytes += statSync(file).size;
    set.files.push(file);
    bySet.set(key, set);
  }
  const within = (by, commands) => commands.every((c) => by.includes(c));
  // Every import of these files is loaded by all of `commands` (or is a package, a built-in, the cold start).
  const importsLoadedBy = (files, commands) =>
    files.every((f) =>
      importsOf(f).every((i) => {
        const by = users.get(i);
        return !by || by.includes('start') || within(by, commands);
      }),
    );
  const fileOf = new Map();
  for (const [key, { by, bytes, files }] of bySet) {
    const superset =
      bytes < SMALL
        ? [...bySet.values()]
            .filter((o) => o.by.length > by.length && within(o.by, by) && o.bytes >= SMALL)
            .filter((o) => importsLoadedBy(files, o.by))
            .sort((a, b) => a.by.length - b.by.length || b.bytes - a.bytes)[0]
        : undefined;
    fileOf.set(key, superset ? superset.by.join('-') : key);
  }
  return fileOf;
}

try {
  const { users, stdout } = traceQuickCommands();
  let fileOf;
  const build = await rollup({
    input: `${dist}cli/main.js`,
    // Packages and node: built-ins stay imports, but for the few small files of the packages named
    // in INLINED: each package file imported costs a lookup of its package's exports and a file
    // read, more than its code (pure-rand: two files of 6 KB, ~2 ms of a quick `shoot`, issue 32).
    external: (id) =>
      isBuiltin(id) || (!id.startsWith('.') && !isAbsolute(id) && !INLINED.some((p) => id.startsWith(`${p}/`))),
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
        name: 'umpire-inline-packages',
        // Where Node itself would load them from (their package's exports).
        resolveId(id) {
          return INLINED.some((p) => id.startsWith(`${p}/`)) ? fileURLToPath(import.meta.resolve(id)) : null;
        },
      },
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
    // The cold start's modules go together in one file (main-*.js, main.js its facade): left to
    // rollup, a dynamic import from a quick command's file could split them into several (issue
    // 32: `--version` read five files). Each other traced module goes to the file of the quick
    // commands that load it, and nothing else is pulled in with it.
    onlyExplicitManualChunks: true,
    manualChunks(id, { getModuleInfo }) {
      fileOf ??= fileOfModules(users, (file) => getModuleInfo(file)?.importedIds ?? []);
      // An inlined package's file goes with the module of ours that imports it.
      const ours = id.includes('/node_modules/')
        ? getModuleInfo(id)?.importers.find((i) => users.has(i) || i.includes('/node_modules/'))
        : id;
      let by = ours === undefined ? undefined : users.get(ours);
      for (let i = ours; !by && i?.includes('/node_modules/');) {
        i = getModuleInfo(i)?.importers.find((x) => users.has(x) || x.includes('/node_modules/'));
        by = i === undefined ? undefined : users.get(i);
      }
      if (!by) return undefined;
      if (by.includes('start')) return 'main';
      return `loaded-by-${fileOf.get(by.join('-'))}`;
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
