// Turning a scanned page upside down (spec 3 §9: 180 degrees, JPEG quality 0.8) in the browser, through a canvas.

/** The JPEG quality of a rotated page (spec 3 §9). */
export const ROTATE_QUALITY = 0.8;

/** A base64 JPEG (no data: prefix) turned by 180 degrees, again as base64 JPEG. */
export async function rotate180(base64: string): Promise<string> {
  const image = new Image();
  image.src = `data:image/jpeg;base64,${base64}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2d context unavailable');
  context.translate(canvas.width, canvas.height);
  context.rotate(Math.PI);
  context.drawImage(image, 0, 0);
  const url = canvas.toDataURL('image/jpeg', ROTATE_QUALITY);
  return url.slice(url.indexOf(',') + 1);
}
