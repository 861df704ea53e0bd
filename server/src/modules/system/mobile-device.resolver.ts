import type { EntityData } from '@mikro-orm/core';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { createCrudResolver } from '../../core/crud/crud.resolver.js';
import { parseId, relationId } from '../../core/crud/ids.js';
import { SortOrder } from '../../core/crud/page.js';
import { contains, flagFilters } from '../../core/crud/where.js';
import { AppError } from '../../core/errors/app-error.js';
import { Library } from '../content/index.js';
import { MobileDevice } from './mobile-device.entity.js';
import { MobileDeviceFilter, MobileDeviceInput } from './mobile-device.inputs.js';

/**
 * 移动设备 on the CRUD factory, back office only (adminMobileDevices, createMobileDevice,
 * enable/disable = 启用/停用, remove, batch…; REST api/admin/mobile/…). Readers never list them.
 */
export const mobileDeviceCrud = createCrudResolver({
  entity: MobileDevice,
  typeName: 'MobileDevice',
  one: 'mobileDevice',
  many: 'mobileDevices',
  rest: 'mobile',
  input: MobileDeviceInput,
  filter: MobileDeviceFilter,
  where: {
    ...flagFilters,
    keyword: (text) => ({ $or: [{ name: contains(text) }, { serial: contains(text) }, { location: contains(text) }] }),
    type: (type) => ({ type }),
    status: (status) => ({ status }),
    libraryId: (id) => ({ library: parseId(id, 'libraryId') }),
  },
  sortFields: ['sort', 'createdAt', 'id'],
  defaultOrder: SortOrder.ASC,
  actions: { recommend: false },
  publicQueries: false,
  toData: ({ libraryId, name, location, serial, ...rest }) =>
    ({
      ...rest,
      name: name?.trim(),
      location: location?.trim(),
      serial: serial?.trim(),
      library: relationId(libraryId, 'libraryId'),
    }) as EntityData<MobileDevice>,
  beforeSave: async (em, data, existing) => {
    const library = data.library as number | null | undefined;
    if (library && !(await em.count(Library, { id: library }))) throw AppError.badInput('libraryId', '所属图书馆不存在');
    const serial = data.serial as string | undefined;
    if (serial && (await em.count(MobileDevice, { serial, ...(existing ? { id: { $ne: existing.id } } : {}) }))) {
      throw AppError.badInput('serial', '该序列号已登记，请检查序列号');
    }
  },
});

@Resolver(() => MobileDevice)
export class MobileDeviceLibraryResolver {
  /** Loads are batched by MikroORM's dataloader: one query for the whole page. */
  @FieldResolver(() => Library, { nullable: true, description: 'The library it belongs to' })
  async library(@Ctx() _ctx: Context, @Root() device: MobileDevice): Promise<Library | null> {
    return (await device.library?.load()) ?? null;
  }
}
