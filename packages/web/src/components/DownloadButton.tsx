// A button that downloads a file: the SDK's `download` reads the file and its server-given name, lib/download.ts
// saves it; a failure is an alert titled with the screen's own text (e.g. '导出列表错误') giving the reason.
import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import type { DownloadedFile } from '@exam/sdk';
import { describeError, logFailure } from '../lib/errors';
import { showAlert } from '../lib/feedback';
import { saveFile } from '../lib/download';

export interface DownloadButtonProps extends Omit<ButtonProps, 'loading' | 'onClick'> {
  /** Starts the download, e.g. `() => download(api.POST(path, { parseAs: 'blob', ...withoutLoading() }))`. */
  fetchFile: () => Promise<DownloadedFile>;
  /** The name to save under when the server gives none. */
  fallbackName: string;
  /** The alert's title on failure (the spec's text). */
  failureText: string;
  children: ReactNode;
}

export function DownloadButton({ fetchFile, fallbackName, failureText, children, ...props }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await fetchFile();
      saveFile(blob, fileName ?? fallbackName);
    } catch (error) {
      logFailure(error);
      showAlert(failureText, describeError(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" {...props} loading={busy} onClick={() => void run()}>
      {children}
    </Button>
  );
}
