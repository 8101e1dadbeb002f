#!/usr/bin/env node
// Strict typecheck of every package (each has its own tsconfig: browser, Node or both), or of the projects named:
// `node scripts/typecheck.mjs packages/web tests`. Projects whose compiler options are the same (mock-server,
// scanner-protocol, conformance and the tests: Node with the DOM types) are checked as one program: the answers are
// the same as one program each, but the files they share (the mock, the SDK, the libraries' types) are read and
// checked once instead of up to four times (30 s instead of 60 s on the 2-core machine). `npm test`
// (scripts/test.mjs) runs the programs one by one beside lint and the build, on two lanes.
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Every project with its own tsconfig and about how long its own program takes on the 2-core machine. */
export const PROJECTS = [
  { path: 'packages/web', seconds: 39 },
  { path: 'packages/mock-server', seconds: 28 },
  { path: 'tests', seconds: 14 },
  { path: 'packages/conformance', seconds: 11 },
  { path: 'packages/sdk', seconds: 8 },
  { path: 'packages/scanner-protocol', seconds: 8 },
  { path: 'scripts', seconds: 4 },
];

/**
 * The programs that check `paths`: the projects grouped by their compiler options, in the order first named.
 * @param {string[]} paths
 * @returns {Promise<{ projects: string[], options: import('typescript').CompilerOptions, files: string[], errors: import('typescript').Diagnostic[] }[]>}
 */
export async function programsOf(paths) {
  const { default: ts } = await import('typescript');
  /** @type {Map<string, { projects: string[], options: import('typescript').CompilerOptions, files: Set<string>, errors: import('typescript').Diagnostic[] }>} */
  const programs = new Map();
  for (const path of paths) {
    /** @type {import('typescript').Diagnostic[]} */
    const errors = [];
    const parsed = ts.getParsedCommandLineOfConfigFile(join(root, path, 'tsconfig.json'), undefined, {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => errors.push(diagnostic),
    });
    if (!parsed) {
      programs.set(path, { projects: [path], options: {}, files: new Set(), errors });
      continue;
    }
    // Where each tsconfig lives is not an option of the check.
    const { configFilePath: _file, pathsBasePath: _base, ...options } = parsed.options;
    const key = JSON.stringify(options);
    const program = programs.get(key) ?? { projects: [], options: parsed.options, files: new Set(), errors: [] };
    program.projects.push(path);
    for (const file of parsed.fileNames) program.files.add(file);
    program.errors.push(...errors, ...parsed.errors);
    programs.set(key, program);
  }
  return [...programs.values()].map((p) => ({ ...p, files: [...p.files] }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { default: ts } = await import('typescript');
  const named = process.argv.slice(2);
  /** @type {import('typescript').FormatDiagnosticsHost} */
  const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' };
  let failed = 0;
  for (const program of await programsOf(named.length ? named : PROJECTS.map((project) => project.path))) {
    const name = program.projects.join(' + ');
    const diagnostics = program.errors.length
      ? program.errors
      : ts.getPreEmitDiagnostics(ts.createProgram({ rootNames: program.files, options: { ...program.options, noEmit: true } }));
    if (diagnostics.length) {
      failed++;
      const format = process.stderr.isTTY ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics;
      process.stderr.write(format(diagnostics, host));
      console.error(`typecheck failed: ${name} (${diagnostics.length} errors)`);
    } else {
      console.log(`typecheck ok: ${name}`);
    }
  }
  process.exit(failed ? 1 : 0);
}
