import { Box, Card, Flex, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuBookOpen, LuCalendarCheck, LuLibrary, LuRefreshCw } from 'react-icons/lu';
import { SITE } from '../../lib/site';

const HIGHLIGHTS = [
  { icon: LuBookOpen, text: '海量电子图书、期刊与报纸，随时在线阅读' },
  { icon: LuRefreshCw, text: '在线查询借阅记录，一键续借' },
  { icon: LuCalendarCheck, text: '讲座、展览与阅读活动在线报名' },
];

interface AuthShellProps {
  title: string;
  subtitle?: string;
  /** The back office login shows a plainer aside. */
  variant?: 'reader' | 'admin';
  children: ReactNode;
  footer?: ReactNode;
}

/** The login pages' frame: a centred card over a subtle branded background; one column on phones. */
export function AuthShell({ title, subtitle, variant = 'reader', children, footer }: AuthShellProps) {
  return (
    <Box
      as="section"
      position="relative"
      overflow="hidden"
      bgGradient="to-br"
      gradientFrom="brand.800"
      gradientVia="brand.700"
      gradientTo="brand.500"
      px={{ base: '4', md: '8' }}
      py={{ base: '8', md: '16' }}
      minH={{ base: 'auto', md: '70vh' }}
      display="flex"
      alignItems="center"
      _before={{
        content: '""',
        position: 'absolute',
        inset: '0',
        backgroundImage: 'radial-gradient(circle at 1px 1px, rgba(255,255,255,0.14) 1px, transparent 0)',
        backgroundSize: '22px 22px',
        pointerEvents: 'none',
      }}
      _after={{
        content: '""',
        position: 'absolute',
        width: '520px',
        height: '520px',
        right: '-160px',
        bottom: '-220px',
        borderRadius: 'full',
        bg: 'accent.400',
        opacity: 0.12,
        pointerEvents: 'none',
      }}
    >
      <Flex position="relative" zIndex="1" w="full" maxW="5xl" mx="auto" align="center" justify={{ base: 'center', lg: 'space-between' }} gap="12">
        <Stack display={{ base: 'none', lg: 'flex' }} color="white" gap="6" maxW="md">
          <HStack gap="2" opacity={0.85}>
            <Icon as={LuLibrary} boxSize="5" color="accent.400" />
            <Text fontSize="sm" letterSpacing="wider">
              {SITE.name} · {variant === 'reader' ? '读者服务' : '管理后台'}
            </Text>
          </HStack>
          {variant === 'reader' ? (
            <>
              <Heading as="p" size="3xl" lineHeight="1.3">
                一个账号，畅享图书馆的全部在线服务
              </Heading>
              <Stack gap="3">
                {HIGHLIGHTS.map((item) => (
                  <HStack key={item.text} gap="3" opacity={0.9}>
                    <Icon as={item.icon} boxSize="5" color="accent.400" />
                    <Text>{item.text}</Text>
                  </HStack>
                ))}
              </Stack>
            </>
          ) : (
            <Heading as="p" size="3xl" lineHeight="1.3">
              门户内容与资源管理
            </Heading>
          )}
          {(SITE.phone || SITE.openingHours) && (
            <Text fontSize="sm" opacity={0.7}>
              {[SITE.phone && `服务热线 ${SITE.phone}`, SITE.openingHours].filter(Boolean).join(' · ')}
            </Text>
          )}
        </Stack>

        <Card.Root w="full" maxW="420px" shadow="2xl" borderWidth="0" borderRadius="xl">
          <Card.Header pb="2">
            <Card.Title as="h1" fontSize="2xl">
              {title}
            </Card.Title>
            {subtitle && <Card.Description>{subtitle}</Card.Description>}
          </Card.Header>
          <Card.Body pt="2">{children}</Card.Body>
          {footer && (
            <Card.Footer justifyContent="center" pt="0">
              {footer}
            </Card.Footer>
          )}
        </Card.Root>
      </Flex>
    </Box>
  );
}
