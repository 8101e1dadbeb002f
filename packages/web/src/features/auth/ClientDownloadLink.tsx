import { Anchor } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { download } from '@exam/sdk';
import { api } from '../../lib/api';
import { showError } from '../../lib/feedback';

/** The scanner client installer (POST /api/common/download/1). */
export function ClientDownloadLink() {
  const fetchClient = useMutation({
    meta: { localErrors: true },
    mutationFn: async () => {
      // The file checks load on use: the sign-in page is the first one people load.
      const [{ blob, fileName }, files] = await Promise.all([
        download(api.POST('/api/common/download/{clientType}', { params: { path: { clientType: '1' } }, parseAs: 'blob' })),
        import('../../lib/download'),
      ]);
      const name = fileName ?? '扫描客户端.exe';
      // A body that is not the program (empty, a page saved under its name) is a failure, not a saved file.
      const problem = await files.fileProblem(blob, name);
      if (problem) throw new files.BadFileError(problem);
      files.saveFile(blob, name);
    },
    onError: (error) => showError(error.name === 'BadFileError' ? `下载失败！${error.message}` : '下载失败！'),
  });
  return (
    <Anchor component="button" type="button" size="sm" onClick={() => fetchClient.mutate()} disabled={fetchClient.isPending}>
      {fetchClient.isPending ? '正在下载扫描客户端…' : '下载扫描客户端'}
    </Anchor>
  );
}
