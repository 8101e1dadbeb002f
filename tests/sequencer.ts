// The order in which `vitest run` starts the test files of every project: the longest first, whatever the project, so
// that the few long files (the SDK package test packs and installs the SDK, the Prism CLI test, the docs in Chromium,
// the drift check) run beside the many short ones instead of being left for the end. Vitest's own sequencer starts
// the projects one after another (by name) and only orders files within a project; with the package test started
// fourth of seven projects, the run could not end before ~90 s after the first three projects were done.
//
// A file's duration is the one of the last run (Vitest's results cache, node_modules/.vite/vitest); on a fresh clone
// there is none, and the durations measured on a 2-core machine below stand in. Files that failed last time still go
// first, as with Vitest's sequencer, so a failure shows early.
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Seconds a file took on a 2-core machine (whole file, hooks included), by `<project>:<path>`; only the long ones. */
export const MEASURED_SECONDS: Readonly<Record<string, number>> = {
  'package:tests/package/sdk-package.test.ts': 90,
  'mock-server:packages/mock-server/test/cli.test.ts': 25,
  'contract:tests/contract/docs.test.ts': 22,
  'web:packages/web/src/features/template-designer/forms/PaperConfigPanel.test.tsx': 21,
  'mock-server:packages/mock-server/test/stateful-data-check.test.ts': 17,
  'contract:tests/contract/drift.test.ts': 17,
  'contract:tests/contract/operations.test.ts': 15,
  'mock-server:packages/mock-server/test/stateful-scan-orientation.test.ts': 14,
  'conformance:packages/conformance/test/http.test.ts': 13,
  'scanner-protocol:packages/scanner-protocol/test/simulator.test.ts': 13,
  'scanner-protocol:packages/scanner-protocol/test/sheets.test.ts': 11,
  'mock-server:packages/mock-server/test/stateful-option-recognition.test.ts': 10,
};

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const known = files.map((spec, index) => {
      const key = `${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`;
      const last = cache.getFileTestResults(key);
      return {
        spec,
        index,
        groupOrder: spec.project.config.sequence.groupOrder,
        failed: last?.failed === true,
        ms: last?.duration ?? (MEASURED_SECONDS[key] ?? 0) * 1000,
      };
    });
    known.sort(
      (a, b) =>
        a.groupOrder - b.groupOrder || Number(b.failed) - Number(a.failed) || b.ms - a.ms || a.index - b.index,
    );
    return known.map((k) => k.spec);
  }
}
