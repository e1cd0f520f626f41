import { describe, expect, it } from 'vitest';
import { longNameLine } from './nameLimit';

describe('longNameLine (the goods form warns while typing)', () => {
  it('names the first line longer than a scale prints, counting characters, not bytes', () => {
    const long = '新疆哈密瓜'.repeat(7); // 35 characters
    expect(longNameLine(`苹果\n${long}`)).toEqual({ line: 2, chars: 35, max: 33 });
    expect(longNameLine('甜'.repeat(33))).toBeNull();
    expect(longNameLine('🍎'.repeat(34), 33)).toEqual({ line: 1, chars: 34, max: 33 });
    expect(longNameLine('ABCDEFGHIJKLM', 12)).toEqual({ line: 1, chars: 13, max: 12 });
    expect(longNameLine('')).toBeNull();
  });
});
