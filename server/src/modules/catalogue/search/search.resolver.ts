import { Args, Ctx, Int, Arg, Query, Resolver } from 'type-graphql';
import type { Context } from '../../../core/context.js';
import { Public } from '../../../core/auth/decorators.js';
import { SearchWord } from './search-word.entity.js';
import { searchResources } from './search.service.js';
import { searchCountsOf } from './search-counts.js';
import { searchSuggestions } from './search-suggest.js';
import { hotSearchWords } from './search-words.js';
import { SearchArgs, SearchResult, SearchSuggestion, SuggestArgs } from './search.types.js';
import { PublicAnswer } from '../../../core/graphql/field-marks.js';

@Resolver()
export class SearchResolver {
  @Public()
  @Query(() => SearchResult, {
    description:
      'Searches every kind the viewer may see (retrieve): ranked, with facets, highlights and "did you mean". Page 1 of a non-blank query is recorded as a search word.',
  })
  search(@Ctx() ctx: Context, @Args(() => SearchArgs) args: SearchArgs) {
    return searchResources(ctx.em, ctx.viewer, args, ctx.services.writes, ctx.services.events, searchCountsOf(ctx.services));
  }

  @Public()
  @PublicAnswer({ shows: ['Resource', 'SearchWord'] })
  @Query(() => [SearchSuggestion], {
    description: 'Suggestions as the reader types: titles (also by pinyin or its initials), creators, passed popular searches',
  })
  searchSuggestions(@Ctx() ctx: Context, @Args(() => SuggestArgs) args: SuggestArgs) {
    return searchSuggestions(ctx.em, ctx.viewer, args.query, args.limit);
  }

  @Public()
  @PublicAnswer()
  @Query(() => [SearchWord], { description: 'Popular searches the library passed (热门检索), most searched first' })
  hotSearchWords(@Ctx() ctx: Context, @Arg('limit', () => Int, { defaultValue: 10 }) limit: number) {
    return hotSearchWords(ctx.em, limit);
  }
}
