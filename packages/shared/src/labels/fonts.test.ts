import { describe, expect, it } from 'vitest';
import { fitsBox, fontOf, LABEL_FONTS, textWidth } from './fonts.js';

describe('the font table', () => {
  it('has 32 fonts, each size at the four angles, Chinese glyphs twice as wide as English', () => {
    expect(LABEL_FONTS).toHaveLength(32);
    expect(LABEL_FONTS.map((f) => f.no)).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
    expect(new Set(LABEL_FONTS.map((f) => f.angle))).toEqual(new Set([0, 90, 180, 270]));
    for (const font of LABEL_FONTS) expect(font.zh.width).toBe(font.en.width * 2);
  });
  it('measures mixed text as the scale prints it', () => {
    const font = fontOf(5); // 8×16 dots English, 16×16 Chinese, 0°
    expect(textWidth('苹果 12.5', font)).toBe(2 * 16 + 5 * 8);
    expect(fitsBox('苹果 12.5', font, 72, 16)).toMatchObject({ wide: 4, narrow: 9, fits: true });
    expect(fitsBox('红富士苹果 12.5', font, 72, 16).fits).toBe(false);
    // Turned 90°, the text runs along the box's height.
    expect(fitsBox('苹果', fontOf(6), 16, 32).fits).toBe(true);
    expect(fitsBox('苹果', fontOf(6), 32, 16).fits).toBe(false);
  });
});
