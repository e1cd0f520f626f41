/**
 * The codec's reason for refusing a value (packages/tm-protocol's EncodeError, written in English) as
 * an i18n key under `devices.reasons` with its values; null for a reason not known here (shown as is).
 */
export function refusalReason(reason: string): { key: string; values: Record<string, string> } | null {
  const patterns: [RegExp, string, string[]][] = [
    [/^character (".*?") \(.*?\) has no GB2312 form$/, 'notGb2312', ['char']],
    [/^character (".*?") is not printable ASCII$/, 'notAscii', ['char']],
    [/^(-?[\d.]+) is outside (-?\d+)–(-?\d+)$/, 'outside', ['value', 'min', 'max']],
    [/^(.*) is not an integer in 0–99$/, 'outside99', ['value']],
    [/^(.*) is not a label number 0–(\d+)$/, 'labelNumber', ['value', 'max']],
    [/^(.*) is not 1–7 digits$/, 'itemCode', ['value']],
    [/^must be 13 digits or empty$/, 'numericCode', []],
    [/^(\d+) lines, at most 3$/, 'nameLines', ['count']],
    [/^(\d+) characters, at most (\d+)$/, 'tooLong', ['count', 'max']],
    [/^(.*): the PLU record carries whole hours only$/, 'wholeHours', ['value']],
    [/^(.*) is not HH:MM$/, 'notTime', ['value']],
    [/^(\d+) periods, at most 4$/, 'periods', ['count']],
  ];
  for (const [pattern, key, names] of patterns) {
    const match = pattern.exec(reason);
    if (match) return { key, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])) };
  }
  return null;
}
