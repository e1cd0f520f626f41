import type { Bilingual } from '../lib/language.js';

/** One failure the API answers: its stable id (sent as data.dahua_error), its HTTP status, its message in both languages. */
export type ErrorEntry = { id: string; status: number; msg: Bilingual };
