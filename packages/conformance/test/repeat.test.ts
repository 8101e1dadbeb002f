// The read-only walk is repeatable (issue 34, proof): 20 walks in a row against one stateful mock, never reset in
// between, all conform (exit 0). Each walk is the command's own check (runHttpCheck and exitCode, what src/cli.ts runs
// after reading its options) in this process, so 20 walks take about a minute rather than 20 process starts more.
// A walk that changed the example world, or raced background work, would fail a later one.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startMockServer, silentLogger, type MockServer } from '@exam/mock-server';
import { runHttpCheck } from '../src/http-check.ts';
import { exitCode, summaryLine } from '../src/report.ts';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMockServer({ mode: 'stateful', port: 0, logger: silentLogger });
});
afterAll(async () => {
  await mock?.close();
});

it('20 read-only walks in a row against one mock all conform, and see the same world', { timeout: 400_000 }, async () => {
  const codes: number[] = [];
  const walks = new Set<string>();
  for (let run = 0; run < 20; run++) {
    // The first and the last walk also check that the example world is all there.
    const report = await runHttpCheck({ target: mock.url, account: 'zhangwei', password: 'Lj@2026pass', seedCheck: run === 0 || run === 19 });
    codes.push(exitCode(report));
    const broken = report.rows.filter((r) => r.outcome === 'break' || r.outcome === 'failure');
    expect(broken.map((r) => `${r.name}: ${r.notes.join('; ')}`), `run ${run + 1}: ${summaryLine(report)}`).toEqual([]);
    if (run === 0 || run === 19) expect(report.rows.find((r) => r.name === 'seed')?.status).toBe('15/15 found');
    // The operations each walk checked, with their outcomes.
    walks.add(report.rows.filter((r) => r.name !== 'seed').map((r) => `${r.name} ${r.outcome}`).join('\n'));
  }
  expect(codes).toEqual(Array.from({ length: 20 }, () => 0));
  // Every walk checked the same operations with the same outcomes: nothing a walk did changed what the next one saw.
  expect(walks.size).toBe(1);
});
