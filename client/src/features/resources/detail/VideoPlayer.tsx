import { Box, Button, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { LuPlay } from 'react-icons/lu';
import { graphql } from '../../../gql';
import type { VideoPlayer_VideoFragment } from '../../../gql/graphql';
import { imageAtWidth } from '../../../lib/format';
import { EmptyNote } from '../../site/EmptyNote';
import { DetailSection } from './DetailSection';
import { formatDuration } from './duration';

export const VideoPlayer_video = graphql(`
  fragment VideoPlayer_video on Video {
    id
    title
    cover
    items {
      id
      title
      duration
      poster
    }
  }
`);

export const PlayVideoItemQuery = graphql(`
  query PlayVideoItemQuery($id: ID!) {
    playVideoItem(id: $id) {
      id
      title
      playbackUrl
      poster
    }
  }
`);

interface Playing {
  id: string;
  title: string;
  url: string;
  poster?: string | null;
}

/**
 * 视频列表 and the player: a click asks playVideoItem for the item. A converted item plays in an
 * HTML5 <video>; one still converting answers VIDEO_CONVERTING, which the error catalogue shows as
 * its warning, and nothing else happens here.
 */
export function VideoPlayer({ video }: { video: VideoPlayer_VideoFragment }) {
  const client = useApolloClient();
  const [playing, setPlaying] = useState<Playing>();
  const [asking, setAsking] = useState<string>();
  const latest = useRef<string>(undefined);

  const open = async (id: string) => {
    latest.current = id;
    setAsking(id);
    try {
      const { data } = await client.query({ query: PlayVideoItemQuery, variables: { id }, fetchPolicy: 'network-only' });
      const item = data?.playVideoItem;
      if (latest.current !== id) return;
      setPlaying(item?.playbackUrl ? { id: item.id, title: item.title, url: item.playbackUrl, poster: item.poster ?? video.cover } : undefined);
    } catch {
      // Reported by the error link (the converting warning, or the catalogue's message).
      if (latest.current === id) setPlaying(undefined);
    } finally {
      if (latest.current === id) setAsking(undefined);
    }
  };

  return (
    <DetailSection
      id="videos"
      title="视频列表"
      aside={
        video.items.length > 0 ? (
          <Text fontSize="sm" color="fg.muted">
            共 {video.items.length} 集
          </Text>
        ) : undefined
      }
    >
      {video.items.length === 0 ? (
        <EmptyNote title="暂无视频" />
      ) : (
        <Stack gap="5">
          {playing && (
            <Box as="figure" m="0" bg="black" borderRadius="lg" overflow="hidden">
              <video
                key={playing.id}
                controls
                autoPlay
                playsInline
                src={playing.url}
                poster={playing.poster ?? undefined}
                aria-label={`${video.title}：${playing.title}`}
                style={{ width: '100%', maxHeight: '70vh', display: 'block' }}
              />
              <Text as="figcaption" color="white" fontSize="sm" px="4" py="2">
                正在播放：{playing.title}
              </Text>
            </Box>
          )}
          <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="3" listStyleType="none" m="0" p="0">
            {video.items.map((item, index) => {
              const active = item.id === playing?.id;
              return (
                <li key={item.id}>
                  <Button
                    variant={active ? 'subtle' : 'outline'}
                    colorPalette="brand"
                    w="full"
                    h="auto"
                    p="2"
                    justifyContent="flex-start"
                    gap="3"
                    loading={asking === item.id}
                    aria-current={active ? 'true' : undefined}
                    onClick={() => void open(item.id)}
                  >
                    <Box position="relative" w="24" flexShrink={0} aspectRatio={16 / 9} bg="brand.50" borderRadius="sm" overflow="hidden">
                      {item.poster && <Image src={imageAtWidth(item.poster, 300)} alt="" w="full" h="full" objectFit="cover" />}
                      <Box
                        position="absolute"
                        inset="0"
                        display="flex"
                        alignItems="center"
                        justifyContent="center"
                        color={item.poster ? 'white' : 'brand.500'}
                        aria-hidden="true"
                      >
                        <LuPlay />
                      </Box>
                    </Box>
                    <Stack gap="0.5" align="flex-start" minW="0">
                      <Text as="span" fontWeight="semibold" truncate maxW="full">{`${index + 1}. ${item.title}`}</Text>
                      {item.duration ? (
                        <Text as="span" fontSize="xs" color="fg.muted">
                          时长 {formatDuration(item.duration)}
                        </Text>
                      ) : null}
                    </Stack>
                  </Button>
                </li>
              );
            })}
          </SimpleGrid>
        </Stack>
      )}
    </DetailSection>
  );
}
