import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, chakra, HStack, Image, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { LuDownload, LuExternalLink, LuSparkles, LuUpload } from 'react-icons/lu';
import { showSuccess } from '../../../components/ui/toaster';
import { useImageUpload } from '../../crud/fields/useUpload';
import { thumbnail } from '../../crud/format';
import { graphql } from '../../gql';

const ResourcePosterQuery = graphql(`
  query AdminResourcePoster($id: ID!) {
    poster: resourcePoster(id: $id) {
      resourceId
      poster
      link
    }
  }
`);

const CreateResourcePosterMutation = graphql(`
  mutation CreateResourcePoster($id: ID!, $image: String) {
    result: createResourcePoster(id: $id, image: $image) {
      resourceId
      poster
      link
    }
  }
`);

export const POSTER_GENERATED = '海报已生成';
export const POSTER_UPLOADED = '海报已上传';

/**
 * 海报 of one resource (a row dialog of every kind's list): the current poster, 生成海报 (the
 * server draws cover, title, creators, the library and a QR code to the public page), 上传海报 (an
 * image uploaded like the forms' image fields becomes the poster), and links to download or open
 * it. The query and the mutation return the same ResourcePoster (cached by resourceId), so the
 * new poster shows at once.
 */
export function ResourcePosterPanel({ id }: { id: string }) {
  const { data, error, refetch } = useQuery(ResourcePosterQuery, { variables: { id } });
  const [create, { loading: saving }] = useMutation(CreateResourcePosterMutation);
  const { upload, uploading } = useImageUpload();
  const input = useRef<HTMLInputElement>(null);
  const current = data?.poster;
  const busy = saving || uploading;

  const save = async (image?: string) => {
    try {
      await create({ variables: { id, image } });
      showSuccess(image ? POSTER_UPLOADED : POSTER_GENERATED);
    } catch {
      // The error link has said why.
    }
  };

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const url = await upload(file);
    if (url) await save(url);
  };

  if (!current) {
    return error ? (
      <Stack align="center" py="6" gap="3">
        <Text color="fg.muted">海报信息加载失败</Text>
        <Button size="sm" variant="outline" onClick={() => void refetch()}>
          重试
        </Button>
      </Stack>
    ) : (
      <Skeleton height="64" rounded="md" aria-busy="true" role="status" aria-label="海报加载中" />
    );
  }

  return (
    <Stack gap="4">
      <Box bg="bg.subtle" borderWidth="1px" rounded="md" minHeight="48" display="flex" alignItems="center" justifyContent="center" p="3">
        {current.poster ? (
          <Image src={thumbnail(current.poster, 800)} alt="当前海报" maxHeight="96" objectFit="contain" />
        ) : (
          <Text color="fg.muted" fontSize="sm" textAlign="center">
            尚未生成海报
          </Text>
        )}
      </Box>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" colorPalette="brand" loading={saving && !uploading} loadingText="生成中" disabled={busy} onClick={() => void save()}>
          <LuSparkles /> 生成海报
        </Button>
        <chakra.input ref={input} type="file" accept="image/*" aria-label="海报图片" srOnly onChange={(e) => void choose(e.target.files?.[0])} />
        <Button size="sm" variant="outline" loading={uploading} loadingText="上传中" disabled={busy} onClick={() => input.current?.click()}>
          <LuUpload /> 上传海报
        </Button>
        {current.poster && (
          <>
            <Button asChild size="sm" variant="ghost" colorPalette="brand">
              <a href={current.poster} download>
                <LuDownload /> 下载海报
              </a>
            </Button>
            <Button asChild size="sm" variant="ghost" colorPalette="brand">
              <a href={current.poster} target="_blank" rel="noreferrer">
                <LuExternalLink /> 查看原图
              </a>
            </Button>
          </>
        )}
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        生成的海报含封面、题名、责任者、馆名和二维码；上传的图片（JPG、PNG、GIF、WebP）将直接作为海报。二维码指向{' '}
        <Link href={current.link} target="_blank" rel="noreferrer" color="brand.fg" wordBreak="break-all">
          {current.link}
        </Link>
      </Text>
    </Stack>
  );
}
