import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Box, Button, Card, Circle, DataList, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { LuLogOut, LuMonitorSmartphone } from 'react-icons/lu';
import { confirm } from '../../components/ConfirmDialog';
import { maskPhone } from '../../features/auth/form';
import { useLogout } from '../../features/auth/useLogout';
import { graphql } from '../../gql';
import { useGlobalState } from '../../lib/global-state';
import { tokens } from '../../lib/tokens';
import { isLevelFlagged, saveUserInfo, SPECIAL_LEVEL, type StoredUserInfo } from '../../lib/user-info';
import { formatDateTime } from '../../lib/format';

const UserInfoQuery = graphql(`
  query UserInfoPageQuery {
    readerMe {
      id
      name
      cardNumber
      phone
      level
      lastLoginAt
      createdAt
    }
  }
`);

export const levelLabel = (level: number) => (level === SPECIAL_LEVEL ? '特殊等级' : '普通读者');

/** Spec §6: the notice shown when the level check flags the reader. */
export const LEVEL_NOTICE =
  '自 2021年8月29日 起，部分馆藏数字资源仅向特殊等级读者开放。您当前为普通读者，如需调整等级，请携带读者证到馆服务台咨询办理。';

const formatTime = (value?: string | null) => (value ? formatDateTime(value) : '—');

/** /personal/userInfo: the reader's profile, the level check, and logout. */
export function UserInfoPage() {
  const { data, loading, error, refetch } = useQuery(UserInfoQuery);
  const { userInfo, setUserInfo } = useGlobalState();
  const { logout, logoutEverywhere, loading: revoking } = useLogout();
  const reader = data?.readerMe;

  // The stored user info (its level drives the level check elsewhere) follows the server.
  useEffect(() => {
    // Not after logout: the page is still on screen for a moment then, and must not store it again.
    if (!reader || !tokens.reader()) return;
    if (userInfo && userInfo.name === reader.name && userInfo.level === reader.level && userInfo.cardNumber === reader.cardNumber) return;
    const info: StoredUserInfo = { name: reader.name, cardNumber: reader.cardNumber, level: reader.level };
    saveUserInfo(info);
    setUserInfo(info);
  }, [reader, userInfo, setUserInfo]);

  const flagged = reader ? isLevelFlagged({ name: reader.name, cardNumber: reader.cardNumber, level: reader.level }) : false;

  const onLogoutEverywhere = async () => {
    const ok = await confirm({ title: '退出所有设备', text: '将退出您在所有设备（包括本机）上的登录，确定继续吗？' });
    if (ok) await logoutEverywhere();
  };

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        个人信息
      </Heading>

      {error && !reader ? (
        <Alert.Root status="error" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>个人信息加载失败</Alert.Title>
            <Alert.Description>{error.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void refetch().catch(() => undefined)}>
            重新加载
          </Button>
        </Alert.Root>
      ) : (
        <Card.Root borderRadius="lg" aria-busy={loading && !reader}>
          <Card.Body gap="6">
            <Flex gap="4" align="center" wrap="wrap">
              <Circle size="16" bg="brand.600" color="white" fontSize="2xl" fontWeight="bold" aria-hidden>
                {reader?.name.slice(0, 1) ?? ''}
              </Circle>
              <Box minW="0">
                {reader ? (
                  <>
                    <HStack gap="2" wrap="wrap">
                      <Text fontSize="xl" fontWeight="semibold">
                        {reader.name}
                      </Text>
                      <Badge colorPalette={reader.level === SPECIAL_LEVEL ? 'orange' : 'gray'} variant="subtle">
                        {levelLabel(reader.level)}
                      </Badge>
                    </HStack>
                    <Text color="fg.muted" fontSize="sm">
                      读者证号 {reader.cardNumber}
                    </Text>
                  </>
                ) : (
                  <Stack gap="2">
                    <Skeleton h="6" w="32" />
                    <Skeleton h="4" w="48" />
                  </Stack>
                )}
              </Box>
            </Flex>

            {flagged && (
              <Alert.Root status="warning" borderRadius="md" data-testid="level-notice">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>读者等级提示</Alert.Title>
                  <Alert.Description>{LEVEL_NOTICE}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}

            <DataList.Root orientation="horizontal" size="lg" gap="3">
              {[
                { label: '姓名', value: reader?.name },
                { label: '读者证号', value: reader?.cardNumber },
                { label: '手机号', value: reader ? maskPhone(reader.phone) || '未绑定' : undefined },
                { label: '读者等级', value: reader ? levelLabel(reader.level) : undefined },
                { label: '最近登录', value: reader ? formatTime(reader.lastLoginAt) : undefined },
                { label: '注册时间', value: reader ? formatTime(reader.createdAt) : undefined },
              ].map((item) => (
                <DataList.Item key={item.label}>
                  <DataList.ItemLabel minW="5.5em">{item.label}</DataList.ItemLabel>
                  <DataList.ItemValue>{item.value ?? <Skeleton h="4" w="32" />}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Card.Body>
          <Card.Footer borderTopWidth="1px" borderColor="border.muted" pt="4" gap="3" flexWrap="wrap">
            <Button variant="outline" onClick={logout}>
              <LuLogOut /> 退出登录
            </Button>
            <Button variant="outline" colorPalette="red" onClick={() => void onLogoutEverywhere()} loading={revoking}>
              <LuMonitorSmartphone /> 退出所有设备
            </Button>
          </Card.Footer>
        </Card.Root>
      )}
    </Stack>
  );
}
