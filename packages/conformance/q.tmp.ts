import { startMockServer, silentLogger } from '@exam/mock-server';
const mock = await startMockServer({ mode: 'stateful', port: 0, logger: silentLogger });
let cookie = '';
async function call(path: string, body?: unknown, method = 'POST') {
  const r = await fetch(mock.url + path, { method, headers: { 'content-type': 'application/json', cookie }, body: body === undefined ? undefined : JSON.stringify(body) });
  const sc = r.headers.getSetCookie()[0]; if (sc) cookie = sc.split(';')[0]!;
  const t = await r.text(); return t.slice(0, 100000);
}
const account = process.argv[2] ?? 'zhangwei';
console.log(await call('/api/login/dologin', { ua: account, up: account === 'admin' ? 'Admin@2026' : 'Lj@2026pass', rememberMe: false }));
for (const line of process.argv.slice(3)) { const [m, p, b] = line.split('|'); console.log('>>', p, await call(p!, b ? JSON.parse(b) : undefined, m)); }
await mock.close();
