import type {
  DeepReadonly,
  SiteBridgePackage,
  SiteDownloadEntry,
} from '@dahua/shared/contracts/site-content';
import type { ReactElement } from 'react';
import type { SpecSheet, TemplateKit } from '../../content/downloads.js';
import { DOWNLOADS_COPY } from '../../content/pages/downloads.js';
import { productBySlug } from '../../content/product-queries.js';
import { generatedFileFacts } from '../../files/generated-facts.js';
import { type Lang, pick } from '../../i18n/lang.js';
import { UI_TEXT } from '../../i18n/ui-text.js';
import type { PageContext } from '../page-context.js';
import { DownloadLink } from './DownloadLink.js';

/** A size as people read it: 812 B, 85.3 KB, 1.2 MB. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** An editor's text in `lang` (an uploaded download is shown in both languages). */
const said = (text: { ch: string; en?: string }, lang: Lang) =>
  lang === 'en' ? (text.en ?? text.ch) : text.ch;

/** Version, release date, size and SHA-256 of a file: what a person checks a download against. */
function FileFacts({
  lang,
  version,
  releasedOn,
  size,
  sha256,
}: {
  lang: Lang;
  version?: string;
  releasedOn?: string;
  size: number;
  sha256: string;
}): ReactElement {
  return (
    <dl className="file-facts">
      {version ? (
        <>
          <dt>{pick(DOWNLOADS_COPY.versionLabel, lang)}</dt>
          <dd>{version}</dd>
        </>
      ) : null}
      {releasedOn ? (
        <>
          <dt>{pick(DOWNLOADS_COPY.releasedLabel, lang)}</dt>
          <dd>
            <time dateTime={releasedOn}>{releasedOn}</time>
          </dd>
        </>
      ) : null}
      <dt>{pick(DOWNLOADS_COPY.sizeLabel, lang)}</dt>
      <dd>{fileSize(size)}</dd>
      <dt>{pick(DOWNLOADS_COPY.shaLabel, lang)}</dt>
      <dd>
        <code className="sha256">{sha256}</code>
      </dd>
    </dl>
  );
}

/** The kinds a link names after its label (a Linux program has no extension: none is named). */
const FILE_KINDS: Record<string, string> = { pdf: 'PDF', zip: 'ZIP', exe: 'EXE' };

/** A link to a stored file (uploaded, or the bridge's), named by its file name. */
function FileLink({
  href,
  fileName,
  label,
}: {
  href: string;
  fileName: string;
  label: string;
}): ReactElement {
  const dot = fileName.lastIndexOf('.');
  const kind = dot > 0 ? FILE_KINDS[fileName.slice(dot + 1).toLowerCase()] : undefined;
  return (
    <a className="download" href={href} download={fileName} data-file={fileName}>
      {label}
      {kind ? <span className="file-kind"> ({kind})</span> : null}
    </a>
  );
}

const modelsOf = (context: PageContext, slugs: readonly string[]) =>
  slugs
    .map((slug) => context.content.products.find((product) => product.slug === slug)?.model)
    .filter(Boolean)
    .join(', ');

/** Uploaded downloads (the maker's manuals or software): title, what they are for, their file. */
export function UploadedList({
  entries,
  context,
}: {
  entries: readonly DeepReadonly<SiteDownloadEntry>[];
  context: PageContext;
}): ReactElement {
  const { lang } = context;
  return (
    <ul className="software-list">
      {entries.map((entry) => {
        const title = said(entry.title, lang);
        const models = modelsOf(context, entry.productSlugs);
        return (
          <li key={entry.id} id={`download-${entry.id}`}>
            <h3>{title}</h3>
            {entry.description ? <p>{said(entry.description, lang)}</p> : null}
            {models ? (
              <p className="muted">
                {pick(DOWNLOADS_COPY.modelsColumn, lang)}: {models}
              </p>
            ) : null}
            <FileFacts
              lang={lang}
              version={entry.version}
              releasedOn={entry.releasedOn}
              size={entry.file.size}
              sha256={entry.file.sha256}
            />
            <FileLink
              href={entry.file.url}
              fileName={entry.file.name}
              label={`${pick(UI_TEXT.download, lang)} ${title}`}
            />
          </li>
        );
      })}
    </ul>
  );
}

const PLATFORM_NAMES: Record<string, { ch: string; en: string }> = {
  'win-x64': { ch: 'Windows（64 位）', en: 'Windows (64-bit)' },
  'linux-x64': { ch: 'Linux（x64）', en: 'Linux (x64)' },
  'linux-arm64': { ch: 'Linux ARM64（树莓派等）', en: 'Linux ARM64 (Raspberry Pi and similar)' },
};

/** The shop bridge's newest packages, one per system, as the server lists them. */
export function BridgePackages({
  packages,
  lang,
}: {
  packages: readonly SiteBridgePackage[];
  lang: Lang;
}): ReactElement | null {
  const first = packages[0];
  if (!first) return null;
  const title = pick(DOWNLOADS_COPY.bridgeTitle, lang);
  return (
    <div className="bridge-packages" id="download-bridge">
      <h3>
        {title} {first.version}
      </h3>
      <p>{pick(DOWNLOADS_COPY.bridgeIntro, lang)}</p>
      <ul className="software-list">
        {packages.map((item) => {
          const platform = PLATFORM_NAMES[item.platform];
          const name = platform ? pick(platform, lang) : item.platform;
          return (
            <li key={item.platform}>
              <h4>{name}</h4>
              <FileFacts
                lang={lang}
                version={item.version}
                releasedOn={item.releasedOn}
                size={item.size}
                sha256={item.sha256}
              />
              <FileLink
                href={item.url}
                fileName={item.fileName}
                label={`${pick(UI_TEXT.download, lang)} ${title} (${name})`}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The generated specification sheets: document, models, size and SHA-256, link. */
export function SpecSheetTable({
  sheets,
  context,
}: {
  sheets: readonly SpecSheet[];
  context: PageContext;
}): ReactElement {
  const { lang } = context;
  return (
    <table className="download-table">
      <thead>
        <tr>
          <th scope="col">{pick(DOWNLOADS_COPY.documentColumn, lang)}</th>
          <th scope="col">{pick(DOWNLOADS_COPY.modelsColumn, lang)}</th>
          <th scope="col">{pick(DOWNLOADS_COPY.fileColumn, lang)}</th>
        </tr>
      </thead>
      <tbody>
        {sheets.map((sheet) => {
          const facts = generatedFileFacts(sheet.fileName);
          return (
            <tr key={sheet.fileName}>
              <th scope="row">{pick(sheet.title, lang)}</th>
              <td>
                {sheet.productSlugs
                  .map((slug) => productBySlug(context.content.products, slug).model)
                  .join(', ')}
              </td>
              <td>
                <DownloadLink
                  fileName={sheet.fileName}
                  label={`${pick(UI_TEXT.download, lang)} ${pick(sheet.title, lang)}`}
                />
                <FileFacts lang={lang} size={facts.size} sha256={facts.sha256} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The generated label-template and sample-data kits. */
export function TemplateKitList({ kits, lang }: { kits: readonly TemplateKit[]; lang: Lang }): ReactElement {
  return (
    <ul className="software-list">
      {kits.map((kit) => {
        const facts = generatedFileFacts(kit.fileName);
        return (
          <li key={kit.fileName}>
            <h3>{pick(kit.title, lang)}</h3>
            <p>{pick(kit.description, lang)}</p>
            <FileFacts lang={lang} version={kit.version} size={facts.size} sha256={facts.sha256} />
            <DownloadLink
              fileName={kit.fileName}
              label={`${pick(UI_TEXT.download, lang)} ${pick(kit.title, lang)}`}
            />
          </li>
        );
      })}
    </ul>
  );
}
