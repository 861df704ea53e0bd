import { Box, Flex, Text } from '@chakra-ui/react';
import { formatBytes } from './cloud-paths';

/** Used / total space of the reader's cloud, as a bar (red past 90%). */
export function CloudUsageBar({ used, total }: { used: number; total: number }) {
  const share = total > 0 ? Math.min(used / total, 1) : 0;
  return (
    <Box>
      <Flex justify="space-between" fontSize="sm" mb="1">
        <Text id="cloud-usage-label">云盘空间</Text>
        <Text color="fg.muted">
          已用 {formatBytes(used)} / 共 {formatBytes(total)}
        </Text>
      </Flex>
      <Box
        role="progressbar"
        aria-labelledby="cloud-usage-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share * 100)}
        aria-valuetext={`已用 ${formatBytes(used)}，共 ${formatBytes(total)}`}
        h="2"
        bg="gray.200"
        borderRadius="full"
        overflow="hidden"
      >
        <Box h="full" w={`${share * 100}%`} bg={share > 0.9 ? 'red.600' : 'brand.600'} />
      </Box>
    </Box>
  );
}
