import type { ReactElement } from 'react';
import { DOWNLOADS_BASE_PATH } from '../../content/downloads.js';

/** A link that downloads a generated file from /files. */
export function DownloadLink({ fileName, label }: { fileName: string; label: string }): ReactElement {
  const kind = fileName.endsWith('.pdf') ? 'PDF' : 'ZIP';
  return (
    <a
      className="download"
      href={`${DOWNLOADS_BASE_PATH}/${fileName}`}
      download={fileName}
      data-file={fileName}
    >
      {label} <span className="file-kind">({kind})</span>
    </a>
  );
}
