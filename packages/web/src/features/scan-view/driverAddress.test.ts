// 驱动地址: the rules with their messages, the fallback to the driver's default port, and the stored form (the plain
// URL under exam-scanner-driver-url, which the browser tests pre-set).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DRIVER_ADDRESS, DRIVER_ADDRESS_KEY, driverAddressError, loadDriverAddress, saveDriverAddress } from './driverAddress';
import { SCAN_TEXTS } from './scanTexts';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('driver address rules', () => {
  it('accepts ws and wss addresses with a host and an explicit port', () => {
    for (const ok of ['ws://127.0.0.1:38999', 'ws://127.0.0.1:38999/', 'wss://scanner.example.com:443', 'WS://localhost:1', 'ws://[::1]:65535', ' ws://127.0.0.1:40123 ']) {
      expect(driverAddressError(ok), ok).toBeUndefined();
    }
  });

  it('says what is wrong, in Chinese', () => {
    expect(driverAddressError('')).toBe('请输入驱动地址');
    expect(driverAddressError('   ')).toBe(SCAN_TEXTS.driverAddressRequired);
    expect(driverAddressError('http://127.0.0.1:38999')).toBe('驱动地址须以 ws:// 或 wss:// 开头');
    expect(driverAddressError('127.0.0.1:38999')).toBe(SCAN_TEXTS.driverAddressScheme);
    expect(driverAddressError('ws://127.0.0.1')).toBe('驱动地址须包含端口，如 ws://127.0.0.1:38999');
    expect(driverAddressError('ws://127.0.0.1:')).toBe(SCAN_TEXTS.driverAddressPort);
    // A default port written out still counts as explicit; one left out does not.
    expect(driverAddressError('ws://127.0.0.1:80')).toBeUndefined();
    expect(driverAddressError('wss://scanner.example.com')).toBe(SCAN_TEXTS.driverAddressPort);
    expect(driverAddressError('ws://[::1]')).toBe(SCAN_TEXTS.driverAddressPort);
    expect(driverAddressError('ws://:38999')).toBe(SCAN_TEXTS.driverAddressHost);
    expect(driverAddressError('ws://')).toBe(SCAN_TEXTS.driverAddressHost);
    expect(driverAddressError('ws://127.0.0.1:0')).toBe(SCAN_TEXTS.driverAddressPortRange);
    expect(driverAddressError('ws://127.0.0.1:65536')).toBe(SCAN_TEXTS.driverAddressPortRange);
    expect(driverAddressError('ws://127.0.0.1:38999/scanner')).toBe(SCAN_TEXTS.driverAddressPath);
    expect(driverAddressError('ws://127.0.0.1:38999?x=1')).toBe(SCAN_TEXTS.driverAddressPath);
    expect(driverAddressError('ws://127.0.0.1:38999#a')).toBe(SCAN_TEXTS.driverAddressPath);
    expect(driverAddressError('ws://user@127.0.0.1:38999')).toBe(SCAN_TEXTS.driverAddressInvalid);
    expect(driverAddressError('ws://bad host:38999')).toBe(SCAN_TEXTS.driverAddressInvalid);
  });
});

describe('the stored driver address', () => {
  it('is the default when nothing is stored', () => {
    expect(DEFAULT_DRIVER_ADDRESS).toBe('ws://127.0.0.1:38999');
    expect(loadDriverAddress()).toBe(DEFAULT_DRIVER_ADDRESS);
  });

  it('is read as the plain URL string under exam-scanner-driver-url (as the browser tests pre-set it)', () => {
    expect(DRIVER_ADDRESS_KEY).toBe('exam-scanner-driver-url');
    localStorage.setItem('exam-scanner-driver-url', 'ws://127.0.0.1:40123');
    expect(loadDriverAddress()).toBe('ws://127.0.0.1:40123');
  });

  it('falls back to the default when what is stored is not a valid address', () => {
    for (const bad of ['', 'http://127.0.0.1:38999', '"ws://127.0.0.1:40123"', 'ws://127.0.0.1', 'ws://127.0.0.1:38999/x']) {
      localStorage.setItem(DRIVER_ADDRESS_KEY, bad);
      expect(loadDriverAddress(), bad).toBe(DEFAULT_DRIVER_ADDRESS);
    }
  });

  it('is saved trimmed as the plain URL; an invalid one is not stored', () => {
    saveDriverAddress(' ws://127.0.0.1:40123 ');
    expect(localStorage.getItem(DRIVER_ADDRESS_KEY)).toBe('ws://127.0.0.1:40123');
    saveDriverAddress('ws://127.0.0.1');
    expect(localStorage.getItem(DRIVER_ADDRESS_KEY)).toBe('ws://127.0.0.1:40123');
    expect(loadDriverAddress()).toBe('ws://127.0.0.1:40123');
  });

  it('gets by without storage (private mode): the default is used and saving does not throw', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(loadDriverAddress()).toBe(DEFAULT_DRIVER_ADDRESS);
    expect(() => saveDriverAddress('ws://127.0.0.1:40123')).not.toThrow();
  });
});
