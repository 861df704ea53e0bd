import { IsInt, IsOptional, Max, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';

/** The state fields every managed entity's input shares (the admin pattern's flags and order). */
@InputType()
export abstract class ManagedInput {
  @Field({ nullable: true, description: 'New items default to true' })
  enabled?: boolean;

  @Field({ nullable: true, description: 'New items default to false' })
  recommended?: boolean;

  @Field(() => Int, { nullable: true, description: 'Ascending display order; new items default to 0' })
  @IsOptional()
  @IsInt()
  @Min(-100000)
  @Max(100000)
  sort?: number;
}

/** The filter fields every managed entity's list shares. */
@InputType()
export abstract class KeywordFilter {
  @Field({ nullable: true, description: 'Part of the title or name' })
  @IsOptional()
  @MaxLength(100)
  keyword?: string;

  @Field({ nullable: true, description: 'Admin lists: only enabled (true) or disabled (false) items' })
  enabled?: boolean;

  @Field({ nullable: true })
  recommended?: boolean;
}
