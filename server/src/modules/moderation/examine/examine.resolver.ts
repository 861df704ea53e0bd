import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import { Public } from '../../../core/auth/decorators.js';
import { PublicAnswer } from '../../../core/graphql/field-marks.js';
import type { Context } from '../../../core/context.js';
import { submissionAvailability } from './examine-gate.js';

@ObjectType({ description: 'Whether a submission type takes new submissions now' })
export class SubmissionAvailability {
  @Field({ description: "The submission's GraphQL type: 'Comment', 'Message'…" })
  type!: string;

  @Field({ description: 'Its Chinese name' })
  name!: string;

  @Field()
  accepting!: boolean;

  @Field(() => String, { nullable: true, description: "Why not, to show instead of the form: '留言暂停受理'" })
  message!: string | null;
}

@Resolver()
export class SubmissionAvailabilityResolver {
  /**
   * A change must show at once (a form asks once when it opens): browsers and proxies revalidate the
   * answer every time, while the server keeps it until an examine setting is written. So a resource's
   * server-rendered detail page, which asks it, can be kept too (server-render.ts).
   */
  @Public()
  @PublicAnswer({ shows: ['ExamineItem'], revalidate: true })
  @Query(() => [SubmissionAvailability], { description: 'Per submission type: whether new submissions are accepted, and the message if not' })
  submissionAvailability(@Ctx() ctx: Context) {
    return submissionAvailability(ctx.em);
  }
}
