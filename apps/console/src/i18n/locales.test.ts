import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { consoleEn } from './locales/console.en';
import { consoleZh } from './locales/console.zh';
import { en as coreEn } from './locales/en';
import { leadsEn } from './locales/leads.en';
import { leadsZh } from './locales/leads.zh';
import { paymentsEn } from './locales/payments.en';
import { paymentsZh } from './locales/payments.zh';
import { siteEn } from './locales/site.en';
import { siteZh } from './locales/site.zh';
import { zh as coreZh } from './locales/zh';

// Both parts fill one namespace (i18n/index.ts): read together, as the console reads them.
const zh = { ...coreZh, ...consoleZh, payments: paymentsZh, leads: leadsZh, site: siteZh };
const en = { ...coreEn, ...consoleEn, payments: paymentsEn, leads: leadsEn, site: siteEn };

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
  it('split into core, console and page texts that share no section (no part hides another)', () => {
    const shared = Object.keys(coreZh).filter((section) => section in consoleZh);
    expect(shared).toEqual([]);
    expect(Object.keys(coreEn).filter((section) => section in consoleEn)).toEqual([]);
    // The payments page's part is the section `payments`, which no other part has.
    expect('payments' in coreZh || 'payments' in consoleZh).toBe(false);
    expect('payments' in coreEn || 'payments' in consoleEn).toBe(false);
    // The same for the enquiries page's part, `leads`.
    expect('leads' in coreZh || 'leads' in consoleZh).toBe(false);
    expect('leads' in coreEn || 'leads' in consoleEn).toBe(false);
    // And the site editor's, `site`.
    expect('site' in coreZh || 'site' in consoleZh).toBe(false);
    expect('site' in coreEn || 'site' in consoleEn).toBe(false);
  });

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

  it('name no console text in a page shown outside the signed-in frame (those load without it)', () => {
    const src = fileURLToPath(new URL('..', import.meta.url));
    // Every route outside ConsoleLayout (routes/router.tsx), and everything they import.
    const roots = [
      'layouts/SignLayout.tsx',
      'pages/sign',
      'pages/errors',
      'pages/external',
      'pages/scale-registration',
      'routes/router.tsx',
      'App.tsx',
    ];
    const queue = roots.flatMap((root) =>
      root.endsWith('.tsx')
        ? [root]
        : (readdirSync(path.join(src, root)) as string[])
            .filter((f) => /\.tsx?$/.test(f) && !/\.test\./.test(f))
            .map((f) => `${root}/${f}`),
    );
    const seen = new Set<string>();
    const sections = Object.keys(consoleZh).join('|');
    const consoleKey = new RegExp(`\\bt\\(\\s*['\`](?:${sections})\\.`, 'g');
    const found: string[] = [];
    while (queue.length) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const text = readFileSync(path.join(src, file), 'utf8');
      for (const match of text.matchAll(consoleKey)) found.push(`${file}: ${match[0]}`);
      // The frame loads the console texts before it renders, and the route table's pages render
      // inside it: what they import is not reached from here. The dashboard too: router.tsx only
      // warms its chunk beside the frame's (preloadFrame); it renders inside the frame.
      for (const [, spec] of text.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
        const base = path.normalize(path.join(path.dirname(file), spec!));
        if (/layouts\/ConsoleLayout|routes\/routeTable|pages\/dashboard\/DashboardPage$/.test(base)) continue;
        if (base.startsWith('i18n')) continue;
        const next = ['.tsx', '.ts', '/index.ts', '/index.tsx', ''].map((ext) => base + ext);
        const hit = next.find((candidate) => {
          try {
            return /\.tsx?$/.test(candidate) && readFileSync(path.join(src, candidate)) !== undefined;
          } catch {
            return false;
          }
        });
        if (hit) queue.push(hit);
      }
    }
    expect(seen.size).toBeGreaterThan(20);
    expect(found).toEqual([]);
  });
});
