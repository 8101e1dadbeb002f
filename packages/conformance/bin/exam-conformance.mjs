#!/usr/bin/env node
// The exam-conformance command: plain Node runs this launcher, which loads tsx's loader and then the TypeScript CLI.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
