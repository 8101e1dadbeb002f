import { DRIVER_TEXTS, DriverError } from '@exam/scanner-protocol';
import { describe, expect, it } from 'vitest';
import { driverText } from './scanTexts';

describe('driver texts in Chinese', () => {
  it('translates every English text of the driver client and passes other words through', () => {
    const english = [DRIVER_TEXTS.operationFailed, DRIVER_TEXTS.connectionFailed, DRIVER_TEXTS.disconnected, DRIVER_TEXTS.timeout, ...Object.values(DRIVER_TEXTS.fallbacks)];
    for (const text of english) expect(driverText(text)).toMatch(/[\u4e00-\u9fff]/);
    expect(driverText(new DriverError('start_scan', 1, '').message)).toBe('开始扫描失败');
    expect(driverText('卡纸')).toBe('卡纸');
  });
});
