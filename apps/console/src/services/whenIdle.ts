/**
 * Runs `run` when the browser first has nothing else to do (at the latest after `timeout` ms), for
 * code the first view does not show but the next click may need. Returns a cancel function.
 */
export function whenIdle(run: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 200);
  return () => window.clearTimeout(handle);
}
