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
  mutation DownloadResource($resourceId: ID!) {
    downloadResource(resourceId: $resourceId) {
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
 * 下载 on a detail page, shown only where the server's qualification allows it; otherwise its
 * reason (请先登录, 您没有下载权限, 今日下载次数已达上限…), or nothing for a resource with no file
 * to download. The allowance left is read again after each download.
 */
export function DownloadButton({ resourceId }: { resourceId: string }) {
  const { data } = useQuery(DownloadQualification, { variables: { resourceId }, fetchPolicy: 'cache-and-network' });
  const [download, { loading }] = useMutation(DownloadResource, { refetchQueries: [DownloadQualification] });
  const answer = data?.downloadQualification;
  if (!answer?.offered) return null;
  if (!answer.allowed) {
    return (
      <Text fontSize="sm" color="fg.muted" alignSelf="center" role="note" aria-label="下载">
        下载：{answer.reason}
      </Text>
    );
  }
  const onDownload = async () => {
    try {
      const { data: granted } = await download({ variables: { resourceId } });
      if (granted) followDownload(granted.downloadResource.url, granted.downloadResource.fileName);
    } catch {
      // The error link has said why (the day's allowance used up meanwhile…).
    }
  };
  return (
    <Button size="sm" variant="outline" colorPalette="brand" onClick={() => void onDownload()} loading={loading}>
      <LuDownload /> 下载
    </Button>
  );
}
