/** A small seeded PRNG (mulberry32), so the seed writes the same data every time. */
export function createRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int(min: number, max: number) {
      return min + Math.floor(next() * (max - min + 1));
    },
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(next() * items.length)];
    },
    chance(p: number) {
      return next() < p;
    },
    digits(n: number) {
      let s = String(this.int(1, 9));
      while (s.length < n) s += String(this.int(0, 9));
      return s;
    },
  };
}
export type Random = ReturnType<typeof createRandom>;
