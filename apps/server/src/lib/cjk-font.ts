import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';

/*
 * Noto Sans Hans (SIL OFL 1.1, shipped by @embedpdf/fonts-sc) for pdfkit: one CJK font that also
 * covers Latin text, embedded as a subset of the glyphs used. The stock exports and the scales'
 * QR sticker sheets draw with it.
 */

/** The font's file inside its package (whose `exports` hide package.json, so resolve its entry). */
export function cjkFontPath(): string {
  const entry = createRequire(import.meta.url).resolve('@embedpdf/fonts-sc');
  return join(dirname(entry), '..', 'fonts', 'NotoSansHans-Regular.otf');
}

let parsedFont: fontkit.Font | null = null;
/**
 * The font (8 MB), read and parsed once per process: pdfkit takes the parsed font (fontkit, its
 * own parser) and subsets it into each document, which saves parsing the font's tables per file
 * (a warm one-page pdf: ~50 ms instead of ~130 ms). Sharing it is safe: each fontkit call (layout,
 * glyph outlines, a document's subset encoding at its end) runs to completion without awaiting,
 * and what a document collects (its subset, widths, ToUnicode map) is pdfkit's per document.
 */
export function cjkFont(): fontkit.Font {
  if (!parsedFont) {
    const font = fontkit.create(readFileSync(cjkFontPath()));
    if (!('layout' in font)) throw new Error(`${cjkFontPath()} is a font collection, not a font`);
    parsedFont = font;
  }
  return parsedFont;
}
