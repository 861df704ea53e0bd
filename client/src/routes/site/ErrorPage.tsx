import { Box, Button, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { LuShieldAlert } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { SiteContainer } from '../../features/site/SiteContainer';
import { useGlobalState } from '../../lib/global-state';
import { SITE } from '../../lib/site';
import { PageHead } from '../../lib/page-head';

/**
 * Where the error catalogue's dialogs lead (spec §8): the page could not be shown, or the reader
 * has no permission. 返回首页 restores the page authority.
 */
export function ErrorPage() {
  const { pageAuthority, setPageAuthority } = useGlobalState();
  const noPermission = pageAuthority === 2;
  return (
    <SiteContainer py={{ base: '12', md: '20' }}>
      <PageHead title={`页面出错了 - ${SITE.name}`} />
      <Box
        bg="white"
        borderRadius="xl"
        boxShadow="xs"
        px={{ base: '6', md: '12' }}
        py={{ base: '10', md: '16' }}
        textAlign="center"
        maxW="720px"
        mx="auto"
      >
        <Flex
          mx="auto"
          boxSize="20"
          align="center"
          justify="center"
          borderRadius="full"
          bg="brand.50"
          color="brand.600"
          fontSize="4xl"
          aria-hidden="true"
        >
          <LuShieldAlert />
        </Flex>
        <Heading as="h1" mt="6" fontSize={{ base: '2xl', md: '3xl' }} color="brand.800">
          页面出错了
        </Heading>
        <Text mt="2" fontSize="lg" fontWeight="semibold" color="fg.default">
          {noPermission ? '没有访问权限，或页面已不存在' : '页面出错了，或您没有访问权限'}
        </Text>
        <Text mt="3" color="fg.muted">
          您要访问的页面暂时无法显示。可能是内容已下线、链接有误，或需要登录后才能访问。
        </Text>
        <HStack justify="center" gap="3" mt="8" wrap="wrap">
          <Button asChild colorPalette="brand">
            <RouterLink to="/index" onClick={() => setPageAuthority(1)}>
              返回首页
            </RouterLink>
          </Button>
          <Button asChild variant="outline" colorPalette="brand">
            <RouterLink to="/login">登录后再试</RouterLink>
          </Button>
        </HStack>
        {SITE.phone && (
          <Text mt="8" fontSize="sm" color="fg.muted">
            如问题持续存在，请拨打咨询电话 {SITE.phone}
          </Text>
        )}
      </Box>
    </SiteContainer>
  );
}
