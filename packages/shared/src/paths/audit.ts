import { get } from './route.js';

export const auditPaths = {
  list: get('/api/management/audit_logs'),
};
