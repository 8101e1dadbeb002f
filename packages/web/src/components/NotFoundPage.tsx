// An address outside the portal's routes (the /main and /analysis ones show their page inside the shell): the same
// message and way home, as the page's main landmark.
import { Center } from '@mantine/core';
import { PageUnavailable } from './PageUnavailable';

export default function NotFoundPage() {
  return (
    <Center component="main" mih="100vh">
      <PageUnavailable title="页面不存在" text="请检查地址是否正确。" />
    </Center>
  );
}
