// 驱动地址: where the scanner view looks for the local scanner driver. A setting of this browser (not the driver's own
// config): kept in localStorage under DRIVER_ADDRESS_KEY as the plain URL string (the browser tests pre-set it), the
// driver's default port (DRIVER_WS_URL, spec 3 §9) when nothing valid is stored. Read, checked and saved here only.
import { DRIVER_WS_URL } from '@exam/scanner-protocol';
import { SCAN_TEXTS } from './scanTexts';

export const DRIVER_ADDRESS_KEY = 'exam-scanner-driver-url';
export const DEFAULT_DRIVER_ADDRESS = DRIVER_WS_URL;

/**
 * What is wrong with an address, for the field; undefined when it is usable: ws:// or wss://, a host, an explicit
 * port 1–65535, and no path beyond '/' (nor a query or fragment).
 */
export function driverAddressError(value: string): string | undefined {
  const text = value.trim();
  if (!text) return SCAN_TEXTS.driverAddressRequired;
  // Scheme, authority (host and port) and whatever follows it.
  const parts = /^wss?:\/\/([^/?#]*)(.*)$/i.exec(text);
  if (!parts) return SCAN_TEXTS.driverAddressScheme;
  const [, authority = '', rest = ''] = parts;
  if (rest !== '' && rest !== '/') return SCAN_TEXTS.driverAddressPath;
  if (authority.includes('@')) return SCAN_TEXTS.driverAddressInvalid;
  // The port must be written out: the URL parser hides a scheme's default port (80 / 443) and fills it in when absent.
  const hostPort = /^(.*):(\d*)$/.exec(authority);
  const host = hostPort ? hostPort[1] : authority;
  if (!host) return SCAN_TEXTS.driverAddressHost;
  if (!hostPort?.[2]) return SCAN_TEXTS.driverAddressPort;
  const port = Number(hostPort[2]);
  if (!Number.isInteger(port) || port < 1 || port > 65535) return SCAN_TEXTS.driverAddressPortRange;
  try {
    new URL(text);
  } catch {
    return SCAN_TEXTS.driverAddressInvalid;
  }
  return undefined;
}

/** The address this browser uses: the stored one when it is valid, else the default. */
export function loadDriverAddress(): string {
  try {
    const stored = localStorage.getItem(DRIVER_ADDRESS_KEY)?.trim();
    return stored && !driverAddressError(stored) ? stored : DEFAULT_DRIVER_ADDRESS;
  } catch {
    return DEFAULT_DRIVER_ADDRESS;
  }
}

/** Keeps an address for this browser (trimmed, as typed); one that is not valid is not stored. */
export function saveDriverAddress(address: string): void {
  const text = address.trim();
  if (driverAddressError(text)) return;
  try {
    localStorage.setItem(DRIVER_ADDRESS_KEY, text);
  } catch {
    // Private mode or storage disabled: the address holds for the open view only.
  }
}
