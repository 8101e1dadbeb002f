// Runtime validation of driver and push messages against the payload schemas generated from the AsyncAPI documents
// (`@exam/scanner-protocol/schemas`; kept apart from the main entry so browser bundles only load ajv when they ask).
import { Ajv, type ValidateFunction } from 'ajv';
import {
  DRIVER_COMMAND_MESSAGES,
  DRIVER_EVENT_MESSAGES,
  driverPayloadSchemas,
  type DriverCommandFunc,
  type DriverEventFunc,
  type DriverMessageName,
} from './generated/driver.ts';
import { pushPayloadSchemas, type PushMessageName } from './generated/push.ts';

export type PayloadMessageName = DriverMessageName | PushMessageName;

/** The JSON Schema of a message's payload, by message name. */
export function payloadSchema(name: PayloadMessageName): object {
  return name in driverPayloadSchemas ? driverPayloadSchemas[name as DriverMessageName] : pushPayloadSchemas[name as PushMessageName];
}

/**
 * The AsyncAPI message a driver frame is, from the portal's side: what the portal sends is a command; what it receives
 * is the reply of a command or an event, told apart by func. Undefined for a frame without a known func.
 */
export function driverMessageName(direction: 'send' | 'receive', message: unknown): DriverMessageName | undefined {
  const func = typeof message === 'object' && message !== null ? (message as { func?: unknown }).func : undefined;
  if (typeof func !== 'string') return undefined;
  if (Object.hasOwn(DRIVER_COMMAND_MESSAGES, func)) {
    const names = DRIVER_COMMAND_MESSAGES[func as DriverCommandFunc];
    return direction === 'send' ? names.command : names.reply;
  }
  if (direction === 'receive' && Object.hasOwn(DRIVER_EVENT_MESSAGES, func)) return DRIVER_EVENT_MESSAGES[func as DriverEventFunc].event;
  return undefined;
}

export interface PayloadCheck {
  /** The message the payload was checked as (undefined when it is none of the document's). */
  name: PayloadMessageName | undefined;
  /** Validation errors, as `<path> <message>` lines; empty when valid. */
  errors: string[];
}

export interface PayloadValidator {
  /** Checks a payload against a named message's schema. */
  validate(name: PayloadMessageName, payload: unknown): string[];
  /** Checks a driver frame (parsed JSON) sent or received by the portal. */
  checkDriverMessage(direction: 'send' | 'receive', message: unknown): PayloadCheck;
  /** Checks a push channel frame (parsed JSON). */
  checkPushMessage(message: unknown): PayloadCheck;
}

/**
 * A validator compiling each message's schema on first use (ajv, draft-07, strict about unknown keywords; the type and
 * required checks of strict mode are off because if/then clauses name properties their parent schema defines).
 */
export function createPayloadValidator(): PayloadValidator {
  const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false, strictRequired: false });
  const compiled = new Map<PayloadMessageName, ValidateFunction>();

  function validate(name: PayloadMessageName, payload: unknown): string[] {
    let fn = compiled.get(name);
    if (!fn) compiled.set(name, (fn = ajv.compile(payloadSchema(name))));
    if (fn(payload)) return [];
    return (fn.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}${e.params && Object.keys(e.params).length ? ` ${JSON.stringify(e.params)}` : ''}`);
  }

  return {
    validate,
    checkDriverMessage(direction, message) {
      const name = driverMessageName(direction, message);
      if (!name) return { name, errors: [`/func is not a ${direction === 'send' ? 'command' : 'reply or event'} of the driver protocol`] };
      return { name, errors: validate(name, message) };
    },
    checkPushMessage(message) {
      return { name: 'PushProgressMessage', errors: validate('PushProgressMessage', message) };
    },
  };
}
