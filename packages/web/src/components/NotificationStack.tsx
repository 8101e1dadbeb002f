// The page's notification stack, as a module of its own so that main.tsx can load it with the first notification
// (importing '@mantine/notifications' lazily would keep the whole package in the first load, beside its store).
import { Notifications } from '@mantine/notifications';
import { useAtomValue } from 'jotai';
import { NOTIFICATIONS_LIMIT, notificationPositionAtom } from '../lib/feedback';

export default function NotificationStack() {
  // At the bottom, a few at a time: never piled over a toolbar (a screen may move them, lib/feedback).
  return <Notifications position={useAtomValue(notificationPositionAtom)} limit={NOTIFICATIONS_LIMIT} containerWidth={420} />;
}
