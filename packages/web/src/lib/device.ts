// Mobile layout threshold and mobile-browser detection (spec 1 §2, §9).
export const MOBILE_MAX_WIDTH = 768;
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

export function isMobileBrowser(userAgent: string): boolean {
  return /Android|iPhone|iPod|iPad|Mobile|HarmonyOS|Windows Phone/i.test(userAgent);
}
