import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { en } from './locales/en';
import { zh } from './locales/zh';

function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(path, child);
    else for (const [k, v] of leaves(child, path)) out.set(k, v);
  }
  return out;
}

describe('language catalogues', () => {
  const zhLeaves = leaves(zh);
  const enLeaves = leaves(en);

  it('have exactly the same keys in Chinese and English', () => {
    expect([...enLeaves.keys()].sort()).toEqual([...zhLeaves.keys()].sort());
  });

  it('have no empty text', () => {
    for (const [key, text] of [...zhLeaves, ...enLeaves]) expect(text.trim(), key).not.toBe('');
  });

  it('keep the same placeholders in both languages', () => {
    for (const [key, text] of zhLeaves) {
      const names = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(names(enLeaves.get(key)!), key).toEqual(names(text));
    }
  });

  it('carry the texts SPEC §8 gives', () => {
    expect(en.errors[403]).toBe('Sorry, you are not authorised to access this page.');
    expect(en.errors[404]).toBe('Sorry, the page you visited does not exist.');
    expect(en.errors[500]).toBe('Sorry, the server went wrong.');
    expect(zh.request).toMatchObject({
      errorTitle: '错误消息',
      loginErrorTitle: '用户登录错误',
      loginExpired: '用户登录信息失效，请重新登录',
      badBody: '请求返回数据异常',
      sendFailed: '请求发送异常，请检查网络连接',
      responseErrorTitle: '请求响应异常',
    });
    expect(zh.common.loading).toBe('加载中...');
  });

  it("hold every key the console names literally (t('a.b')): no raw key reaches a screen", () => {
    const src = fileURLToPath(new URL('..', import.meta.url));
    const files = (readdirSync(src, { recursive: true }) as string[]).filter(
      (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f),
    );
    const missing: string[] = [];
    for (const file of files) {
      const text = readFileSync(path.join(src, file), 'utf8');
      for (const [, key] of text.matchAll(/\bt\(\s*'([A-Za-z][\w]*(?:\.[\w]+)+)'/g)) {
        if (!zhLeaves.has(key!) || !enLeaves.has(key!)) missing.push(`${file}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
