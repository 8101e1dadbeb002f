/**
 * Seeded pseudo-random numbers for the stateful mock's dataset and behaviour (pure; no Math.random).
 *
 * Interface:
 *   createRng(seed: number | string): Rng
 *   interface Rng {
 *     readonly seed: string;                       // the seed text the stream was made from
 *     next(): number;                              // uniform float in [0, 1)
 *     int(min: number, max: number): number;       // uniform integer in [min, max], both inclusive (integers)
 *     pick<T>(list: readonly T[]): T;              // one element; throws RangeError on an empty list
 *     weighted<T>(entries: readonly (readonly [T, number])[]): T; // by positive weights; throws on none
 *     shuffle<T>(list: readonly T[]): T[];         // a shuffled copy (Fisher–Yates); the input is untouched
 *     chance(p: number): boolean;                  // true with probability p (p <= 0 never, p >= 1 always)
 *     fork(label: string): Rng;                    // an independent stream derived from (seed, label) only
 *   }
 *
 * Algorithm: sfc32 (32-bit integer arithmetic with Math.imul and >>> 0 only, so the same numbers come out on every
 * platform and Node version), seeded by a 128-bit string hash (cyrb128) of the seed text. `fork(label)` seeds a new
 * stream from `${seed}/${label}` and does not depend on how much of the parent stream was consumed, so adding data in
 * one domain (fork('students')) never reshuffles another (fork('teachers')).
 */

export interface Rng {
  readonly seed: string;
  next(): number;
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  shuffle<T>(list: readonly T[]): T[];
  chance(p: number): boolean;
  fork(label: string): Rng;
}

/** cyrb128: four 32-bit words from a string. */
function hash128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

function sfc32(a: number, b: number, c: number, d: number): () => number {
  return () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

/** A seeded stream; the same seed gives the same numbers everywhere. */
export function createRng(seed: number | string): Rng {
  const seedText = String(seed);
  const [a, b, c, d] = hash128(seedText);
  const raw = sfc32(a, b, c, d);
  // Warm up: the first outputs of sfc32 are weakly mixed.
  for (let i = 0; i < 15; i++) raw();

  const rng: Rng = {
    seed: seedText,
    next: raw,
    int(min, max) {
      if (!Number.isInteger(min) || !Number.isInteger(max)) throw new RangeError(`int(${min}, ${max}): bounds must be integers`);
      if (max < min) throw new RangeError(`int(${min}, ${max}): max is below min`);
      return min + Math.floor(raw() * (max - min + 1));
    },
    pick(list) {
      if (list.length === 0) throw new RangeError('pick from an empty list');
      return list[Math.floor(raw() * list.length)] as (typeof list)[number];
    },
    weighted(entries) {
      let total = 0;
      for (const [, w] of entries) if (w > 0) total += w;
      if (total <= 0) throw new RangeError('weighted pick without a positive weight');
      let x = raw() * total;
      let last: (typeof entries)[number] | undefined;
      for (const entry of entries) {
        if (entry[1] <= 0) continue;
        last = entry;
        x -= entry[1];
        if (x < 0) return entry[0];
      }
      // Floating-point leftovers land on the last positive entry.
      return (last as (typeof entries)[number])[0];
    },
    shuffle(list) {
      const out = list.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(raw() * (i + 1));
        const tmp = out[i] as (typeof out)[number];
        out[i] = out[j] as (typeof out)[number];
        out[j] = tmp;
      }
      return out;
    },
    chance(p) {
      if (p <= 0) return false;
      if (p >= 1) return true;
      return raw() < p;
    },
    fork(label) {
      return createRng(`${seedText}/${label}`);
    },
  };
  return rng;
}
