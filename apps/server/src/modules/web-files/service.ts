import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import { publishedDownloadUrl } from '../site/service.js';

/** One line of apps/site/dist/files/manifest.json, written by the site build. */
const manifestEntrySchema = z.object({
  file_name: z.string(),
  url: z.string().startsWith('/files/'),
  content_type: z.string(),
});

const manifestSchema = z.array(manifestEntrySchema);

type ManifestEntry = z.infer<typeof manifestEntrySchema>;

/** Where the site build lists its downloadable files. */
export function manifestPath(staticRoot: string): string {
  return path.join(staticRoot, 'apps/site/dist/files/manifest.json');
}

async function readManifest(ctx: AppContext): Promise<ManifestEntry[]> {
  let text: string;
  try {
    text = await readFile(manifestPath(ctx.config.staticRoot), 'utf8');
  } catch {
    return [];
  }
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : [];
}

/**
 * The address of a published file: one the site's build lists in its manifest, or one the maker
 * uploaded and the published downloads list (issue 30 §5). No other name is answered, so none can
 * reach outside the published files.
 */
export async function downloadUrl(ctx: AppContext, fileName: string): Promise<string> {
  const entry = (await readManifest(ctx)).find((candidate) => candidate.file_name === fileName);
  if (entry) return entry.url;
  const uploaded = await publishedDownloadUrl(ctx, fileName);
  if (!uploaded) throw new AppError('NOT_FOUND');
  return uploaded;
}
