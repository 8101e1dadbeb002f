// 参数配置 (spec 3 §2.3, §3 "Local scanner global config" and "Device parameter group", §5): a 全局设置 tab for the
// driver's global config and one tab per device parameter group, with a search over parameter names and 重置 (the
// device's defaults). Values are edited by type (switch, list, number range; doubles rounded to 2 decimals, step
// 0.01); 保存 sends only what changed. Read from the driver when opened; a failure says so and keeps the dialog.
// The 全局设置 tab starts with 驱动地址, this browser's own setting (driverAddress.ts) with its own 应用: it is there
// even while the driver cannot be reached or read (the dialog opens disconnected), so a wrong address can be fixed.
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Divider, Group, Loader, Modal, NumberInput, Select, Stack, Switch, Tabs, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSearch } from '@tabler/icons-react';
import type { DeviceParam, DeviceParamGroup, DeviceParamSetting, DeviceParamValue, GlobalConfig, GlobalConfigPatch } from '@exam/scanner-protocol';
import { confirmThen } from '../../lib/confirm';
import { showError, showSuccess } from '../../lib/feedback';
import { driverAddressError, saveDriverAddress } from './driverAddress';
import { deviceWord, driverText, GLOBAL_CONFIG_LABELS, SCAN_TEXTS } from './scanTexts';

/** Mounted while open. */
export interface ParamConfigDialogProps {
  onClose: () => void;
  driver: {
    getGlobalConfig(): Promise<GlobalConfig>;
    setGlobalConfig(config: GlobalConfigPatch): Promise<void>;
    getDeviceParam(): Promise<DeviceParamGroup[]>;
    setDeviceParam(params: DeviceParamSetting[]): Promise<void>;
    resetDeviceParam(): Promise<void>;
  };
  /** Overwrite (is_cover) may be turned on (code_type 2); turning it on asks first. */
  coverAvailable: boolean;
  /** After the global config was saved (the view reads the file names again and follows is_cover). */
  onGlobalSaved: (config: GlobalConfig) => void;
  /** The driver address the view uses now (the 驱动地址 field starts with it). */
  driverUrl: string;
  /** Connects the view to another driver address at once; false when it refuses (a scan is running). */
  onDriverUrl: (url: string) => boolean;
}

/** A double as the dialog keeps it: rounded to 2 decimals (spec 3 §5). */
export function roundDouble(value: number): number {
  return Math.round(value * 100) / 100;
}

const FILE_NAME_MODES = ['date_time', 'random', 'sn_date_time', 'folder_time_img_order'] as const;
const IMAGE_FORMATS = ['jpg', 'bmp', 'png', 'tif', 'pdf', 'ofd', 'ocr-pdf', 'ocr-ofd'] as const;
const TIFF_COMPRESSIONS = ['none', 'lzw', 'jpeg'] as const;

const failure = (error: unknown, fallback: string) => driverText(error instanceof Error && error.message ? error.message : fallback);

export function ParamConfigDialog({ onClose, driver, coverAvailable, onGlobalSaved, driverUrl, onDriverUrl }: ParamConfigDialogProps) {
  // Read from the driver each time the dialog opens (the screen mounts it only while open).
  const params = useQuery({
    queryKey: ['scanView', 'driverParams'],
    queryFn: async () => {
      const [global, groups] = await Promise.all([driver.getGlobalConfig(), driver.getDeviceParam()]);
      return { global, groups };
    },
    gcTime: 0,
    staleTime: 0,
    retry: false,
    meta: { localErrors: true },
  });
  // Kept here, so what was typed stays while the parameters load and across the tabs.
  const addressForm = useForm({ initialValues: { url: driverUrl }, validate: { url: driverAddressError } });
  // Applied at once: the view reconnects, this browser keeps the address and the dialog closes (opened again, it reads
  // the new driver's parameters). Refused while scanning, said on the field.
  const applyAddress = addressForm.onSubmit(({ url: typed }) => {
    const url = typed.trim();
    if (!onDriverUrl(url)) return addressForm.setFieldError('url', SCAN_TEXTS.driverAddressWhileScanning);
    saveDriverAddress(url);
    showSuccess(SCAN_TEXTS.driverAddressApplied);
    onClose();
  });
  const address = (
    <form onSubmit={applyAddress} noValidate>
      <TextInput
        label={SCAN_TEXTS.driverAddress}
        description={SCAN_TEXTS.driverAddressHint}
        spellCheck={false}
        autoComplete="off"
        rightSectionWidth={72}
        rightSection={
          <Button type="submit" size="compact-sm">
            {SCAN_TEXTS.driverAddressApply}
          </Button>
        }
        {...addressForm.getInputProps('url')}
      />
    </form>
  );
  return (
    <Modal opened onClose={onClose} title="参数配置" size="lg" centered>
      {params.isError ? (
        <Stack gap="sm">
          {address}
          <Divider />
          <Alert color="red" title={failure(params.error, SCAN_TEXTS.getParamsFailed)}>
            <Button size="xs" onClick={() => void params.refetch()}>
              重试
            </Button>
          </Alert>
        </Stack>
      ) : params.isPending ? (
        <Stack gap="sm">
          {address}
          <Divider />
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">正在读取扫描参数…</Text>
          </Group>
        </Stack>
      ) : (
        <ParamEditor
          key={params.dataUpdatedAt}
          loaded={params.data}
          driver={driver}
          coverAvailable={coverAvailable}
          onClose={onClose}
          onGlobalSaved={onGlobalSaved}
          address={address}
          reload={async () => void (await params.refetch({ throwOnError: true }))}
        />
      )}
    </Modal>
  );
}


function ParamEditor({
  loaded,
  driver,
  coverAvailable,
  onClose,
  onGlobalSaved,
  address,
  reload,
}: Pick<ParamConfigDialogProps, 'driver' | 'coverAvailable' | 'onClose' | 'onGlobalSaved'> & {
  loaded: { global: GlobalConfig; groups: DeviceParamGroup[] };
  /** The 驱动地址 field, first in 全局设置. */
  address: ReactNode;
  reload: () => Promise<void>;
}) {
  const [global, setGlobal] = useState<GlobalConfig>(loaded.global);
  const [values, setValues] = useState<Record<string, DeviceParamValue>>(() =>
    Object.fromEntries(loaded.groups.flatMap((group) => group.group_param.map((p) => [p.name, p.value]))),
  );
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState(false);

  async function reset() {
    setBusy(true);
    try {
      await driver.resetDeviceParam();
      showSuccess(SCAN_TEXTS.paramsReset);
      await reload();
    } catch (error) {
      showError(failure(error, SCAN_TEXTS.resetParamsFailed));
      setBusy(false);
    }
  }

  async function save() {
    const patch = Object.fromEntries(Object.entries(global).filter(([k, v]) => loaded.global[k as keyof GlobalConfig] !== v)) as GlobalConfigPatch;
    const changed = loaded.groups
      .flatMap((g) => g.group_param)
      .filter((p) => values[p.name] !== undefined && values[p.name] !== p.value)
      .map((p) => ({ name: p.name, value: values[p.name] as DeviceParamValue }));
    setBusy(true);
    try {
      if (Object.keys(patch).length) await driver.setGlobalConfig(patch);
      if (changed.length) await driver.setDeviceParam(changed);
      if (Object.keys(patch).length) onGlobalSaved(global);
      showSuccess(SCAN_TEXTS.paramsSaved);
      onClose();
    } catch (error) {
      showError(failure(error, SCAN_TEXTS.setParamsFailed));
    } finally {
      setBusy(false);
    }
  }

  const setCover = (on: boolean) => {
    if (!on) return setGlobal((g) => ({ ...g, is_cover: false }));
    confirmThen({ message: SCAN_TEXTS.coverConfirm, onConfirm: () => setGlobal((g) => ({ ...g, is_cover: true })) });
  };

  const needle = search.trim().toLowerCase();
  const matches = (p: DeviceParam) => !needle || p.name.toLowerCase().includes(needle) || deviceWord(p.name).includes(needle);

  return (
    <Stack gap="sm">
      <TextInput leftSection={<IconSearch size={14} />} placeholder="搜索参数" aria-label="搜索参数" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
      <Tabs defaultValue="global" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="global">全局设置</Tabs.Tab>
          {loaded.groups.map((g) => (
            <Tabs.Tab key={g.group_name} value={g.group_name}>
              {deviceWord(g.group_name)}（{g.group_param.filter(matches).length}）
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="global" pt="sm">
          <Stack gap="sm">
            {address}
            <Divider />
            <GlobalTab config={global} onChange={(patch) => setGlobal((g) => ({ ...g, ...patch }))} coverAvailable={coverAvailable} onCover={setCover} />
          </Stack>
        </Tabs.Panel>
        {loaded.groups.map((g) => (
          <Tabs.Panel key={g.group_name} value={g.group_name} pt="sm">
            <Stack gap="xs">
              {g.group_param.filter(matches).map((p) => (
                <ParamField key={p.name} param={p} value={values[p.name] ?? p.value} onChange={(v) => setValues((all) => ({ ...all, [p.name]: v }))} />
              ))}
              {g.group_param.filter(matches).length === 0 && (
                <Text size="sm" c="dimmed">
                  没有匹配的参数
                </Text>
              )}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      <Group justify="space-between">
        <Button variant="default" onClick={() => void reset()} disabled={busy}>
          重置
        </Button>
        <Group gap="xs">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button onClick={() => void save()} loading={busy}>
            保存
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

function GlobalTab({
  config,
  onChange,
  coverAvailable,
  onCover,
}: {
  config: GlobalConfig;
  onChange: (patch: GlobalConfigPatch) => void;
  coverAvailable: boolean;
  onCover: (on: boolean) => void;
}) {
  const L = GLOBAL_CONFIG_LABELS;
  const options = <T extends string>(values: readonly T[], names: Readonly<Record<T, string>>) => values.map((value) => ({ value, label: names[value] }));
  const quality = (value: string | number) => Math.min(100, Math.max(0, Math.round(Number(value) || 0)));
  return (
    <Stack gap="xs">
      <TextInput label={L.file_save_path} value={config.file_save_path} onChange={(e) => onChange({ file_save_path: e.currentTarget.value })} />
      <TextInput label={L.file_name_prefix} value={config.file_name_prefix} onChange={(e) => onChange({ file_name_prefix: e.currentTarget.value })} />
      <Select
        label={L.file_name_mode}
        data={options(FILE_NAME_MODES, L.fileNameModes)}
        value={config.file_name_mode}
        allowDeselect={false}
        onChange={(v) => v && onChange({ file_name_mode: v as GlobalConfig['file_name_mode'] })}
      />
      <Select
        label={L.image_format}
        data={IMAGE_FORMATS.map((f) => ({ value: f, label: f.toUpperCase() }))}
        value={config.image_format}
        allowDeselect={false}
        onChange={(v) => v && onChange({ image_format: v as GlobalConfig['image_format'] })}
      />
      <NumberInput label={L.image_jpeg_quality} min={0} max={100} value={config.image_jpeg_quality} onChange={(v) => onChange({ image_jpeg_quality: quality(v) })} />
      <Select
        label={L.image_tiff_compression}
        data={options(TIFF_COMPRESSIONS, L.tiffCompressions)}
        value={config.image_tiff_compression}
        allowDeselect={false}
        onChange={(v) => v && onChange({ image_tiff_compression: v as GlobalConfig['image_tiff_compression'] })}
      />
      <NumberInput label={L.image_tiff_jpeg_quality} min={0} max={100} value={config.image_tiff_jpeg_quality} onChange={(v) => onChange({ image_tiff_jpeg_quality: quality(v) })} />
      <Switch
        label={L.is_cover}
        description={coverAvailable ? undefined : SCAN_TEXTS.coverUnavailable}
        checked={config.is_cover}
        disabled={!coverAvailable && !config.is_cover}
        onChange={(e) => onCover(e.currentTarget.checked)}
      />
    </Stack>
  );
}

function ParamField({ param, value, onChange }: { param: DeviceParam; value: DeviceParamValue; onChange: (v: DeviceParamValue) => void }) {
  const label = deviceWord(param.name);
  if (param.value_type === 'bool') return <Switch label={label} checked={value === true} onChange={(e) => onChange(e.currentTarget.checked)} />;
  if (param.range_type === 'list') {
    const list = param.value_list ?? [];
    return (
      <Select
        label={label}
        data={list.map((v) => ({ value: String(v), label: typeof v === 'string' ? deviceWord(v) : String(v) }))}
        value={String(value)}
        allowDeselect={false}
        onChange={(v) => {
          const chosen = list.find((option) => String(option) === v);
          if (chosen !== undefined) onChange(chosen);
        }}
      />
    );
  }
  const isDouble = param.value_type === 'double';
  return (
    <NumberInput
      label={label}
      min={param.value_min}
      max={param.value_max}
      step={isDouble ? 0.01 : 1}
      decimalScale={isDouble ? 2 : 0}
      allowDecimal={isDouble}
      clampBehavior="strict"
      value={typeof value === 'number' ? value : Number(value)}
      onChange={(v) => {
        const n = typeof v === 'number' ? v : Number(v);
        if (Number.isFinite(n)) onChange(isDouble ? roundDouble(n) : Math.round(n));
      }}
    />
  );
}
