// The simulator's log: one prefix, info to stdout, warnings and errors to stderr (like the mock server's).

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

const useColor = (stream: NodeJS.WriteStream): boolean => Boolean(stream.isTTY) && !process.env.NO_COLOR;
const paint = (stream: NodeJS.WriteStream, code: string, text: string): string =>
  useColor(stream) ? `\u001b[${code}m${text}\u001b[0m` : text;

/** Writes to the process's stdout and stderr with a `[scanner-sim]` prefix. */
export function createConsoleLogger(prefix = '[scanner-sim]'): Logger {
  return {
    info: (message) => process.stdout.write(`${paint(process.stdout, '2', prefix)} ${message}\n`),
    warn: (message) => process.stderr.write(`${paint(process.stderr, '33', prefix)} ${message}\n`),
    error: (message) => process.stderr.write(`${paint(process.stderr, '1;31', `${prefix} ${message}`)}\n`),
  };
}

/** Drops everything (the default; tests read the message log instead). */
export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
