import { Stack, Tabs } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { PersonalHeading } from '../../features/interaction/PersonalHeading';
import { SITE } from '../../lib/site';
import { CloudBookmarksTab } from './cloud/CloudBookmarksTab';
import { CloudDownloadsTab } from './cloud/CloudDownloadsTab';
import { CloudFilesTab } from './cloud/CloudFilesTab';
import { PageHead } from '../../lib/page-head';

const TABS = [
  { value: 'files', label: '我的文件' },
  { value: 'downloads', label: '我的下载' },
  { value: 'bookmarks', label: '书签笔记' },
] as const;

/** /personal/UserCloud (我的云盘): the reader's own files, downloads and bookmarks, one tab each (the tab in the URL). */
export function UserCloudPage() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t.value === params.get('tab'))?.value ?? 'files';
  return (
    <Stack gap="4">
      <PageHead title={`我的云盘 - ${SITE.name}`} />
      <PersonalHeading title="我的云盘" />
      <Tabs.Root value={tab} onValueChange={(e) => setParams({ tab: e.value })} variant="line" colorPalette="brand" activationMode="manual" lazyMount>
        <Tabs.List aria-label="云盘内容">
          {TABS.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="files">
          <CloudFilesTab />
        </Tabs.Content>
        <Tabs.Content value="downloads">
          <CloudDownloadsTab />
        </Tabs.Content>
        <Tabs.Content value="bookmarks">
          <CloudBookmarksTab />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
