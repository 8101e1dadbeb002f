// Runs the exam-conformance command as a user does (plain node and the bin launcher) and collects what it printed.
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BIN = join(dirname(fileURLToPath(import.meta.url)), '../bin/exam-conformance.mjs');

export function runCli(args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { timeout: 50_000, maxBuffer: 10 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, output: `${stdout}${stderr}` });
    });
  });
}

/** The lines of the table (and their notes) that belong to one operation or driver step. */
export function rowOf(output: string, name: string): string {
  const lines = output.split('\n');
  const at = lines.findIndex((l) => l.split(/\s+/)[1] === name);
  if (at < 0) return '';
  const notes = [];
  for (let i = at + 1; i < lines.length && /^\s{9}/.test(lines[i] ?? ''); i++) notes.push(lines[i]);
  return [lines[at], ...notes].join('\n');
}
