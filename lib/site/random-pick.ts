/** `count` distinct items in random order (partial Fisher–Yates); never repeats an item. */
export function pickDistinct<T>(items: readonly T[], count: number, random: () => number = Math.random): T[] {
  const pool = [...items];
  const n = Math.min(count, pool.length);
  for (let i = 0; i < n; i += 1) {
    const j = i + Math.floor(random() * (pool.length - i));
    const chosen = pool[j] as T;
    pool[j] = pool[i] as T;
    pool[i] = chosen;
  }
  return pool.slice(0, n);
}
