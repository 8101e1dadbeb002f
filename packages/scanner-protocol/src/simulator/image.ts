// Any page image to grey levels: PNG (pngjs), GIF (omggif, first frame) and JPEG (the fast baseline decoder, else
// jpeg-js), told apart by their signatures, not by a file name. Colour becomes the mean of its channels (a red
// outline is as dark as a mid grey); a transparent pixel is paper (white). Also the other way, for tests and tools:
// a grey or RGB raster to PNG or GIF.
import { PNG } from 'pngjs';
import { GifReader, GifWriter } from 'omggif';
import { decodeJpegToGrey, jpegSize } from './jpeg.ts';
import type { GreyImage } from './jpeg.ts';

export type ImageKind = 'png' | 'gif' | 'jpeg';

/** The kind of an image by its first bytes, or undefined. */
export function imageKind(bytes: Uint8Array): ImageKind | undefined {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  if (bytes[0] === 0x47 && bytes[1] === 0x49 && bytes[2] === 0x46) return 'gif';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'jpeg';
  return undefined;
}

/** Width and height of a PNG, GIF or JPEG from its header, or undefined. */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const kind = imageKind(bytes);
  if (!kind || bytes.length < 24) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (kind === 'png') return { width: view.getUint32(16), height: view.getUint32(20) };
  if (kind === 'gif') return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  try {
    return jpegSize(bytes);
  } catch {
    return undefined;
  }
}

/**
 * The resolution an image says it has (PNG pHYs, JPEG JFIF density), in dots per inch, or undefined (none given, a
 * GIF, or an aspect ratio only).
 */
export function imageDpi(bytes: Uint8Array): number | undefined {
  const kind = imageKind(bytes);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (kind === 'png') {
    let offset = 8;
    while (offset + 12 <= bytes.length) {
      const length = view.getUint32(offset);
      const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
      if (type === 'pHYs' && length >= 9) {
        const perMetre = view.getUint32(offset + 8);
        return bytes[offset + 16] === 1 && perMetre > 0 ? Math.round(perMetre * 0.0254) : undefined;
      }
      if (type === 'IDAT' || type === 'IEND') return undefined;
      offset += 12 + length;
    }
    return undefined;
  }
  if (kind === 'jpeg') {
    let offset = 2;
    while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
      const marker = bytes[offset + 1] ?? 0;
      const length = view.getUint16(offset + 2);
      if (marker === 0xe0 && String.fromCharCode(...bytes.subarray(offset + 4, offset + 9)) === 'JFIF\0' && offset + 16 <= bytes.length) {
        const units = bytes[offset + 11];
        const density = view.getUint16(offset + 12);
        if (density === 0) return undefined;
        return units === 1 ? density : units === 2 ? Math.round(density * 2.54) : undefined;
      }
      if (marker === 0xda) return undefined;
      offset += 2 + length;
    }
  }
  return undefined;
}

const mean3 = (r: number, g: number, b: number) => Math.round((r + g + b) / 3);

/** Decodes a PNG, GIF (first frame) or JPEG to grey; throws on anything else or broken data. */
export function decodeImageToGrey(bytes: Uint8Array): GreyImage {
  const kind = imageKind(bytes);
  if (kind === 'jpeg') return decodeJpegToGrey(bytes);
  if (kind === 'png') {
    const png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return fromRgba(png.width, png.height, png.data);
  }
  if (kind === 'gif') {
    const reader = new GifReader(bytes);
    const rgba = new Uint8Array(reader.width * reader.height * 4);
    reader.decodeAndBlitFrameRGBA(0, rgba);
    return fromRgba(reader.width, reader.height, rgba);
  }
  throw new Error('not a PNG, GIF or JPEG image');
}

function fromRgba(width: number, height: number, rgba: Uint8Array): GreyImage {
  const data = new Uint8Array(width * height);
  for (let i = 0, j = 0; i < data.length; i++, j += 4) {
    const alpha = (rgba[j + 3] ?? 255) / 255;
    const grey = mean3(rgba[j] ?? 255, rgba[j + 1] ?? 255, rgba[j + 2] ?? 255);
    data[i] = Math.round(grey * alpha + 255 * (1 - alpha));
  }
  return { width, height, data };
}

/** An RGB raster: three bytes per pixel, rows top to bottom. */
export interface RgbImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Encodes a grey or RGB raster as a PNG, with its resolution (pHYs) when given. */
export function encodePng(image: GreyImage | RgbImage, options: { dpi?: number; rgb?: boolean } = {}): Buffer {
  const png = new PNG({ width: image.width, height: image.height });
  const rgb = options.rgb ?? image.data.length === image.width * image.height * 3;
  for (let i = 0; i < image.width * image.height; i++) {
    const [r, g, b] = rgb ? [image.data[i * 3] ?? 255, image.data[i * 3 + 1] ?? 255, image.data[i * 3 + 2] ?? 255] : [image.data[i] ?? 255, image.data[i] ?? 255, image.data[i] ?? 255];
    png.data[i * 4] = r;
    png.data[i * 4 + 1] = g;
    png.data[i * 4 + 2] = b;
    png.data[i * 4 + 3] = 255;
  }
  const out = PNG.sync.write(png);
  if (!options.dpi) return out;
  // pHYs goes before the first IDAT: after the 8-byte signature and the 25-byte IHDR chunk.
  const phys = Buffer.alloc(21);
  phys.writeUInt32BE(9, 0);
  phys.write('pHYs', 4, 'latin1');
  const perMetre = Math.round(options.dpi / 0.0254);
  phys.writeUInt32BE(perMetre, 8);
  phys.writeUInt32BE(perMetre, 12);
  phys[16] = 1;
  phys.writeUInt32BE(crc32(phys.subarray(4, 17)), 17);
  return Buffer.concat([out.subarray(0, 33), phys, out.subarray(33)]);
}

/** Encodes a grey raster as a GIF (256 grey levels). */
export function encodeGreyGif(image: GreyImage): Buffer {
  const palette = Array.from({ length: 256 }, (_, v) => (v << 16) | (v << 8) | v);
  const buffer = new Uint8Array(image.width * image.height * 2 + 2048);
  const writer = new GifWriter(buffer, image.width, image.height, { palette });
  // omggif reads the indexes by position: the grey levels themselves (palette entry v is grey v).
  writer.addFrame(0, 0, image.width, image.height, image.data as unknown as number[]);
  return Buffer.from(buffer.subarray(0, writer.end()));
}

let crcTable: Uint32Array | undefined;
function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
