// Multipart bodies on the wire: what a handler reads back from a real request.
import { setupServer } from 'msw/node';
import createClient from 'openapi-fetch';
import { createOpenApiHttp } from 'openapi-msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, formDataBody, multipartSerializer, unwrap, type paths, type Schemas } from '../src/index';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// A multipart operation shaped as openapi-typescript generates the teacher
// import, widened with array, boolean and nullable fields to cover every kind of field the serializer meets.
interface UploadPaths {
  '/api/info/user/importteacher': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    post: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      requestBody: {
        content: {
          'multipart/form-data': {
            excelfile: Blob;
            unitid: number;
            tags?: number[];
            overwrite?: boolean;
            remark?: string | null;
          };
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            'application/json': { success: true; result: string; code?: number } | Schemas['ErrorEnvelope'];
          };
        };
      };
    };
  };
}

const BASE_URL = 'http://portal.test';
const http = createOpenApiHttp<UploadPaths>({ baseUrl: BASE_URL });
const server = setupServer();
// The fetch is looked up per request, so the msw interceptor installed by listen() applies.
const client = createClient<UploadPaths>({ baseUrl: BASE_URL, fetch: (request) => fetch(request) });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Serves the import and hands back what arrived: its Content-Type and parsed form. */
function receiveImport(): { contentType: string | null; form: FormData | undefined } {
  const received: { contentType: string | null; form: FormData | undefined } = { contentType: null, form: undefined };
  server.use(
    http.post('/api/info/user/importteacher', async ({ request, response }) => {
      received.contentType = request.headers.get('Content-Type');
      received.form = await request.formData();
      return response(200).json({ success: true, result: '导入成功' });
    }),
  );
  return received;
}

describe('multipartSerializer', () => {
  it('sends a typed body as multipart with its file part and fields', async () => {
    const received = receiveImport();
    const file = new File(['姓名,账号\n王芳,wangfang'], '教师导入.xlsx', { type: XLSX });

    const result = await unwrap(
      client.POST('/api/info/user/importteacher', {
        body: { excelfile: file, unitid: 101, tags: [1, 2], overwrite: false, remark: null },
        bodySerializer: multipartSerializer,
      }),
    );

    expect(result).toBe('导入成功');
    expect(received.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const part = received.form?.get('excelfile');
    expect(part).toBeInstanceOf(File);
    expect((part as File).name).toBe('教师导入.xlsx');
    expect((part as File).type).toBe(XLSX);
    expect(await (part as File).text()).toBe('姓名,账号\n王芳,wangfang');
    expect(received.form?.get('unitid')).toBe('101');
    expect(received.form?.getAll('tags')).toEqual(['1', '2']);
    expect(received.form?.get('overwrite')).toBe('false');
    expect(received.form?.has('remark')).toBe(false);
  });

  it('passes a FormData body through', () => {
    const form = formDataBody({ unitid: 7 });

    expect(multipartSerializer(form)).toBe(form);
  });

  it('refuses a body that is not an object of fields', () => {
    expect(() => multipartSerializer('text')).toThrow(TypeError);
    expect(() => multipartSerializer({ nested: { a: 1 } })).toThrow(/"nested"/);
  });
});

describe('formDataBody', () => {
  it('skips empty fields, repeats array keys and names bare Blobs after their field', async () => {
    const received = receiveImport();
    const body = formDataBody({
      excelfile: new Blob(['a'], { type: XLSX }),
      scan: new Blob(['b'], { type: 'application/octet-stream' }),
      named: new File(['c'], 'students.xls'),
      ids: ['3', 4, new Blob(['d'], { type: 'image/png' })],
      flag: true,
      none: null,
      missing: undefined,
    });

    await fetch(`${BASE_URL}/api/info/user/importteacher`, { method: 'POST', body });

    const fields: [string, string][] = [];
    received.form?.forEach((value, key) => {
      fields.push([key, typeof value === 'string' ? value : `file ${value.name}`]);
    });
    expect(fields).toEqual([
      ['excelfile', 'file excelfile.xlsx'],
      ['scan', 'file scan'],
      ['named', 'file students.xls'],
      ['ids', '3'],
      ['ids', '4'],
      ['ids', 'file ids.png'],
      ['flag', 'true'],
    ]);
    expect(await (received.form?.get('named') as File).text()).toBe('c');
  });
});

describe("the contract's own multipart operations", () => {
  it('take a File for a binary part, typed from the generated paths', async () => {
    const contractHttp = createOpenApiHttp<paths>({ baseUrl: BASE_URL });
    let received: FormData | undefined;
    server.use(
      contractHttp.post('/api/info/user/importteacher', async ({ request, response }) => {
        received = await request.formData();
        return response(200).json({ success: true, result: '导入成功' });
      }),
    );
    const api = createApiClient({ baseUrl: BASE_URL });
    const excelfile = new File(['姓名,账号\n陈静,chenjing'], '教师导入.xlsx', { type: XLSX });

    const result = await unwrap(api.POST('/api/info/user/importteacher', { body: { excelfile, unitid: 101 }, bodySerializer: multipartSerializer }));

    expect(result).toBe('导入成功');
    expect((received?.get('excelfile') as File).name).toBe('教师导入.xlsx');
    expect(received?.get('unitid')).toBe('101');
  });
});
