// Every stateful handler, by operationId. Operations not listed here answer their contract `ok` example
// (x-mock-source: example; GET /__mock/coverage lists both). Add a domain: write domains/<domain>.ts exporting a
// `Handlers` object and spread it in here.
import type { Handlers } from '../types.ts';
import { examHandlers } from './exams.ts';
import { loginHandlers } from './login.ts';
import { peopleHandlers } from './people.ts';
import { unitHandlers } from './units.ts';

export const handlers: Handlers = {
  ...loginHandlers,
  ...unitHandlers,
  ...peopleHandlers,
  ...examHandlers,
};
