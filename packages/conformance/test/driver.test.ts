// The driver check from the command line: the driver simulator conforms (exit 0: every command answered, one scan's
// events valid); a broken driver does not (exit 1) and the table names each break; a driver that crashes mid-scan is
// named at once and ends the run; without --write nothing that changes settings or deletes images is sent. The
// scanner client's local HTTP service (service mode) is checked against openapi/scanner-service.yaml.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import type { AddressInfo } from 'node:net';
import { startDriverSimulator } from '@exam/scanner-protocol/simulator';
import { DRIVER_ORDER, DRIVER_WRITES } from '../src/driver-check.ts';
import { rowOf, runCli } from './cli.ts';

describe('exam-conformance driver', () => {
  it('passes against the driver simulator: every command, and scan_begin, scan_image, scan_end', async () => {
    const simulator = await startDriverSimulator({ port: 0, ratePerMinute: 1200 });
    try {
      const { code, output } = await runCli(['driver', '--target', simulator.url, '--write']);
      for (const func of DRIVER_ORDER) expect(rowOf(output, func)).toMatch(/^ok /);
      for (const event of ['scan_begin', 'scan_image', 'scan_end']) expect(rowOf(output, event)).toMatch(/^ok /);
      expect(output).toContain('CONFORMS');
      expect(code).toBe(0);
    } finally {
      await simulator.close();
    }
  });

  it('without --write sends nothing that changes settings or deletes images, and still scans', async () => {
    const simulator = await startDriverSimulator({ port: 0, ratePerMinute: 1200 });
    try {
      const before = simulator.control.state().globalConfig;
      const { code, output } = await runCli(['driver', '--target', simulator.url]);
      expect(code, output).toBe(0);
      for (const func of Object.keys(DRIVER_WRITES)) expect(rowOf(output, func)).toMatch(/^skipped[\s\S]*not sent without --write/);
      expect(rowOf(output, 'start_scan')).toMatch(/^ok /);
      const received = new Set(simulator.control.messages().filter((m) => m.direction === 'in').map((m) => String(m.message.func)));
      for (const func of Object.keys(DRIVER_WRITES)) expect(received.has(func), func).toBe(false);
      expect(received.has('start_scan')).toBe(true);
      expect(simulator.control.state().globalConfig).toEqual(before);
      expect(simulator.control.state().storedImages).toBeGreaterThan(0);
    } finally {
      await simulator.close();
    }
  });

  it('a driver that crashes mid-scan is named at once and ends the run (no wait for the scan timeout)', async () => {
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    server.on('connection', (socket) => {
      socket.on('message', (data) => {
        const { func } = JSON.parse(String(data)) as { func: string };
        const send = (value: unknown) => socket.send(JSON.stringify(value));
        if (func === 'is_device_init') return send({ func, ret: 0, err_info: '', init: true });
        if (func === 'get_device_name_list') return send({ func, ret: 0, err_info: '', device_name_list: ['Scanner A'] });
        if (func === 'start_scan') {
          send({ func, ret: 0, err_info: '' });
          send({ func: 'scan_begin' });
          // The driver process dies after the first image: the connection drops without a close frame.
          return setTimeout(() => socket.terminate(), 50);
        }
        send({ func, ret: 0, err_info: '' });
      });
    });
    try {
      const started = Date.now();
      const { code, output } = await runCli(['driver', '--target', `ws://127.0.0.1:${(server.address() as AddressInfo).port}`]);
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(code).toBe(1);
      expect(rowOf(output, 'start_scan')).toMatch(/^BREAK[\s\S]*the driver closed the connection during the scan \(after 0 images, before scan_end\)/);
      // The run ends there: no later command is sent, and nothing claims a reply timed out.
      for (const func of ['stop_scan', 'get_saved_image_list', 'load_image']) expect(rowOf(output, func)).toBe('');
      expect(output).not.toMatch(/no \w+ reply within/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('a driver that drops the connection on a command is named on that command, and nothing later is sent', async () => {
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    server.on('connection', (socket) => {
      socket.on('message', (data) => {
        const { func } = JSON.parse(String(data)) as { func: string };
        if (func === 'get_global_config') return socket.close(1011, 'driver crashed');
        socket.send(JSON.stringify({ func, ret: 0, err_info: '', init: true, device_name_list: ['Scanner A'] }));
      });
    });
    try {
      const { code, output } = await runCli(['driver', '--target', `ws://127.0.0.1:${(server.address() as AddressInfo).port}`]);
      expect(code).toBe(1);
      expect(rowOf(output, 'get_global_config')).toMatch(/^BREAK\s+get_global_config[\s\S]*closed[\s\S]*the driver closed the connection during get_global_config \(code 1011 driver crashed\)/);
      for (const func of ['get_device_param', 'start_scan']) expect(rowOf(output, func)).toBe('');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  describe('against a broken driver', () => {
    let server: WebSocketServer;
    let url = '';
    beforeAll(async () => {
      server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
      await new Promise<void>((resolve) => server.once('listening', () => resolve()));
      url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
      server.on('connection', (socket) => {
        socket.on('message', (data) => {
          const { func } = JSON.parse(String(data)) as { func: string };
          const send = (value: unknown) => socket.send(JSON.stringify(value));
          if (func === 'is_device_init') return send({ func, ret: 0, err_info: '', init: 'yes' }); // wrong type
          if (func === 'get_global_config') return send({ func, ret: 0 }); // missing fields
          if (func === 'set_device_param') return send({ func, ret: -1, err_info: '参数错误' }); // refused
          if (func === 'load_image') return; // never answers
          if (func === 'start_scan') {
            send({ func, ret: 0, err_info: '' });
            send({ func: 'scan_begin' });
            send({ func: 'scan_image', image_path: 'D:\\scan\\EXAMSCAN-20261105083015123.jpg' }); // no image_base64
            send({ func: 'scan_finished' }); // not in the document
            return send({ func: 'scan_end' });
          }
          send({ func, ret: 0, err_info: '' });
        });
      });
    });
    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
    });

    it('exits 1 and names each break', async () => {
      const { code, output } = await runCli(['driver', '--target', url, '--reply-timeout', '1', '--write']);
      expect(code).toBe(1);
      expect(rowOf(output, 'is_device_init')).toMatch(/^BREAK[\s\S]*\/init must be boolean/);
      expect(rowOf(output, 'get_global_config')).toMatch(/^BREAK[\s\S]*must have required property 'err_info'/);
      expect(rowOf(output, 'set_device_param')).toMatch(/^FAILED[\s\S]*ret -1 参数错误/);
      expect(rowOf(output, 'load_image')).toMatch(/^BREAK[\s\S]*no load_image reply within 1 s/);
      expect(rowOf(output, 'scan_image')).toMatch(/^BREAK[\s\S]*must have required property 'image_base64'/);
      expect(rowOf(output, 'frames')).toMatch(/^BREAK[\s\S]*scan_finished/);
      expect(output).toContain('DOES NOT CONFORM');
    });
  });
});

describe('exam-conformance service (the scanner client\'s local HTTP service)', () => {
  async function service(handle: (path: string, body: string) => { status: number; type: string; body: string }): Promise<{ url: string; server: Server }> {
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const answer = handle(req.method + ' ' + (req.url ?? ''), body);
        res.writeHead(answer.status, { 'content-type': answer.type });
        res.end(answer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
  }
  const close = (server: Server) => new Promise((resolve) => server.close(resolve));

  it('a service that releases the scanner conforms; one without the route, or answering text, does not', async () => {
    const bodies: string[] = [];
    const good = await service((path, body) => {
      bodies.push(`${path} ${body}`);
      return path === 'POST /scan/disconnect' ? { status: 200, type: 'application/json', body: '{"success":true}' } : { status: 404, type: 'text/plain', body: 'no' };
    });
    const ok = await runCli(['service', '--target', good.url]);
    await close(good.server);
    expect(ok.code, ok.output).toBe(0);
    expect(rowOf(ok.output, 'scanDisconnect')).toMatch(/^ok\s+scanDisconnect\s+POST \/scan\/disconnect/);
    expect(bodies).toEqual(['POST /scan/disconnect {}']);

    const missing = await service(() => ({ status: 404, type: 'text/html', body: '<h1>Not Found</h1>' }));
    const broken = await runCli(['service', '--target', missing.url]);
    await close(missing.server);
    expect(broken.code).toBe(1);
    expect(rowOf(broken.output, 'scanDisconnect')).toMatch(/^BREAK[\s\S]*HTTP 404 is not a declared answer/);

    const texty = await service(() => ({ status: 200, type: 'text/plain', body: 'ok' }));
    const text = await runCli(['service', '--target', texty.url]);
    await close(texty.server);
    expect(text.code).toBe(1);
    expect(rowOf(text.output, 'scanDisconnect')).toMatch(/^BREAK[\s\S]*content type text\/plain is not declared/);

    const gone = await service(() => ({ status: 200, type: 'application/json', body: '{}' }));
    await close(gone.server);
    const unreachable = await runCli(['service', '--target', gone.url]);
    expect(unreachable.code).toBe(3);
    expect(unreachable.output).toMatch(/UNREACHABLE: .* did not answer \(ECONNREFUSED/);
  });
});
