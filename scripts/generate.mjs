#!/usr/bin/env node
// Generates every derived file from the contracts in openapi/ (and the web route tree), or with --check
// verifies that the committed files match what would be generated (the drift check the tests run).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadAsyncApi } from './asyncapi.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** @param {string} name */
const bin = (name) => join(root, 'node_modules', '.bin', name);
const check = process.argv.includes('--check');
/**
 * @param {string} cmd
 * @param {string[]} args
 * @param {import('node:child_process').ExecFileSyncOptions} [opts]
 */
const run = (cmd, args, opts = {}) => execFileSync(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...opts });

/** @param {string} source */
const HEADER = (source) =>
  `// GENERATED FILE, DO NOT EDIT. Made by scripts/generate.mjs from ${source}; run \`npm run generate\` after changing it.\n`;

/**
 * TypeScript types of a contract (openapi-typescript). File parts (`format: binary`) become `Blob`, so multipart
 * uploads take a File or Blob and downloads are typed as what the browser and Node give back.
 * @param {string} source
 * @param {{ rootTypes?: boolean }} options
 */
async function typesOf(source, options) {
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const ts = (await import('typescript')).default;
  const ast = await openapiTS(pathToFileURL(join(root, source)), {
    ...options,
    transform(schema) {
      if (schema.format !== 'binary') return undefined;
      const blob = ts.factory.createTypeReferenceNode('Blob');
      return 'type' in schema && Array.isArray(schema.type) && schema.type.includes('null')
        ? ts.factory.createUnionTypeNode([blob, ts.factory.createLiteralTypeNode(ts.factory.createNull())])
        : blob;
    },
  });
  return HEADER(source) + astToString(ast);
}

// ---- AsyncAPI documents (the scanner driver and the push channel) → TypeScript types and payload JSON schemas ----

/** @typedef {{ [key: string]: any }} Schema */


/**
 * The component name a schema reference points at (only `#/components/schemas/<name>` is used in our documents).
 * @param {string} ref
 */
function refName(ref) {
  const m = /^#\/components\/schemas\/([A-Za-z][A-Za-z0-9]*)$/.exec(ref);
  if (!m?.[1]) throw new Error(`unsupported $ref ${ref}`);
  return m[1];
}

/**
 * A self-contained copy of a schema: references inlined, specification extensions (`x-…`) dropped, so a plain JSON
 * Schema validator (ajv, draft-07) takes it as it is.
 * @param {Schema} doc
 * @param {any} node
 * @param {boolean} [isPropertyMap] whether the keys of node are property names rather than keywords
 * @param {string[]} [seen]
 * @returns {any}
 */
function inline(doc, node, isPropertyMap = false, seen = []) {
  if (Array.isArray(node)) return node.map((n) => inline(doc, n, false, seen));
  if (node === null || typeof node !== 'object') return node;
  if (typeof node.$ref === 'string') {
    const name = refName(node.$ref);
    if (seen.includes(name)) throw new Error(`recursive schema ${name}`);
    const { $ref: _ref, ...siblings } = node;
    if (Object.keys(siblings).length) throw new Error(`$ref to ${name} has siblings; wrap it in allOf`);
    return inline(doc, doc.components.schemas[name], false, [...seen, name]);
  }
  /** @type {Schema} */
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (!isPropertyMap && key.startsWith('x-')) continue;
    // Examples and defaults are data, not schemas.
    out[key] = key === 'examples' || key === 'default' || key === 'const' || key === 'enum' ? value : inline(doc, value, key === 'properties', seen);
  }
  return out;
}

/** @param {Schema} s whether a subschema says something about the type (rather than only constraining it) */
const isTyped = (s) => Boolean(s.$ref || s.type || s.enum || 'const' in s || s.properties || s.allOf || s.oneOf || s.anyOf);

/**
 * A JSDoc comment from a schema's description and default.
 * @param {Schema} s
 * @param {string} indent
 */
function docOf(s, indent) {
  const lines = typeof s.description === 'string' ? s.description.trim().split('\n') : [];
  if ('default' in s) lines.push(`@default ${JSON.stringify(s.default)}`);
  if (!lines.length) return '';
  const safe = lines.map((l) => l.replace(/\*\//g, '*\\/').trimEnd());
  if (safe.length === 1) return `${indent}/** ${safe[0]} */\n`;
  return `${indent}/**\n${safe.map((l) => `${indent} *${l ? ` ${l}` : ''}`).join('\n')}\n${indent} */\n`;
}

/**
 * The members of an object type, one per line.
 * @param {Schema} s
 * @param {string} indent
 * @param {(name: string) => boolean} [keep]
 * @param {string[]} [required]
 */
function membersOf(s, indent, keep = () => true, required = s.required ?? []) {
  const props = Object.entries(s.properties ?? {}).filter(([name]) => keep(name));
  let out = '';
  for (const [name, prop] of props) {
    const key = /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name);
    out += docOf(prop, indent) + `${indent}${key}${required.includes(name) ? '' : '?'}: ${tsType(prop, indent)};\n`;
  }
  if (s.additionalProperties !== false) out += `${indent}[key: string]: unknown;\n`;
  return out;
}

/**
 * The TypeScript type of a schema. Untyped subschemas (if/then constraints) do not change the type.
 * @param {Schema} s
 * @param {string} indent
 * @returns {string}
 */
function tsType(s, indent) {
  if (s.$ref) return refName(s.$ref);
  if ('const' in s) return literal(s.const);
  if (s.enum) return s.enum.map(literal).join(' | ');
  if (s.oneOf || s.anyOf) return (s.oneOf ?? s.anyOf).map((/** @type {Schema} */ x) => wrap(tsType(x, indent))).join(' | ');
  const combined = (s.allOf ?? []).filter(isTyped).map((/** @type {Schema} */ x) => wrap(tsType(x, indent)));
  if (!s.type && !s.properties) return combined.length ? combined.join(' & ') : 'unknown';
  const types = Array.isArray(s.type) ? s.type : [s.type ?? 'object'];
  const own = types
    .map((/** @type {string} */ t) => {
      switch (t) {
        case 'string':
          return 'string';
        case 'number':
        case 'integer':
          return 'number';
        case 'boolean':
          return 'boolean';
        case 'null':
          return 'null';
        case 'array':
          return `${wrap(s.items ? tsType(s.items, indent) : 'unknown')}[]`;
        case 'object': {
          const members = membersOf(s, `${indent}  `);
          return members ? `{\n${members}${indent}}` : 'Record<string, never>';
        }
        default:
          throw new Error(`unsupported type ${t}`);
      }
    })
    .join(' | ');
  return combined.length ? [wrap(own), ...combined].join(' & ') : own;
}

/** @param {unknown} v a literal type (strings in single quotes, as in the hand-written code) */
const literal = (v) => (typeof v === 'string' ? `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : JSON.stringify(v));

/** @param {string} t a type, parenthesised when it is a union or intersection */
const wrap = (t) => (/^[^{]*[|&]/.test(t) ? `(${t})` : t);

/**
 * Named types for every component schema, in document order.
 * @param {Schema} doc
 */
function componentTypes(doc) {
  let out = '';
  for (const [name, s] of Object.entries(doc.components.schemas)) {
    const plainObject = s.type === 'object' && s.properties && !(s.allOf ?? []).some(isTyped);
    // A message payload without its own description is documented by its message's title and summary.
    const message = doc.components.messages?.[name];
    const described = s.description || !message ? s : { ...s, description: `${message.title}: ${message.summary}` };
    out += '\n' + docOf(described, '');
    out += plainObject ? `export interface ${name} {\n${membersOf(s, '  ')}}\n` : `export type ${name} = ${tsType(s, '')};\n`;
  }
  return out;
}

/**
 * The payload schemas of every message, inlined, as one exported constant.
 * @param {Schema} doc
 * @param {string} prefix
 */
function payloadSchemas(doc, prefix) {
  const names = Object.keys(doc.components.messages);
  /** @type {Schema} */
  const schemas = {};
  for (const name of names) schemas[name] = inline(doc, doc.components.messages[name].payload);
  const lower = prefix.toLowerCase();
  return (
    `\n/** Every message of the document by name. */\nexport type ${prefix}MessageName =\n${names.map((n) => `  | '${n}'`).join('\n')};\n` +
    `\n/** A JSON Schema (draft-07) object. */\nexport type ${prefix}JsonSchema = { readonly [keyword: string]: unknown };\n` +
    `\n/** The JSON Schema of each message's payload, self-contained (references inlined), for runtime validation. */\n` +
    `export const ${lower}PayloadSchemas: Readonly<Record<${prefix}MessageName, ${prefix}JsonSchema>> = ${JSON.stringify(schemas, null, 2)};\n`
  );
}

/**
 * Checks that every message's payload is the component schema of the same name, so each message has one named type.
 * @param {Schema} doc
 */
function checkMessages(doc) {
  for (const [name, m] of Object.entries(doc.components.messages)) {
    if (m.payload?.$ref !== `#/components/schemas/${name}`) throw new Error(`message ${name}: payload must be $ref to the schema ${name}`);
  }
}

/**
 * The message name an operation's message reference points at.
 * @param {Schema} ref
 */
const messageOf = (ref) => String(ref.$ref).split('/').pop() ?? '';

/**
 * driver.ts: one type per schema and message, the command and event maps, and the payload schemas.
 * @param {string} source
 */
async function driverModule(source) {
  const doc = await loadAsyncApi(root, source);
  checkMessages(doc);
  const schemas = doc.components.schemas;
  /** @type {{ func: string; operation: string; base: string; command: string; reply: string }[]} */
  const commands = [];
  /** @type {{ func: string; operation: string; event: string }[]} */
  const events = [];
  for (const [operation, op] of Object.entries(doc.operations)) {
    const message = messageOf(op.messages[0]);
    const func = schemas[message].properties.func.const;
    if (op.action === 'send') {
      const reply = messageOf(op.reply.messages[0]);
      const base = message.replace(/Command$/, '');
      if (`${base}Command` !== message || reply !== `${base}Reply`) throw new Error(`${operation}: expected ${base}Command and ${base}Reply`);
      if (schemas[reply].properties.func.const !== func) throw new Error(`${operation}: reply func differs from ${func}`);
      commands.push({ func, operation, base, command: message, reply });
    } else {
      if (!message.endsWith('Event')) throw new Error(`${operation}: event messages are named <Name>Event`);
      events.push({ func, operation, event: message });
    }
  }
  const ENVELOPE = ['func', 'ret', 'err_info'];
  let out = HEADER(source);
  out += '// Types of every payload of the local scanner driver protocol, the command and event maps, and the payload JSON\n';
  out += '// schemas (draft-07) for runtime validation.\n';
  out += componentTypes(doc);
  out += '\n// ---- Command parameters (without func) and reply data (without func, ret and err_info; present when ret is 0) ----\n';
  for (const c of commands) {
    const cmd = schemas[c.command];
    const params = membersOf({ ...cmd, additionalProperties: false }, '  ', (n) => n !== 'func');
    out += `\n/** Parameters of ${c.func}. */\n`;
    out += params ? `export interface ${c.base}Params {\n${params}}\n` : `export type ${c.base}Params = Record<string, never>;\n`;
    const rep = schemas[c.reply];
    const required = [...(rep.required ?? []), ...(rep.then?.required ?? [])];
    const data = membersOf({ ...rep, additionalProperties: false }, '  ', (n) => !ENVELOPE.includes(n), required);
    out += `\n/** Data of a successful ${c.func} reply. */\n`;
    out += data ? `export interface ${c.base}ReplyData {\n${data}}\n` : `export type ${c.base}ReplyData = Record<string, never>;\n`;
  }
  out += '\n/** Every command by func: its command and reply messages, its parameters and its reply data. */\n';
  out += 'export interface DriverCommandMap {\n';
  for (const c of commands) {
    out += `  ${c.func}: { command: ${c.command}; params: ${c.base}Params; reply: ${c.reply}; data: ${c.base}ReplyData };\n`;
  }
  out += '}\n';
  out += '\nexport type DriverCommandFunc = keyof DriverCommandMap;\n';
  out += '/** A command message (portal → driver). */\n';
  out += "export type DriverCommand<F extends DriverCommandFunc = DriverCommandFunc> = DriverCommandMap[F]['command'];\n";
  out += '/** A reply message (driver → portal), paired with its command by func. */\n';
  out += "export type DriverReply<F extends DriverCommandFunc = DriverCommandFunc> = DriverCommandMap[F]['reply'];\n";
  out += "export type DriverParams<F extends DriverCommandFunc> = DriverCommandMap[F]['params'];\n";
  out += "export type DriverReplyData<F extends DriverCommandFunc> = DriverCommandMap[F]['data'];\n";
  out += '\n/** Every event by func. */\nexport interface DriverEventMap {\n';
  for (const e of events) out += `  ${e.func}: ${e.event};\n`;
  out += '}\n';
  out += '\nexport type DriverEventFunc = keyof DriverEventMap;\n';
  out += '/** An event message (driver → portal, unsolicited). */\n';
  out += 'export type DriverEvent<E extends DriverEventFunc = DriverEventFunc> = DriverEventMap[E];\n';
  out += `\nexport const DRIVER_COMMAND_FUNCS = [${commands.map((c) => `'${c.func}'`).join(', ')}] as const satisfies readonly DriverCommandFunc[];\n`;
  out += `\nexport const DRIVER_EVENT_FUNCS = [${events.map((e) => `'${e.func}'`).join(', ')}] as const satisfies readonly DriverEventFunc[];\n`;
  out += '\n/** The AsyncAPI operation and message names of each command. */\nexport const DRIVER_COMMAND_MESSAGES = {\n';
  for (const c of commands) out += `  ${c.func}: { operation: '${c.operation}', command: '${c.command}', reply: '${c.reply}' },\n`;
  out += '} as const satisfies Record<DriverCommandFunc, { operation: string; command: DriverMessageName; reply: DriverMessageName }>;\n';
  out += '\n/** The AsyncAPI operation and message names of each event. */\nexport const DRIVER_EVENT_MESSAGES = {\n';
  for (const e of events) out += `  ${e.func}: { operation: '${e.operation}', event: '${e.event}' },\n`;
  out += '} as const satisfies Record<DriverEventFunc, { operation: string; event: DriverMessageName }>;\n';
  out += payloadSchemas(doc, 'Driver');
  return out;
}

/**
 * push.ts: the progress message type, the channel address and the payload schema.
 * @param {string} source
 */
async function pushModule(source) {
  const doc = await loadAsyncApi(root, source);
  checkMessages(doc);
  const channels = Object.values(doc.channels);
  if (channels.length !== 1) throw new Error(`${source}: expected one channel`);
  let out = HEADER(source);
  out += '// Types of the backend push channel\'s messages and their payload JSON schemas (draft-07) for runtime validation.\n';
  out += componentTypes(doc);
  out += `\n/** Path of the push channel on the portal's origin; {token} is the user's token. */\nexport const PUSH_CHANNEL_ADDRESS = ${literal(channels[0].address)};\n`;
  out += payloadSchemas(doc, 'Push');
  return out;
}

/**
 * access.ts: the access model of openapi/access.yaml (what each operation needs) as a typed constant, checked against
 * the contract: every operation has exactly one entry, no entry names an unknown operation, every page entry gives
 * its pages and its reason.
 * @param {string} source
 */
async function accessModule(source) {
  const { parse } = await import('yaml');
  const doc = parse(readFileSync(join(root, source), 'utf8'));
  const contract = JSON.parse(readFileSync(join(root, 'packages/sdk/src/generated/openapi.bundle.json'), 'utf8'));
  /** @type {string[]} */
  const ids = [];
  /** @type {string[]} */
  const publicIds = [];
  for (const item of Object.values(contract.paths)) {
    for (const op of Object.values(item)) {
      if (!op || typeof op !== 'object' || typeof op.operationId !== 'string') continue;
      ids.push(op.operationId);
      if (Array.isArray(op.security) && op.security.length === 0) publicIds.push(op.operationId);
    }
  }
  const entries = doc.operations ?? {};
  const missing = ids.filter((id) => !(id in entries));
  const unknown = Object.keys(entries).filter((id) => !ids.includes(id));
  if (missing.length || unknown.length) throw new Error(`${source}: no entry for ${missing.join(', ') || '-'}; unknown operations ${unknown.join(', ') || '-'}`);
  const notPublic = Object.keys(entries).filter((id) => (entries[id] === 'public') !== publicIds.includes(id));
  if (notPublic.length) throw new Error(`${source}: public entries must be exactly the operations with \`security: []\`: ${notPublic.join(', ')}`);
  const SCOPES = ['school', 'unit'];
  for (const [id, e] of Object.entries(entries)) {
    if (e === 'public' || e === 'session') continue;
    if (!e || typeof e.why !== 'string' || (e.pages !== undefined && (!Array.isArray(e.pages) || !e.pages.length))) throw new Error(`${source}: ${id} needs public, session, { why }, { pages, why } or { grant, why }`);
    if (e.grant !== undefined && (e.grant !== 'scan' || e.pages !== undefined)) throw new Error(`${source}: ${id}: grant is 'scan', without pages`);
    if (e.scope !== undefined && !SCOPES.includes(e.scope)) throw new Error(`${source}: ${id} has an unknown scope ${e.scope}`);
  }
  let out = HEADER(source);
  out += '// What each operation needs (the access model): public, any signed-in user, permission pages with an optional\n';
  out += '// user type list and data scope, or a grant on the exam subject named. Read by the mock\'s check, the portal\'s\n';
  out += '// route guard and the tests.\n\n';
  out += "export type AccessScope = 'school' | 'unit';\n";
  out += 'export interface PageAccess {\n  /** permission_url values of userinfo.pages; any one of them suffices. */\n  readonly pages: readonly string[];\n';
  out += '  /** The active role\'s user type must be one of these. */\n  readonly userTypes?: readonly string[];\n';
  out += '  /** The rows must lie within the user\'s school or units. */\n  readonly scope?: AccessScope;\n';
  out += '  /** Why (x-inferred). */\n  readonly why: string;\n}\n';
  out += '/** Any signed-in user, with the reason of that choice. */\nexport interface SessionAccess {\n  readonly why: string;\n}\n';
  out += '/** A user granted the work on the exam subject the call names (scan: may scan it, as connectScanner\'s scanPerm). */\n';
  out += "export interface GrantAccess {\n  readonly grant: 'scan';\n  /** The school the call names must lie within the user's data scope. */\n  readonly scope?: AccessScope;\n  readonly why: string;\n}\n";
  out += "export type Access = 'public' | 'session' | SessionAccess | PageAccess | GrantAccess;\n\n";
  out += `/** The texts of a refusal (answered as \`{ success: false, result }\`). */\nexport const ACCESS_REFUSALS = ${JSON.stringify(doc.refusals, null, 2)} as const;\n\n`;
  out += `/** Every operation of the contract by operationId. */\nexport const ACCESS = ${JSON.stringify(entries, null, 2)} as const satisfies Record<string, Access>;\n`;
  out += '\nexport type AccessOperationId = keyof typeof ACCESS;\n';
  return out;
}

/**
 * Each output: where it goes and how to make its text (given a scratch directory).
 * @type {{ file: string; make: (tmp: string) => string | Promise<string> }[]}
 */
const outputs = [
  {
    file: 'packages/sdk/src/generated/openapi.bundle.json',
    make(tmp) {
      const out = join(tmp, 'bundle.json');
      run(bin('redocly'), ['bundle', 'openapi/openapi.yaml', '--dereferenced', '--ext', 'json', '-o', out, '--config', 'openapi/redocly.yaml']);
      return JSON.stringify(JSON.parse(readFileSync(out, 'utf8')), null, 2) + '\n';
    },
  },
  {
    // The same contract in one file with its `$ref`s kept (external files moved under components), for code
    // generators and linters that want the named schemas, examples and headers.
    file: 'packages/sdk/src/generated/openapi.bundled.json',
    make(tmp) {
      const out = join(tmp, 'bundled.json');
      run(bin('redocly'), ['bundle', 'openapi/openapi.yaml', '--ext', 'json', '-o', out, '--config', 'openapi/redocly.yaml']);
      return JSON.stringify(JSON.parse(readFileSync(out, 'utf8')), null, 2) + '\n';
    },
  },
  {
    file: 'packages/sdk/src/generated/scanner-service.bundle.json',
    make(tmp) {
      const out = join(tmp, 'scanner.json');
      run(bin('redocly'), ['bundle', 'openapi/scanner-service.yaml', '--dereferenced', '--ext', 'json', '-o', out, '--config', 'openapi/redocly.yaml']);
      return JSON.stringify(JSON.parse(readFileSync(out, 'utf8')), null, 2) + '\n';
    },
  },
  {
    // After the bundle: the access table is checked against the bundle's operations.
    file: 'packages/sdk/src/generated/access.ts',
    make: () => accessModule('openapi/access.yaml'),
  },
  {
    file: 'packages/sdk/src/generated/api.d.ts',
    // Types only: api.d.ts is a declaration file, so no runtime values (openapi-typescript's `enumValues` would
    // write `export const` arrays there, which a .d.ts cannot hold and no build emits).
    make: () => typesOf('openapi/openapi.yaml', { rootTypes: true }),
  },
  {
    file: 'packages/sdk/src/generated/scanner-service.d.ts',
    make: () => typesOf('openapi/scanner-service.yaml', {}),
  },
  {
    file: 'packages/scanner-protocol/src/generated/driver.ts',
    make: () => driverModule('openapi/scanner-driver.asyncapi.yaml'),
  },
  {
    file: 'packages/scanner-protocol/src/generated/push.ts',
    make: () => pushModule('openapi/push.asyncapi.yaml'),
  },
];

// The web route tree is generated by TanStack Router from packages/web/src/routes.
const routeTree = 'packages/web/src/routeTree.gen.ts';
if (existsSync(join(root, 'packages/web/tsr.config.json'))) {
  outputs.push({
    file: routeTree,
    make(tmp) {
      const web = join(root, 'packages/web');
      if (!check) {
        run(bin('tsr'), ['generate'], { cwd: web });
        return readFileSync(join(root, routeTree), 'utf8');
      }
      // The check leaves the tree alone (it runs beside the typecheck and the tests): the router CLI reads its config
      // from its working folder, so a copy in the scratch folder sends the output to a file of its own beside the
      // real one (the imports it writes are relative to that place).
      const config = JSON.parse(readFileSync(join(web, 'tsr.config.json'), 'utf8'));
      const output = join(web, 'src/.routeTree.check.gen.ts');
      config.routesDirectory = join(web, config.routesDirectory ?? './src/routes');
      config.generatedRouteTree = output;
      writeFileSync(join(tmp, 'tsr.config.json'), JSON.stringify(config));
      try {
        run(bin('tsr'), ['generate'], { cwd: tmp });
        return readFileSync(output, 'utf8');
      } finally {
        rmSync(output, { force: true });
      }
    },
  });
}

const tmp = mkdtempSync(join(tmpdir(), 'exam-generate-'));
let drift = 0;
try {
  for (const o of outputs) {
    const text = await o.make(tmp);
    const target = join(root, o.file);
    const current = existsSync(target) ? readFileSync(target, 'utf8') : null;
    if (check) {
      if (current !== text) {
        drift++;
        console.error(`drift: ${relative(root, target)} differs from what the contract generates; run \`npm run generate\`.`);
      }
    } else if (current !== text) {
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, text);
      console.log(`generated ${o.file}`);
    }
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
if (check) {
  if (drift) process.exit(1);
  console.log(`generated files match the contracts (${outputs.length} checked)`);
}
