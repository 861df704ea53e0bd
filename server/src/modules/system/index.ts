import type { PortalModule } from '../../core/module.js';
import { DataCheckResolver } from './data-check.resolver.js';
import { MobileDevice } from './mobile-device.entity.js';
import { mobileDeviceCrud, MobileDeviceLibraryResolver } from './mobile-device.resolver.js';
import { SecurityCheckResolver } from './security-check.resolver.js';

/** The CRUD definitions, from which the REST table derives the admin pattern's paths (api/admin/mobile/…). */
export const systemCruds = [mobileDeviceCrud];
/** The demo seeder registers a few terminals. */
export { MobileDevice, MobileDeviceStatus, MobileDeviceType } from './mobile-device.entity.js';

/** 系统管理: security check (安全检测), data check (数据检测), mobile devices (移动设备). */
export const systemModule: PortalModule = {
  name: 'system',
  entities: [MobileDevice],
  resolvers: [SecurityCheckResolver, DataCheckResolver, mobileDeviceCrud.resolver, MobileDeviceLibraryResolver],
};
