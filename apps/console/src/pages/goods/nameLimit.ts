import { MIN_NAME_CHARS } from '@dahua/shared';

/**
 * The first name line longer than a scale prints (each model's limit, packages/shared
 * scale-models: a scale does not take a longer name, so the platform sends it cut), or null.
 * Every model takes the same 33 characters today, so the fewest any model takes is the limit of
 * every scale that may carry the goods.
 */
export function longNameLine(
  name: string,
  max: number = MIN_NAME_CHARS,
): { line: number; chars: number; max: number } | null {
  const lines = name.replace(/\r/g, '').split('\n');
  for (const [i, line] of lines.entries()) {
    const chars = Array.from(line).length;
    if (chars > max) return { line: i + 1, chars, max };
  }
  return null;
}
