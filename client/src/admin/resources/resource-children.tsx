import { Badge, HStack, Text } from '@chakra-ui/react';
import { defineChildren, type ChildrenScreen, type ChildSection } from '../crud/children-types';
import { graphql } from '../gql';
import type { ResourceKind } from '../gql/graphql';
import { audioTrackAdmin } from './children/audio-track.admin';
import { bookCopyAdmin } from './children/book-copy.admin';
import { ebookChapterAdmin } from './children/ebook-chapter.admin';
import { editionPageAdmin } from './children/edition-page.admin';
import { exhibitionPictureAdmin } from './children/exhibition-picture.admin';
import { journalArticleAdmin } from './children/journal-article.admin';
import { journalVolumeAdmin } from './children/journal-volume.admin';
import { EDITION_PARAM, newspaperEditionAdmin } from './children/newspaper-edition.admin';
import { videoItemAdmin } from './children/video-item.admin';
import { KIND_LABELS } from './resource-fields';

const resourceHeading = graphql(`
  query AdminResourceHeading($id: ID!) {
    item: adminResource(id: $id) {
      id
      kind
      title
      creators
      onShelf
      enabled
    }
  }
`);

const volumeHeading = graphql(`
  query AdminJournalVolumeHeading($id: ID!) {
    item: adminJournalVolume(id: $id) {
      id
      year
      issue
      title
    }
  }
`);

/** A resource's children, by kind (论文 has none: its `<path>/:id` is the form). */
const SECTIONS: Partial<Record<ResourceKind, ChildSection[]>> = {
  book: [{ config: bookCopyAdmin, field: 'resourceId', from: { param: 'id' } }],
  ebook: [{ config: ebookChapterAdmin, field: 'resourceId', from: { param: 'id' } }],
  audio: [{ config: audioTrackAdmin, field: 'resourceId', from: { param: 'id' } }],
  video: [{ config: videoItemAdmin, field: 'resourceId', from: { param: 'id' } }],
  exhibition: [{ config: exhibitionPictureAdmin, field: 'resourceId', from: { param: 'id' } }],
  newspaper: [
    { config: newspaperEditionAdmin, field: 'resourceId', from: { param: 'id' } },
    {
      config: editionPageAdmin,
      field: 'editionId',
      from: {
        search: EDITION_PARAM,
        get: newspaperEditionAdmin.get!,
        name: (e: { editionDate: string; issue?: string | null }) => `${e.editionDate}${e.issue ? ` ${e.issue}` : ''} 的版面`,
      },
    },
  ],
  journal: [{ config: journalVolumeAdmin, field: 'resourceId', from: { param: 'id' } }],
};

/**
 * The children page of a resource at `<path>/:id` (馆藏复本, 章节, 音轨, 分集, 图片, 期次 and
 * 版面, 卷期), or for `route` ':id/:volumeId' the articles of a journal issue.
 */
export function childrenScreen(kind: ResourceKind, path: string, route: string): ChildrenScreen {
  if (route === ':id/:volumeId') {
    return defineChildren({
      parent: { get: volumeHeading, param: 'volumeId', heading: (v) => `${v.year} 年 ${v.issue}${v.title ? ` · ${v.title}` : ''}` },
      back: { label: '返回卷期', to: (p) => `/admin/${path}/${p.id}` },
      sections: [{ config: journalArticleAdmin, field: 'volumeId', from: { param: 'volumeId' } }],
    });
  }
  return defineChildren({
    parent: {
      get: resourceHeading,
      param: 'id',
      heading: (r) => r.title,
      details: (r) => (
        <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
          <Badge variant="outline">{KIND_LABELS.find((k) => k.value === r.kind)?.label ?? r.kind}</Badge>
          {!r.onShelf && <Badge colorPalette="orange">已下架</Badge>}
          {!r.enabled && <Badge colorPalette="gray">已停用</Badge>}
          {r.creators.length > 0 && <Text as="span">{r.creators.join('、')}</Text>}
        </HStack>
      ),
    },
    back: { label: '返回列表', to: () => `/admin/${path}` },
    links: [{ label: '编辑资料', to: (p) => `/admin/${path}/${p.id}/edit` }],
    sections: SECTIONS[kind] ?? [],
  });
}
