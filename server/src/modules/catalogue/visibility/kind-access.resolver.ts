import { Arg, Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import { Public } from '../../../core/auth/decorators.js';
import type { Context } from '../../../core/context.js';
import { ResourceKind } from '../resource-kind.js';
import { kindRefusal, maySeeKind } from './access.js';

@ObjectType({
  description: "What the viewer may do with one kind of resource: the catalogue's own rule (spec §5), for pages that ask before they load",
})
export class KindAccess {
  @Field(() => ResourceKind)
  kind!: ResourceKind;

  @Field({ description: 'Its cards show in lists and search' })
  see!: boolean;

  @Field({ description: 'Its details, files and children open (before a resource’s own permission)' })
  open!: boolean;

  @Field(() => String, { nullable: true, description: 'What the viewer is told when it does not open (请使用读者证登录！ for the e-books)' })
  refusal?: string | null;
}

@Resolver()
export class KindAccessResolver {
  /** Answers for whoever asks, a guest included; never cached publicly (the answer is the viewer's). */
  @Public()
  @Query(() => KindAccess, { description: 'Whether the viewer may see and open a kind of resource, and what they are told when not' })
  kindAccess(@Ctx() ctx: Context, @Arg('kind', () => ResourceKind) kind: ResourceKind): KindAccess {
    const refusal = kindRefusal(ctx.viewer, kind);
    return { kind, see: maySeeKind(ctx.viewer, kind), open: !refusal, refusal: refusal ?? null };
  }
}
