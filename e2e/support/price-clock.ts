import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The price schedule's own server (issue 28): a second server of the run, on E2E_PORT + 1, whose clock
 * runs ahead by the milliseconds written in PRICE_CLOCK_FILE (the server's CLOCK_OFFSET_FILE), so a spec
 * moves it through a promotion's start and end without disturbing the specs on the first server.
 */
export const PRICE_SERVER_PORT = Number(process.env.E2E_PORT ?? 3100) + 1;
export const PRICE_CLOCK_FILE = path.join(tmpdir(), `dahua-e2e-clock-${PRICE_SERVER_PORT}.txt`);
