import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { LuPlay, LuVolume2 } from 'react-icons/lu';
import { graphql } from '../../../gql';
import type { AudioPlayer_AudioFragment } from '../../../gql/graphql';
import { fileRefusal } from '../../reading/file-refusal';
import { EmptyNote } from '../../site/EmptyNote';
import { DetailSection } from './DetailSection';
import { DownloadFileButton } from './DownloadButton';
import { formatDuration } from './duration';

export const AudioPlayer_audio = graphql(`
  fragment AudioPlayer_audio on Audio {
    id
    title
    tracks {
      id
      title
      duration
      file
    }
  }
`);

/** Starts playback; a browser that refuses (autoplay rules) leaves the controls to the reader. */
const play = (audio: HTMLAudioElement | null) => {
  if (audio) void Promise.resolve(audio.play()).catch(() => undefined);
};

/**
 * 在线收听: an HTML5 player and the track list; a click plays a track, the next one follows at the end.
 * A track the server refuses (issue 54 S10: a login, the 下载 grant, the day's allowance) says why.
 */
export function AudioPlayer({ audio }: { audio: AudioPlayer_AudioFragment }) {
  const [index, setIndex] = useState(0);
  const element = useRef<HTMLAudioElement>(null);
  /** Whether the next track change should start playing (a click or the end of a track, not the first render). */
  const autoplay = useRef(false);
  const tracks = audio.tracks;
  const current = tracks[Math.min(index, tracks.length - 1)];
  /** Why the server refused the current track's file (请登录后阅读, 您没有下载权限, 今日下载次数已达上限…), by its URL. */
  const [refusal, setRefusal] = useState<{ file: string; message: string } | null>(null);
  const refused = refusal && refusal.file === current?.file ? refusal.message : null;

  useEffect(() => {
    if (autoplay.current) play(element.current);
  }, [index]);

  const choose = (next: number) => {
    autoplay.current = true;
    if (next === index) play(element.current);
    else setIndex(next);
  };

  return (
    <DetailSection
      id="tracks"
      title="在线收听"
      aside={
        tracks.length > 0 ? (
          <Text fontSize="sm" color="fg.muted">
            共 {tracks.length} 集
          </Text>
        ) : undefined
      }
    >
      {!current ? (
        <EmptyNote title="暂无音频" />
      ) : (
        <Stack gap="4">
          <Box bg="brand.50" borderRadius="lg" p="4">
            <HStack gap="2" mb="2" color="brand.800" fontWeight="semibold">
              <LuVolume2 aria-hidden="true" />
              <Text as="span" aria-live="polite">
                正在播放：{current.title}
              </Text>
            </HStack>
            <audio
              ref={element}
              controls
              preload="metadata"
              src={current.file}
              aria-label={`${audio.title}：${current.title}`}
              style={{ width: '100%' }}
              onEnded={() => index < tracks.length - 1 && choose(index + 1)}
              onError={() => {
                // <audio> only says the file failed: ask the server why (a login, the grant, the day's allowance).
                const file = current.file;
                void fileRefusal(file).then((message) => setRefusal(message ? { file, message } : null));
              }}
            />
            {refused && (
              <Text role="alert" mt="2" color="red.600" fontSize="sm">
                {refused}
              </Text>
            )}
          </Box>
          <Stack as="ol" gap="1" listStyleType="none" m="0" p="0" aria-label="曲目列表">
            {tracks.map((track, i) => {
              const active = track.id === current.id;
              return (
                <HStack as="li" key={track.id} gap="1">
                  <Button
                    flex="1"
                    minW="0"
                    variant={active ? 'subtle' : 'ghost'}
                    colorPalette="brand"
                    w="full"
                    justifyContent="flex-start"
                    fontWeight={active ? 'bold' : 'normal'}
                    aria-current={active ? 'true' : undefined}
                    onClick={() => choose(i)}
                  >
                    <Text as="span" minW="7" textAlign="left" color="fg.muted" fontVariantNumeric="tabular-nums">
                      {String(i + 1).padStart(2, '0')}
                    </Text>
                    {active ? <LuPlay aria-hidden="true" /> : null}
                    <Text as="span" flex="1" minW="0" textAlign="left" truncate>
                      {track.title}
                    </Text>
                    <Text as="span" fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
                      {formatDuration(track.duration)}
                    </Text>
                  </Button>
                  <DownloadFileButton resourceId={audio.id} file={track.file} name={track.title} />
                </HStack>
              );
            })}
          </Stack>
        </Stack>
      )}
    </DetailSection>
  );
}
