import { Arg, Ctx, Extensions, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { actorOf } from '../../core/audit/audit.service.js';
import { Roles } from '../../core/auth/decorators.js';
import type { Context } from '../../core/context.js';
import { IN_MEMORY_LIST } from '../../core/graphql/query-cost.js';
import { clearDemoData, demoDataStatus } from './demo-data.service.js';

@ObjectType({ description: 'Rows or files of one table', simpleResolvers: true })
class DemoTableCount {
  @Field({ description: 'Table name, e.g. news' })
  table!: string;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ description: 'What the demo seed added and is still there (演示数据)', simpleResolvers: true })
class DemoDataStatus {
  @Field(() => Int)
  rows!: number;

  @Field(() => Int)
  files!: number;
}

@ObjectType({ description: 'What 清除演示数据 removed, and what it kept because the library’s own data points at it', simpleResolvers: true })
class DemoClearResult {
  @Field(() => Int)
  removedRows!: number;

  @Field(() => Int)
  removedFiles!: number;

  @Field(() => [DemoTableCount])
  @Extensions(IN_MEMORY_LIST)
  removed!: DemoTableCount[];

  @Field(() => [DemoTableCount], { description: 'Demo rows kept: non-demo rows point at them' })
  @Extensions(IN_MEMORY_LIST)
  kept!: DemoTableCount[];

  @Field(() => Int)
  keptFiles!: number;
}

@Resolver()
export class DemoDataResolver {
  @Roles('ADMIN')
  @Query(() => DemoDataStatus, { description: '演示数据: what the demo seed added and is still there' })
  demoData(@Ctx() ctx: Context): Promise<DemoDataStatus> {
    return demoDataStatus(ctx.em);
  }

  @Roles('ADMIN')
  @Mutation(() => DemoClearResult, { description: '清除演示数据: removes exactly what the demo seed added; `confirmation` must be 清除演示数据' })
  clearDemoData(@Ctx() ctx: Context, @Arg('confirmation') confirmation: string): Promise<DemoClearResult> {
    return clearDemoData(ctx.services, actorOf(ctx), confirmation);
  }
}
