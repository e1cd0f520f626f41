import { get } from './route.js';

export const dashboardPaths = {
  /** The figures of the caller's company, or of all companies for administrators. */
  figures: get('/api/management/dashboard'),
};
