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

/** Stands in for one API (e.g. `message`): every call waits for the real API, then is made on it. */
function deferredApi(api: Promise<object>, want: () => void): object {
  return new Proxy(
    {},
    {
      // Not a promise itself, and nothing behind a symbol (inspection by tools).
      get: (_, name) =>
        name === 'then' || typeof name === 'symbol'
          ? undefined
          : (...args: unknown[]) => {
              want();
              return lateHandle(
                // Boxed: antd's answers are thenables, which a promise would otherwise unwrap.
                api.then((real) => ({
                  value: (real as Record<string, (...a: unknown[]) => unknown>)[name]?.(...args),
                })),
              );
            },
    },
  );
}

/**
 * A Feedback whose calls are kept until `resolve` hands over the real one; `want` is told at the
 * first call (so the real one loads now, not when idle).
 */
export function deferredFeedback(want: () => void) {
  let resolve!: (real: Feedback) => void;
  const real = new Promise<Feedback>((done) => {
    resolve = done;
  });
  const feedback = {
    message: deferredApi(
      real.then((f) => f.message),
      want,
    ),
    modal: deferredApi(
      real.then((f) => f.modal),
      want,
    ),
    notification: deferredApi(
      real.then((f) => f.notification),
      want,
    ),
  } as Feedback;
  return { feedback, resolve };
}

export const FeedbackContext = createContext<Feedback | null>(null);

/** The console's message, modal and notification (antd's, themed and localised), in `App.useApp()`'s place. */
export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback needs a FeedbackProvider above it');
  return feedback;
}
