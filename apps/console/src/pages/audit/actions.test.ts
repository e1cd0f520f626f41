// @vitest-environment jsdom
/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../api/audit';
import { consoleEn as en } from '../../i18n/locales/console.en';
import { consoleZh as zh } from '../../i18n/locales/console.zh';

// Every action the server writes into the audit log has a label in both languages and is in the
// filter, so the log never shows a raw key (the server's modules are read as text: the names they pass).
const MODULES = path.resolve(__dirname, '../../../../server/src/modules');

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourcesUnder(file);
    return file.endsWith('.ts') && !file.endsWith('.test.ts') ? [file] : [];
  });
}

function serverActions(): string[] {
  const found = new Set<string>();
  const patterns = [/action: '([a-z_]+(?:\.[a-z_]+)+)'/g, /auditOf\(\s*scope,\s*'([a-z_]+(?:\.[a-z_]+)+)'/g];
  for (const file of sourcesUnder(MODULES)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.add(match[1]!);
  }
  return [...found].sort();
}

/** As AuditListPage's actionKey: `scale.hot_keys.copy` → `audit.actions.scale_hot_keys_copy`. */
const labelOf = (texts: { audit: { actions: Record<string, string> } }, action: string) =>
  texts.audit.actions[action.replace(/\./g, '_')];

describe('audit actions', () => {
  const actions = serverActions();

  it('are found in the server (the scan still works)', () => {
    expect(actions).toContain('goods.edit');
    expect(actions).toContain('price_list.create');
  });

  it.each(actions)('%s has a label in both languages and is in the filter', (action) => {
    expect(labelOf(zh, action), `zh label of ${action}`).toBeTruthy();
    expect(labelOf(en, action), `en label of ${action}`).toBeTruthy();
    expect(AUDIT_ACTIONS as readonly string[]).toContain(action);
  });
});
