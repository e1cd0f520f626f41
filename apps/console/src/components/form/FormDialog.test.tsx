// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import FeedbackProvider from '../../feedback/FeedbackProvider';
import { setLanguage } from '../../i18n';
import { RequestError } from '../../services/request';
import { type DialogTarget, FormDialog, useFormDialog } from './FormDialog';

type Row = { id: number; name: string };
type Draft = { name: string };

beforeEach(() => {
  // jsdom has no media queries; antd's breakpoints (the dialog's width) ask for them.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  localStorage.clear();
  setLanguage('ch');
});
afterEach(cleanup);

/**
 * A page with a list of two rows, each with an Edit button, a New button, and the dialog; Save
 * resolves at once (or is refused with `refusal`), and closes the dialog as a real page does.
 */
function Page({
  onClose,
  onFinish,
  refusal,
  unsavedPrompt,
}: {
  onClose: () => void;
  onFinish: (draft: Draft) => void;
  refusal?: Error;
  unsavedPrompt?: boolean;
}) {
  const [target, setTarget] = useState<DialogTarget<Row>>(null);
  const dialog = useFormDialog<Draft, Row>({
    target,
    empty: { name: '' },
    valuesOf: (row) => ({ name: row.name }),
    fields: new Set(['name']),
  });
  return (
    <>
      <button type="button" onClick={() => setTarget('new')}>
        new
      </button>
      <button type="button" onClick={() => setTarget({ id: 1, name: 'Tea' })}>
        edit
      </button>
      <Link to="/elsewhere">elsewhere</Link>
      <FormDialog<Draft>
        dialog={dialog}
        title="Shop"
        name="test"
        testId="test-form"
        saving={false}
        {...(unsavedPrompt === undefined ? {} : { unsavedPrompt })}
        onClose={() => {
          onClose();
          setTarget(null);
        }}
        onFinish={(draft) => {
          onFinish(draft);
          if (refusal) dialog.showRefusal(refusal);
          else setTarget(null); // saved: the page closes the dialog itself
        }}
      >
        <Form.Item name="name" label="Name">
          <Input data-testid="name" />
        </Form.Item>
      </FormDialog>
    </>
  );
}

function renderPage(props: Parameters<typeof Page>[0]) {
  const router = createMemoryRouter(
    [
      { path: '/page', element: <Page {...props} /> },
      { path: '/elsewhere', element: <p>elsewhere page</p> },
    ],
    { initialEntries: ['/page'] },
  );
  render(
    <FeedbackProvider>
      <RouterProvider router={router} />
    </FeedbackProvider>,
  );
  return router;
}

const nameInput = () => screen.getByTestId('name') as HTMLInputElement;
/** The form dialog's own footer buttons (antd's Cancel, then OK). */
const footerButton = (which: 'cancel' | 'ok') =>
  document
    .querySelectorAll<HTMLButtonElement>('[data-testid="test-form"]')[0]!
    .closest('.ant-modal')!
    .querySelectorAll<HTMLButtonElement>('.ant-modal-footer button')[which === 'cancel' ? 0 : 1]!;
const cancelButton = () => footerButton('cancel');
/** The question's title, if one is up (antd writes a title twice: the dialog's and the confirm's). */
const question = () => document.querySelector('.ant-modal-confirm-title')?.textContent ?? null;
async function asked(title: string) {
  await waitFor(() => expect(question()).toBe(title));
}
async function dialogClosed() {
  await waitFor(() => expect(screen.queryByTestId('test-form')).toBeNull());
}

// The first test also loads antd's dialogs (the feedback holders), which takes a while in jsdom.
describe('FormDialog', { timeout: 30_000 }, () => {
  it('closes an untouched dialog at once, without asking', async () => {
    const onClose = vi.fn();
    renderPage({ onClose, onFinish: vi.fn() });
    fireEvent.click(screen.getByText('edit'));
    expect(nameInput().value).toBe('Tea');
    fireEvent.click(cancelButton());
    expect(onClose).toHaveBeenCalledTimes(1);
    await dialogClosed();
    expect(question()).toBeNull();
  });

  it('asks before closing a touched dialog: Keep editing keeps what was typed, Discard closes', async () => {
    const onClose = vi.fn();
    renderPage({ onClose, onFinish: vi.fn() });
    fireEvent.click(screen.getByText('edit'));
    fireEvent.change(nameInput(), { target: { value: 'Coffee' } });

    fireEvent.click(cancelButton());
    await asked('放弃未保存的更改？');
    expect(screen.getByText('表单中有未保存的更改，关闭后将丢失。')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('unsaved-keep-editing'));
    await waitFor(() => expect(question()).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(nameInput().value).toBe('Coffee');

    // The X asks too.
    fireEvent.click(document.querySelector('.ant-modal-close') as HTMLElement);
    await asked('放弃未保存的更改？');
    fireEvent.click(screen.getByTestId('unsaved-discard'));
    await dialogClosed();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks on Esc, once however often it is pressed', async () => {
    const onClose = vi.fn();
    renderPage({ onClose, onFinish: vi.fn() });
    fireEvent.click(screen.getByText('new'));
    fireEvent.change(nameInput(), { target: { value: 'Milk' } });
    const wrap = document.querySelector('.ant-modal-wrap') as HTMLElement;
    fireEvent.keyDown(wrap, { key: 'Escape', keyCode: 27 });
    fireEvent.keyDown(wrap, { key: 'Escape', keyCode: 27 });
    await asked('放弃未保存的更改？');
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(document.querySelectorAll('.ant-modal-confirm-title')).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks in English when the console is in English', async () => {
    setLanguage('en');
    renderPage({ onClose: vi.fn(), onFinish: vi.fn() });
    fireEvent.click(screen.getByText('new'));
    fireEvent.change(nameInput(), { target: { value: 'Milk' } });
    fireEvent.click(cancelButton());
    await asked('Discard changes?');
    expect(
      screen.getByText('You have unsaved changes in this form. They will be lost if you close it.'),
    ).toBeTruthy();
    expect(screen.getByTestId('unsaved-keep-editing').textContent).toBe('Keep editing');
    expect(screen.getByTestId('unsaved-discard').textContent).toBe('Discard');
  });

  it('closes a saved dialog without asking', async () => {
    const onClose = vi.fn();
    const onFinish = vi.fn();
    renderPage({ onClose, onFinish });
    fireEvent.click(screen.getByText('new'));
    fireEvent.change(nameInput(), { target: { value: 'Bread' } });
    fireEvent.click(footerButton('ok'));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ name: 'Bread' }));
    await dialogClosed();
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(question()).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('never shows a new row what an edited row or an earlier attempt had', async () => {
    renderPage({ onClose: vi.fn(), onFinish: vi.fn() });
    fireEvent.click(screen.getByText('edit'));
    expect(nameInput().value).toBe('Tea');
    fireEvent.change(nameInput(), { target: { value: 'Coffee' } });
    fireEvent.click(cancelButton());
    fireEvent.click(await screen.findByTestId('unsaved-discard'));
    await dialogClosed();

    fireEvent.click(screen.getByText('new'));
    expect(nameInput().value).toBe('');
    // A fresh form is untouched: it closes without asking.
    fireEvent.click(cancelButton());
    await dialogClosed();
    fireEvent.click(screen.getByText('edit'));
    expect(nameInput().value).toBe('Tea');
  });

  it('asks before leaving the page while the form is touched, not once it is closed', async () => {
    const router = renderPage({ onClose: vi.fn(), onFinish: vi.fn() });
    fireEvent.click(screen.getByText('new'));
    fireEvent.change(nameInput(), { target: { value: 'Salt' } });
    await act(async () => {
      await router.navigate('/elsewhere');
    });
    await asked('离开此页？');
    expect(router.state.location.pathname).toBe('/page');
    fireEvent.click(screen.getByText('留在此页'));
    await waitFor(() => expect(question()).toBeNull());
    expect(nameInput().value).toBe('Salt');

    // Closed (Discard), the page is left freely.
    fireEvent.click(cancelButton());
    fireEvent.click(await screen.findByTestId('unsaved-discard'));
    await dialogClosed();
    await act(async () => {
      await router.navigate('/elsewhere');
    });
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('with unsavedPrompt off, a touched dialog closes at once', async () => {
    const onClose = vi.fn();
    renderPage({ onClose, onFinish: vi.fn(), unsavedPrompt: false });
    fireEvent.click(screen.getByText('new'));
    fireEvent.change(nameInput(), { target: { value: 'Salt' } });
    fireEvent.click(cancelButton());
    expect(onClose).toHaveBeenCalledTimes(1);
    await dialogClosed();
  });

  it('shows a refusal naming a field under that field, and keeps the dialog open', async () => {
    renderPage({
      onClose: vi.fn(),
      onFinish: vi.fn(),
      refusal: new RequestError('refused', 'api', {
        code: 0,
        msg: 'refused',
        data: { fields: [{ field: 'name', message: '名称已存在' }] },
      } as never),
    });
    fireEvent.click(screen.getByText('new'));
    fireEvent.change(nameInput(), { target: { value: 'Tea' } });
    fireEvent.click(footerButton('ok'));
    expect(await screen.findByText('名称已存在')).toBeTruthy();
    expect(screen.getByTestId('test-form')).toBeTruthy();
  });
});
