// Mantine's modals provider, the host of the confirm dialogs (lib/confirm), loaded with the first confirmation.
import { useEffect } from 'react';
import { ModalsProvider } from '@mantine/modals';

export default function ConfirmHost({ onReady }: { onReady: () => void }) {
  // Runs after the provider's own effects, so it listens for dialogs by then.
  useEffect(onReady, [onReady]);
  return <ModalsProvider labels={{ confirm: '确定', cancel: '取消' }} />;
}
