import { createFileRoute } from '@tanstack/react-router';
import { UnitsScreen } from '../features/units/UnitsScreen';
import { unitListSearch } from '../features/units/search';

export const Route = createFileRoute('/main/info/mgeunit')({
  validateSearch: unitListSearch,
  staticData: { title: '单位列表', level: 2 },
  component: UnitsScreen,
});
