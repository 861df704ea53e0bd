import { join } from 'node:path';
import { Ctx, Extensions, Field, GraphQLISODateTime, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { Roles } from '../../core/auth/decorators.js';
import { IN_MEMORY_LIST } from '../../core/graphql/query-cost.js';
import { CheckLevel, runSecurityRules } from './security-check.rules.js';

registerEnumType(CheckLevel, { name: 'CheckLevel', description: '通过 / 警告 / 失败' });

/** Where `npm run audit:snapshot` writes (server/security/npm-audit.json), from src/ and dist/ alike. */
export const AUDIT_SNAPSHOT_PATH = join(import.meta.dirname, '../../../security/npm-audit.json');

@ObjectType({ description: 'One row of the security self-check (安全检测)', simpleResolvers: true })
class SecurityCheckItem {
  @Field({ description: 'Stable key of the rule, e.g. defaultAdminPassword' })
  key!: string;

  @Field({ description: '检测项' })
  name!: string;

  @Field(() => CheckLevel, { description: '结果' })
  level!: CheckLevel;

  @Field({ description: '说明' })
  detail!: string;

  @Field({ description: '建议' })
  advice!: string;
}

@ObjectType({ description: 'The security self-check, run when asked' })
class SecurityReport {
  @Field(() => GraphQLISODateTime)
  checkedAt!: Date;

  @Field(() => [SecurityCheckItem])
  @Extensions(IN_MEMORY_LIST)
  items!: SecurityCheckItem[];
}

@Resolver()
export class SecurityCheckResolver {
  @Roles('ADMIN')
  @Query(() => SecurityReport, { description: '安全检测: runs every rule now (pass / warn / fail, with what to do)' })
  async securityReport(@Ctx() ctx: Context): Promise<SecurityReport> {
    const now = new Date();
    const items = await runSecurityRules({
      em: ctx.em,
      config: ctx.services.config,
      uploadsDir: ctx.services.storage.localRoot(),
      secure: ctx.req?.secure ?? false,
      auditSnapshotPath: AUDIT_SNAPSHOT_PATH,
      now,
    });
    return { checkedAt: now, items };
  }
}
