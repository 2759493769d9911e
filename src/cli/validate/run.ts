import { ValidationError, formatIssue, type Issue } from '../../game/issues.js';
import { didYouMean } from '../../game/suggest.js';
import { expectMapping, positionOf, readYamlFile } from '../../game/yaml-source.js';
import { RULESET_IDS, isRulesetId, loadRuleset } from '../../rulesets/index.js';
import { printJson, println } from '../output.js';

export interface ValidateOptions {
  json?: boolean;
  kind?: string;
}

interface FileResult {
  file: string;
  ok: boolean;
  ruleset?: string;
  kind?: string;
  summary?: string;
  issues: Issue[];
}

/** Check each file; print every problem with file:line:col; exit code 2 when any file is bad. */
export async function runValidate(files: string[], opts: ValidateOptions): Promise<void> {
  const results: FileResult[] = [];
  for (const f of files) results.push(await validateOne(f, opts.kind));
  if (opts.json) {
    printJson({ ok: results.every((r) => r.ok), files: results });
  } else {
    const { paint } = await import('../style.js');
    const c = await paint();
    for (const r of results) {
      if (r.ok) println(`${c.good('ok')}   ${r.file}: ${r.summary}`);
      else {
        println(`${c.bad('fail')} ${r.file}: ${r.issues.length} problem${r.issues.length === 1 ? '' : 's'}`);
        for (const i of r.issues) {
          // A problem's file:line:col line (and the source excerpt under it) stays whole, so that
          // an editor or grep finds it and the caret stays under its column; the hint wraps.
          const { hint, ...rest } = i;
          process.stdout.write(`  ${formatIssue(rest).replace(/\n/g, '\n  ')}\n`);
          if (hint) println(`    ${hint}`);
        }
      }
    }
  }
  if (results.some((r) => !r.ok)) process.exitCode = 2;
}

async function validateOne(file: string, forced?: string): Promise<FileResult> {
  try {
    const src = readYamlFile(file);
    const data = expectMapping(src, 'umpire');
    const id = data.ruleset;
    const ids = RULESET_IDS;
    if (id === undefined && 'procedure' in data) {
      // An `umpire resolve` document: its procedure names the ruleset.
      const { checkResolveDocument } = await import('../resolve/run.js');
      const { entry } = await checkResolveDocument(src, file);
      return {
        file,
        ok: true,
        ruleset: entry.ruleset,
        kind: 'situation',
        summary: `a ${entry.id} situation (umpire resolve)`,
        issues: [],
      };
    }
    if (typeof id !== 'string') {
      return bad(file, [
        {
          file,
          ...positionOf(src, []),
          message: "the file has no 'ruleset' key, so umpire cannot tell how to read it",
          hint: `add \`ruleset: fow4\` at the top (rulesets: ${ids.join(', ')})`,
        },
      ]);
    }
    if (!isRulesetId(id))
      return bad(file, [
        {
          file,
          ...positionOf(src, ['ruleset']),
          message: `unknown ruleset '${id}'${didYouMean(id, ids)}`,
          hint: `rulesets: ${ids.join(', ')}`,
        },
      ]);
    const model = (await loadRuleset(id)).files;
    const kind = forced ?? model.detectKind(data);
    if (!kind) {
      return bad(file, [
        {
          file,
          ...positionOf(src, []),
          message: 'cannot tell whether this is a force, an arsenal or a game file',
          hint: 'a force has `formations:`, an arsenal `arsenal:` and `teams:`, a game `sides:`; or pass --kind',
        },
      ]);
    }
    const s = await model.validate(file, kind);
    return { file, ok: true, ruleset: id, kind, summary: s.summary, issues: [] };
  } catch (err) {
    if (err instanceof ValidationError) return bad(file, [...err.issues]);
    throw err;
  }
}

function bad(file: string, issues: Issue[]): FileResult {
  return { file, ok: false, issues };
}
