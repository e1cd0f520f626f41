import { siteApi } from '@dahua/shared/contracts/site';
import {
  SITE_CONTENT_SCHEMAS,
  type SiteItemKind,
  type SiteNewsContent,
  type SiteProductContent,
} from '@dahua/shared/contracts/site-content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSiteEditor } from '../../access/site-editor.js';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { serve, serveFile } from '../../http/serve.js';
import { RequestValidationError } from '../../http/validation.js';
import type { SiteContent } from './service.js';
import * as site from './service.js';

const tags = ['site'];
const failures = [400, 403, 404, 409, 422];

/** A draft's content checked against its kind's schema, its problems named as `content.<path>`. */
function contentOf(kind: SiteItemKind, content: unknown): SiteContent {
  const schema = z.object({ content: SITE_CONTENT_SCHEMAS[kind] });
  const result = schema.safeParse({ content });
  if (!result.success) throw new RequestValidationError(schema, { content }, 'body');
  return result.data.content;
}

/** The maker's site content, drafts, previews, publishing and revisions (issue 30 §1, §3). */
export const siteRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      siteApi.list,
      { tags, summary: 'The site’s items (site editors)', failures },
      async (request) => ok(await site.listItems(ctx, authOf(request), request.query.kind)),
    );
    serve(app, siteApi.one, { tags, summary: 'One item: draft and published', failures }, async (request) =>
      ok(await site.oneItem(ctx, authOf(request), request.params)),
    );
    serve(
      app,
      siteApi.saveDraft,
      {
        tags,
        summary: 'Save an item’s draft',
        description:
          'The whole content, as its kind’s schema describes it. `version` (optional) is the version read: ' +
          'a draft saved meanwhile by someone else is then refused (409); absent, the draft is replaced.',
        failures,
      },
      async (request) => {
        const auth = authOf(request);
        // Who may edit is answered before what was sent is checked.
        requireSiteEditor(auth);
        const content = contentOf(request.params.kind, request.body.content);
        return ok(await site.saveDraft(ctx, auth, request.params, content, request.body.version));
      },
    );
    serveFile(
      app,
      siteApi.preview,
      { tags, summary: 'The real page rendered from the draft (text/html)', failures },
      async (request, reply) => {
        const html = await site.preview(
          ctx,
          authOf(request),
          request.params,
          request.query.lang,
          request.query.path,
        );
        return reply
          .headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
          .send(html);
      },
    );
    serve(
      app,
      siteApi.publish,
      {
        tags,
        summary: 'Publish the draft: a new revision, and the pages that show it rendered again',
        description:
          'Refused while a text is empty in a language the item is shown in (400), when the draft equals what is ' +
          'published (409) or when the pages cannot be rendered (422: nothing is published then).',
        failures,
      },
      async (request) => ok(await site.publish(ctx, authOf(request), request.params, request.body?.version)),
    );
    serve(
      app,
      siteApi.revisions,
      { tags, summary: 'An item’s published revisions', failures },
      async (request) => ok(await site.listRevisions(ctx, authOf(request), request.params)),
    );
    serve(app, siteApi.revision, { tags, summary: 'One revision’s content', failures }, async (request) =>
      ok(await site.oneRevision(ctx, authOf(request), request.params, request.params.revision)),
    );
    serve(
      app,
      siteApi.restore,
      { tags, summary: 'Copy a revision into the draft (publish to put it online)', failures },
      async (request) =>
        ok(
          await site.restoreRevision(
            ctx,
            authOf(request),
            request.params,
            request.params.revision,
            request.body?.version,
          ),
        ),
    );
    serve(
      app,
      siteApi.create,
      {
        tags,
        summary: 'Add a product or a news article (its draft; publish it to put it on the site)',
        description:
          'The whole content, as its kind’s schema describes it. Its slug must be new (409); a product’s route ' +
          'a new page of one plain segment (400 when the console or the server uses it, 409 when the site has ' +
          'it); an article is served at /news/<slug>.',
        failures,
      },
      async (request) => {
        const auth = authOf(request);
        requireSiteEditor(auth);
        const { kind } = request.params;
        const content = contentOf(kind, request.body.content) as SiteProductContent | SiteNewsContent;
        return ok(await site.createItem(ctx, auth, kind, content));
      },
    );
    serve(
      app,
      siteApi.withdraw,
      {
        tags,
        summary:
          'Take a product or an article off the site (its pages and cards go; its draft and revisions stay)',
        description:
          'A withdrawn revision is recorded and the pages are rendered again. Refused for one not on the site ' +
          '(409) and for a product at a page SPEC names (409). `version` (optional) as for publishing.',
        failures,
      },
      async (request) =>
        ok(await site.withdrawItem(ctx, authOf(request), request.params, request.body?.version)),
    );
    serve(
      app,
      siteApi.remove,
      {
        tags,
        summary: 'Delete a product or an article that was never published (409 for one that was)',
        failures,
      },
      async (request) => ok(await site.removeItem(ctx, authOf(request), request.params)),
    );
  };
