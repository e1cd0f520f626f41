import { useEffect } from 'react';

// Code a first view does not show (dialogs, menus, the personal centre) loads after the first
// page has shown, when the browser is idle: not merely idle, since the browser is idle too while
// the page's own chunks are on their way, and a chunk fetched then delays the page.

/** How long to wait for a page before loading anyway (pages outside the two layouts mark none). */
const NO_PAGE_AFTER_MS = 5000;

let markShown!: () => void;
const firstPageShown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/**
 * Rendered beside a page inside the Suspense boundary that waits for the page's code (SignLayout,
 * ConsoleLayout): its effect runs once that page has shown.
 */
export function FirstPageMark() {
  useEffect(() => markShown(), []);
  return null;
}

/** What the first page still waits for (its figures): later code waits for these too. */
const holds = new Set<Promise<unknown>>();

/**
 * Keeps `afterFirstPage` work back until `until` settles (at the latest NO_PAGE_AFTER_MS after it was
 * asked for): a page whose main content comes with its data (the dashboard's figures) marks itself
 * shown before that data is in, and chunks fetched meanwhile share the link with it and put off its
 * largest paint.
 */
export function holdAfterFirstPage(until: Promise<unknown>): void {
  holds.add(until);
  void until.finally(() => holds.delete(until)).catch(() => undefined);
}

async function nothingHeld(): Promise<void> {
  while (holds.size > 0) await Promise.allSettled([...holds]);
}

function idle(run: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 200);
  return () => window.clearTimeout(handle);
}

/**
 * Runs `run` once the first page has shown and the browser then has nothing else to do (at the
 * latest `timeout` ms later), for code the next click may need. Returns a cancel function.
 */
export function afterFirstPage(run: () => void, timeout = 2000): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  let noPageTimer: ReturnType<typeof setTimeout> | undefined;
  const noPage = new Promise<void>((resolve) => {
    noPageTimer = setTimeout(resolve, NO_PAGE_AFTER_MS);
  });
  void Promise.race([firstPageShown.then(nothingHeld), noPage]).then(() => {
    clearTimeout(noPageTimer);
    if (!cancelled) cancelIdle = idle(run, timeout);
  });
  return () => {
    cancelled = true;
    clearTimeout(noPageTimer);
    cancelIdle();
  };
}
