import { Box, Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LibraryMap } from './LibraryMap';
import type { MapPoint } from './points';

export interface MapGroup {
  title: string;
  points: readonly MapPoint[];
}

/**
 * The map with a list of its places beside it (below on phones): choosing a place centres the map
 * on it and opens its popup; clicking a marker marks its place in the list.
 */
export function MapWithList({ groups, label = '图书馆地图' }: { groups: readonly MapGroup[]; label?: string }) {
  const [focused, setFocused] = useState<string | null>(null);
  const points = useMemo(() => groups.flatMap((group) => group.points), [groups]);
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 300px' }} gap="4" alignItems="start">
      <LibraryMap points={points} focusedId={focused} onSelect={setFocused} label={label} height={{ base: '320px', md: '560px' }} />
      <Box as="nav" aria-label="地点列表" maxH={{ lg: '560px' }} overflowY="auto" borderWidth="1px" borderRadius="md" p="3" tabIndex={0}>
        <Stack gap="4">
          {groups
            .filter((group) => group.points.length > 0)
            .map((group) => (
              <Box key={group.title}>
                <Heading as="h3" size="sm" mb="2">
                  {group.title}（{group.points.length}）
                </Heading>
                <Stack as="ul" gap="1" listStyleType="none">
                  {group.points.map((point) => (
                    <Box as="li" key={point.id}>
                      <Button
                        variant={focused === point.id ? 'subtle' : 'ghost'}
                        colorPalette="brand"
                        size="sm"
                        w="full"
                        justifyContent="flex-start"
                        h="auto"
                        py="1.5"
                        whiteSpace="normal"
                        textAlign="left"
                        aria-pressed={focused === point.id}
                        onClick={() => setFocused(point.id)}
                      >
                        <Box>
                          <Text fontWeight="medium">{point.name}</Text>
                          {point.address && (
                            <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                              {point.address}
                            </Text>
                          )}
                        </Box>
                      </Button>
                    </Box>
                  ))}
                </Stack>
              </Box>
            ))}
        </Stack>
      </Box>
    </Grid>
  );
}
