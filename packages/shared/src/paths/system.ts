import { get } from './route.js';

export const systemPaths = {
  /** The console's settings, read at start-up (public). */
  config: get('/api/management/system/config'),
};
