import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import {
  LuActivity,
  LuAudioLines,
  LuBan,
  LuBarcode,
  LuBook,
  LuBookCopy,
  LuBookMarked,
  LuBookOpen,
  LuBot,
  LuBuilding2,
  LuCalendar,
  LuChartBar,
  LuCircleHelp,
  LuClock,
  LuCoins,
  LuDatabase,
  LuDatabaseBackup,
  LuDownload,
  LuFileSearch,
  LuFileText,
  LuFilter,
  LuFolder,
  LuGitBranch,
  LuGlobe,
  LuGraduationCap,
  LuHandHeart,
  LuHouse,
  LuImage,
  LuImages,
  LuLayers,
  LuLibrary,
  LuLink,
  LuList,
  LuListChecks,
  LuMap,
  LuMapPin,
  LuMessageSquare,
  LuMessagesSquare,
  LuNewspaper,
  LuPanelsTopLeft,
  LuScale,
  LuKeyRound,
  LuScrollText,
  LuSearch,
  LuServer,
  LuSettings,
  LuShare2,
  LuShieldCheck,
  LuSmartphone,
  LuStar,
  LuTablet,
  LuTag,
  LuThumbsUp,
  LuTriangleAlert,
  LuTruck,
  LuUsers,
  LuVideo,
} from 'react-icons/lu';
import { NavLink } from 'react-router-dom';
import { hasScreen } from '../../admin/resources';
import { visibleMenu } from '../../admin/resources/menu';

/** The icon keys of admin/resources/menu.ts. */
const ICONS: Record<string, IconType> = {
  home: LuHouse,
  content: LuFileText,
  resources: LuLibrary,
  interaction: LuMessagesSquare,
  capture: LuFileSearch,
  users: LuUsers,
  topic: LuBookMarked,
  review: LuListChecks,
  error: LuTriangleAlert,
  library: LuBuilding2,
  settings: LuSettings,
  chart: LuChartBar,
  points: LuCoins,
  carousel: LuImages,
  link: LuLink,
  news: LuNewspaper,
  guide: LuBookOpen,
  calendar: LuCalendar,
  book: LuBook,
  recommend: LuThumbsUp,
  database: LuDatabase,
  list: LuList,
  collection: LuLayers,
  video: LuVideo,
  picture: LuImage,
  tablet: LuTablet,
  newspaper: LuNewspaper,
  journal: LuBookCopy,
  audio: LuAudioLines,
  thesis: LuGraduationCap,
  folder: LuFolder,
  barcode: LuBarcode,
  truck: LuTruck,
  message: LuMessageSquare,
  help: LuCircleHelp,
  volunteer: LuHandHeart,
  place: LuMapPin,
  download: LuDownload,
  ban: LuBan,
  tag: LuTag,
  star: LuStar,
  search: LuSearch,
  robot: LuBot,
  map: LuMap,
  branch: LuGitBranch,
  shield: LuShieldCheck,
  filter: LuFilter,
  log: LuScrollText,
  backup: LuDatabaseBackup,
  activity: LuActivity,
  server: LuServer,
  device: LuSmartphone,
  clock: LuClock,
  globe: LuGlobe,
  share: LuShare2,
  rule: LuScale,
  key: LuKeyRound,
};

export const menuIcon = (key: string): IconType => ICONS[key] ?? LuPanelsTopLeft;

/**
 * The side menu: the groups of the complete back-office menu that have at least one screen, and
 * only the entries whose screen is registered (admin/resources/index.ts).
 */
export function AdminMenu({ onNavigate }: { onNavigate?: () => void }) {
  const groups = visibleMenu(hasScreen);
  return (
    <Stack as="nav" aria-label="后台菜单" gap="5" py="4" px="3">
      {groups.map(({ group, entries }) => {
        const GroupIcon = menuIcon(group.icon);
        return (
          <Box key={group.id} role="group" aria-labelledby={`admin-menu-group-${group.id}`}>
            <Flex
              id={`admin-menu-group-${group.id}`}
              align="center"
              gap="2"
              px="3"
              pb="1.5"
              fontSize="xs"
              fontWeight="semibold"
              color="fg.muted"
              letterSpacing="wider"
            >
              <GroupIcon aria-hidden="true" />
              <Text as="span">{group.name}</Text>
            </Flex>
            <Stack as="ul" gap="0.5" listStyleType="none">
              {entries.map((entry) => {
                const Icon = menuIcon(entry.icon);
                return (
                  <Box as="li" key={entry.id}>
                    <Flex
                      asChild
                      align="center"
                      gap="2.5"
                      px="3"
                      py="2"
                      rounded="md"
                      fontSize="sm"
                      color="fg.muted"
                      borderInlineStartWidth="3px"
                      borderColor="transparent"
                      _hover={{ bg: 'bg.muted', color: 'fg' }}
                      css={{ '&[aria-current=page]': { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold', borderColor: 'brand.solid' } }}
                    >
                      <NavLink to={`/admin/${entry.path}`} onClick={onNavigate}>
                        <Icon aria-hidden="true" />
                        {entry.name}
                      </NavLink>
                    </Flex>
                  </Box>
                );
              })}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
