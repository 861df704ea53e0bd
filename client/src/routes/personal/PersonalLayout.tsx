import { Badge, Box, Circle, Container, Flex, Icon, Link, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import {
  LuBellRing,
  LuBookOpen,
  LuBookPlus,
  LuCalendarCheck,
  LuCalendarDays,
  LuCoins,
  LuCloud,
  LuHandHeart,
  LuHeart,
  LuMessageCircle,
  LuMessageSquareText,
  LuSmartphone,
  LuTimer,
  LuUser,
} from 'react-icons/lu';
import { NavLink, Outlet } from 'react-router-dom';
import { useReaderNotices, type ReaderNotices } from '../../features/interaction/useReaderNotices';
import { useGlobalState } from '../../lib/global-state';

interface PersonalMenuItem {
  to: string;
  label: string;
  icon: IconType;
  /** The poll's count shown as a badge on the entry. */
  notice?: { count: keyof ReaderNotices; label: string };
}

/** The personal centre's menu (spec §2); entries are added here as their pages are built. */
export const PERSONAL_MENU: PersonalMenuItem[] = [
  { to: '/personal/userInfo', label: '个人信息', icon: LuUser },
  { to: '/personal/userCollection', label: '我的收藏', icon: LuHeart },
  // Newspapers and journals: one entry, current on either page.
  { to: '/personal/userSubscription', label: '我的订阅', icon: LuBellRing, notice: { count: 'newIssues', label: '有新的期次' } },
  { to: '/personal/userInformation/message', label: '我的留言', icon: LuMessageSquareText },
  { to: '/personal/userInformation/recommend', label: '我的荐购', icon: LuBookPlus },
  { to: '/personal/userInformation/volunteer', label: '我的志愿者申请', icon: LuHandHeart },
  { to: '/personal/userInformation/place', label: '我的场馆预约', icon: LuCalendarCheck },
  // Not in the spec's list: where a reader sees their comments wait for review (issue 14).
  { to: '/personal/userInformation/comment', label: '我的评论', icon: LuMessageCircle },
  { to: '/personal/userBorrow', label: '我的借阅', icon: LuBookOpen, notice: { count: 'dueSoonLoans', label: '即将到期或已逾期' } },
  { to: '/personal/userActivity', label: '我的活动', icon: LuCalendarDays },
  { to: '/personal/userPoint', label: '我的积分', icon: LuCoins },
  { to: '/personal/userReadTime', label: '阅读时长', icon: LuTimer },
  { to: '/personal/UserCloud', label: '我的云盘', icon: LuCloud },
  { to: '/personal/UserBindAndUnbind', label: '绑定/解绑', icon: LuSmartphone },
];

/** /personal: the personal centre frame inside the site layout, a side menu and the page. */
export function PersonalLayout() {
  const { userInfo } = useGlobalState();
  const notices = useReaderNotices();
  return (
    <Container maxW="6xl" px={{ base: '3', md: '6' }} py={{ base: '4', md: '8' }}>
      <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '4', md: '6' }} align={{ base: 'stretch', md: 'flex-start' }}>
        <Box
          as="aside"
          w={{ base: 'full', md: '220px' }}
          flexShrink={0}
          bg="white"
          borderRadius="lg"
          borderWidth="1px"
          borderColor="border.muted"
          overflow="hidden"
          position={{ md: 'sticky' }}
          top={{ md: '4' }}
        >
          <Flex
            bgGradient="to-br"
            gradientFrom="brand.700"
            gradientTo="brand.500"
            color="white"
            px="4"
            py={{ base: '3', md: '5' }}
            gap="3"
            align="center"
            direction={{ base: 'row', md: 'column' }}
          >
            <Circle size={{ base: '10', md: '16' }} bg="whiteAlpha.300" fontSize={{ base: 'lg', md: '2xl' }} fontWeight="bold" aria-hidden>
              {userInfo?.name?.slice(0, 1) ?? <Icon as={LuUser} />}
            </Circle>
            <Stack gap="0" textAlign={{ base: 'start', md: 'center' }}>
              <Text fontWeight="semibold">{userInfo?.name ?? '读者'}</Text>
              <Text fontSize="xs" opacity={0.8}>
                个人中心
              </Text>
              {!!notices?.unreadReplies && (
                <Text fontSize="xs" fontWeight="semibold" role="status">
                  {notices.unreadReplies} 条新的处理结果
                </Text>
              )}
            </Stack>
          </Flex>
          <Box as="nav" aria-label="个人中心菜单" py={{ base: '1', md: '2' }} overflowX="auto">
            <Flex as="ul" direction={{ base: 'row', md: 'column' }} listStyleType="none" m="0" p="0">
              {PERSONAL_MENU.map((item) => (
                <Box as="li" key={item.to} flexShrink={0}>
                  <Link
                    asChild
                    display="flex"
                    alignItems="center"
                    gap="2"
                    px="4"
                    py="2.5"
                    color="fg"
                    textDecoration="none"
                    borderInlineStartWidth={{ md: '3px' }}
                    borderBottomWidth={{ base: '2px', md: '0' }}
                    borderColor="transparent"
                    _hover={{ bg: 'brand.50', color: 'brand.700', textDecoration: 'none' }}
                    _currentPage={{ color: 'brand.700', bg: 'brand.50', borderColor: 'brand.600', fontWeight: 'semibold' }}
                  >
                    <NavLink to={item.to}>
                      <Icon as={item.icon} boxSize="4" />
                      {item.label}
                      {item.notice && !!notices?.[item.notice.count] && (
                        <Badge colorPalette="red" variant="solid" size="xs" ms="auto" title={item.notice.label}>
                          <Text as="span" srOnly>
                            {item.notice.label}
                          </Text>
                          {notices[item.notice.count]}
                        </Badge>
                      )}
                    </NavLink>
                  </Link>
                </Box>
              ))}
            </Flex>
          </Box>
        </Box>
        <Box flex="1" minW="0">
          <Outlet />
        </Box>
      </Flex>
    </Container>
  );
}
