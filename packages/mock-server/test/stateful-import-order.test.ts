// Whichever stateful module a program loads first, every operation has its handler: no import cycle may leave a
// domain's handlers out. Seen in a vitest worker that loaded access.ts before app.ts: access → login → app →
// domains → login (still loading) spread nothing for the sign-in domain, and userinfo, dologout or editPassword
// answered their contract examples instead of the store. Each case is a fresh Node process, so the order is real.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const stateful = fileURLToPath(new URL('../src/stateful/', import.meta.url));

it.each(['access.ts', 'domains/login.ts', 'domains/scanning.ts', 'domains/exam-permission.ts', 'app.ts'])('loading %s first', (first) => {
  const script = `
    await import(${JSON.stringify(stateful + first)});
    const { createStatefulApp } = await import(${JSON.stringify(stateful + 'app.ts')});
    const app = createStatefulApp({ logger: { info() {}, warn() {}, error() {} } });
    console.log(JSON.stringify(app.coverage().operations.filter((o) => o.source !== 'stateful').map((o) => o.operationId)));
  `;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
  expect(JSON.parse(out.trim().split('\n').at(-1) ?? 'null')).toEqual([]);
}, 60_000);
