/**
 * The CSV of an archived month (issue 33 §2, retention.ts): RFC 4180 (comma, CRLF, a field quoted
 * when it holds a comma, a quote, CR or LF, quotes doubled), with PostgreSQL COPY's convention for
 * NULL: an unquoted empty field is NULL, a quoted empty field ("") the empty text. Every value is
 * the column's text as PostgreSQL writes it; timestamps are ISO 8601 in UTC with Z (microseconds).
 */
export function csvLine(values: readonly (string | null)[]): string {
  return `${values
    .map((value) => {
      if (value === null) return '';
      if (value === '' || /[",\r\n]/.test(value)) return `"${value.replaceAll('"', '""')}"`;
      return value;
    })
    .join(',')}\r\n`;
}

type Record = (string | null)[];

/**
 * The complete records at the start of `text` and how many characters they took. Unless `final`, a
 * record the text ends inside (mid-field, mid-quote, or before its line break) is left for the next
 * chunk; with `final` the text's end ends the last record.
 */
export function parseCsvPrefix(text: string, final: boolean): { records: Record[]; consumed: number } {
  const records: Record[] = [];
  const n = text.length;
  let consumed = 0;
  let i = 0;
  let record: Record = [];
  while (i < n) {
    let value: string | null;
    if (text[i] === '"') {
      let out = '';
      let at = i + 1;
      for (;;) {
        const quote = text.indexOf('"', at);
        if (quote < 0 || (quote === n - 1 && !final)) {
          if (final) throw new Error('CSV: a quoted field is not closed');
          return { records, consumed };
        }
        out += text.slice(at, quote);
        if (text[quote + 1] === '"') {
          out += '"';
          at = quote + 2;
        } else {
          at = quote + 1;
          break;
        }
      }
      value = out;
      i = at;
    } else {
      let end = i;
      while (end < n && text[end] !== ',' && text[end] !== '\r' && text[end] !== '\n') end++;
      if (end === n && !final) return { records, consumed };
      value = end === i ? null : text.slice(i, end);
      i = end;
    }
    record.push(value);
    if (i === n) {
      if (!final) return { records, consumed };
      records.push(record);
      return { records, consumed: n };
    }
    if (text[i] === ',') {
      i++;
      if (i === n) {
        if (!final) return { records, consumed };
        record.push(null);
        records.push(record);
        return { records, consumed: n };
      }
      continue;
    }
    if (text[i] === '\r') {
      if (i + 1 === n && !final) return { records, consumed };
      i += text[i + 1] === '\n' ? 2 : 1;
    } else if (text[i] === '\n') i++;
    else throw new Error('CSV: text after a quoted field');
    records.push(record);
    record = [];
    consumed = i;
  }
  return { records, consumed };
}

/** Every record of a CSV text, NULLs as null. */
export function parseCsv(text: string): Record[] {
  return parseCsvPrefix(text, true).records;
}

/** The records of a CSV byte stream (UTF-8), in batches of `size`. */
export async function* csvBatches(chunks: AsyncIterable<Uint8Array>, size: number): AsyncGenerator<Record[]> {
  const decoder = new TextDecoder();
  let buffer = '';
  let batch: Record[] = [];
  const take = function* (records: Record[]) {
    for (const record of records) {
      batch.push(record);
      if (batch.length === size) {
        yield batch;
        batch = [];
      }
    }
  };
  for await (const chunk of chunks) {
    buffer += decoder.decode(chunk, { stream: true });
    const { records, consumed } = parseCsvPrefix(buffer, false);
    buffer = buffer.slice(consumed);
    yield* take(records);
  }
  buffer += decoder.decode();
  if (buffer) yield* take(parseCsvPrefix(buffer, true).records);
  if (batch.length) yield batch;
}
