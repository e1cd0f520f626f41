import { get, post } from './route.js';

const BASE = '/api/management/site/files';

/**
 * The files the public site offers for download (issue 30 §5): manuals (PDF) and software (ZIP) that a
 * site editor uploads; each is stored once with its size and SHA-256, and a downloads entry points at it.
 */
export const siteFilesPaths = {
  /** Multipart field `file`: a PDF or a ZIP, at most 100 MB. */
  upload: post(BASE),
  list: get(BASE),
};
