import { describe, expect, it } from 'vitest';
import { imageFacts, scanMismatch } from './imageFacts';

/** A PNG header (signature, IHDR) with a pHYs chunk when `dpi` is given; enough for imageFacts. */
function pngHeader(width: number, height: number, dpi?: number): Uint8Array {
  const bytes = new Uint8Array(33 + (dpi ? 21 : 0) + 12);
  const view = new DataView(bytes.buffer);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  view.setUint32(8, 13);
  bytes.set([...'IHDR'].map((c) => c.charCodeAt(0)), 12);
  view.setUint32(16, width);
  view.setUint32(20, height);
  let at = 33;
  if (dpi) {
    view.setUint32(at, 9);
    bytes.set([...'pHYs'].map((c) => c.charCodeAt(0)), at + 4);
    view.setUint32(at + 8, Math.round(dpi / 0.0254));
    view.setUint32(at + 12, Math.round(dpi / 0.0254));
    bytes[at + 16] = 1;
    at += 21;
  }
  bytes.set([...'IEND'].map((c) => c.charCodeAt(0)), at + 4);
  return bytes;
}

/** A JPEG's SOI, JFIF APP0 with a density and a SOF0 with the size. */
function jpegHeader(width: number, height: number, dpi: number): Uint8Array {
  const bytes = new Uint8Array(2 + 18 + 19);
  const view = new DataView(bytes.buffer);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  view.setUint16(4, 16);
  bytes.set([...'JFIF'].map((c) => c.charCodeAt(0)), 6);
  bytes[13] = 1;
  view.setUint16(14, dpi);
  view.setUint16(16, dpi);
  bytes.set([0xff, 0xc0], 20);
  view.setUint16(22, 17);
  bytes[24] = 8;
  view.setUint16(25, height);
  view.setUint16(27, width);
  return bytes;
}

describe('imageFacts', () => {
  it('reads size and stated dpi of a PNG and a JPEG, size of a GIF', () => {
    expect(imageFacts(pngHeader(1654, 2338, 200))).toEqual({ width: 1654, height: 2338, dpi: 200 });
    expect(imageFacts(pngHeader(827, 1169))).toEqual({ width: 827, height: 1169 });
    expect(imageFacts(jpegHeader(1240, 1754, 150))).toEqual({ width: 1240, height: 1754, dpi: 150 });
    const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x72, 0x06, 0x22, 0x09]);
    expect(imageFacts(gif)).toEqual({ width: 1650, height: 2338 });
    expect(imageFacts(new Uint8Array([1, 2, 3]))).toBeUndefined();
  });
});

describe('scanMismatch: the page against the subject scan settings', () => {
  it('an A4 page at the scan dpi fits (either paper when the size matches the original)', () => {
    expect(scanMismatch({ width: 1654, height: 2338, dpi: 200 }, { scan_dpi: 200, scan_paper_size: 3 })).toBeUndefined();
    expect(scanMismatch({ width: 1654, height: 2339 }, { scan_dpi: 200, scan_paper_size: 1 })).toBeUndefined();
    expect(scanMismatch({ width: 2339, height: 3307 }, { scan_dpi: 200, scan_paper_size: 3 })).toBeUndefined();
  });

  it('a 200-dpi page for 100-dpi scans, a stated dpi that differs, an A3 page for A4 scans', () => {
    expect(scanMismatch({ width: 1654, height: 2338 }, { scan_dpi: 100, scan_paper_size: 3 })).toEqual({
      facts: { width: 1654, height: 2338 },
      scanDpi: 100,
      paper: 'A4',
      expected: { width: 827, height: 1169 },
      impliedDpi: 200,
    });
    expect(scanMismatch({ width: 827, height: 1169, dpi: 72 }, { scan_dpi: 100, scan_paper_size: 1 })).toMatchObject({ scanDpi: 100, impliedDpi: 100 });
    expect(scanMismatch({ width: 2339, height: 3307 }, { scan_dpi: 200, scan_paper_size: 1 })).toMatchObject({ paper: 'A4', expected: { width: 1654, height: 2339 } });
  });

  it('nothing to compare without a scan dpi', () => {
    expect(scanMismatch({ width: 100, height: 100 }, { scan_dpi: null })).toBeUndefined();
    expect(scanMismatch({ width: 100, height: 100 }, undefined)).toBeUndefined();
  });
});
