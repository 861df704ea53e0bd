import type { EntityManager } from '@mikro-orm/postgresql';
import { Library } from '../modules/content/index.js';
import { MobileDevice, MobileDeviceStatus, MobileDeviceType } from '../modules/system/index.js';

/** A few self-service terminals of the demo library (移动设备), the first ones in its first library. */
const DEMO_DEVICES = [
  { name: '自助借还机 1号', type: MobileDeviceType.selfCheck, location: '总馆一楼大厅', serial: 'SC-2024-0001', status: MobileDeviceStatus.online },
  { name: '自助借还机 2号', type: MobileDeviceType.selfCheck, location: '总馆二楼借阅区', serial: 'SC-2024-0002', status: MobileDeviceStatus.online },
  {
    name: '电子阅报屏',
    type: MobileDeviceType.newspaperScreen,
    location: '总馆一楼报刊阅览室',
    serial: 'NP-2023-0107',
    status: MobileDeviceStatus.online,
  },
  {
    name: '馆藏查询机',
    type: MobileDeviceType.catalogueKiosk,
    location: '总馆三楼电梯口',
    serial: 'KQ-2022-0033',
    status: MobileDeviceStatus.offline,
  },
  {
    name: '流动服务平板',
    type: MobileDeviceType.mobileTerminal,
    location: '流动图书车',
    serial: 'MT-2025-0012',
    status: MobileDeviceStatus.offline,
    enabled: false,
    remark: '电池老化，待更换',
  },
];

export async function seedMobileDevices(em: EntityManager) {
  const [library] = await em.find(Library, {}, { orderBy: { id: 'ASC' }, limit: 1 });
  DEMO_DEVICES.forEach((device, i) => em.create(MobileDevice, { ...device, library: i < 4 ? (library ?? null) : null, sort: i + 1 }));
}
