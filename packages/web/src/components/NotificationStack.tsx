// The page's notification stack, as a module of its own so that main.tsx can load it with the first notification
// (importing '@mantine/notifications' lazily would keep the whole package in the first load, beside its store).
import { Notifications } from '@mantine/notifications';

export default function NotificationStack() {
  return <Notifications position="top-center" />;
}
