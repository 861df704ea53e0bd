import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Text } from '@chakra-ui/react';
import { LuDownload } from 'react-icons/lu';
import { graphql } from '../../../gql';

export const DownloadQualification = graphql(`
  query DownloadQualification($resourceId: ID!) {
    downloadQualification(resourceId: $resourceId) {
      allowed
      offered
      reason
      remaining
    }
  }
`);

const DownloadResource = graphql(`
  mutation DownloadResource($resourceId: ID!, $file: String) {
    downloadResource(resourceId: $resourceId, file: $file) {
      url
      fileName
    }
  }
`);

/** Follows the download's link: the server sends the file as an attachment under its name. */
export function followDownload(url: string, fileName: string): void {
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The viewer's downloads of one resource: the server's qualification (asked once a page: every
 * 下载 of the resource shares it, since what decides is the resource, the reader and the day), and
 * `start`, which counts a download of the resource's file (or `file`: a track's, a page's, an
 * article's) and follows its link. The allowance left is read again after each download.
 */
export function useResourceDownloads(resourceId: string, fetchPolicy: 'cache-and-network' | 'cache-first' = 'cache-first') {
  const { data } = useQuery(DownloadQualification, { variables: { resourceId }, fetchPolicy });
  const [download, { loading }] = useMutation(DownloadResource, { refetchQueries: [DownloadQualification] });
  const start = async (file?: string) => {
    try {
      const { data: granted } = await download({ variables: { resourceId, file } });
      if (granted) followDownload(granted.downloadResource.url, granted.downloadResource.fileName);
    } catch {
      // The error link has said why (the day's allowance used up meanwhile…).
    }
  };
  return { answer: data?.downloadQualification, start, loading };
}

/**
 * 下载 on a detail page, shown only where the server's qualification allows it; otherwise its
 * reason (请先登录, 您没有下载权限, 今日下载次数已达上限…), or nothing for a resource with no file
 * to download.
 */
export function DownloadButton({ resourceId }: { resourceId: string }) {
  // Asked afresh on each visit (a day's allowance changes); the parts' buttons read the answer.
  const { answer, start, loading } = useResourceDownloads(resourceId, 'cache-and-network');
  if (!answer?.offered) return null;
  if (!answer.allowed) {
    return (
      <Text fontSize="sm" color="fg.muted" alignSelf="center" role="note" aria-label="下载">
        下载：{answer.reason}
      </Text>
    );
  }
  return (
    <Button size="sm" variant="outline" colorPalette="brand" onClick={() => void start()} loading={loading}>
      <LuDownload /> 下载
    </Button>
  );
}

/**
 * 下载 of one part's file (a track, a newspaper page, an article), beside it in its list; shown
 * only where the resource's qualification allows downloads (the overview's 下载 says why not).
 */
export function DownloadFileButton({ resourceId, file, name }: { resourceId: string; file: string; name: string }) {
  const { answer, start, loading } = useResourceDownloads(resourceId);
  // Only files the library keeps (/uploads/…) are downloads; an outside link is just opened.
  if (!answer?.allowed || !file.startsWith('/uploads/')) return null;
  return (
    <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => void start(file)} loading={loading} aria-label={`下载：${name}`}>
      <LuDownload aria-hidden="true" /> 下载
    </Button>
  );
}
