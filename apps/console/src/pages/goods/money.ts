/** The largest unit price a scale holds: 999999 fen (scale-protocol.md). */
export const MAX_PRICE_FEN = 999_999;

/** Yuan as typed (`12`, `12.5`, `12.50`) → integer fen, parsed as text (no float drift); null if not a price. */
export function yuanToFen(text: string): number | null {
  const match = /^(\d{1,4})(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!match) return null;
  const fen = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return fen <= MAX_PRICE_FEN ? fen : null;
}

/** Fen → yuan text with 2 decimals (`1280` → `12.80`), exact. */
export function fenToYuanText(fen: number): string {
  return `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** Fen shown as `0,0.00` (`123456` → `1,234.56`). */
export function formatYuan(fen: number): string {
  const [whole = '0', cents = '00'] = fenToYuanText(fen).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}
