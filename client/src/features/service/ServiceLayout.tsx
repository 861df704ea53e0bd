import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { SectionFrame, SectionNav } from '../site/SectionNav';
import { SERVICE_NAV, SERVICE_SECTION_NAME, serviceNavGroups, type ServiceNavEntry } from './sections';

/**
 * The service area's frame: its band, the grouped side navigation (本馆概况 / 图书馆学会 / 读者须知,
 * and whatever other parts add to SERVICE_NAV), and the page beside it. `active` names the entry of
 * a page that is not its own path (a detail page of 学会动态); by default the current path's.
 */
export function ServiceLayout({ active, children }: { active?: ServiceNavEntry; children: ReactNode }) {
  const { pathname } = useLocation();
  const current = active ?? SERVICE_NAV.find((entry) => entry.path === pathname);
  const onOwnPage = current?.path === pathname;
  const nav = (
    <Stack gap="4">
      {serviceNavGroups().map(({ group, entries }) => (
        <SectionNav
          key={group}
          name={group}
          items={entries.map((entry) => ({
            to: entry.path,
            label: entry.label,
            active: entry === current,
            current: onOwnPage ? 'page' : 'true',
          }))}
        />
      ))}
    </Stack>
  );
  return (
    <SectionFrame title={SERVICE_SECTION_NAME} subtitle="Service Guide" nav={nav}>
      {children}
    </SectionFrame>
  );
}
