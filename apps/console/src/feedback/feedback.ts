import type { useAppProps } from 'antd/es/app/context';
import { createContext, useContext } from 'react';

/** antd's message, modal and notification APIs, as antd's `App.useApp()` gives them. */
export type Feedback = useAppProps;

/** A call's answer before the real one exists: closes, updates, destroys and resolves once it does. */
function lateHandle(answer: Promise<{ value: unknown }>) {
  const later =
    (method?: string) =>
    (...args: unknown[]) =>
      void answer.then(({ value: real }) => {
        const target = method ? (real as Record<string, unknown> | undefined)?.[method] : real;
        if (typeof target === 'function') target.apply(real, args);
      });
  // message.* answers a close function that is also a promise; modal.* answers {destroy, update, then}.
  return Object.assign(later(), {
    destroy: later('destroy'),
    update: later('update'),
    // biome-ignore lint/suspicious/noThenProperty: antd's own answers are thenables (await message.success(...)).
    then: (onFulfilled?: (value: unknown) => unknown, onRejected?: (reason: unknown) => unknown) =>
      answer.then(({ value }) => value).then(onFulfilled, onRejected),
  });
}

type Api = Record<string, unknown>;

/**
 * Stands in for one API (e.g. `message`): until the real one is in, every call waits for it and is
 * then made on it, in order; after, a call goes straight to it. The object itself never changes,
 * so an effect that lists it runs again for nothing (an unsaved-changes prompt asked twice when the
 * value it listed was swapped for antd's).
 */
function deferredApi(ready: Promise<Api>, current: () => Api | undefined, want: () => void): object {
  return new Proxy(
    {},
    {
      // Not a promise itself, and nothing behind a symbol (inspection by tools).
      get: (_, name) => {
        if (name === 'then' || typeof name === 'symbol') return undefined;
        const real = current();
        if (real) {
          const member = real[name];
          return typeof member === 'function' ? member.bind(real) : member;
        }
        return (...args: unknown[]) => {
          want();
          return lateHandle(
            // Boxed: antd's answers are thenables, which a promise would otherwise unwrap.
            ready.then((api) => ({
              value: (api[name] as ((...a: unknown[]) => unknown) | undefined)?.(...args),
            })),
          );
        };
      },
    },
  );
}

/**
 * A Feedback whose calls are kept until `resolve` hands over the real one, then made on it; `want`
 * is told at the first call (so the real one loads now, not when idle).
 */
export function deferredFeedback(want: () => void) {
  let real: Feedback | undefined;
  let settle!: (feedback: Feedback) => void;
  const ready = new Promise<Feedback>((done) => {
    settle = done;
  });
  const parts = ['message', 'modal', 'notification'] as const;
  const readyPart = Object.fromEntries(
    parts.map((part) => [part, ready.then((f) => f[part] as unknown as Api)]),
  );
  const resolve = (feedback: Feedback) => {
    settle(feedback);
    // Direct calls start once the kept ones have been made: these callbacks were queued on the
    // same promises before this one.
    void Promise.all(Object.values(readyPart)).then(() => {
      real = feedback;
    });
  };
  const feedback = Object.fromEntries(
    parts.map((part) => [
      part,
      deferredApi(readyPart[part] as Promise<Api>, () => real?.[part] as unknown as Api | undefined, want),
    ]),
  ) as unknown as Feedback;
  return { feedback, resolve };
}

export const FeedbackContext = createContext<Feedback | null>(null);

/** The console's message, modal and notification (antd's, themed and localised), in `App.useApp()`'s place. */
export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback needs a FeedbackProvider above it');
  return feedback;
}
