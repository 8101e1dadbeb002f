// The API reference for backend teams (`npm run docs:api`) renders from the contract, with no telemetry.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRACTS, ROOT, isObject, loadBundle, operationsOf } from './openapi.ts';

describe('API reference', () => {
  it('renders every operation of the portal API into one HTML page', () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-docs-'));
    try {
      const out = join(dir, 'api-reference.html');
      execFileSync(join(ROOT, 'node_modules/.bin/redocly'), ['build-docs', 'openapi/openapi.yaml', '--config', 'openapi/redocly.yaml', '-o', out], {
        cwd: ROOT,
        stdio: 'pipe',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off' },
      });
      const html = readFileSync(out, 'utf8');
      const contract = CONTRACTS[0];
      if (!contract) throw new Error('no portal contract');
      const missing = operationsOf(loadBundle(contract))
        .map((o) => (isObject(o.operation) ? String(o.operation.operationId) : ''))
        .filter((id) => !html.includes(id));
      expect(missing).toEqual([]);
      expect(html).toContain('账号密码登录');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
