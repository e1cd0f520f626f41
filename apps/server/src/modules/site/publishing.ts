import type { SitePublishAnswer } from '@dahua/shared/contracts/site';
import {
  missingTexts,
  type SiteContentData,
  type SiteCreatableKind,
  type SiteNewsContent,
  type SiteProductContent,
} from '@dahua/shared/contracts/site-content';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../access/auth-context.js';
import { requireSiteEditor } from '../../access/site-editor.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import type { PreparedRelease, SiteFile } from '../../storage/site-releases.js';
import { recordAudit } from '../audit/service.js';
import { latestBridgeVersion } from '../bridges/service.js';
import { contentFrom, ensureSeeded, withDraft } from './content.js';
import { detailOf, found, pathOf, type SiteItemRef, same, titleOf } from './items.js';
import { siteAssets, siteRenderer } from './renderer.js';
import * as repo from './repo.js';

/**
 * Rendering the maker's site (issue 30 §3): a draft's preview, publishing and withdrawing (a revision,
 * and the whole site rendered into a new release before the commit, served after it), and each
 * server's pages kept in step with what is published.
 */
async function renderAll(ctx: AppContext, content: SiteContentData): Promise<SiteFile[]> {
  const renderer = await siteRenderer();
  try {
    return renderer.renderAll(content, siteAssets(ctx.config.staticRoot));
  } catch (error) {
    ctx.log.error({ err: error }, 'rendering the site failed');
    throw new AppError('SITE_RENDER_FAILED', {
      reason: error instanceof Error ? error.message : String(error),
    });
  }
}

/** The real page of an item rendered from its draft (a settings draft: on `path`, the contact page by default). */
export async function preview(
  ctx: AppContext,
  auth: AuthContext,
  item: SiteItemRef,
  lang: 'ch' | 'en',
  path: string | undefined,
): Promise<string> {
  requireSiteEditor(auth);
  await ensureSeeded(ctx);
  const current = await found(ctx.db, item);
  const content = withDraft(
    await contentFrom(ctx, await repo.publishedContent(ctx.db)),
    item,
    current.row.draft,
  );
  const page = item.kind === 'settings' && path ? path : pathOf(item.kind, item.key, current.row.draft);
  const renderer = await siteRenderer();
  let html: string | null;
  try {
    html = renderer.renderPage(content, siteAssets(ctx.config.staticRoot), page, lang);
  } catch (error) {
    throw new AppError('SITE_RENDER_FAILED', {
      reason: error instanceof Error ? error.message : String(error),
    });
  }
  if (html === null) throw new AppError('NOT_FOUND');
  return html;
}

/** Writes the pages aside; a failure to write them publishes nothing (its details stay in the log). */
async function prepareRelease(ctx: AppContext, files: SiteFile[], stamp: string): Promise<PreparedRelease> {
  try {
    return await ctx.siteReleases.prepare(files, stamp);
  } catch (error) {
    ctx.log.error({ err: error }, 'writing the site’s pages failed');
    throw new AppError('SITE_WRITE_FAILED');
  }
}

/**
 * `build|revisions|bridge`: what the served pages must be rendered from (every publish raises the sum;
 * a newly published bridge changes the downloads page by itself).
 */
async function wantedStamp(ctx: AppContext, db: Executor): Promise<{ stamp: string; seedOnly: boolean }> {
  const [{ revisions, highest }, bridge] = await Promise.all([
    repo.lastPublished(db),
    latestBridgeVersion(ctx),
  ]);
  return {
    stamp: `${ctx.siteReleases.buildId()}|${revisions}|${bridge ?? ''}`,
    seedOnly: highest <= 1 && bridge === null,
  };
}

// One publish or sync at a time in this server: a later release is never replaced by an earlier one.
const queues = new WeakMap<AppContext, Promise<unknown>>();

function oneAtATime<T>(ctx: AppContext, work: () => Promise<T>): Promise<T> {
  const before = queues.get(ctx) ?? Promise.resolve();
  const next = before.then(work, work);
  queues.set(
    ctx,
    next.catch(() => undefined),
  );
  return next;
}

/**
 * Makes a change to what is published, then renders the pages again from everything published as the
 * transaction sees it, written into a new release beside the served one before the transaction commits,
 * and served from the moment it has. A failed render or write changes nothing. Publishes queue (one
 * at a time in this server, and across servers by an advisory lock), so each renders what came before.
 */
export async function changePublished<T>(
  ctx: AppContext,
  change: (tx: Executor) => Promise<T>,
): Promise<{ result: T; changed: string[]; ms: number }> {
  return oneAtATime(ctx, async () => {
    const started = performance.now();
    const outcome = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('site.publish'))`);
      const result = await change(tx);
      const files = await renderAll(ctx, await contentFrom(ctx, await repo.publishedContent(tx)));
      const { stamp } = await wantedStamp(ctx, tx);
      return { result, release: await prepareRelease(ctx, files, stamp) };
    });
    await ctx.siteReleases.activate(outcome.release);
    return {
      result: outcome.result,
      changed: outcome.release.changed,
      ms: Math.round(performance.now() - started),
    };
  });
}

/**
 * A new revision of an item, audited, and the pages rendered again (publishing or withdrawing): `next`
 * reads the locked item and says what it publishes (or refuses); a stale `version` is refused first.
 */
async function revise(
  ctx: AppContext,
  auth: AuthContext,
  item: SiteItemRef,
  version: number | undefined,
  action: 'site.publish' | 'site.withdraw',
  next: (current: repo.ItemRow) => { content: unknown; withdrawn: boolean },
): Promise<SitePublishAnswer> {
  const now = ctx.clock();
  const {
    result: revision,
    changed,
    ms,
  } = await changePublished(ctx, async (tx) => {
    const current = await found(tx, item, true);
    if (version !== undefined && current.row.version !== version) throw new AppError('SITE_ITEM_CHANGED');
    const { content, withdrawn } = next(current);
    const revision = await repo.nextRevision(tx, item);
    await (withdrawn ? repo.withdraw : repo.publish)(tx, item, content, revision, auth.user.id, now);
    await recordAudit(tx, {
      actorUserId: auth.user.id,
      action,
      targetType: 'site_item',
      detail: { kind: item.kind, key: item.key, revision, name: titleOf(item.kind, item.key, content).ch },
    });
    return revision;
  });
  ctx.log.info({ item, revision, changed: changed.length, ms }, action);
  return { revision, changed, ms, item: detailOf(await found(ctx.db, item)) };
}

/**
 * Publishes an item's draft: a new revision, and the pages rendered again (its page, the lists and the
 * home page that show it, the sitemap, both languages). A text missing in a language the item is shown
 * in, or a failed render, publishes nothing.
 */
export async function publish(
  ctx: AppContext,
  auth: AuthContext,
  item: SiteItemRef,
  version: number | undefined,
): Promise<SitePublishAnswer> {
  requireSiteEditor(auth);
  await ensureSeeded(ctx);
  return revise(ctx, auth, item, version, 'site.publish', ({ row }) => {
    const missing = missingTexts(item.kind, row.draft);
    const languages = [missing.ch.length ? '中文/Chinese' : '', missing.en.length ? 'English' : '']
      .filter(Boolean)
      .join(', ');
    if (languages)
      throw new AppError('SITE_TEXTS_MISSING', { count: missing.ch.length + missing.en.length, languages });
    if (same(row.draft, row.published)) throw new AppError('SITE_NOTHING_TO_PUBLISH');
    return { content: row.draft, withdrawn: false };
  });
}

/**
 * Takes a product or an article off the site: a withdrawn revision, and the pages rendered again without
 * it (its pages gone, its cards off the lists). Its draft and revisions stay; publishing puts it back.
 * A product at a page SPEC names is never withdrawn.
 */
export async function withdrawItem(
  ctx: AppContext,
  auth: AuthContext,
  item: { kind: SiteCreatableKind; key: string },
  version: number | undefined,
): Promise<SitePublishAnswer> {
  requireSiteEditor(auth);
  await ensureSeeded(ctx);
  const renderer = await siteRenderer();
  return revise(ctx, auth, item, version, 'site.withdraw', ({ row }) => {
    const shown = row.published as SiteProductContent | SiteNewsContent | null;
    if (!shown) throw new AppError('SITE_NOT_ON_SITE');
    if ('route' in shown && renderer.isPinnedRoute(shown.route))
      throw new AppError('SITE_ROUTE_PINNED', { route: shown.route });
    return { content: shown, withdrawn: true };
  });
}

/** Deletes a product or an article that was never published (a published one keeps its history: withdraw it). */

/**
 * Makes this server's pages match what is published (at start, and every few seconds: another server
 * may have published). Nothing to do while the content is still the build's own.
 */
export async function syncPublishedSite(ctx: AppContext): Promise<boolean> {
  await ensureSeeded(ctx);
  return oneAtATime(ctx, async () => {
    const { stamp, seedOnly } = await wantedStamp(ctx, ctx.db);
    if (stamp === ctx.siteReleases.stamp() || (seedOnly && ctx.siteReleases.stamp() === '')) return false;
    const files = await renderAll(ctx, await contentFrom(ctx, await repo.publishedContent(ctx.db)));
    await ctx.siteReleases.activate(await prepareRelease(ctx, files, stamp));
    return true;
  });
}
