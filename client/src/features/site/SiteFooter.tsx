import { Box, Flex, Grid, Heading, HStack, Image, Link, Separator, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuClock, LuExternalLink, LuMail, LuMapPin, LuPhone } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import type { SiteFooter_FriendLinkFragment } from '../../gql/graphql';
import { renderWhenNear } from '../../lib/render-when-near';
import { SITE, telHref } from '../../lib/site';
import { BookMark } from './BookMark';
import { SiteContainer } from './SiteContainer';

export const SiteFooter_friendLink = graphql(`
  fragment SiteFooter_friendLink on FriendLink {
    id
    name
    url
    logo
  }
`);

/** The site's own pages linked from every footer. */
export const FOOTER_PAGES = [
  { to: '/userProtocol', label: '用户服务协议' },
  { to: '/privacyPolicy', label: '隐私政策' },
  { to: '/integrity', label: '诚信建设' },
  { to: '/wudadao', label: '五大道' },
] as const;

const ICP_URL = 'https://beian.miit.gov.cn/';

function ColumnHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Heading as="h2" id={id} fontSize="md" fontWeight="bold" color="white" mb="4" display="flex" alignItems="center" gap="2">
      <Box as="span" aria-hidden="true" w="1" h="4" borderRadius="full" bg="accent.400" />
      {children}
    </Heading>
  );
}

function ContactRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <HStack as="li" align="flex-start" gap="2.5">
      <Box as="span" mt="1" color="accent.400" flexShrink={0} aria-hidden="true">
        {icon}
      </Box>
      <Text as="span">
        <Box as="span" color="gray.300">
          {label}：
        </Box>
        {children}
      </Text>
    </HStack>
  );
}

const footerLink = {
  color: 'gray.100',
  _hover: { color: 'white', textDecoration: 'underline' },
  focusRingColor: 'white',
} as const;

/** Contact details, friendly links (new tab), the site's own pages, copyright and the ICP line. */
export function SiteFooter({ friendLinks }: { friendLinks: SiteFooter_FriendLinkFragment[] }) {
  return (
    <Box as="footer" bg="brand.900" color="gray.100" fontSize="sm" mt="auto" {...renderWhenNear(900)}>
      <Box h="1" bgGradient="to-r" gradientFrom="brand.600" gradientVia="accent.500" gradientTo="brand.600" aria-hidden="true" />
      <SiteContainer py={{ base: '8', md: '12' }}>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr', lg: '1.1fr 1.6fr 0.7fr' }} gap={{ base: '8', lg: '12' }}>
          <Box as="section" aria-labelledby="footer-contact">
            <HStack gap="3" mb="5">
              <BookMark boxSize="10" />
              <Box lineHeight="1.3">
                <Text fontSize="lg" fontWeight="bold" color="white">
                  {SITE.name}
                </Text>
                {SITE.englishName && (
                  <Text fontSize="xs" color="gray.300" letterSpacing="wider" textTransform="uppercase">
                    {SITE.englishName}
                  </Text>
                )}
              </Box>
            </HStack>
            <ColumnHeading id="footer-contact">联系我们</ColumnHeading>
            <Stack as="ul" listStyleType="none" m="0" p="0" gap="2.5">
              {SITE.address && (
                <ContactRow icon={<LuMapPin />} label="地址">
                  {SITE.address}
                  {SITE.postcode && `（邮编 ${SITE.postcode}）`}
                </ContactRow>
              )}
              {SITE.phone && (
                <ContactRow icon={<LuPhone />} label="咨询电话">
                  <Link href={telHref(SITE.phone)} {...footerLink}>
                    {SITE.phone}
                  </Link>
                </ContactRow>
              )}
              {SITE.email && (
                <ContactRow icon={<LuMail />} label="电子邮箱">
                  <Link href={`mailto:${SITE.email}`} {...footerLink}>
                    {SITE.email}
                  </Link>
                </ContactRow>
              )}
              {SITE.openingHours && (
                <ContactRow icon={<LuClock />} label="开放时间">
                  {SITE.openingHours}
                </ContactRow>
              )}
            </Stack>
          </Box>

          <Box as="section" aria-labelledby="footer-links">
            <ColumnHeading id="footer-links">友情链接</ColumnHeading>
            {friendLinks.length === 0 ? (
              <Text color="gray.300">暂无友情链接</Text>
            ) : (
              <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 2, sm: 3 }} gap="3">
                {friendLinks.map((link) => (
                  <li key={link.id}>
                    <Link
                      href={link.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      display="flex"
                      flexDirection="column"
                      alignItems="stretch"
                      gap="1.5"
                      p="2"
                      h="full"
                      borderRadius="md"
                      bg="whiteAlpha.100"
                      color="gray.100"
                      textDecoration="none"
                      _hover={{ bg: 'whiteAlpha.200', color: 'white', textDecoration: 'none' }}
                      focusRingColor="white"
                    >
                      {link.logo && (
                        <Box bg="white" borderRadius="sm" overflow="hidden" aspectRatio={5 / 2}>
                          <Image src={link.logo} alt="" w="full" h="full" objectFit="contain" loading="lazy" />
                        </Box>
                      )}
                      <Flex align="center" justify="center" gap="1" fontSize="xs" textAlign="center" lineHeight="1.4">
                        <Text as="span" lineClamp="2">
                          {link.name}
                        </Text>
                        <LuExternalLink aria-hidden="true" size="11" style={{ flexShrink: 0 }} />
                        <Box as="span" srOnly>
                          （在新窗口打开）
                        </Box>
                      </Flex>
                    </Link>
                  </li>
                ))}
              </SimpleGrid>
            )}
          </Box>

          <Box as="nav" aria-labelledby="footer-site">
            <ColumnHeading id="footer-site">关于本站</ColumnHeading>
            <Stack as="ul" listStyleType="none" m="0" p="0" gap="2.5">
              {FOOTER_PAGES.map((page) => (
                <li key={page.to}>
                  <Link asChild {...footerLink}>
                    <RouterLink to={page.to}>{page.label}</RouterLink>
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
        </Grid>
      </SiteContainer>
      <Separator borderColor="whiteAlpha.200" />
      <SiteContainer py="4">
        <Flex
          direction={{ base: 'column', md: 'row' }}
          align="center"
          justify="space-between"
          gap="2"
          color="gray.300"
          fontSize="xs"
          textAlign="center"
        >
          <Text>
            © {new Date().getFullYear()} {SITE.name} 版权所有
          </Text>
          {SITE.icp && (
            <Link
              href={ICP_URL}
              target="_blank"
              rel="noopener noreferrer"
              color="gray.300"
              _hover={{ color: 'white', textDecoration: 'underline' }}
              focusRingColor="white"
            >
              {SITE.icp}
            </Link>
          )}
        </Flex>
      </SiteContainer>
    </Box>
  );
}
