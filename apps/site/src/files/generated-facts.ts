import { createHash } from 'node:crypto';
import { generateDownloads } from './build-downloads.js';

/** Size and SHA-256 of a file the build makes (the pages list them beside the link). */
export interface FileFacts {
  readonly size: number;
  readonly sha256: string;
}

let facts: Map<string, FileFacts> | undefined;

/**
 * The facts of a generated file, by its name. The files are a pure function of the content files
 * (fixed dates inside), so making them once per process gives the bytes the build wrote (about 30 ms).
 */
export function generatedFileFacts(fileName: string): FileFacts {
  facts ??= new Map(
    generateDownloads().map((file) => [
      file.entry.file_name,
      { size: file.bytes.length, sha256: createHash('sha256').update(file.bytes).digest('hex') },
    ]),
  );
  const found = facts.get(fileName);
  if (!found) throw new Error(`no generated file ${fileName}`);
  return found;
}
