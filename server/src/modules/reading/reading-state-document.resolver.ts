import DataLoader from 'dataloader';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { requestLoader } from '../../core/graphql/request-loader.js';
import { Resource, visibleWhere } from '../catalogue/index.js';
import { CloudFile } from './cloud-file.entity.js';
import { ReadingState } from './reading-state.entity.js';

const cloudId = (document: string) => (/^cloud:(\d+)$/.exec(document) ? Number(document.slice(6)) : undefined);

/**
 * What a reading state is about, for lists of them (书签笔记 in the cloud, continue reading): the
 * resource (while the public may find it) or the reader's own cloud file. One statement per
 * level for each, whatever the number of states.
 */
@Resolver(() => ReadingState)
export class ReadingStateDocumentResolver {
  @FieldResolver(() => Resource, { nullable: true, description: 'The resource read, while it is shown' })
  resource(@Root() state: ReadingState, @Ctx() ctx: Context) {
    if (!state.resourceId) return null;
    const loader = requestLoader(
      ctx,
      'ReadingState.resource',
      () =>
        new DataLoader<number, Resource | null>(async (ids) => {
          const rows = await ctx.em.find(Resource, { $and: [visibleWhere(ctx.viewer), { id: { $in: [...ids] } }] } as never);
          const byId = new Map(rows.map((row) => [row.id, row]));
          return ids.map((id) => byId.get(id) ?? null);
        }),
    );
    return loader.load(state.resourceId);
  }

  @FieldResolver(() => CloudFile, { nullable: true, description: "The reader's cloud file read (documents cloud:{id})" })
  cloudFile(@Root() state: ReadingState, @Ctx() ctx: Context) {
    const id = cloudId(state.document);
    if (!id || ctx.viewer?.kind !== 'reader') return null;
    const readerId = ctx.viewer.id;
    const loader = requestLoader(
      ctx,
      'ReadingState.cloudFile',
      () =>
        new DataLoader<number, CloudFile | null>(async (ids) => {
          const rows = await ctx.em.find(CloudFile, { id: { $in: [...ids] }, reader: readerId });
          const byId = new Map(rows.map((row) => [row.id, row]));
          return ids.map((key) => byId.get(key) ?? null);
        }),
    );
    return loader.load(id);
  }
}
