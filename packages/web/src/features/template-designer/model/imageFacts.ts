// What a template image says of itself (its pixel size from the header, the resolution a PNG's pHYs or a JPEG's JFIF
// header states) and whether that fits the subject's scan settings (scan_dpi, scan_paper_size): areas live in the
// template image's pixels and scanned sheets are mapped onto them by their size ratio, so a template page at another
// resolution or paper size than the scans is worth a word before anyone draws on it.

export interface ImageFacts {
  width: number;
  height: number;
  /** Dots per inch the file states, if any. */
  dpi?: number;
}

/** Width, height and stated dpi of a PNG, GIF or JPEG, or undefined when the bytes are none of them. */
export function imageFacts(bytes: Uint8Array): ImageFacts | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (at: number, n: number) => String.fromCharCode(...bytes.subarray(at, at + n));
  if (bytes.length >= 24 && bytes[0] === 0x89 && ascii(1, 3) === 'PNG') {
    const facts: ImageFacts = { width: view.getUint32(16), height: view.getUint32(20) };
    for (let at = 8; at + 12 <= bytes.length; ) {
      const length = view.getUint32(at);
      const type = ascii(at + 4, 4);
      if (type === 'pHYs' && length >= 9 && at + 17 <= bytes.length) {
        const perMetre = view.getUint32(at + 8);
        if (bytes[at + 16] === 1 && perMetre > 0) facts.dpi = Math.round(perMetre * 0.0254);
        break;
      }
      if (type === 'IDAT' || type === 'IEND') break;
      at += 12 + length;
    }
    return facts;
  }
  if (bytes.length >= 10 && ascii(0, 3) === 'GIF') return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    let dpi: number | undefined;
    for (let at = 2; at + 9 < bytes.length && bytes[at] === 0xff; ) {
      const marker = bytes[at + 1] ?? 0;
      const length = view.getUint16(at + 2);
      if (marker === 0xe0 && ascii(at + 4, 5) === 'JFIF\0' && at + 16 <= bytes.length) {
        const units = bytes[at + 11];
        const density = view.getUint16(at + 12);
        if (density > 0 && units === 1) dpi = density;
        if (density > 0 && units === 2) dpi = Math.round(density * 2.54);
      }
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { height: view.getUint16(at + 5), width: view.getUint16(at + 7), ...(dpi ? { dpi } : {}) };
      }
      at += 2 + length;
    }
  }
  return undefined;
}

/** Paper sizes in millimetres (portrait). */
const PAPERS = { A4: [210, 297], A3: [297, 420] } as const;
export type PaperName = keyof typeof PAPERS;

export interface ScanSettings {
  scan_dpi?: number | null;
  /** 1 A4, 2 A3, 3 match the original (A4 or A3). */
  scan_paper_size?: number | null;
}

export interface ImageMismatch {
  facts: ImageFacts;
  scanDpi: number;
  paper: PaperName;
  /** The size a page of that paper has at the scan dpi (in the image's orientation). */
  expected: { width: number; height: number };
  /** The resolution the image's size means for that paper. */
  impliedDpi: number;
}

/** A page's pixels at a dpi (portrait or landscape like `like`). */
function pageAt(paper: PaperName, dpi: number, like: ImageFacts): { width: number; height: number } {
  const [w, h] = PAPERS[paper].map((mm) => Math.round((mm / 25.4) * dpi)) as [number, number];
  return like.width > like.height ? { width: h, height: w } : { width: w, height: h };
}

/**
 * Whether an image disagrees with the scan settings: it states another dpi, or its size is not the paper's size at
 * the scan dpi (within 2 %). Answers what to tell, or undefined when it fits (or nothing is known to compare).
 */
export function scanMismatch(facts: ImageFacts, scan: ScanSettings | undefined): ImageMismatch | undefined {
  const scanDpi = scan?.scan_dpi;
  if (!scanDpi) return undefined;
  const papers: PaperName[] = scan.scan_paper_size === 1 ? ['A4'] : scan.scan_paper_size === 2 ? ['A3'] : ['A4', 'A3'];
  const close = (a: number, b: number) => Math.abs(a - b) <= b * 0.02;
  const fits = (paper: PaperName) => {
    const size = pageAt(paper, scanDpi, facts);
    return close(facts.width, size.width) && close(facts.height, size.height);
  };
  const fitting = papers.find(fits);
  if (fitting && (facts.dpi === undefined || facts.dpi === scanDpi)) return undefined;
  // A4 and A3 have the same shape: the size is read as the first paper the settings allow.
  const paper = fitting ?? (papers[0] as PaperName);
  const portraitWidth = Math.min(facts.width, facts.height);
  return {
    facts,
    scanDpi,
    paper,
    expected: pageAt(paper, scanDpi, facts),
    impliedDpi: Math.round((portraitWidth / PAPERS[paper][0]) * 25.4),
  };
}
