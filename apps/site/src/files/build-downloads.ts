import {
  DOWNLOADS_BASE_PATH,
  maintenanceFileName,
  SPEC_SHEETS,
  TEMPLATE_KITS,
} from '../content/downloads.js';
import { MAINTENANCE_DOCUMENTS } from '../content/maintenance-documents.js';
import { maintenancePdf, manualDocument } from './manual-documents.js';
import { writePdf } from './pdf-writer.js';
import { softwareEntries } from './software-archives.js';
import { writeZip } from './zip-writer.js';

export type DownloadContentType = 'application/pdf' | 'application/zip';

/** One line of dist/files/manifest.json (read by the server's download endpoint). */
export interface ManifestEntry {
  readonly file_name: string;
  readonly url: string;
  readonly content_type: DownloadContentType;
}

export interface GeneratedFile {
  readonly entry: ManifestEntry;
  readonly bytes: Uint8Array;
}

function generated(fileName: string, contentType: DownloadContentType, bytes: Uint8Array): GeneratedFile {
  return {
    entry: { file_name: fileName, url: `${DOWNLOADS_BASE_PATH}/${fileName}`, content_type: contentType },
    bytes,
  };
}

/** Every downloadable file: manuals, maintenance documents and software kits. */
export function generateDownloads(): GeneratedFile[] {
  return [
    ...SPEC_SHEETS.map((manual) =>
      generated(manual.fileName, 'application/pdf', writePdf(manualDocument(manual))),
    ),
    ...MAINTENANCE_DOCUMENTS.map((document) =>
      generated(maintenanceFileName(document.id), 'application/pdf', writePdf(maintenancePdf(document))),
    ),
    ...TEMPLATE_KITS.map((kit) => generated(kit.fileName, 'application/zip', writeZip(softwareEntries(kit)))),
  ];
}
