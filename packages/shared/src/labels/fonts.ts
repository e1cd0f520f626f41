/**
 * The label scales' 32 fonts (SPEC §3 "Font table"): each with the width and height of one Chinese
 * and one English (ASCII) glyph in printer dots (203 dpi, 8 dots per mm) and the angle it prints at.
 *
 * The maker has not published its table. These are the eight glyph sizes of its thermal printers'
 * built-in bitmap fonts (ASCII half the width of a Chinese glyph) at each of the four angles, in the
 * order font number = size × 4 + angle index + 1. Replace the sizes here if a measured table turns
 * up: everything that measures text reads this one table.
 */
export type LabelFont = {
  /** 1–32, as the layout commands write it. */
  no: number;
  zh: { width: number; height: number };
  en: { width: number; height: number };
  angle: 0 | 90 | 180 | 270;
};

const SIZES: [enWidth: number, height: number][] = [
  [6, 12],
  [8, 16],
  [12, 24],
  [16, 32],
  [20, 40],
  [24, 48],
  [32, 64],
  [48, 96],
];
const ANGLES = [0, 90, 180, 270] as const;

export const LABEL_FONTS: readonly LabelFont[] = SIZES.flatMap(([enWidth, height], size) =>
  ANGLES.map((angle, a) => ({
    no: size * 4 + a + 1,
    zh: { width: enWidth * 2, height },
    en: { width: enWidth, height },
    angle,
  })),
);

export function fontOf(no: number): LabelFont {
  return LABEL_FONTS[Math.min(Math.max(Math.round(no), 1), LABEL_FONTS.length) - 1]!;
}

/** A character the scale prints as a double-width (Chinese, GBK two-byte) glyph. */
export const isWide = (char: string): boolean => (char.codePointAt(0) ?? 0) > 0x7f;

/** The printed width of a text in dots in a font (along its own direction). */
export function textWidth(text: string, font: LabelFont): number {
  let width = 0;
  for (const char of text) width += isWide(char) ? font.zh.width : font.en.width;
  return width;
}

/**
 * How much of a text fits a box `width` × `height` dots: the characters of each kind on one line
 * and whether the whole text fits (the scale prints one line per field).
 */
export function fitsBox(text: string, font: LabelFont, width: number, height: number) {
  const turned = font.angle === 90 || font.angle === 270;
  const along = turned ? height : width;
  const across = turned ? width : height;
  const glyphHeight = Math.max(font.zh.height, font.en.height);
  return {
    wide: Math.floor(along / font.zh.width),
    narrow: Math.floor(along / font.en.width),
    fits: textWidth(text, font) <= along && glyphHeight <= across,
  };
}
