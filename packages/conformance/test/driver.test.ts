// The driver check from the command line: the driver simulator conforms (exit 0: every command answered, one scan's
// events valid); a broken driver does not (exit 1) and the table names each break.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import type { AddressInfo } from 'node:net';
import { startDriverSimulator } from '@exam/scanner-protocol/simulator';
import { DRIVER_ORDER } from '../src/driver-check.ts';
import { rowOf, runCli } from './cli.ts';

describe('exam-conformance driver', () => {
  it('passes against the driver simulator: every command, and scan_begin, scan_image, scan_end', async () => {
    const simulator = await startDriverSimulator({ port: 0, ratePerMinute: 1200 });
    try {
      const { code, output } = await runCli(['driver', '--target', simulator.url]);
      for (const func of DRIVER_ORDER) expect(rowOf(output, func)).toMatch(/^ok /);
      for (const event of ['scan_begin', 'scan_image', 'scan_end']) expect(rowOf(output, event)).toMatch(/^ok /);
      expect(output).toContain('CONFORMS');
      expect(code).toBe(0);
    } finally {
      await simulator.close();
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
      const { code, output } = await runCli(['driver', '--target', url, '--reply-timeout', '1']);
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
