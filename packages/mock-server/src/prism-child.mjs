// Runs the Prism CLI inside this process and exits as soon as the parent goes away (its stdin pipe closes).
// The mock server starts Prism through this file so that a killed test runner or server never leaves an orphaned
// Prism listening on a port. Usage: node prism-child.mjs <prism arguments…>
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const prismCli = createRequire(import.meta.url).resolve('@stoplight/prism-cli');

process.stdin.on('end', () => process.exit(0));
process.stdin.on('error', () => process.exit(0));
process.stdin.resume();

// Prism parses process.argv with yargs, as if it had been started as `prism <arguments…>`.
process.argv = [process.argv[0] ?? process.execPath, prismCli, ...process.argv.slice(2)];
await import(pathToFileURL(prismCli).href);
