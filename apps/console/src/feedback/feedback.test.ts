import { describe, expect, it, vi } from 'vitest';
import { deferredFeedback, type Feedback } from './feedback';

/** A stand-in for antd's APIs that records calls and answers as antd does (close fn / modal handle). */
function realFeedback() {
  const calls: string[] = [];
  const closeToast = vi.fn();
  // antd's answers are thenables: a toast's close function resolves when closed, a dialog when answered.
  const resolved = Promise.resolve(true);
  // biome-ignore lint/suspicious/noThenProperty: the shape of antd's answer
  const toast = Object.assign(closeToast, { then: resolved.then.bind(resolved) });
  // biome-ignore lint/suspicious/noThenProperty: the shape of antd's answer
  const dialog = { destroy: vi.fn(), update: vi.fn(), then: resolved.then.bind(resolved) };
  const feedback = {
    message: {
      success: (text: string) => {
        calls.push(`message.success ${text}`);
        return toast;
      },
    },
    modal: {
      confirm: (config: { title: string }) => {
        calls.push(`modal.confirm ${config.title}`);
        return dialog;
      },
    },
    notification: { destroy: (key: string) => void calls.push(`notification.destroy ${key}`) },
  } as unknown as Feedback;
  return { feedback, calls, closeToast, dialog };
}

describe('feedback before antd has loaded', () => {
  it('keeps the calls, asks for the real APIs at the first, and makes them in order once they arrive', async () => {
    const want = vi.fn();
    const { feedback, resolve } = deferredFeedback(want);
    expect(want).not.toHaveBeenCalled();
    feedback.message.success('saved');
    feedback.modal.confirm({ title: 'leave?' });
    feedback.notification.destroy('sync');
    expect(want).toHaveBeenCalled();
    const real = realFeedback();
    resolve(real.feedback);
    await vi.waitFor(() => expect(real.calls).toHaveLength(3));
    expect(real.calls).toEqual([
      'message.success saved',
      'modal.confirm leave?',
      'notification.destroy sync',
    ]);
  });

  it("hands back answers that close, update and resolve as antd's own do", async () => {
    const { feedback, resolve } = deferredFeedback(() => undefined);
    const close = feedback.message.success('saved');
    const dialog = feedback.modal.confirm({ title: 'leave?' });
    close();
    dialog.update({ title: 'still leave?' });
    dialog.destroy();
    const real = realFeedback();
    resolve(real.feedback);
    await expect(close).resolves.toBe(true);
    await expect(dialog).resolves.toBe(true);
    expect(real.closeToast).toHaveBeenCalledOnce();
    expect(real.dialog.update).toHaveBeenCalledWith({ title: 'still leave?' });
    expect(real.dialog.destroy).toHaveBeenCalledOnce();
  });

  it('is not itself a promise (awaiting an API object does not hang)', async () => {
    const { feedback } = deferredFeedback(() => undefined);
    await expect(Promise.resolve(feedback.message)).resolves.toBe(feedback.message);
  });
});

describe('feedback once antd has loaded', () => {
  it('calls the real API directly, after the kept calls, through the same objects', async () => {
    const { feedback, resolve } = deferredFeedback(() => undefined);
    const { message } = feedback;
    feedback.message.success('kept');
    const real = realFeedback();
    resolve(real.feedback);
    await vi.waitFor(() => expect(real.calls).toEqual(['message.success kept']));
    // Same object as before (an effect that lists it does not run again), now answering at once.
    expect(feedback.message).toBe(message);
    const close = feedback.message.success('direct');
    expect(real.calls).toEqual(['message.success kept', 'message.success direct']);
    close();
    expect(real.closeToast).toHaveBeenCalledOnce();
  });
});
