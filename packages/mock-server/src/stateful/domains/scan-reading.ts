// Reading an uploaded sheet (putpic) the way the server straightens it: the front is page1 upright, else page1 turned
// by 180° (degRote 180), else page2 (pageFlip: the pages came back first), upright or turned. Each page is decoded at
// most once and turning is a reversed copy of the raster, so only a face-down sheet costs a second decode. A sheet with
// no front found is read as page1 upright, as uploaded (the caller reports what is missing). The page markers of both
// pages (sheet serial; the back's exam-number code) are read too, so a page 2 of another sheet can be refused.
import { decodeImageToGrey, readPageMarker, recognizeRaster, rotate180 } from '@exam/scanner-protocol/simulator';
import type { GreyImage, PageMarker, SheetRecognition, SheetTemplate } from '@exam/scanner-protocol/simulator';
import type { PageImage } from '../scanning-store.ts';

export interface SheetReading {
  /** Recognition of the front; undefined when page1 is no image at all. */
  read: SheetRecognition | undefined;
  /** The pages in sheet order (front first), each turned upright on the way out when degRote is 180. */
  front: PageImage;
  back: PageImage | undefined;
  degRote: 0 | 180;
  pageFlip: boolean;
  /** The page markers of the front and the back (undefined: no such page or no image). */
  markers: { front: PageMarker | undefined; back: PageMarker | undefined };
}

const MARKERLESS: PageMarker = { serial: undefined, examNumber: undefined, turned: false };

/**
 * Why page 2 is not the back of page 1's sheet, or undefined: their serials differ, or the back's exam-number code is
 * not the number read on the front. Pages without markers (not the simulator's sheets) are not judged.
 */
export function pagesMismatch(reading: SheetReading): boolean {
  const { front, back } = reading.markers;
  if (!front || !back) return false;
  if (front.serial !== undefined && back.serial !== undefined && front.serial !== back.serial) return true;
  const frontNumber = reading.read?.examNumber;
  // No number read on the front (undefined, or '' when the code areas hold no bubbles): nothing to compare.
  return back.examNumber !== undefined && Boolean(frontNumber) && back.examNumber !== frontNumber;
}

function decode(bytes: Uint8Array): GreyImage | undefined {
  try {
    return decodeImageToGrey(bytes);
  } catch {
    return undefined;
  }
}

export function readSheet(page1: Uint8Array, page2: Uint8Array | undefined, template: SheetTemplate): SheetReading {
  const first = decode(page1);
  let second: GreyImage | undefined | null = null;
  const secondRaster = () => (second === null ? (second = page2 ? decode(page2) : undefined) : second);
  const turn = (raster: GreyImage | undefined) => (raster ? rotate180(raster) : undefined);
  const attempts: { raster: () => GreyImage | undefined; turned: boolean; flipped: boolean }[] = [
    { raster: () => first, turned: false, flipped: false },
    { raster: () => turn(first), turned: true, flipped: false },
    ...(page2
      ? [
          { raster: secondRaster, turned: false, flipped: true },
          { raster: () => turn(secondRaster()), turned: true, flipped: true },
        ]
      : []),
  ];
  const marker = (raster: GreyImage | undefined) => (raster ? readPageMarker(raster, template) : MARKERLESS);
  for (const attempt of attempts) {
    const raster = attempt.raster();
    if (!raster) continue;
    const read = recognizeRaster(raster, template);
    if (!read.frontFound) continue;
    const [front, back] = attempt.flipped ? [page2 ?? page1, page1] : [page1, page2];
    const [frontRaster, backRaster] = attempt.flipped ? [secondRaster(), first] : [first, page2 ? secondRaster() : undefined];
    const image = (bytes: Uint8Array): PageImage => (attempt.turned ? { bytes, turned: true } : { bytes });
    return {
      read,
      front: image(front),
      back: back ? image(back) : undefined,
      degRote: attempt.turned ? 180 : 0,
      pageFlip: attempt.flipped,
      markers: { front: marker(frontRaster), back: page2 ? marker(backRaster) : undefined },
    };
  }
  return {
    read: first ? recognizeRaster(first, template) : undefined,
    front: { bytes: page1 },
    back: page2 ? { bytes: page2 } : undefined,
    degRote: 0,
    pageFlip: false,
    markers: { front: marker(first), back: page2 ? marker(secondRaster()) : undefined },
  };
}
