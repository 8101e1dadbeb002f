// File names from Content-Disposition (RFC 6266), including the forms Chinese Java backends commonly send.

/**
 * The file name a Content-Disposition header gives, or undefined.
 * Prefers the RFC 5987 `filename*=UTF-8''...` form; otherwise reads `filename="..."` (or unquoted), percent-decoding
 * it when it is URL-encoded and repairing UTF-8 bytes that arrived as Latin-1 (headers are byte strings).
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /(?:^|;)\s*filename\*\s*=\s*([^;]*)/i.exec(header)?.[1];
  const fromExtended = extended === undefined ? undefined : decodeExtendedValue(unquote(extended.trim()));
  if (fromExtended) return fromExtended;
  const plain = /(?:^|;)\s*filename\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/i.exec(header)?.[1];
  const name = plain === undefined ? '' : unquote(plain.trim());
  return name ? utf8FromLatin1(percentDecoded(name)) : undefined;
}

function unquote(value: string): string {
  return value.startsWith('"') && value.endsWith('"') && value.length >= 2
    ? value.slice(1, -1).replace(/\\(.)/g, '$1')
    : value;
}

// charset'language'percent-encoded (RFC 5987); UTF-8 and ISO-8859-1 are the charsets the RFC requires.
function decodeExtendedValue(value: string): string | undefined {
  const match = /^([\w!#$&+.^`|~-]+)'[^']*'(.*)$/.exec(value);
  if (!match) return undefined;
  const [, charset = '', encoded = ''] = match;
  if (charset.toLowerCase() === 'utf-8') return tryDecodeURIComponent(encoded);
  if (charset.toLowerCase() === 'iso-8859-1') {
    return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  return undefined;
}

function percentDecoded(name: string): string {
  return /%[0-9a-f]{2}/i.test(name) ? (tryDecodeURIComponent(name) ?? name) : name;
}

function tryDecodeURIComponent(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

// Header values are byte strings: a raw UTF-8 name reads as Latin-1 mojibake (中 as "ä¸\u00ad"); decode it back.
function utf8FromLatin1(name: string): string {
  if (!/[\u0080-\u00ff]/.test(name) || /[\u0100-\uffff]/.test(name)) return name;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(name, (c) => c.charCodeAt(0)));
  } catch {
    return name;
  }
}
