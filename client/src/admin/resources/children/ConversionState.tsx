import { Badge, Progress, Stack, Text } from '@chakra-ui/react';
import type { VideoConversion } from '../../gql/graphql';

const LABELS: Record<VideoConversion, { label: string; palette: string }> = {
  PENDING: { label: '等待转码', palette: 'gray' },
  CONVERTING: { label: '转码中', palette: 'blue' },
  READY: { label: '可播放', palette: 'green' },
  FAILED: { label: '转码失败', palette: 'red' },
};

/**
 * Where a video's conversion for the web stands: 等待转码, 转码中 with its progress, 可播放, or
 * 转码失败 with the reason. The list polls while one is pending or converting.
 */
export function ConversionState({ state, progress, error }: { state: VideoConversion; progress: number; error?: string | null }) {
  const { label, palette } = LABELS[state];
  return (
    <Stack gap="1" minWidth="32" maxWidth="56">
      <Badge colorPalette={palette} variant="subtle" size="sm" alignSelf="flex-start">
        {state === 'CONVERTING' ? `${label} ${progress}%` : label}
      </Badge>
      {state === 'CONVERTING' && (
        <Progress.Root value={progress} max={100} size="xs" colorPalette="blue" translations={{ value: ({ value }) => `转码进度 ${value ?? 0}%` }}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {state === 'FAILED' && error && (
        <Text fontSize="xs" color="fg.error" lineClamp={2} title={error}>
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** Whether some of these videos are still waiting or converting (the list then polls). */
export const converting = (items: Array<{ conversion: VideoConversion }>) =>
  items.some((item) => item.conversion === 'PENDING' || item.conversion === 'CONVERTING');
