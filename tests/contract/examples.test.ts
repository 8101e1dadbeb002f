// Every example in the contracts is true to its schema, and every operation follows the house rules. The generated
// bundles are checked (they are what the SDK, the mock and Prism use); the drift test keeps them equal to openapi/.
import { describe, expect, it } from 'vitest';
import { CONTRACTS, createValidator, examplesOf, isObject, loadBundle, operationsOf } from './openapi.ts';

describe.each(CONTRACTS)('$name', (contract) => {
  const bundle = loadBundle(contract);
  const validatorFor = createValidator(bundle);
  const operations = operationsOf(bundle);
  const examples = examplesOf(bundle);

  it('has operations and examples', () => {
    expect(operations.length).toBeGreaterThan(0);
    expect(examples.length).toBeGreaterThanOrEqual(operations.length);
  });

  describe('examples validate against their schemas', () => {
    it.each(examples.map((e) => [e.title, e] as const))('%s', (_title, example) => {
      expect(example.schema, 'the example has no schema to validate against').toBeDefined();
      const validate = validatorFor(example.schema);
      const valid = validate(example.value);
      expect(valid, JSON.stringify(validate.errors, null, 2)).toBe(true);
    });
  });

  describe('operations follow the house rules', () => {
    const declaredTags = new Map(
      (Array.isArray(bundle.tags) ? bundle.tags : []).filter(isObject).map((t) => [String(t.name), t.description]),
    );

    it('operationIds are unique', () => {
      const ids = operations.map((o) => o.operation.operationId);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it.each(operations.map((o) => [o.key, o] as const))('%s', (_key, { operation }) => {
      expect(operation.operationId, 'operationId').toMatch(/^[a-zA-Z][a-zA-Z0-9]*$/);

      expect(Array.isArray(operation.tags) && operation.tags.length > 0, 'at least one tag').toBe(true);
      for (const tag of operation.tags as unknown[]) {
        expect(declaredTags.get(String(tag)), `tag "${String(tag)}" is declared with a description`).toBeTruthy();
      }

      // "中文 / English": Chinese first, then the English after " / ".
      const summary = String(operation.summary ?? '');
      const [chinese = '', english = ''] = summary.split(' / ', 2);
      expect(summary, 'summary is "中文 / English"').toMatch(/ \/ /);
      expect(chinese, 'summary starts in Chinese').toMatch(/\p{Script=Han}/u);
      expect(english, 'summary ends in English').toMatch(/[A-Za-z]{2}/);
      expect(english, 'the English half has no Chinese').not.toMatch(/\p{Script=Han}/u);

      // A success example: an `ok` example (or the only `example`) of a 2xx response, and a success envelope.
      const responses = isObject(operation.responses) ? operation.responses : {};
      const successes = Object.entries(responses).filter(([status]) => /^2/.test(status));
      expect(successes.length, 'a 2xx response').toBeGreaterThan(0);
      const okValues: unknown[] = [];
      for (const [, response] of successes) {
        const content = isObject(response) && isObject(response.content) ? response.content : {};
        // A download's JSON is its failure only (the file is the success), so it shows failures and no `ok`.
        const download = Object.keys(content).some((type) => type !== 'application/json');
        for (const [type, media] of Object.entries(content)) {
          if (!isObject(media) || (download && type === 'application/json')) continue;
          const named = isObject(media.examples) ? media.examples : undefined;
          if (named) {
            expect(Object.keys(named), 'named examples include "ok"').toContain('ok');
            okValues.push(isObject(named.ok) ? named.ok.value : undefined);
          } else {
            expect('example' in media, 'the response has an example').toBe(true);
            okValues.push(media.example);
          }
        }
      }
      expect(okValues.length, 'a 2xx response with content and an example').toBeGreaterThan(0);
      for (const value of okValues) {
        if (isObject(value) && 'success' in value) expect(value.success, 'the ok example succeeds').toBe(true);
      }

      // An envelope answer also shows how it fails: a named example with success false and the server's text.
      for (const [, response] of successes) {
        const json = isObject(response) && isObject(response.content) ? response.content['application/json'] : undefined;
        if (!isObject(json) || !isObject(json.examples) || !JSON.stringify(json.schema ?? {}).includes('"success"')) continue;
        const failures = Object.values(json.examples).filter((e) => isObject(e) && isObject(e.value) && e.value.success === false);
        expect(failures.length, 'a failure example (success false)').toBeGreaterThan(0);
      }

      // A request body has an example too (what the mock and the docs show a caller).
      const requestBody = operation.requestBody;
      if (isObject(requestBody) && isObject(requestBody.content)) {
        for (const [type, media] of Object.entries(requestBody.content)) {
          const hasExample = isObject(media) && ('example' in media || isObject(media.examples));
          expect(hasExample, `request ${type} has an example`).toBe(true);
        }
      }
    });
  });
});
