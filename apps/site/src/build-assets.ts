import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import ts from 'typescript';

/** Builds the one stylesheet and the one script with content-hashed names. */

function shortHash(content: string): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 10);
}

export function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};:,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

export interface BuiltAsset {
  readonly fileName: string;
  readonly content: string;
}

export async function buildCss(sourceUrl: URL): Promise<BuiltAsset> {
  const content = minifyCss(await readFile(sourceUrl, 'utf8'));
  return { fileName: `site.${shortHash(content)}.css`, content };
}

export async function buildScript(sourceUrl: URL): Promise<BuiltAsset> {
  const source = await readFile(sourceUrl, 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext, removeComments: true },
  });
  const content = outputText
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .join('\n');
  return { fileName: `site.${shortHash(content)}.js`, content };
}
