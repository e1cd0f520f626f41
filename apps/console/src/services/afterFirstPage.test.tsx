// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: its "first page shown" happens once per page load. */
const fresh = async () => {
  vi.resetModules();
  return import('./afterFirstPage');
};

describe('code loaded after the first page', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('waits for the first page to show, then for an idle moment', async () => {
    const { afterFirstPage, FirstPageMark } = await fresh();
    const run = vi.fn();
    afterFirstPage(run);
    // The browser is idle while the page's own chunks travel: nothing may load then.
    await vi.advanceTimersByTimeAsync(4000);
    expect(run).not.toHaveBeenCalled();
    render(<FirstPageMark />);
    await vi.advanceTimersByTimeAsync(0);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200); // jsdom has no requestIdleCallback: a short timeout
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs at once (when idle) for a caller that comes after the first page', async () => {
    const { afterFirstPage, FirstPageMark } = await fresh();
    render(<FirstPageMark />);
    const run = vi.fn();
    afterFirstPage(run);
    await vi.advanceTimersByTimeAsync(200);
    expect(run).toHaveBeenCalledOnce();
  });

  it('a cancelled wait never runs', async () => {
    const { afterFirstPage, FirstPageMark } = await fresh();
    const run = vi.fn();
    const cancel = afterFirstPage(run);
    render(<FirstPageMark />);
    await vi.advanceTimersByTimeAsync(0);
    cancel();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).not.toHaveBeenCalled();
  });

  it('a page outside the layouts (none marks itself) still gets the code, 5 s on', async () => {
    const { afterFirstPage } = await fresh();
    const run = vi.fn();
    afterFirstPage(run);
    await vi.advanceTimersByTimeAsync(4999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(201);
    expect(run).toHaveBeenCalledOnce();
  });

  it('waits for what the first page holds it for (its figures), at most 5 s from the ask', async () => {
    const { afterFirstPage, FirstPageMark, holdAfterFirstPage } = await fresh();
    const run = vi.fn();
    afterFirstPage(run);
    let release!: () => void;
    holdAfterFirstPage(
      new Promise<void>((resolve) => {
        release = resolve;
      }),
    );
    render(<FirstPageMark />);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).not.toHaveBeenCalled();
    release();
    await vi.advanceTimersByTimeAsync(200);
    expect(run).toHaveBeenCalledOnce();

    const late = vi.fn();
    afterFirstPage(late);
    holdAfterFirstPage(new Promise(() => {})); // never settles
    await vi.advanceTimersByTimeAsync(4999);
    expect(late).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(201);
    expect(late).toHaveBeenCalledOnce();
  });
});
