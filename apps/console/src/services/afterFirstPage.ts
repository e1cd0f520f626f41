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
  void Promise.race([firstPageShown, noPage]).then(() => {
    clearTimeout(noPageTimer);
    if (!cancelled) cancelIdle = idle(run, timeout);
  });
  return () => {
    cancelled = true;
    clearTimeout(noPageTimer);
    cancelIdle();
  };
}
