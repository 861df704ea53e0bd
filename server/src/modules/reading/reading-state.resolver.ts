import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { Roles } from '../../core/auth/decorators.js';
import { ReadingState } from './reading-state.entity.js';
import { SaveReadingStateInput } from './reading-state.inputs.js';
import { ReadingStateService } from './reading-state.service.js';

const reader = (ctx: Context) => ctx.viewer as Extract<NonNullable<Context['viewer']>, { kind: 'reader' }>;

/** The reader's place and settings in a document, kept across devices (issue 13). */
@Resolver(() => ReadingState)
export class ReadingStateResolver {
  @Roles('READER')
  @Query(() => ReadingState, { nullable: true, description: "The reader's state of a document they may open; null before the first save" })
  readingState(@Ctx() ctx: Context, @Arg('document') document: string) {
    return ReadingStateService.find(ctx.em, reader(ctx), document);
  }

  @Roles('READER')
  @Query(() => [ReadingState], { description: "The reader's most recently read documents, newest first (at most 50)" })
  recentReadingStates(@Ctx() ctx: Context, @Arg('limit', () => Int, { defaultValue: 10 }) limit: number) {
    return ReadingStateService.recent(ctx.em, reader(ctx), limit);
  }

  @Roles('READER')
  @Mutation(() => ReadingState, { description: 'Saves the state unless a later save (another device) is kept; answers the kept state' })
  saveReadingState(@Ctx() ctx: Context, @Arg('input') input: SaveReadingStateInput) {
    return ReadingStateService.save(ctx.em, ctx.services, reader(ctx), input);
  }
}
