// The inspectors module's public read API (issue 27): what other modules may read of inspectors
// (through this file, never inspectors/repo.ts). auth reads an inspector's assignments with the session.
export { inspectionOf } from './repo.js';
