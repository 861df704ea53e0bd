import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { actorOf, recordAudit } from '../../../core/audit/audit.service.js';
import { Roles } from '../../../core/auth/decorators.js';
import type { Context } from '../../../core/context.js';
import { createCrudResolver } from '../../../core/crud/crud.resolver.js';
import { contains, flagFilters } from '../../../core/crud/where.js';
import { parseId } from '../../../core/crud/ids.js';
import { AppError } from '../../../core/errors/app-error.js';
import { ApiKey } from './api-key.entity.js';
import { apiKeysChanged } from './api-key.guard.js';
import { ApiKeyFilter, ApiKeyInput } from './api-key.inputs.js';
import { newApiKey } from './api-key.secret.js';

/** 接口密钥: issued by create (the answer carries the key once), revoked by disabling or removing. */
export const apiKeyCrud = createCrudResolver({
  entity: ApiKey,
  typeName: 'ApiKey',
  one: 'apiKey',
  many: 'apiKeys',
  rest: 'apiKey',
  input: ApiKeyInput,
  filter: ApiKeyFilter,
  where: { ...flagFilters, keyword: (text) => ({ $or: [{ name: contains(text) }, { prefix: contains(text) }] }) },
  sortFields: ['createdAt', 'name', 'lastUsedAt', 'requests', 'id'],
  actions: { recommend: false },
  publicQueries: false,
  beforeSave: async (_em, data, existing) => {
    // A new key gets its secret here; an edit never changes it (rotateApiKey does).
    if (!existing) Object.assign(data, newApiKey());
  },
  // A disabled, re-enabled, edited or removed key takes effect at once here and, when the change
  // commits, on every instance (api-key.guard.ts). Flags (enable, disable, batches) go through
  // beforeSetField, in the change's transaction.
  beforeSetField: (em) => apiKeysChanged(em),
  afterSave: (em) => apiKeysChanged(em),
  afterRemove: (em) => apiKeysChanged(em),
});

@Resolver()
export class ApiKeyRotationResolver {
  @Roles('ADMIN')
  @Mutation(() => ApiKey, { description: '轮换: a new secret for the key (answered once); the old one stops working at once' })
  async rotateApiKey(@Ctx() ctx: Context, @Arg('id', () => ID) id: string): Promise<ApiKey> {
    const keyId = parseId(id);
    const actor = actorOf(ctx);
    const key = await ctx.em.transactional(async (tx) => {
      const key = await tx.findOne(ApiKey, keyId);
      if (!key) throw AppError.notFound('接口密钥不存在');
      const { secret, secretHash, prefix } = newApiKey();
      Object.assign(key, { secretHash, prefix, rotatedAt: new Date() });
      key.secret = secret;
      recordAudit(tx, actor, 'rotate', 'ApiKey', [keyId]);
      await apiKeysChanged(tx);
      return key;
    });
    return key;
  }
}
