import { Box, CloseButton, Drawer, Flex, HStack, IconButton, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuChevronDown, LuClock, LuMenu, LuPhone, LuUser } from 'react-icons/lu';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useGlobalState, type MenuData } from '../../lib/global-state';
import { SITE, telHref } from '../../lib/site';
import { tokens } from '../../lib/tokens';
import { HeaderSearch } from '../search/HeaderSearch';
import { BookMark } from './BookMark';
import { isMenuActive } from './menu';
import { SiteContainer } from './SiteContainer';

/** 咨询电话, 开放时间 and the reader's login link (or name, when logged in). */
function TopBar() {
  const loggedIn = !!tokens.reader();
  const { userInfo } = useGlobalState();
  // The stored user info has the reader's name; the before-login user name cookie is the fallback.
  const name = userInfo?.name ?? tokens.userName();
  return (
    <Box bg="brand.900" color="gray.100" fontSize="sm">
      <SiteContainer display="flex" alignItems="center" justifyContent="space-between" gap="4" minH="9" py="1">
        <HStack gap={{ base: '3', md: '6' }} minW="0">
          {SITE.phone && (
            <HStack gap="1.5" whiteSpace="nowrap">
              <LuPhone aria-hidden="true" />
              <Text as="span">
                <Box as="span" display={{ base: 'none', sm: 'inline' }}>
                  咨询电话：
                </Box>
                <Box as="span" srOnly display={{ sm: 'none' }}>
                  咨询电话：
                </Box>
                <Link href={telHref(SITE.phone)} color="inherit" _hover={{ color: 'white', textDecoration: 'underline' }} focusRingColor="white">
                  {SITE.phone}
                </Link>
              </Text>
            </HStack>
          )}
          {SITE.openingHours && (
            <HStack gap="1.5" display={{ base: 'none', md: 'flex' }} minW="0">
              <LuClock aria-hidden="true" />
              <Text as="span" truncate title={SITE.openingHours}>
                开放时间：{SITE.openingHours}
              </Text>
            </HStack>
          )}
        </HStack>
        <HStack gap="1.5" flexShrink={0}>
          <LuUser aria-hidden="true" />
          {loggedIn ? (
            <Link
              asChild
              color="white"
              fontWeight="semibold"
              _hover={{ textDecoration: 'underline' }}
              focusRingColor="white"
              maxW="40"
              truncate
              display="inline-block"
            >
              <RouterLink to="/personal/userInfo" title="个人中心">
                <Box as="span" srOnly>
                  个人中心：
                </Box>
                {name || '我的账户'}
              </RouterLink>
            </Link>
          ) : (
            <Link asChild color="white" fontWeight="semibold" _hover={{ textDecoration: 'underline' }} focusRingColor="white">
              <RouterLink to="/login">登录</RouterLink>
            </Link>
          )}
        </HStack>
      </SiteContainer>
    </Box>
  );
}

/** The library's mark and name, linking home. */
function Brand() {
  return (
    <Link
      asChild
      display="flex"
      alignItems="center"
      gap={{ base: '2.5', md: '3' }}
      color="inherit"
      _hover={{ textDecoration: 'none' }}
      focusRing="outside"
      borderRadius="md"
    >
      <RouterLink to="/index">
        <BookMark boxSize={{ base: '10', md: '14' }} />
        <Box lineHeight="1.2">
          <Text fontSize={{ base: 'xl', md: '3xl' }} fontWeight="bold" color="brand.800" letterSpacing="wider">
            {SITE.name}
          </Text>
          {SITE.englishName && (
            <Text fontSize={{ base: '2xs', md: 'xs' }} color="fg.muted" letterSpacing="0.12em" textTransform="uppercase" mt="0.5">
              {SITE.englishName}
            </Text>
          )}
        </Box>
        <Box as="span" srOnly>
          （返回首页）
        </Box>
      </RouterLink>
    </Link>
  );
}

const navLinkStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: '1',
  h: '12',
  px: '5',
  color: 'white',
  fontSize: 'md',
  fontWeight: 'semibold',
  letterSpacing: 'wide',
  textDecoration: 'none',
  borderRadius: '0',
  _hover: { bg: 'brand.700', textDecoration: 'none' },
  focusVisibleRing: 'inside',
  focusRingColor: 'white',
} as const;

/** The main navigation from md up: one bar, sections with children open a list on hover or focus. */
function DesktopNav({ menu }: { menu: MenuData[] }) {
  const { pathname } = useLocation();
  return (
    <Box as="nav" aria-label="主导航" bg="brand.600" display={{ base: 'none', md: 'block' }} boxShadow="sm">
      <SiteContainer>
        <Flex as="ul" listStyleType="none" m="0" p="0" minH="12">
          {menu.map((item) => {
            const active = isMenuActive(item, pathname);
            const exact = pathname === item.url;
            return (
              <Box as="li" key={item.value} position="relative" className="group">
                <Link
                  asChild
                  {...navLinkStyle}
                  bg={active ? 'brand.800' : undefined}
                  boxShadow={active ? 'inset 0 -3px 0 {colors.accent.400}' : undefined}
                >
                  <RouterLink to={item.url} aria-current={exact ? 'page' : undefined}>
                    {item.name}
                    {item.children.length > 0 && <LuChevronDown aria-hidden="true" size="14" />}
                  </RouterLink>
                </Link>
                {item.children.length > 0 && (
                  <Box
                    as="ul"
                    aria-label={item.name}
                    listStyleType="none"
                    m="0"
                    py="2"
                    position="absolute"
                    top="100%"
                    left="0"
                    minW="44"
                    bg="white"
                    borderRadius="0 0 md md"
                    boxShadow="lg"
                    borderTop="3px solid"
                    borderTopColor="accent.400"
                    zIndex="dropdown"
                    display="none"
                    _groupHover={{ display: 'block' }}
                    _groupFocusWithin={{ display: 'block' }}
                  >
                    {item.children.map((child) => (
                      <li key={child.value}>
                        <Link
                          asChild
                          display="block"
                          px="5"
                          py="2.5"
                          color={pathname === child.url ? 'brand.700' : 'fg.default'}
                          fontWeight={pathname === child.url ? 'bold' : 'normal'}
                          textDecoration="none"
                          _hover={{ bg: 'brand.50', color: 'brand.700', textDecoration: 'none' }}
                          focusVisibleRing="inside"
                        >
                          <RouterLink to={child.url} aria-current={pathname === child.url ? 'page' : undefined}>
                            {child.name}
                          </RouterLink>
                        </Link>
                      </li>
                    ))}
                  </Box>
                )}
              </Box>
            );
          })}
        </Flex>
      </SiteContainer>
    </Box>
  );
}

/** Below md: a menu button opening the navigation in a drawer. */
function MobileNav({ menu }: { menu: MenuData[] }) {
  const [open, setOpen] = useState(false);
  // The drawer's content is rendered from the first opening on, not with the page: hydrating a page
  // (and the render just after) skips its portal and every menu link in it (issue 12). unmountOnExit
  // takes it out of the page again once closed.
  const [opened, setOpened] = useState(false);
  const { pathname } = useLocation();
  const close = () => setOpen(false);
  const openChanged = (nowOpen: boolean) => {
    if (nowOpen) setOpened(true);
    setOpen(nowOpen);
  };
  return (
    <Drawer.Root open={open} onOpenChange={(event) => openChanged(event.open)} placement="end" size="xs" unmountOnExit>
      <Drawer.Trigger asChild>
        <IconButton aria-label="打开导航菜单" variant="outline" colorPalette="brand" display={{ base: 'inline-flex', md: 'none' }}>
          <LuMenu />
        </IconButton>
      </Drawer.Trigger>
      {opened && (
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header borderBottom="1px solid" borderColor="border.muted">
                <Drawer.Title display="flex" alignItems="center" gap="2" color="brand.800">
                  <BookMark boxSize="7" />
                  {SITE.name}
                </Drawer.Title>
              </Drawer.Header>
              <Drawer.Body px="0" py="2">
                <Box as="nav" aria-label="主导航">
                  <Stack as="ul" listStyleType="none" m="0" p="0" gap="0">
                    {menu.map((item) => {
                      const active = isMenuActive(item, pathname);
                      return (
                        <li key={item.value}>
                          <Link
                            asChild
                            display="flex"
                            px="5"
                            py="3"
                            fontWeight="semibold"
                            color={active ? 'brand.700' : 'fg.default'}
                            bg={active ? 'brand.50' : undefined}
                            borderInlineStart="4px solid"
                            borderInlineStartColor={active ? 'brand.600' : 'transparent'}
                            textDecoration="none"
                            focusVisibleRing="inside"
                          >
                            <RouterLink to={item.url} onClick={close} aria-current={pathname === item.url ? 'page' : undefined}>
                              {item.name}
                            </RouterLink>
                          </Link>
                          {item.children.length > 0 && (
                            <Box as="ul" listStyleType="none" m="0" p="0" pb="1">
                              {item.children.map((child) => (
                                <li key={child.value}>
                                  <Link
                                    asChild
                                    display="flex"
                                    pl="10"
                                    pr="5"
                                    py="2"
                                    fontSize="sm"
                                    color={pathname === child.url ? 'brand.700' : 'fg.muted'}
                                    fontWeight={pathname === child.url ? 'bold' : 'normal'}
                                    textDecoration="none"
                                    focusVisibleRing="inside"
                                  >
                                    <RouterLink to={child.url} onClick={close} aria-current={pathname === child.url ? 'page' : undefined}>
                                      {child.name}
                                    </RouterLink>
                                  </Link>
                                </li>
                              ))}
                            </Box>
                          )}
                        </li>
                      );
                    })}
                  </Stack>
                </Box>
              </Drawer.Body>
              <Drawer.Footer justifyContent="flex-start" borderTop="1px solid" borderColor="border.muted" fontSize="sm" color="fg.muted">
                <Stack gap="1">
                  {SITE.phone && <Text>咨询电话：{SITE.phone}</Text>}
                  {SITE.openingHours && <Text>{SITE.openingHours}</Text>}
                </Stack>
              </Drawer.Footer>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="关闭导航菜单" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      )}
    </Drawer.Root>
  );
}

/** The site's header: top bar, the library's name, the search box, and the navigation (a bar from md up, a drawer below). */
export function SiteHeader({ menu }: { menu: MenuData[] }) {
  return (
    <Box as="header" bg="white" position="relative" zIndex="docked">
      <TopBar />
      <Box
        borderBottom={{ base: '1px solid', md: 'none' }}
        borderColor="border.muted"
        bgGradient="to-r"
        gradientFrom="white"
        gradientVia="white"
        gradientTo="brand.50"
      >
        <SiteContainer
          display="flex"
          flexWrap="wrap"
          alignItems="center"
          justifyContent="space-between"
          columnGap="6"
          rowGap="3"
          py={{ base: '3', md: '5' }}
        >
          <Brand />
          {/* Below md the box takes a row of its own under the name. */}
          <Box order={{ base: 1, md: 0 }} flexBasis={{ base: 'full', md: '64', lg: '72' }} ms={{ md: 'auto' }}>
            <HeaderSearch />
          </Box>
          <Stack display={{ base: 'none', lg: 'flex' }} gap="0.5" textAlign="right" fontSize="sm" color="fg.muted">
            <Text fontWeight="semibold" color="brand.700" letterSpacing="widest">
              阅读点亮城市 · 书香温暖生活
            </Text>
            <Text>{SITE.address}</Text>
          </Stack>
          <MobileNav menu={menu} />
        </SiteContainer>
      </Box>
      <DesktopNav menu={menu} />
    </Box>
  );
}
