/** A column of a chart's data: its heading and each row's cell. */
export type DataColumn<Row> = {
  key: string;
  title: string;
  value: (row: Row) => string | number;
  align?: 'left' | 'right';
};

/** A cell as csv writes it: quoted when it must be; text a spreadsheet would run as a formula gets a `'` first. */
function cell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^-?[\d,]+(\.\d+)?%?$/.test(text))
    text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows as csv text (CRLF lines, a BOM so spreadsheets read the Chinese as UTF-8). */
export function toCsv<Row>(columns: DataColumn<Row>[], rows: Row[]): string {
  const lines = [columns.map((c) => cell(c.title)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => cell(c.value(row))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Saves text as a file the browser downloads. */
export function saveText(name: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A file name safe on every system: `orders-2025-03-01_2025-03-31.csv`. */
export function csvName(...parts: string[]): string {
  return `${parts
    .filter(Boolean)
    .join('-')
    .replace(/[\\/:*?"<>|\s]+/g, '_')}.csv`;
}
