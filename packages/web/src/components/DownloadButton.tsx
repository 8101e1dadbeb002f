// A button that downloads a file: the SDK's `download` reads the file and its server-given name, lib/download.ts
// checks that the body is the file it declares (a zip or xlsx whole, a pdf ended) and saves it; a failure is an alert titled with the screen's own text (e.g. '导出列表错误') giving the reason, or, where
// the spec words it so, one error message: the text followed by the reason (e.g. '下载失败：…'). A success text, when
// the spec names one ('下载成功'), follows the saved file.
import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import type { DownloadedFile } from '@exam/sdk';
import { localFailureText } from '../lib/errors';
import { showAlert, showError, showSuccess } from '../lib/feedback';
import { BadFileError, fileProblem, saveFile } from '../lib/download';

export interface DownloadButtonProps extends Omit<ButtonProps, 'loading' | 'onClick'> {
  /** Starts the download, e.g. `() => download(api.POST(path, { parseAs: 'blob', ...withoutLoading() }))`. */
  fetchFile: () => Promise<DownloadedFile>;
  /** The name to save under when the server gives none. */
  fallbackName: string;
  /** The alert's title on failure (the spec's text); with failureAs 'message', the message's start. */
  failureText: string;
  /** 'alert' (default): an alert titled failureText with the reason; 'message': an error message failureText + reason. */
  failureAs?: 'alert' | 'message';
  /** Shown once the file is saved. */
  successText?: string;
  children: ReactNode;
}

export function DownloadButton({ fetchFile, fallbackName, failureText, failureAs = 'alert', successText, children, ...props }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await fetchFile();
      const name = fileName ?? fallbackName;
      // A body that is not the declared file (cut short, empty, another type) is a failure, not a saved file.
      const problem = await fileProblem(blob, name);
      if (problem) throw new BadFileError(problem);
      saveFile(blob, name);
      if (successText) showSuccess(successText);
    } catch (error) {
      // 登录失效 and a cleared buffer follow the global rule (localFailureText answers nothing for them).
      const reason = error instanceof BadFileError ? error.message : localFailureText(error);
      if (reason === undefined) return;
      if (failureAs === 'message') showError(`${failureText}${reason}`);
      else showAlert(failureText, reason);
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
