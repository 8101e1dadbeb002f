// 参数配置's 驱动地址 in jsdom: the field shows the stored address in 全局设置, says what is wrong with a typed one,
// and 应用 keeps the address in this browser and has the view reconnect (never through the driver's setGlobalConfig);
// it stays usable while the driver cannot be read, and is refused while a scan runs. The driver is a stand-in.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DRIVER_TEXTS, DriverConnectionError, type GlobalConfig } from '@exam/scanner-protocol';
import { defaultGlobalConfig } from '@exam/scanner-protocol/simulator';
import { renderWithTheme } from '../../lib/testRender';
import { DRIVER_ADDRESS_KEY, loadDriverAddress } from './driverAddress';
import { ParamConfigDialog, type ParamConfigDialogProps } from './ParamConfigDialog';

vi.mock('../../lib/confirm', () => ({ confirmThen: vi.fn() }));
vi.mock('../../lib/feedback', () => ({ showSuccess: vi.fn(), showInfo: vi.fn(), showError: vi.fn(), showAlert: vi.fn() }));
const feedback = await import('../../lib/feedback');

const GLOBAL: GlobalConfig = defaultGlobalConfig({ file_save_path: 'C:\\scans', image_tiff_compression: 'none' });

function stubDriver(readable: boolean): ParamConfigDialogProps['driver'] {
  const unreachable = () => Promise.reject(new DriverConnectionError(DRIVER_TEXTS.disconnected, 'get_global_config'));
  return {
    getGlobalConfig: vi.fn(readable ? async () => GLOBAL : unreachable),
    setGlobalConfig: vi.fn(async () => undefined),
    getDeviceParam: vi.fn(readable ? async () => [{ group_name: 'Basic', group_param: [] }] : unreachable),
    setDeviceParam: vi.fn(async () => undefined),
    resetDeviceParam: vi.fn(async () => undefined),
  };
}

function setup({ readable = true, accept = true } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const driver = stubDriver(readable);
  const onClose = vi.fn();
  const onDriverUrl = vi.fn(() => accept);
  renderWithTheme(
    <QueryClientProvider client={client}>
      <ParamConfigDialog onClose={onClose} driver={driver} coverAvailable={false} onGlobalSaved={vi.fn()} driverUrl={loadDriverAddress()} onDriverUrl={onDriverUrl} />
    </QueryClientProvider>,
  );
  return { driver, onClose, onDriverUrl };
}

const dialog = () => screen.getByRole('dialog', { name: '参数配置' });
const addressField = () => within(dialog()).getByRole<HTMLInputElement>('textbox', { name: '驱动地址' });
const apply = () => fireEvent.click(within(dialog()).getByRole('button', { name: '应用' }));
const type = (value: string) => fireEvent.change(addressField(), { target: { value } });

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
});

describe('参数配置: 驱动地址', () => {
  it('shows the stored address first in 全局设置, beside the driver’s own settings', async () => {
    localStorage.setItem(DRIVER_ADDRESS_KEY, 'ws://127.0.0.1:40123');
    setup();
    await within(dialog()).findByRole('textbox', { name: '文件名前缀' });
    expect(within(dialog()).getByRole('tab', { name: '全局设置' }).getAttribute('aria-selected')).toBe('true');
    expect(addressField().value).toBe('ws://127.0.0.1:40123');
  });

  it('shows the default when nothing is stored', async () => {
    setup();
    await within(dialog()).findByRole('textbox', { name: '文件名前缀' });
    expect(addressField().value).toBe('ws://127.0.0.1:38999');
  });

  it('says what is wrong with a typed address and applies nothing', async () => {
    const { onDriverUrl, onClose } = setup();
    await within(dialog()).findByRole('textbox', { name: '文件名前缀' });
    for (const [typed, message] of [
      ['', '请输入驱动地址'],
      ['http://127.0.0.1:40123', '驱动地址须以 ws:// 或 wss:// 开头'],
      ['ws://127.0.0.1', '驱动地址须包含端口，如 ws://127.0.0.1:38999'],
    ] as const) {
      type(typed);
      apply();
      expect(await within(dialog()).findByText(message)).toBeTruthy();
      expect(addressField().getAttribute('aria-invalid')).toBe('true');
    }
    expect(onDriverUrl).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(localStorage.getItem(DRIVER_ADDRESS_KEY)).toBeNull();
  });

  it('应用 keeps the address in this browser, reconnects the view and closes, without the driver’s setGlobalConfig', async () => {
    const { driver, onDriverUrl, onClose } = setup();
    await within(dialog()).findByRole('textbox', { name: '文件名前缀' });
    type(' ws://127.0.0.1:40123 ');
    apply();
    await waitFor(() => expect(onDriverUrl).toHaveBeenCalledWith('ws://127.0.0.1:40123'));
    expect(localStorage.getItem(DRIVER_ADDRESS_KEY)).toBe('ws://127.0.0.1:40123');
    expect(feedback.showSuccess).toHaveBeenCalledWith('驱动地址已保存，正在重新连接扫描仪');
    expect(onClose).toHaveBeenCalled();
    expect(driver.setGlobalConfig).not.toHaveBeenCalled();
  });

  it('is there and usable while the driver cannot be read', async () => {
    const { onDriverUrl, onClose } = setup({ readable: false });
    expect(await within(dialog()).findByText('扫描仪已断开连接')).toBeTruthy();
    expect(within(dialog()).getByRole('button', { name: '重试' })).toBeTruthy();
    expect(within(dialog()).queryByRole('textbox', { name: '文件名前缀' })).toBeNull();
    expect(addressField().value).toBe('ws://127.0.0.1:38999');
    type('ws://127.0.0.1:9');
    apply();
    await waitFor(() => expect(onDriverUrl).toHaveBeenCalledWith('ws://127.0.0.1:9'));
    expect(localStorage.getItem(DRIVER_ADDRESS_KEY)).toBe('ws://127.0.0.1:9');
    expect(onClose).toHaveBeenCalled();
  });

  it('is refused while a scan runs: said on the field, nothing stored, the dialog stays', async () => {
    localStorage.setItem(DRIVER_ADDRESS_KEY, 'ws://127.0.0.1:40123');
    const { onDriverUrl, onClose } = setup({ accept: false });
    await within(dialog()).findByRole('textbox', { name: '文件名前缀' });
    type('ws://127.0.0.1:40999');
    apply();
    expect(await within(dialog()).findByText('扫描中不能更改驱动地址')).toBeTruthy();
    expect(onDriverUrl).toHaveBeenCalledWith('ws://127.0.0.1:40999');
    expect(localStorage.getItem(DRIVER_ADDRESS_KEY)).toBe('ws://127.0.0.1:40123');
    expect(onClose).not.toHaveBeenCalled();
    expect(feedback.showSuccess).not.toHaveBeenCalled();
  });
});
