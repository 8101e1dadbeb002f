// A small baseline JPEG encoder for grey-scale rasters (one component, the standard luminance tables of ITU T.81
// Annex K), and a decoder wrapper around jpeg-js. The simulator draws answer sheets itself; an 8 × 8 block of one
// grey level (most of a white page) skips the DCT, which makes a page at 100–150 dpi take a few milliseconds to
// encode instead of the ~70 ms a general three-component encoder needs. The output is an ordinary JFIF file that
// browsers, jpeg-js and image tools read.
import jpegJs from 'jpeg-js';

/** A grey-scale image: one byte per pixel, 0 black … 255 white, rows top to bottom. */
export interface GreyImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Position in zig-zag order of each coefficient in natural (row-major) order. */
const ZIGZAG_OF_NATURAL = [
  0, 1, 5, 6, 14, 15, 27, 28, 2, 4, 7, 13, 16, 26, 29, 42, 3, 8, 12, 17, 25, 30, 41, 43, 9, 11, 18, 24, 31, 40, 44, 53, 10,
  19, 23, 32, 39, 45, 52, 54, 20, 22, 33, 38, 46, 51, 55, 60, 21, 34, 37, 47, 50, 56, 59, 61, 35, 36, 48, 49, 57, 58, 62,
  63,
];
/** Natural index of each zig-zag position. */
const NATURAL_OF_ZIGZAG = (() => {
  const table = new Array<number>(64);
  ZIGZAG_OF_NATURAL.forEach((zigzag, natural) => (table[zigzag] = natural));
  return table as number[];
})();

/** The luminance quantisation table of Annex K.1 (natural order), scaled by quality as libjpeg does. */
const BASE_QUANT = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51, 87,
  80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92,
  95, 98, 112, 100, 103, 99,
];

const DC_BITS = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
const DC_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const AC_BITS = [0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7d];
const AC_VALUES = [
  0x01, 0x02, 0x03, 0x00, 0x04, 0x11, 0x05, 0x12, 0x21, 0x31, 0x41, 0x06, 0x13, 0x51, 0x61, 0x07, 0x22, 0x71, 0x14, 0x32,
  0x81, 0x91, 0xa1, 0x08, 0x23, 0x42, 0xb1, 0xc1, 0x15, 0x52, 0xd1, 0xf0, 0x24, 0x33, 0x62, 0x72, 0x82, 0x09, 0x0a, 0x16,
  0x17, 0x18, 0x19, 0x1a, 0x25, 0x26, 0x27, 0x28, 0x29, 0x2a, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3a, 0x43, 0x44, 0x45,
  0x46, 0x47, 0x48, 0x49, 0x4a, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58, 0x59, 0x5a, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69,
  0x6a, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7a, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8a, 0x92, 0x93, 0x94,
  0x95, 0x96, 0x97, 0x98, 0x99, 0x9a, 0xa2, 0xa3, 0xa4, 0xa5, 0xa6, 0xa7, 0xa8, 0xa9, 0xaa, 0xb2, 0xb3, 0xb4, 0xb5, 0xb6,
  0xb7, 0xb8, 0xb9, 0xba, 0xc2, 0xc3, 0xc4, 0xc5, 0xc6, 0xc7, 0xc8, 0xc9, 0xca, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8,
  0xd9, 0xda, 0xe1, 0xe2, 0xe3, 0xe4, 0xe5, 0xe6, 0xe7, 0xe8, 0xe9, 0xea, 0xf1, 0xf2, 0xf3, 0xf4, 0xf5, 0xf6, 0xf7, 0xf8,
  0xf9, 0xfa,
];

/** Huffman code and length per symbol (Annex C). */
function huffmanTable(bits: number[], values: number[]): { code: Uint16Array; length: Uint8Array } {
  const code = new Uint16Array(256);
  const length = new Uint8Array(256);
  let next = 0;
  let k = 0;
  for (let len = 1; len <= 16; len++) {
    for (let i = 0; i < (bits[len - 1] ?? 0); i++) {
      const symbol = values[k++] ?? 0;
      code[symbol] = next++;
      length[symbol] = len;
    }
    next <<= 1;
  }
  return { code, length };
}
const DC_TABLE = huffmanTable(DC_BITS, DC_VALUES);
const AC_TABLE = huffmanTable(AC_BITS, AC_VALUES);

/** cos[u * 8 + x] = C(u) / 2 · cos((2x + 1) u π / 16): F = COS · f · COSᵀ is the DCT of T.81 A.3.3. */
const COS = (() => {
  const table = new Float64Array(64);
  for (let u = 0; u < 8; u++) {
    for (let x = 0; x < 8; x++) {
      table[u * 8 + x] = (u === 0 ? Math.SQRT1_2 : 1) * 0.5 * Math.cos(((2 * x + 1) * u * Math.PI) / 16);
    }
  }
  return table;
})();

/** The quantisation table (natural order) for a quality 1–100, as libjpeg scales it. */
function quantTable(quality: number): Uint8Array {
  const q = Math.min(100, Math.max(1, Math.round(quality)));
  const scale = q < 50 ? Math.floor(5000 / q) : 200 - q * 2;
  return Uint8Array.from(BASE_QUANT, (base) => Math.min(255, Math.max(1, Math.floor((base * scale + 50) / 100))));
}

/** Accumulates the entropy-coded segment with 0xFF byte stuffing. */
class BitWriter {
  private bytes: Uint8Array;
  private length = 0;
  private buffer = 0;
  private count = 0;

  constructor(capacity: number) {
    this.bytes = new Uint8Array(Math.max(1024, capacity));
  }

  write(value: number, bits: number): void {
    // bits ≤ 16; the accumulator keeps fewer than 8 pending bits between calls, so 24 bits fit.
    this.buffer = (this.buffer << bits) | (value & ((1 << bits) - 1));
    this.count += bits;
    while (this.count >= 8) {
      const byte = (this.buffer >>> (this.count - 8)) & 0xff;
      this.push(byte);
      if (byte === 0xff) this.push(0);
      this.count -= 8;
    }
    this.buffer &= (1 << this.count) - 1;
  }

  /** Pads the last byte with 1 bits (T.81 F.1.2.3). */
  flush(): void {
    if (this.count > 0) this.write((1 << (8 - this.count)) - 1, 8 - this.count);
  }

  private push(byte: number): void {
    if (this.length === this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    this.bytes[this.length++] = byte;
  }

  result(): Uint8Array {
    return this.bytes.subarray(0, this.length);
  }
}

/** Number of bits of |value| (the JPEG magnitude category). */
function category(value: number): number {
  let magnitude = value < 0 ? -value : value;
  let bits = 0;
  while (magnitude > 0) {
    bits++;
    magnitude >>= 1;
  }
  return bits;
}

function writeSegment(parts: number[], marker: number, body: number[]): void {
  parts.push(0xff, marker, ((body.length + 2) >> 8) & 0xff, (body.length + 2) & 0xff, ...body);
}

export interface EncodeGreyJpegOptions {
  /** 1–100, libjpeg's scale (the driver's image_jpeg_quality); default 80. */
  quality?: number;
  /** Written to the JFIF header. */
  dpi?: number;
}

/** Encodes a grey-scale raster as a baseline JFIF JPEG with one component. */
export function encodeGreyJpeg(image: GreyImage, options: EncodeGreyJpegOptions = {}): Buffer {
  const { width, height, data } = image;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || width > 65535 || height > 65535) {
    throw new RangeError(`encodeGreyJpeg: bad size ${width} × ${height}`);
  }
  if (data.length < width * height) throw new RangeError('encodeGreyJpeg: data is shorter than width × height');
  const quant = quantTable(options.quality ?? 80);
  const dpi = Math.min(65535, Math.max(1, Math.round(options.dpi ?? 72)));

  const head: number[] = [0xff, 0xd8];
  writeSegment(head, 0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 1, dpi >> 8, dpi & 0xff, dpi >> 8, dpi & 0xff, 0, 0]);
  writeSegment(head, 0xdb, [0, ...NATURAL_OF_ZIGZAG.map((natural) => quant[natural] ?? 1)]);
  writeSegment(head, 0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]);
  writeSegment(head, 0xc4, [0x00, ...DC_BITS, ...DC_VALUES, 0x10, ...AC_BITS, ...AC_VALUES]);
  writeSegment(head, 0xda, [1, 1, 0x00, 0, 63, 0]);

  const writer = new BitWriter(width * height >> 4);
  const block = new Float64Array(64);
  const rows = new Float64Array(64);
  const coefficients = new Int32Array(64);
  let previousDc = 0;

  for (let by = 0; by < height; by += 8) {
    for (let bx = 0; bx < width; bx += 8) {
      // Load the block (edges replicate the last row and column) and see whether it is one grey level.
      const first = data[by * width + bx] ?? 255;
      let uniform = true;
      for (let y = 0; y < 8; y++) {
        const row = Math.min(by + y, height - 1) * width;
        for (let x = 0; x < 8; x++) {
          const value = data[row + Math.min(bx + x, width - 1)] ?? 255;
          if (value !== first) uniform = false;
          block[y * 8 + x] = value - 128;
        }
      }
      if (uniform) {
        coefficients.fill(0);
        coefficients[0] = Math.round((8 * (first - 128)) / (quant[0] ?? 1));
      } else {
        // Rows first (rows[y][u] = Σx f(y, x) COS[u][x]), then columns.
        for (let y = 0; y < 8; y++) {
          for (let u = 0; u < 8; u++) {
            let sum = 0;
            for (let x = 0; x < 8; x++) sum += (block[y * 8 + x] ?? 0) * (COS[u * 8 + x] ?? 0);
            rows[y * 8 + u] = sum;
          }
        }
        for (let v = 0; v < 8; v++) {
          for (let u = 0; u < 8; u++) {
            let sum = 0;
            for (let y = 0; y < 8; y++) sum += (rows[y * 8 + u] ?? 0) * (COS[v * 8 + y] ?? 0);
            coefficients[v * 8 + u] = Math.round(sum / (quant[v * 8 + u] ?? 1));
          }
        }
      }

      // DC difference.
      const dc = coefficients[0] ?? 0;
      const diff = dc - previousDc;
      previousDc = dc;
      const dcBits = category(diff);
      writer.write(DC_TABLE.code[dcBits] ?? 0, DC_TABLE.length[dcBits] ?? 0);
      if (dcBits > 0) writer.write(diff < 0 ? diff - 1 : diff, dcBits);

      // AC coefficients in zig-zag order, run-length coded.
      let lastNonZero = 0;
      for (let k = 63; k > 0; k--) {
        if ((coefficients[NATURAL_OF_ZIGZAG[k] ?? 0] ?? 0) !== 0) {
          lastNonZero = k;
          break;
        }
      }
      let run = 0;
      for (let k = 1; k <= lastNonZero; k++) {
        const value = coefficients[NATURAL_OF_ZIGZAG[k] ?? 0] ?? 0;
        if (value === 0) {
          run++;
          continue;
        }
        while (run > 15) {
          writer.write(AC_TABLE.code[0xf0] ?? 0, AC_TABLE.length[0xf0] ?? 0);
          run -= 16;
        }
        const bits = category(value);
        const symbol = (run << 4) | bits;
        writer.write(AC_TABLE.code[symbol] ?? 0, AC_TABLE.length[symbol] ?? 0);
        writer.write(value < 0 ? value - 1 : value, bits);
        run = 0;
      }
      if (lastNonZero < 63) writer.write(AC_TABLE.code[0x00] ?? 0, AC_TABLE.length[0x00] ?? 0);
    }
  }
  writer.flush();
  const body = writer.result();
  const out = Buffer.allocUnsafe(head.length + body.length + 2);
  out.set(head, 0);
  out.set(body, head.length);
  out[out.length - 2] = 0xff;
  out[out.length - 1] = 0xd9;
  return out;
}

/** A Huffman table for decoding: codes of up to 9 bits by one look-up, longer ones by length (T.81 F.2.2.3). */
interface DecodeTable {
  /** By the next 9 bits: (length << 8) | symbol, or 0 when the code is longer than 9 bits. */
  lookup: Uint16Array;
  maxCode: Int32Array;
  offset: Int32Array;
  values: Uint8Array;
}

const LOOKUP_BITS = 9;

function decodeTable(counts: Uint8Array, values: Uint8Array): DecodeTable {
  const lookup = new Uint16Array(1 << LOOKUP_BITS);
  const maxCode = new Int32Array(18).fill(-1);
  const offset = new Int32Array(18);
  let code = 0;
  let k = 0;
  for (let length = 1; length <= 16; length++) {
    const n = counts[length - 1] ?? 0;
    offset[length] = k - code;
    for (let i = 0; i < n; i++, k++, code++) {
      if (length <= LOOKUP_BITS) {
        const shift = LOOKUP_BITS - length;
        const entry = (length << 8) | (values[k] ?? 0);
        for (let j = code << shift, last = (code + 1) << shift; j < last; j++) lookup[j] = entry;
      }
    }
    maxCode[length] = n > 0 ? code - 1 : -1;
    code <<= 1;
  }
  maxCode[17] = 0x7fffffff; // a code longer than 16 bits: the data is broken
  return { lookup, maxCode, offset, values };
}

/** Thrown by the fast decoder for data it does not take (the caller falls back to jpeg-js). */
class NotFastPath extends Error {}

/**
 * Decodes a baseline grey-scale JPEG (one component, Huffman coded, no restart intervals: what the simulator's
 * encoder writes) quickly: a block with no AC coefficient (most of a white answer sheet) is filled with its one level
 * without an inverse DCT. Undefined for any other JPEG. The mock reads every uploaded page with this, so a sheet costs
 * a few milliseconds instead of the ~60 ms a page jpeg-js takes (issue 26, Speed).
 */
function decodeGreyBaseline(jpeg: Uint8Array): GreyImage | undefined {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) return undefined;
  const quant: (Int32Array | undefined)[] = [];
  const dcTables: (DecodeTable | undefined)[] = [];
  const acTables: (DecodeTable | undefined)[] = [];
  let width = 0;
  let height = 0;
  let quantId = -1;
  let offset = 2;
  const at = (i: number) => jpeg[i] ?? 0;
  for (;;) {
    if (offset + 4 > jpeg.length || at(offset) !== 0xff) return undefined;
    const marker = at(offset + 1);
    if (marker === 0xff) {
      offset++;
      continue;
    }
    const body = offset + 4;
    const end = offset + 2 + ((at(offset + 2) << 8) | at(offset + 3));
    if (end > jpeg.length) return undefined;
    if (marker === 0xdb) {
      for (let p = body; p < end; ) {
        const wide = at(p) >> 4;
        const id = at(p) & 15;
        p++;
        const table = new Int32Array(64);
        for (let k = 0; k < 64; k++, p += wide ? 2 : 1) table[NATURAL_OF_ZIGZAG[k] ?? 0] = wide ? (at(p) << 8) | at(p + 1) : at(p);
        quant[id] = table;
      }
    } else if (marker === 0xc0 || marker === 0xc1) {
      if (at(body) !== 8 || at(body + 5) !== 1) return undefined;
      height = (at(body + 1) << 8) | at(body + 2);
      width = (at(body + 3) << 8) | at(body + 4);
      quantId = at(body + 8);
    } else if ((marker >= 0xc2 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) || marker === 0xd9) {
      return undefined; // progressive, lossless, arithmetic coding, or no frame
    } else if (marker === 0xc4) {
      for (let p = body; p < end; ) {
        const counts = jpeg.subarray(p + 1, p + 17);
        const total = counts.reduce((sum, n) => sum + n, 0);
        const table = decodeTable(counts, jpeg.subarray(p + 17, p + 17 + total));
        (at(p) >> 4 ? acTables : dcTables)[at(p) & 15] = table;
        p += 17 + total;
      }
    } else if (marker === 0xdd) {
      if (((at(body) << 8) | at(body + 1)) !== 0) return undefined;
    } else if (marker === 0xda) {
      const q = quant[quantId];
      const dc = dcTables[at(body + 2) >> 4];
      const ac = acTables[at(body + 2) & 15];
      if (at(body) !== 1 || !q || !dc || !ac || width === 0 || height === 0) return undefined;
      if (at(body + 3) !== 0 || at(body + 4) !== 63 || at(body + 5) !== 0) return undefined;
      try {
        return decodeScan(jpeg, end, width, height, q, dc, ac);
      } catch (error) {
        if (error instanceof NotFastPath) return undefined;
        throw error;
      }
    }
    offset = end;
  }
}

/** The entropy-coded blocks of a one-component baseline scan, from `start`, into grey levels. */
function decodeScan(jpeg: Uint8Array, start: number, width: number, height: number, q: Int32Array, dcTable: DecodeTable, acTable: DecodeTable): GreyImage {
  let pos = start;
  let bits = 0;
  let count = 0;
  /** Keeps at least 25 bits ready; past the data (a marker) it feeds zeros. */
  const fill = () => {
    while (count <= 24) {
      let byte = 0;
      const b = jpeg[pos] ?? 0xff;
      if (b !== 0xff) {
        byte = b;
        pos++;
      } else if (jpeg[pos + 1] === 0) {
        byte = 0xff;
        pos += 2;
      }
      bits = (bits << 8) | byte;
      count += 8;
    }
  };
  const decode = (table: DecodeTable): number => {
    fill();
    const entry = table.lookup[(bits >>> (count - LOOKUP_BITS)) & ((1 << LOOKUP_BITS) - 1)] ?? 0;
    if (entry !== 0) {
      count -= entry >> 8;
      return entry & 0xff;
    }
    let length = LOOKUP_BITS + 1;
    let code = (bits >>> (count - length)) & ((1 << length) - 1);
    while (code > (table.maxCode[length] ?? 0x7fffffff)) {
      length++;
      code = (bits >>> (count - length)) & ((1 << length) - 1);
    }
    if (length > 16) throw new NotFastPath('bad Huffman code');
    count -= length;
    return table.values[code + (table.offset[length] ?? 0)] ?? 0;
  };
  const receive = (size: number): number => {
    if (size === 0) return 0;
    fill();
    const value = (bits >>> (count - size)) & ((1 << size) - 1);
    count -= size;
    return value < 1 << (size - 1) ? value - (1 << size) + 1 : value;
  };

  const data = new Uint8Array(width * height);
  const coefficients = new Float64Array(64);
  const rows = new Float64Array(64);
  const blocksWide = Math.ceil(width / 8);
  const blocksHigh = Math.ceil(height / 8);
  let predictor = 0;
  for (let by = 0; by < blocksHigh; by++) {
    const y0 = by * 8;
    const ys = Math.min(8, height - y0);
    for (let bx = 0; bx < blocksWide; bx++) {
      const x0 = bx * 8;
      const xs = Math.min(8, width - x0);
      predictor += receive(decode(dcTable));
      let nonZero = false;
      for (let k = 1; k < 64; ) {
        const rs = decode(acTable);
        const size = rs & 15;
        if (size === 0) {
          if (rs !== 0xf0) break;
          k += 16;
          continue;
        }
        k += rs >> 4;
        if (k > 63) throw new NotFastPath('coefficient past the block');
        const natural = NATURAL_OF_ZIGZAG[k] ?? 0;
        coefficients[natural] = receive(size) * (q[natural] ?? 1);
        nonZero = true;
        k++;
      }
      if (!nonZero) {
        // One grey level: f = DC / 8 + 128.
        const level = Math.min(255, Math.max(0, Math.round((predictor * (q[0] ?? 1)) / 8 + 128)));
        for (let y = 0; y < ys; y++) data.fill(level, (y0 + y) * width + x0, (y0 + y) * width + x0 + xs);
        continue;
      }
      coefficients[0] = predictor * (q[0] ?? 1);
      // f = COSᵀ · F · COS, rows of F first, then columns; only the coefficients that are not zero (a few a block).
      rows.fill(0);
      let usedRows = 0;
      for (let i = 0; i < 64; i++) {
        const c = coefficients[i] ?? 0;
        if (c === 0) continue;
        const v = i >> 3;
        const u = (i & 7) * 8;
        usedRows |= 1 << v;
        for (let x = 0; x < 8; x++) rows[v * 8 + x] = (rows[v * 8 + x] ?? 0) + c * (COS[u + x] ?? 0);
      }
      for (let y = 0; y < ys; y++) {
        const line = (y0 + y) * width + x0;
        for (let x = 0; x < xs; x++) {
          let sum = 128;
          for (let v = 0; v < 8; v++) if (usedRows & (1 << v)) sum += (rows[v * 8 + x] ?? 0) * (COS[v * 8 + y] ?? 0);
          data[line + x] = sum <= 0 ? 0 : sum >= 255 ? 255 : Math.round(sum);
        }
      }
      coefficients.fill(0);
    }
  }
  return { width, height, data };
}

/**
 * Decodes any baseline or progressive JPEG to grey levels (the mean of its colour channels): a one-component baseline
 * JPEG by the fast decoder above, anything else by jpeg-js.
 */
export function decodeJpegToGrey(jpeg: Uint8Array): GreyImage {
  const fast = decodeGreyBaseline(jpeg);
  if (fast) return fast;
  const decoded = jpegJs.decode(jpeg, { useTArray: true, formatAsRGBA: false, maxMemoryUsageInMB: 512 });
  const { width, height } = decoded;
  const channels = decoded.data.length / (width * height);
  if (channels === 1) return { width, height, data: decoded.data };
  const data = new Uint8Array(width * height);
  for (let i = 0, j = 0; i < data.length; i++, j += channels) {
    data[i] = Math.round(((decoded.data[j] ?? 0) + (decoded.data[j + 1] ?? 0) + (decoded.data[j + 2] ?? 0)) / 3);
  }
  return { width, height, data };
}

/** Width and height from a JPEG's SOF marker, without decoding it; undefined when it is not a JPEG. */
export function jpegSize(jpeg: Uint8Array): { width: number; height: number } | undefined {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) return undefined;
  let offset = 2;
  while (offset + 9 < jpeg.length) {
    if (jpeg[offset] !== 0xff) return undefined;
    const marker = jpeg[offset + 1] ?? 0;
    const length = ((jpeg[offset + 2] ?? 0) << 8) | (jpeg[offset + 3] ?? 0);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: ((jpeg[offset + 5] ?? 0) << 8) | (jpeg[offset + 6] ?? 0), width: ((jpeg[offset + 7] ?? 0) << 8) | (jpeg[offset + 8] ?? 0) };
    }
    offset += 2 + length;
  }
  return undefined;
}
