import { createFileRoute } from '@tanstack/react-router';
import { CardMenuScreen } from '../features/home/CardMenuScreen';

export const Route = createFileRoute('/main/cardMenu')({
  component: CardMenuScreen,
});
