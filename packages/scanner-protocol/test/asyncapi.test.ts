// The AsyncAPI documents: the official parser reports no errors (nor warnings; anything milder is listed), they hold
// every command, reply and event of the brief, their examples fit their schemas, the generated payload schemas are the
// parser's own view of the payloads, and those schemas refuse what the protocol forbids.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Parser, type AsyncAPIDocumentInterface } from '@asyncapi/parser';
import { Ajv } from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DRIVER_COMMAND_FUNCS,
  DRIVER_COMMAND_MESSAGES,
  DRIVER_EVENT_FUNCS,
  DRIVER_EVENT_MESSAGES,
  DRIVER_WS_URL,
  PUSH_CHANNEL_ADDRESS,
  driverPayloadSchemas,
  pushPayloadSchemas,
  type DriverMessageName,
} from '../src/index.ts';
import { createPayloadValidator } from '../src/schemas.ts';

const DOCUMENTS = {
  driver: fileURLToPath(new URL('../../../openapi/scanner-driver.asyncapi.yaml', import.meta.url)),
  push: fileURLToPath(new URL('../../../openapi/push.asyncapi.yaml', import.meta.url)),
};

const SEVERITY = ['error', 'warning', 'information', 'hint'] as const;

const parsed: Record<keyof typeof DOCUMENTS, { document: AsyncAPIDocumentInterface; diagnostics: { severity: number; code: string | number; message: string; path: (string | number)[] }[] }> =
  {} as never;

beforeAll(async () => {
  const parser = new Parser();
  for (const [key, file] of Object.entries(DOCUMENTS) as [keyof typeof DOCUMENTS, string][]) {
    const { document, diagnostics } = await parser.parse(readFileSync(file, 'utf8'), { source: file });
    if (!document) throw new Error(`${file} did not parse:\n${diagnostics.map((d) => `${d.path.join('/')}: ${d.message}`).join('\n')}`);
    parsed[key] = { document, diagnostics };
  }
});

/** A schema as a plain JSON Schema validator sees it: specification extensions (x-…, x-parser-…) removed. */
function withoutExtensions(node: unknown, isPropertyMap = false): unknown {
  if (Array.isArray(node)) return node.map((n) => withoutExtensions(n));
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (!isPropertyMap && key.startsWith('x-')) continue;
    out[key] = key === 'examples' || key === 'default' || key === 'const' || key === 'enum' ? value : withoutExtensions(value, key === 'properties');
  }
  return out;
}

const funcOf = (payload: unknown) => ((payload as { properties?: { func?: { const?: string } } }).properties?.func?.const ?? '');

describe.each(Object.keys(DOCUMENTS) as (keyof typeof DOCUMENTS)[])('the %s AsyncAPI document', (key) => {
  it('parses with zero errors and zero warnings (anything milder is listed)', () => {
    const { diagnostics } = parsed[key];
    const listed = diagnostics.map((d) => `${SEVERITY[d.severity] ?? d.severity} ${d.code} at /${d.path.join('/')}: ${d.message}`);
    if (listed.length) console.info(`${key} document diagnostics:\n  ${listed.join('\n  ')}`);
    expect(listed.filter((l) => l.startsWith('error') || l.startsWith('warning'))).toEqual([]);
    expect(parsed[key].document.version()).toBe('3.0.0');
  });

  it('has examples on every message, and they fit the payload schemas', () => {
    const validator = createPayloadValidator();
    const { document } = parsed[key];
    for (const message of document.components().messages().all()) {
      const examples = message.examples().all();
      expect(examples.length, message.id()).toBeGreaterThan(0);
      for (const example of examples) {
        expect(validator.validate(message.id() as DriverMessageName, example.payload()), `${message.id()} ${example.name() ?? ''}`).toEqual([]);
      }
    }
  });

  it('has generated payload schemas equal to the payloads the parser sees', () => {
    const { document } = parsed[key];
    const generated: Record<string, unknown> = key === 'driver' ? driverPayloadSchemas : pushPayloadSchemas;
    const messages = document.components().messages().all();
    expect(Object.keys(generated)).toEqual(messages.map((m) => m.id()));
    for (const message of messages) {
      expect(generated[message.id()], message.id()).toEqual(withoutExtensions(message.payload()?.json()));
    }
  });

  it('has component schema examples that fit their schemas', () => {
    const ajv = new Ajv({ strict: true, strictTypes: false, strictRequired: false });
    const { document } = parsed[key];
    for (const schema of document.components().schemas().all()) {
      const examples = schema.examples() ?? [];
      const validate = ajv.compile(withoutExtensions(schema.json()) as object);
      for (const example of examples) expect(validate(example) ? [] : validate.errors, `${schema.id()} ${JSON.stringify(example)}`).toEqual([]);
    }
  });
});

describe('the driver document', () => {
  it('serves ws://127.0.0.1:38999 on one channel', () => {
    const { document } = parsed.driver;
    const servers = document.servers().all();
    expect(servers.map((s) => `${s.protocol()}://${s.host()}`)).toEqual([DRIVER_WS_URL]);
    expect(document.channels().all()).toHaveLength(1);
  });

  it('sends every command of the brief, each with its reply on the same channel', () => {
    const { document } = parsed.driver;
    const sends = document.operations().all().filter((o) => o.action() === 'send');
    const commands = sends.map((op) => {
      const [command, ...more] = op.messages().all();
      const reply = op.reply();
      const replies = reply?.messages().all() ?? [];
      expect(more, op.id()).toEqual([]);
      expect(replies, op.id()).toHaveLength(1);
      expect(reply?.channel()?.id(), op.id()).toBe(op.channels().all()[0]?.id());
      const func = funcOf(command?.payload()?.json());
      expect(funcOf(replies[0]?.payload()?.json()), op.id()).toBe(func);
      // The reply has the envelope: func, ret (integer) and err_info (string), all required.
      const replySchema = replies[0]?.payload()?.json() as { required: string[]; properties: Record<string, { type?: string }> };
      expect(replySchema.required.slice(0, 3)).toEqual(['func', 'ret', 'err_info']);
      expect(replySchema.properties.ret?.type).toBe('integer');
      expect(replySchema.properties.err_info?.type).toBe('string');
      expect(DRIVER_COMMAND_MESSAGES[func as keyof typeof DRIVER_COMMAND_MESSAGES]).toEqual({ operation: op.id(), command: command?.id(), reply: replies[0]?.id() });
      return func;
    });
    expect(commands).toEqual([
      'is_device_init',
      'init_device',
      'get_device_name_list',
      'get_global_config',
      'set_global_config',
      'get_device_param',
      'set_device_param',
      'reset_device_param',
      'open_device',
      'start_scan',
      'stop_scan',
      'load_image',
      'get_image_thumbnail_list',
      'get_saved_image_list',
      'clear_image_list',
      'clear_global_file_save_path',
    ]);
    expect(commands).toEqual([...DRIVER_COMMAND_FUNCS]);
  });

  it('receives every event of the brief', () => {
    const { document } = parsed.driver;
    const receives = document.operations().all().filter((o) => o.action() === 'receive');
    const events = receives.map((op) => {
      expect(op.reply(), op.id()).toBeUndefined();
      const func = funcOf(op.messages().all()[0]?.payload()?.json());
      expect(DRIVER_EVENT_MESSAGES[func as keyof typeof DRIVER_EVENT_MESSAGES]?.operation).toBe(op.id());
      return func;
    });
    expect(events).toEqual(['scan_begin', 'scan_end', 'scan_info', 'scan_image', 'device_arrive', 'device_remove']);
    expect(events).toEqual([...DRIVER_EVENT_FUNCS]);
  });

  it('defines the global config and device parameter shapes with their enums and defaults', () => {
    const schemas = Object.fromEntries(parsed.driver.document.components().schemas().all().map((s) => [s.id(), withoutExtensions(s.json())])) as Record<
      string,
      { enum?: unknown[]; default?: unknown; required?: string[]; properties?: Record<string, Record<string, unknown>> }
    >;
    expect(schemas.FileNameMode).toMatchObject({ enum: ['date_time', 'random', 'sn_date_time', 'folder_time_img_order'], default: 'date_time' });
    expect(schemas.ImageFormat).toMatchObject({ enum: ['jpg', 'bmp', 'png', 'tif', 'pdf', 'ofd', 'ocr-pdf', 'ocr-ofd'], default: 'jpg' });
    expect(schemas.ImageTiffCompression?.enum).toEqual(['none', 'lzw', 'jpeg']);
    const config = schemas.GlobalConfig;
    expect(config?.required).toEqual([
      'file_save_path',
      'file_name_prefix',
      'file_name_mode',
      'image_format',
      'image_jpeg_quality',
      'image_tiff_compression',
      'image_tiff_jpeg_quality',
      'is_cover',
    ]);
    expect(config?.properties?.image_jpeg_quality).toMatchObject({ default: 80, allOf: [{ type: 'integer', minimum: 0, maximum: 100 }] });
    expect(config?.properties?.image_tiff_jpeg_quality).toMatchObject({ default: 80 });
    const param = schemas.DeviceParam?.properties;
    expect(param?.value_type?.enum).toEqual(['bool', 'string', 'int', 'double']);
    expect(param?.range_type?.enum).toEqual(['list', 'min_max']);
    expect(schemas.DeviceParamGroup?.required).toEqual(['group_name', 'group_param']);
  });
});

describe('the generated payload schemas refuse what the protocol forbids', () => {
  const validator = createPayloadValidator();
  const config = {
    file_save_path: 'D:\\scan',
    file_name_prefix: 'EXAMSCAN',
    file_name_mode: 'date_time',
    image_format: 'jpg',
    image_jpeg_quality: 80,
    image_tiff_compression: 'none',
    image_tiff_jpeg_quality: 80,
    is_cover: false,
  };
  const param = { name: 'Resolution', value: 200, value_type: 'int', range_type: 'list', value_list: [100, 150, 200] };
  const groups = (p: object) => ({ func: 'get_device_param', ret: 0, err_info: '', device_param: [{ group_name: 'Basic', group_param: [p] }] });

  it.each([
    ['a successful reply without its data', 'IsDeviceInitReply', { func: 'is_device_init', ret: 0, err_info: '' }],
    ['a reply without err_info', 'InitDeviceReply', { func: 'init_device', ret: 0 }],
    ['a fractional ret', 'InitDeviceReply', { func: 'init_device', ret: 0.5, err_info: '' }],
    ['a reply of another func', 'StopScanReply', { func: 'start_scan', ret: 0, err_info: '' }],
    ['an unknown field', 'StopScanCommand', { func: 'stop_scan', force: true }],
    ['an empty config change', 'SetGlobalConfigCommand', { func: 'set_global_config', global_config: {} }],
    ['an unknown image format', 'SetGlobalConfigCommand', { func: 'set_global_config', global_config: { image_format: 'gif' } }],
    ['a JPEG quality above 100', 'SetGlobalConfigCommand', { func: 'set_global_config', global_config: { image_jpeg_quality: 101 } }],
    ['an unknown file name mode', 'GetGlobalConfigReply', { func: 'get_global_config', ret: 0, err_info: '', global_config: { ...config, file_name_mode: 'sn' } }],
    ['a config missing a field', 'GetGlobalConfigReply', { func: 'get_global_config', ret: 0, err_info: '', global_config: { ...config, is_cover: undefined } }],
    ['an int parameter holding a string', 'GetDeviceParamReply', groups({ ...param, value: '200' })],
    ['an int parameter holding a fraction', 'GetDeviceParamReply', groups({ ...param, value: 1.5 })],
    ['a bool parameter with a string list', 'GetDeviceParamReply', groups({ name: 'Duplex', value: true, value_type: 'bool', range_type: 'list', value_list: ['yes', 'no'] })],
    ['a list parameter without value_list', 'GetDeviceParamReply', groups({ ...param, value_list: undefined })],
    ['a min_max parameter without bounds', 'GetDeviceParamReply', groups({ name: 'Gamma', value: 1, value_type: 'double', range_type: 'min_max' })],
    ['an unknown value_type', 'GetDeviceParamReply', groups({ ...param, value_type: 'float' })],
    ['an empty parameter change', 'SetDeviceParamCommand', { func: 'set_device_param', device_param: [] }],
    ['open_device without a name', 'OpenDeviceCommand', { func: 'open_device', device_name: '' }],
    ['start_scan with a string flag', 'StartScanCommand', { func: 'start_scan', blank_check: 'false' }],
    ['base64 with a data: prefix', 'ScanImageEvent', { func: 'scan_image', image_path: 'a.jpg', image_base64: 'data:image/jpeg;base64,/9j/' }],
    ['scan_info without is_error', 'ScanInfoEvent', { func: 'scan_info', info: 'jam' }],
    ['device_arrive without a name', 'DeviceArriveEvent', { func: 'device_arrive' }],
    ['progress without end', 'PushProgressMessage', { name: 'n', current: 1, total: 2, title: 't' }],
    ['progress with a page 0', 'PushProgressMessage', { name: 'n', current: 1, total: 2, title: 't', end: false, page: 0 }],
  ] as const)('%s', (_what, name, payload) => {
    const value = JSON.parse(JSON.stringify(payload)) as unknown; // drops the undefined fields
    expect(validator.validate(name, value)).not.toEqual([]);
  });

  it('and accept a failed reply without data', () => {
    expect(validator.validate('IsDeviceInitReply', { func: 'is_device_init', ret: -1, err_info: 'driver busy' })).toEqual([]);
    expect(validator.validate('GetDeviceParamReply', groups(param))).toEqual([]);
  });
});

describe('the push document', () => {
  it('has the token channel /ws/{token} and one received progress message', () => {
    const { document } = parsed.push;
    const [channel, ...more] = document.channels().all();
    expect(more).toEqual([]);
    expect(channel?.address()).toBe('/ws/{token}');
    expect(PUSH_CHANNEL_ADDRESS).toBe('/ws/{token}');
    expect(channel?.parameters().all().map((p) => p.id())).toEqual(['token']);
    const operations = document.operations().all();
    expect(operations.map((o) => [o.action(), o.messages().all().map((m) => m.id())])).toEqual([['receive', ['PushProgressMessage']]]);
    const payload = operations[0]?.messages().all()[0]?.payload()?.json() as { required: string[]; properties: Record<string, unknown> };
    expect(payload.required).toEqual(['name', 'current', 'total', 'title', 'end']);
    expect(Object.keys(payload.properties)).toEqual(['name', 'current', 'total', 'title', 'end', 'exam_id', 'subject_id', 'run_id', 'otherInfo', 'totalrecords', 'datalist', 'page', 'pagesize']);
  });
});
