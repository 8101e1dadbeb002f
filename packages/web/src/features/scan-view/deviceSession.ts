// The scanner connection of the scanner view (spec 3 §4.1), without React: connect to the local driver, initialise
// it if needed, list the devices (0 → a warning, 1 → open it, several → the user chooses), keep the open device in
// step with device_arrive / device_remove, and say when the connection is lost (the view offers retry or leave).
// The view renders `snapshot()` and calls `start`, `choose` and `retry`; every text is Chinese (scanTexts).
import { DriverConnectionError, type DriverClient } from '@exam/scanner-protocol';
import { SCAN_TEXTS, driverText } from './scanTexts';

export type DeviceStatus =
  /** Talking to the driver. */
  | 'connecting'
  /** Connected, no scanner found ('Scanner not detected'). */
  | 'noDevice'
  /** Several scanners: the user picks one. */
  | 'choosing'
  /** A scanner is open: scanning may start. */
  | 'open'
  /** The driver could not be reached or the connection was lost: retry or leave. */
  | 'failed';

export interface DeviceSnapshot {
  status: DeviceStatus;
  /** The open (or last chosen) device's name, for the toolbar. */
  deviceName: string | undefined;
  /** The devices to choose from ('choosing'). */
  devices: string[];
  /** Whether the websocket to the driver is up (已连接 / 未连接). */
  connected: boolean;
  /** What went wrong, for the person ('failed', 'noDevice'). */
  message: string | undefined;
}

export interface DeviceSessionOptions {
  driver: DriverClient;
  onChange?: (snapshot: DeviceSnapshot) => void;
  /** A warning for the person (device removed, open failed, …). */
  onWarning?: (text: string) => void;
  /** Called after a device opened (the view applies its preset parameters there). */
  onOpened?: (deviceName: string) => void | Promise<void>;
}

export function createDeviceSession(options: DeviceSessionOptions) {
  const { driver } = options;
  let snapshot: DeviceSnapshot = { status: 'connecting', deviceName: undefined, devices: [], connected: false, message: undefined };
  // After dispose the session says nothing more: a call of its still under way (its driver was closed, or another
  // session took over) must not overwrite what the current session shows.
  let disposed = false;
  const set = (patch: Partial<DeviceSnapshot>) => {
    if (disposed) return;
    snapshot = { ...snapshot, ...patch };
    options.onChange?.(snapshot);
  };
  const warn = (text: string) => {
    if (!disposed) options.onWarning?.(text);
  };
  const failure = (error: unknown) => driverText(error instanceof Error ? error.message : String(error));

  async function open(name: string): Promise<boolean> {
    try {
      const { opened } = await driver.openDevice(name);
      if (!opened) {
        // 'device not found': the name is forgotten and the list asked again.
        set({ status: 'noDevice', deviceName: undefined, message: SCAN_TEXTS.scannerNotDetected });
        warn(SCAN_TEXTS.scannerNotDetected);
        return false;
      }
      if (disposed) return false;
      // The preset parameters go to the scanner before the view calls it open (开始扫描 is enabled then), so that a
      // quick start never races the preset (the driver refuses parameters while scanning).
      await options.onOpened?.(name);
      if (disposed) return false;
      set({ status: 'open', deviceName: name, devices: [], message: undefined });
      return true;
    } catch (error) {
      const text = failure(error);
      set({ status: 'failed', message: text, connected: driver.state === 'open' });
      // A lost connection is said once, by the close handler.
      if (!(error instanceof DriverConnectionError)) warn(text);
      return false;
    }
  }

  const unsubscribe = [
    driver.on('device_arrive', ({ device_name }) => {
      if (snapshot.status === 'open') return;
      void open(device_name);
    }),
    driver.on('device_remove', ({ device_name }) => {
      if (snapshot.deviceName !== device_name) return;
      set({ status: 'noDevice', deviceName: undefined, message: SCAN_TEXTS.scannerNotDetected });
      warn(`${SCAN_TEXTS.scannerNotDetected}（${device_name}已移除）`);
    }),
    driver.on('close', () => {
      // Said once when the connection is lost, not again for each reconnect attempt that fails.
      const wasConnected = snapshot.connected;
      set({ connected: false, status: 'failed', message: SCAN_TEXTS.disconnected });
      if (wasConnected) warn(SCAN_TEXTS.disconnected);
    }),
    driver.on('open', ({ reconnected }) => {
      set({ connected: true });
      // After a reconnect the driver may have lost the open device: go through the list again.
      if (reconnected) void start();
    }),
  ];

  async function start(): Promise<DeviceSnapshot> {
    set({ status: 'connecting', message: undefined });
    try {
      await driver.connect();
      set({ connected: true });
      if (!(await driver.isDeviceInit())) await driver.initDevice();
      const devices = await driver.getDeviceNameList();
      if (devices.length === 0) {
        set({ status: 'noDevice', devices: [], deviceName: undefined, message: SCAN_TEXTS.scannerNotDetected });
        warn(SCAN_TEXTS.scannerNotDetected);
      } else if (devices.length === 1) {
        await open(devices[0] as string);
      } else {
        set({ status: 'choosing', devices });
      }
    } catch (error) {
      const text = error instanceof DriverConnectionError ? SCAN_TEXTS.connectionFailed : failure(error);
      set({ status: 'failed', connected: driver.state === 'open', message: text });
    }
    return snapshot;
  }

  return {
    snapshot: () => snapshot,
    /** Connects and opens a device (the view calls it on mount). */
    start,
    /** The user's 重试 after a failure. */
    retry: start,
    /** The device the user picked from several. */
    choose: (name: string) => open(name),
    /** Stops listening and reporting (the view unmounts; the driver client is closed by its owner). */
    dispose(): void {
      disposed = true;
      for (const off of unsubscribe) off();
    },
  };
}

export type DeviceSession = ReturnType<typeof createDeviceSession>;
