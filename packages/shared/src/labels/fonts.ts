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

/** A font's line height in dots (its glyph cell; lines stack without a gap, as the cells do). */
export const lineHeight = (font: LabelFont) => Math.max(font.zh.height, font.en.height);

/**
 * A text broken into lines of at most `along` dots: greedily, a Chinese text anywhere, a Latin word
 * at the space before it when the line has one (a word longer than a line is broken inside). The
 * spaces a break falls on are dropped. Every line holds one character at least.
 */
export function wrapLines(text: string, font: LabelFont, along: number): string[] {
  const lines: string[] = [];
  let line = '';
  let width = 0;
  for (const char of text) {
    const w = isWide(char) ? font.zh.width : font.en.width;
    if (line && width + w > along) {
      const space = char === ' ' ? -1 : line.lastIndexOf(' ');
      if (space > 0 && !isWide(char)) {
        lines.push(line.slice(0, space));
        line = line.slice(space + 1);
      } else {
        lines.push(line);
        line = '';
      }
      if (char === ' ' && !line) {
        width = 0;
        continue;
      }
      width = textWidth(line, font);
    }
    line += char;
    width += w;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * How much of a text fits a box `width` × `height` dots: the characters of each kind on one line,
 * the lines it prints (one, or wrapped within the box when `wrap`), how many of them the box holds,
 * and whether the whole text fits (the scale prints one line per field; a wrapping text overflows
 * when its lines need more height than the box has).
 */
export function fitsBox(text: string, font: LabelFont, width: number, height: number, wrap = false) {
  const turned = font.angle === 90 || font.angle === 270;
  const along = turned ? height : width;
  const across = turned ? width : height;
  const lines = wrap ? wrapLines(text, font, along) : [text];
  const room = Math.floor(across / lineHeight(font));
  return {
    wide: Math.floor(along / font.zh.width),
    narrow: Math.floor(along / font.en.width),
    lines,
    room,
    fits: lines.length <= room && lines.every((line) => textWidth(line, font) <= along),
  };
}
