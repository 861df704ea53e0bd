import type { ReactNode, Ref } from 'react';
import { Breadcrumbs, type Crumb } from '../site/Breadcrumbs';
import { RESOURCE_SECTION_NAME, RESOURCE_SECTION_PATH } from './kinds';
import { PageHeading } from './PageHeading';
import { ResourceSectionLayout } from './ResourceSectionLayout';
import { SHOWCASES, showcasePath, type ShowcaseKey } from './showcases';
import { ShowcaseNav } from './ShowcaseNav';

/** The frame of a showcase's list page: band, 图书推荐 navigation, breadcrumbs and the h1 with its count. */
export function ShowcaseLayout({
  showcase,
  total,
  capped,
  headingRef,
  children,
}: {
  showcase: ShowcaseKey;
  total?: number;
  capped?: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const { label, subtitle } = SHOWCASES[showcase];
  return (
    <ResourceSectionLayout subtitle={subtitle} sidebar={<ShowcaseNav current={showcase} onListPage />}>
      <Breadcrumbs items={showcaseCrumbs(showcase)} />
      <PageHeading title={label} total={total} capped={capped} headingRef={headingRef} />
      {children}
    </ResourceSectionLayout>
  );
}

/** 首页 › 数字资源 › the showcase (› more, for its detail pages). */
export function showcaseCrumbs(showcase: ShowcaseKey, ...more: Crumb[]): Crumb[] {
  const own = more.length ? { label: SHOWCASES[showcase].label, to: showcasePath(showcase) } : { label: SHOWCASES[showcase].label };
  return [{ label: '首页', to: '/index' }, { label: RESOURCE_SECTION_NAME, to: RESOURCE_SECTION_PATH }, own, ...more];
}
