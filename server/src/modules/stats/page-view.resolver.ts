import { Arg, Ctx, Extensions, Mutation, Resolver } from 'type-graphql';
import { Public } from '../../core/auth/decorators.js';
import { FlexibleRateLimiter } from '../../core/auth/rate-limit.js';
import type { Context } from '../../core/context.js';
import { NO_READ_BACK } from '../../core/http/read-your-writes.js';
import { PageViewInput } from './statistics.inputs.js';
import { accessOf, terminalOf } from './visit-source.js';

/** Page views one address may report in a minute; more are dropped (a reader clicks far fewer). */
export const PAGE_VIEW_LIMIT = { name: 'page-view', limit: 120, windowSeconds: 60 };

/**
 * Counted in this process's memory: a page view must not cost a database write for its rate
 * limit. With several instances a flood is limited per instance, which is enough to bound it.
 */
const limiter = new FlexibleRateLimiter({ type: 'memory' });

/** A page view's log entry, joining the next batch of the event log: the request never waits for a write. */
@Resolver()
export class PageViewResolver {
  @Public()
  // Sent on every page: the visitor reads nothing of it back, so its reads stay on a replica.
  @Extensions(NO_READ_BACK)
  @Mutation(() => Boolean, {
    description:
      'Reports a page view of the public site or the personal centre (POST api/event/view). Keeps no IP address; false when the address sent too many',
  })
  async recordPageView(@Ctx() ctx: Context, @Arg('input') input: PageViewInput): Promise<boolean> {
    if (!(await limiter.hit(PAGE_VIEW_LIMIT, ctx.ip))) return false;
    // The configured address, and the one the browser used (a proxy, an intranet name).
    const siteHosts = [new URL(ctx.services.config.publicUrl).hostname, ...(ctx.req?.hostname ? [ctx.req.hostname] : [])];
    const access = accessOf(input.referrer, input.from, siteHosts);
    ctx.services.events.emit({
      type: 'page.view',
      dims: { path: input.path.split('?')[0], terminal: terminalOf(ctx.req?.get('user-agent')), access, ...(input.kind ? { kind: input.kind } : {}) },
      readerId: ctx.viewer?.kind === 'reader' ? ctx.viewer.id : null,
      resourceId: input.resourceId ? Number(input.resourceId) : null,
    });
    return true;
  }
}
