// Multipart bodies (file uploads such as the teacher and student imports).

/** One multipart field: texts, numbers and booleans are sent as text; Blobs and Files as file parts. */
export type FormFieldValue = string | number | boolean | Blob | File | null | undefined | Array<string | number | Blob>;

/** The fields of a multipart body; null and undefined fields are left out. */
export type FormFields = Record<string, FormFieldValue>;

// A Blob without a name is sent as "<field>.<ext>", so servers that check the extension accept it.
const EXTENSIONS: Readonly<Record<string, string>> = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.ms-excel': 'xls',
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'application/json': 'json',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'text/plain': 'txt',
};

/**
 * Builds FormData from plain fields: null/undefined are skipped, arrays append the key once per item, a File keeps
 * its name and a bare Blob is named after its field (plus an extension from its type when known).
 */
export function formDataBody(fields: FormFields): FormData {
  return formDataFrom(Object.entries(fields));
}

/**
 * An openapi-fetch `bodySerializer` for multipart operations:
 * `client.POST(path, { body, bodySerializer: multipartSerializer })`. A FormData body is sent as it is.
 */
export function multipartSerializer(body: unknown): FormData {
  if (body instanceof FormData) return body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new TypeError('A multipart body must be an object of fields');
  }
  return formDataFrom(Object.entries(body));
}

function formDataFrom(entries: [string, unknown][]): FormData {
  const form = new FormData();
  for (const [key, value] of entries) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) appendField(form, key, item);
  }
  return form;
}

function appendField(form: FormData, key: string, value: unknown): void {
  if (value === null || value === undefined) return;
  if (value instanceof Blob) {
    if (isNamed(value)) form.append(key, value);
    else form.append(key, value, defaultFileName(key, value));
  } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    form.append(key, String(value));
  } else {
    throw new TypeError(`Multipart field "${key}" must be a text, number, boolean, Blob or File`);
  }
}

function isNamed(blob: Blob): blob is File {
  return typeof (blob as Partial<File>).name === 'string' && (blob as File).name !== '';
}

function defaultFileName(key: string, blob: Blob): string {
  const extension = EXTENSIONS[blob.type.split(';')[0]?.trim().toLowerCase() ?? ''];
  return extension ? `${key}.${extension}` : key;
}
