import { get } from './route.js';

/** The files the public site publishes (manuals, software kits, repair notes). */
export const webFilesPaths = {
  /** Public. */
  download: get('/api/management/web_files/download'),
};
