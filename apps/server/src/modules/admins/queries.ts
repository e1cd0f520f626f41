/** What other modules may read of the administrators: who the site editors are, whether one is active. */
export { activeSiteEditors, isActiveAdmin } from './repo.js';
