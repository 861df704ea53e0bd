import { useApolloClient, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import {
  Box,
  Breadcrumb,
  Button,
  CloseButton,
  Drawer,
  Flex,
  HStack,
  IconButton,
  Portal,
  Progress,
  Separator,
  Skeleton,
  Text,
} from '@chakra-ui/react';
import { useEffect } from 'react';
import { LuLibrary, LuLogOut, LuMenu, LuUserRound } from 'react-icons/lu';
import { Link, Outlet, useLocation, useMatches, useNavigate, useNavigation } from 'react-router-dom';
import type { AdminRouteHandle } from '../../admin/routes';
import { menuEntry } from '../../admin/resources/menu';
import { showSuccess } from '../../components/ui/toaster';
import { graphql } from '../../gql';
import { SITE } from '../../lib/site';
import { useStateFor } from '../../lib/useStateFor';
import { tokens } from '../../lib/tokens';
import { AdminMenu } from './AdminMenu';

const AdminLayoutQuery = graphql(`
  query AdminLayoutQuery {
    adminMe {
      id
      name
      username
    }
  }
`);

export const ADMIN_LOGGED_OUT = '已退出登录';

/**
 * The back office's shell: header (library name, 后台管理, the administrator, 退出登录), the side
 * menu (a Drawer below md), breadcrumbs and the page. Admin requests carry the admin token
 * because the path starts with /admin (apollo/client.ts).
 */
export function AdminLayout() {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const client = useApolloClient();
  // The drawer belongs to the page it was opened on: it is closed on the next one.
  const [menuOpen, setMenuOpen] = useStateFor(location.pathname, false);
  const { data, error } = useQuery(AdminLayoutQuery);

  // A token the server no longer accepts: back to the admin login (the error link said why).
  useEffect(() => {
    if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.status === 401)) {
      tokens.clearAdmin();
      navigate('/account', { replace: true });
    }
  }, [error, navigate]);

  const logout = () => {
    tokens.clearAdmin();
    navigate('/account', { replace: true });
    showSuccess(ADMIN_LOGGED_OUT);
    void client.clearStore();
  };

  return (
    <Flex direction="column" minHeight="100dvh" bg="bg.canvas">
      <Flex
        as="header"
        position="sticky"
        top="0"
        zIndex="sticky"
        height="14"
        align="center"
        justify="space-between"
        gap="3"
        px={{ base: '3', md: '5' }}
        bg="brand.800"
        color="white"
        boxShadow="sm"
      >
        <HStack gap="3" minWidth="0">
          <IconButton
            aria-label="打开菜单"
            variant="ghost"
            color="white"
            _hover={{ bg: 'whiteAlpha.200' }}
            hideFrom="md"
            onClick={() => setMenuOpen(true)}
          >
            <LuMenu />
          </IconButton>
          <HStack asChild gap="2.5" minWidth="0">
            <Link to="/admin">
              <Flex align="center" justify="center" boxSize="8" rounded="md" bg="whiteAlpha.200" flexShrink="0">
                <LuLibrary aria-hidden="true" />
              </Flex>
              <Text fontWeight="semibold" fontSize={{ base: 'md', md: 'lg' }} truncate>
                {SITE.name}
              </Text>
              <Separator orientation="vertical" height="4" borderColor="whiteAlpha.500" hideBelow="sm" />
              <Text fontSize="sm" color="whiteAlpha.800" hideBelow="sm" whiteSpace="nowrap">
                后台管理
              </Text>
            </Link>
          </HStack>
        </HStack>
        <HStack gap={{ base: '1', md: '3' }} flexShrink="0">
          <HStack role="group" gap="2" hideBelow="sm" aria-label="当前管理员">
            <LuUserRound aria-hidden="true" />
            {data ? (
              <Text fontSize="sm">{data.adminMe.name || data.adminMe.username}</Text>
            ) : (
              <Skeleton height="4" width="16" variant="shine" opacity="0.4" />
            )}
          </HStack>
          <Button size="sm" variant="outline" color="white" borderColor="whiteAlpha.500" _hover={{ bg: 'whiteAlpha.200' }} onClick={logout}>
            <LuLogOut /> 退出登录
          </Button>
        </HStack>
      </Flex>
      {navigation.state === 'loading' && (
        <Progress.Root value={null} size="xs" colorPalette="brand" position="fixed" top="14" insetX="0" zIndex="banner" aria-label="页面加载中">
          <Progress.Track bg="transparent">
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}

      <Flex flex="1" minHeight="0">
        <Box
          as="aside"
          hideBelow="md"
          width="60"
          flexShrink="0"
          bg="bg"
          borderInlineEndWidth="1px"
          position="sticky"
          top="14"
          height="calc(100dvh - var(--chakra-sizes-14))"
          overflowY="auto"
        >
          <AdminMenu />
        </Box>
        <Box as="main" flex="1" minWidth="0" px={{ base: '3', md: '6', xl: '8' }} py={{ base: '4', md: '6' }}>
          <AdminBreadcrumbs />
          <Outlet />
        </Box>
      </Flex>

      <Drawer.Root open={menuOpen} onOpenChange={(e) => setMenuOpen(e.open)} placement="start" size="xs">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header borderBottomWidth="1px">
                <Drawer.Title>后台菜单</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body px="0" py="0">
                <AdminMenu onNavigate={() => setMenuOpen(false)} />
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="关闭菜单" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </Flex>
  );
}

/** 首页 > group > entry > 新增/编辑, from the current route's handle and the menu. */
function AdminBreadcrumbs() {
  const matches = useMatches();
  const location = useLocation();
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch ?? '';
  const handle = [...matches].reverse().find((m) => (m.handle as AdminRouteHandle | undefined)?.adminScreen)?.handle as AdminRouteHandle | undefined;
  const screen = handle?.adminScreen;
  const found = screen && menuEntry(screen.path);
  const current = screen?.mode === 'new' ? '新增' : screen?.mode === 'edit' ? '编辑' : undefined;

  return (
    <Breadcrumb.Root size="sm" mb="4">
      <Breadcrumb.List flexWrap="wrap">
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild>
            <Link to="/admin">首页</Link>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        {found?.group && (
          <>
            <Breadcrumb.Separator />
            <Breadcrumb.Item color="fg.muted">{found.group.name}</Breadcrumb.Item>
          </>
        )}
        {found && (
          <>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              {current ? (
                <Breadcrumb.Link asChild>
                  <Link to={{ pathname: `/admin/${found.entry.path}`, search: listSearch }}>{found.entry.name}</Link>
                </Breadcrumb.Link>
              ) : (
                <Breadcrumb.CurrentLink>{found.entry.name}</Breadcrumb.CurrentLink>
              )}
            </Breadcrumb.Item>
          </>
        )}
        {current && (
          <>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              <Breadcrumb.CurrentLink>{current}</Breadcrumb.CurrentLink>
            </Breadcrumb.Item>
          </>
        )}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
