// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import FeedbackProvider from '../feedback/FeedbackProvider';
import { setLanguage } from '../i18n';
import { STORAGE_KEYS } from '../services/storage';
import ImageUpload, {
  fileListOf,
  IMAGE_UPLOAD_ACTION,
  MAX_IMAGE_BYTES,
  outcomeOf,
  refusalOf,
  uploadedUrl,
  uploadHeaders,
} from './ImageUpload';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(
    STORAGE_KEYS.token,
    JSON.stringify({ token: 'tok123', expiration: '2099-01-01T00:00:00Z' }),
  );
  setLanguage('ch');
});

describe('what the upload does with the server’s answer', () => {
  it('takes data.url, else data as the address, else a top-level url', () => {
    expect(
      uploadedUrl({ code: 1, msg: 'success', data: { url: '/uploads/a.png' }, url: '/uploads/a.png' }),
    ).toBe('/uploads/a.png');
    expect(uploadedUrl({ code: 1, msg: 'success', data: 'https://cdn.example.com/b.png' })).toBe(
      'https://cdn.example.com/b.png',
    );
    expect(uploadedUrl({ url: 'https://cdn.example.com/c.png' })).toBe('https://cdn.example.com/c.png');
  });

  it('finds no address in a failure answer or in nonsense', () => {
    expect(uploadedUrl({ code: 0, msg: '只能上传图片', data: { dahua_error: 'ERCO000013' } })).toBeNull();
    expect(uploadedUrl({ code: 0, data: { url: '/uploads/x.png' } })).toBeNull();
    expect(uploadedUrl({ code: 1, data: {} })).toBeNull();
    expect(uploadedUrl('<html>')).toBeNull();
    expect(uploadedUrl(null)).toBeNull();
  });

  it('turns the item’s state into done, failed, removed or still uploading', () => {
    expect(outcomeOf({ status: 'done', response: { code: 1, data: { url: '/uploads/a.gif' } } })).toEqual({
      kind: 'done',
      url: '/uploads/a.gif',
    });
    expect(outcomeOf({ status: 'done', response: { code: 0, msg: 'nope', data: {} } })).toEqual({
      kind: 'failed',
      message: 'nope',
    });
    expect(outcomeOf({ status: 'error', response: { code: 0, msg: '图片大小不能超过 5 MB' } })).toEqual({
      kind: 'failed',
      message: '图片大小不能超过 5 MB',
    });
    expect(outcomeOf({ status: 'removed' })).toEqual({ kind: 'removed' });
    expect(outcomeOf({ status: 'uploading' })).toEqual({ kind: 'uploading' });
  });

  it('shows a stored address as one finished picture, nothing without one', () => {
    expect(fileListOf(undefined)).toEqual([]);
    expect(fileListOf('')).toEqual([]);
    expect(fileListOf('/uploads/abc.png')).toEqual([
      { uid: '/uploads/abc.png', name: 'abc.png', status: 'done', url: '/uploads/abc.png' },
    ]);
  });

  it('refuses non-images, SVG and files over 5 MB before sending', () => {
    expect(refusalOf({ type: 'image/png', size: 100 })).toBeNull();
    expect(refusalOf({ type: 'image/webp', size: MAX_IMAGE_BYTES })).toBeNull();
    expect(refusalOf({ type: 'image/svg+xml', size: 100 })).toBe('notImage');
    expect(refusalOf({ type: 'application/pdf', size: 100 })).toBe('notImage');
    expect(refusalOf({ type: 'image/gif', size: MAX_IMAGE_BYTES + 1 })).toBe('tooLarge');
  });

  it('sends the token and the language like every request', () => {
    expect(uploadHeaders()).toEqual({ lang: 'ch', authorization: `Basic ${btoa('tok123:null')}` });
    setLanguage('en');
    localStorage.removeItem(STORAGE_KEYS.token);
    expect(uploadHeaders()).toEqual({ lang: 'en' });
  });
});

/** Stands in for the browser's XMLHttpRequest, which antd's Upload sends with. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  static answer: { status: number; body: unknown } = { status: 200, body: null };
  upload = { onprogress: null as ((e: unknown) => void) | null };
  headers: Record<string, string> = {};
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
    setTimeout(() => {
      this.status = FakeXhr.answer.status;
      this.responseText = JSON.stringify(FakeXhr.answer.body);
      this.onload?.();
    }, 0);
  }
  abort() {}
}

describe('<ImageUpload>', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    // jsdom draws no canvas; antd's thumbnail of the pending file simply stays empty.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const choose = (container: HTMLElement, file: File) => {
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe('image/*');
    expect(input.multiple).toBe(false);
    act(() => {
      fireEvent.change(input, { target: { files: [file] } });
    });
  };

  it('uploads the chosen image as field "image", tells success and hands over the URL', async () => {
    FakeXhr.answer = {
      status: 200,
      body: { code: 1, msg: 'success', data: { url: '/uploads/new.png' }, url: '/uploads/new.png' },
    };
    const onChange = vi.fn();
    const { container } = render(
      <FeedbackProvider>
        <ImageUpload onChange={onChange} />
      </FeedbackProvider>,
    );
    choose(container, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cat.png', { type: 'image/png' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/uploads/new.png'));
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.method.toUpperCase()).toBe('POST');
    expect(xhr.url).toBe(IMAGE_UPLOAD_ACTION);
    expect(xhr.headers.authorization).toBe(`Basic ${btoa('tok123:null')}`);
    expect(xhr.headers.lang).toBe('ch');
    expect((xhr.body!.get('image') as File).name).toBe('cat.png');
    expect(await screen.findByText('cat.png 上传成功')).toBeTruthy();
  });

  it('tells failure with the file name when the server refuses', async () => {
    FakeXhr.answer = {
      status: 415,
      body: {
        code: 0,
        msg: '只能上传 PNG、JPEG、WebP 或 GIF 格式的图片',
        data: { dahua_error: 'ERCO000013' },
      },
    };
    const onChange = vi.fn();
    const { container } = render(
      <FeedbackProvider>
        <ImageUpload value="/uploads/old.png" onChange={onChange} />
      </FeedbackProvider>,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/uploads/old.png');
    choose(container, new File(['not really'], 'fake.png', { type: 'image/png' }));
    expect(await screen.findByText('fake.png 上传失败')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses an SVG without sending it', async () => {
    const { container } = render(
      <FeedbackProvider>
        <ImageUpload />
      </FeedbackProvider>,
    );
    choose(container, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText(/logo\.svg 不是图片/)).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
  });
});
