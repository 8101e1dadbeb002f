// Reading an AsyncAPI document for the scripts that derive files from it (generate.mjs, docs.mjs): the official parser
// validates it first, and a document it reports errors for is refused.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @param {string} root the repository root
 * @param {string} source the document's path below the root
 * @returns {Promise<{ [key: string]: any }>} the document as plain data
 */
export async function loadAsyncApi(root, source) {
  const { Parser } = await import('@asyncapi/parser');
  const { parse } = await import('yaml');
  const text = readFileSync(join(root, source), 'utf8');
  const { diagnostics } = await new Parser().parse(text, { source });
  const errors = diagnostics.filter((d) => d.severity === 0);
  if (errors.length) {
    throw new Error(`${source} is not valid AsyncAPI:\n${errors.map((d) => `  ${d.path.join('/')}: ${d.message}`).join('\n')}`);
  }
  return parse(text);
}
