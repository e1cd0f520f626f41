import JSZip from 'jszip';

/**
 * The cell texts of an xlsx workbook's first sheet, row by row. ExcelJS builds a full object model
 * with styles (4.4–6.3 s for 10,000 goods rows, bench/README.md); an import needs only the texts,
 * which this reads straight from the sheet XML (0.3–0.5 s). Null when the bytes are not a workbook.
 */
export async function readXlsxRows(bytes: Buffer): Promise<string[][] | null> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    return null;
  }
  const text = (path: string) => zip.file(path)?.async('string') ?? Promise.resolve(null);
  const sheetPath = await firstSheetPath(text);
  const sheet = sheetPath ? await text(sheetPath) : null;
  if (!sheet) return null;
  const shared = sharedStrings((await text('xl/sharedStrings.xml')) ?? '');

  const rows: string[][] = [];
  for (const [, attributes = '', body = ''] of sheet.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const number = Number(/\br="(\d+)"/.exec(attributes)?.[1] ?? rows.length + 1);
    while (rows.length < number - 1) rows.push([]);
    const cells: string[] = [];
    for (const [, cellAttributes = '', content = ''] of body.matchAll(
      /<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g,
    )) {
      const reference = /\br="([A-Z]+)\d+"/.exec(cellAttributes)?.[1];
      const column = reference ? columnIndex(reference) : cells.length;
      while (cells.length < column) cells.push('');
      cells[column] = cellText(/\bt="(\w+)"/.exec(cellAttributes)?.[1], content, shared);
    }
    rows.push(cells);
  }
  return rows;
}

/** The first sheet's part, through workbook.xml and its relationships. */
async function firstSheetPath(text: (path: string) => Promise<string | null>): Promise<string | null> {
  const workbook = (await text('xl/workbook.xml')) ?? '';
  const relationId = /<sheet\b[^>]*\br:id="([^"]+)"/.exec(workbook)?.[1];
  const relations = (await text('xl/_rels/workbook.xml.rels')) ?? '';
  for (const [relation] of relations.matchAll(/<Relationship\b[^>]*>/g)) {
    if (relationId && relation.includes(`Id="${relationId}"`)) {
      const target = /\bTarget="([^"]+)"/.exec(relation)?.[1];
      if (target) return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    }
  }
  return null;
}

function sharedStrings(xml: string): string[] {
  return [...xml.matchAll(/<si>([\s\S]*?)<\/si>/g)].map(([, item = '']) => runsText(item));
}

/** The text of every <t> in an item (plain or rich text runs), phonetic hints left out. */
function runsText(item: string): string {
  const withoutPhonetics = item.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '');
  return [...withoutPhonetics.matchAll(/<t\b[^>]*>([\s\S]*?)<\/t>/g)]
    .map(([, t = '']) => unescapeXml(t))
    .join('');
}

function cellText(type: string | undefined, content: string, shared: string[]): string {
  if (type === 'inlineStr') return runsText(/<is>([\s\S]*?)<\/is>/.exec(content)?.[1] ?? '');
  const value = unescapeXml(/<v>([\s\S]*?)<\/v>/.exec(content)?.[1] ?? '');
  if (type === 's') return shared[Number(value)] ?? '';
  if (type === 'b') return value === '1' ? 'true' : 'false';
  return value;
}

/** "A" → 0, "Z" → 25, "AA" → 26. */
function columnIndex(letters: string): number {
  let index = 0;
  for (const letter of letters) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeXml(text: string): string {
  return text
    .replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    .replace(/&(#x[0-9A-Fa-f]+|#\d+|\w+);/g, (whole, entity: string) => {
      if (entity.startsWith('#x')) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
      if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
      return ENTITIES[entity] ?? whole;
    });
}
