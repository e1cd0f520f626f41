/**
 * The wire constants shared by the server and the console (SPEC §7/§8). No zod here: the
 * schemas of each call (user info among them) live in ./contracts/<domain>.ts.
 */

/** `code` of every successful answer. */
export const SUCCESS_CODE = 1;

/** data.dahua_error of an answer whose session is missing, expired or revoked. */
export const SESSION_INVALID_ERROR = 'ERCO000001';

export type ApiEnvelope<T = unknown> = { code: number; msg: string; data: T };

// The role types and isAdminRole live in ./roles.ts (issue 32); the package root exports both.
