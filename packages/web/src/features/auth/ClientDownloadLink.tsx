import { Anchor } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { download } from '@exam/sdk';
import { api } from '../../lib/api';
import { saveFile } from '../../lib/download';
import { showError } from '../../lib/feedback';

/** The scanner client installer (POST /api/common/download/1). */
export function ClientDownloadLink() {
  const fetchClient = useMutation({
    meta: { localErrors: true },
    mutationFn: () =>
      download(api.POST('/api/common/download/{clientType}', { params: { path: { clientType: '1' } }, parseAs: 'blob' })),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName ?? '扫描客户端.exe'),
    onError: () => showError('下载失败！'),
  });
  return (
    <Anchor component="button" type="button" size="sm" onClick={() => fetchClient.mutate()} disabled={fetchClient.isPending}>
      {fetchClient.isPending ? '正在下载扫描客户端…' : '下载扫描客户端'}
    </Anchor>
  );
}
