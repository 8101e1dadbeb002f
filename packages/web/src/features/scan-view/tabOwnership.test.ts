import { describe, expect, it } from 'vitest';
import { createTabOwnership, type LockManagerLike } from './tabOwnership';

/** A lock manager shared by "tabs", with ifAvailable and steal as the Web Locks API has them. */
function fakeLocks(): LockManagerLike {
  let holder: { release: () => void; abort: (e: Error) => void } | undefined;
  return {
    request(_name, options, callback) {
      return new Promise((resolve, reject) => {
        const grant = async () => {
          let done = false;
          holder = {
            release: () => undefined,
            abort: (e) => {
              done = true;
              reject(e);
            },
          };
          const mine = holder;
          const result = await callback({});
          if (!done) {
            if (holder === mine) holder = undefined;
            resolve(result);
          }
        };
        queueMicrotask(() => {
          if (options.steal) {
            holder?.abort(new DOMException('stolen', 'AbortError'));
            void grant();
          } else if (holder && options.ifAvailable) {
            void Promise.resolve(callback(null)).then(resolve);
          } else if (!holder) void grant();
        });
      });
    },
  };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('one tab owns the scanner', () => {
  it('the first tab owns it, a second is told it is elsewhere, taking over moves it and the first lets go', async () => {
    const locks = fakeLocks();
    const first = createTabOwnership(locks);
    await settle();
    expect(first.getSnapshot()).toBe('owner');
    const second = createTabOwnership(locks);
    await settle();
    expect(second.getSnapshot()).toBe('elsewhere');

    second.takeOver();
    await settle();
    expect(second.getSnapshot()).toBe('owner');
    expect(first.getSnapshot()).toBe('lost');

    // Taking it back works the same way.
    first.takeOver();
    await settle();
    expect(first.getSnapshot()).toBe('owner');
    expect(second.getSnapshot()).toBe('lost');
  });

  it('a released tab frees the scanner for the next one', async () => {
    const locks = fakeLocks();
    const first = createTabOwnership(locks);
    await settle();
    first.release();
    await settle();
    const second = createTabOwnership(locks);
    await settle();
    expect(second.getSnapshot()).toBe('owner');
  });

  it('without Web Locks every tab owns the scanner, as before', async () => {
    const only = createTabOwnership(null);
    const seen: string[] = [];
    only.subscribe(() => seen.push(only.getSnapshot()));
    await settle();
    expect(seen).toEqual(['owner']);
  });
});
