import { Box, Button, Heading, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { SiteContainer } from '../../features/site/SiteContainer';
import { SITE } from '../../lib/site';
import { PageHead } from '../../lib/page-head';

/** The catch-all page: 页面未找到, with the way home. */
export function NotFoundPage() {
  return (
    <SiteContainer py={{ base: '12', md: '20' }}>
      <PageHead title={`页面未找到 - ${SITE.name}`} />
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
        <Text
          aria-hidden="true"
          fontSize={{ base: '6xl', md: '8xl' }}
          fontWeight="black"
          lineHeight="1"
          letterSpacing="tight"
          bgGradient="to-r"
          gradientFrom="brand.700"
          gradientTo="brand.400"
          bgClip="text"
          color="transparent"
        >
          404
        </Text>
        <Heading as="h1" mt="4" fontSize={{ base: '2xl', md: '3xl' }} color="brand.800">
          页面未找到
        </Heading>
        <Text mt="3" color="fg.muted">
          抱歉，您访问的页面不存在、已被移除或暂时无法访问。请检查网址是否正确，或从首页继续浏览。
        </Text>
        <HStack justify="center" gap="3" mt="8" wrap="wrap">
          <Button asChild colorPalette="brand">
            <RouterLink to="/index">返回首页</RouterLink>
          </Button>
          <Button asChild variant="outline" colorPalette="brand">
            <RouterLink to="/information/libraryNews">浏览资讯动态</RouterLink>
          </Button>
        </HStack>
        {SITE.phone && (
          <Text mt="8" fontSize="sm" color="fg.muted">
            如需帮助，请拨打咨询电话 {SITE.phone}
          </Text>
        )}
      </Box>
    </SiteContainer>
  );
}
