import { Box, Flex, HStack, IconButton, Image, Skeleton, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { LuChevronLeft, LuChevronRight, LuPause, LuPlay } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import type { BannerCarousel_BannerFragment } from '../../gql/graphql';
import { SITE } from '../../lib/site';
import { imageAtWidth, imageSrcSet } from '../../lib/format';

export const BannerCarousel_banner = graphql(`
  fragment BannerCarousel_banner on Banner {
    id
    title
    image
    link
  }
`);

/** How long a slide stays before the next one (ms). */
export const BANNER_INTERVAL_MS = 5000;

/** The banners' own proportions (1920 × 600), so no part of their text is cropped on phones. */
const RATIO = '1920 / 600';

const isExternal = (link: string) => /^https?:\/\//i.test(link);

/** A slide's picture, wrapped in a link when the banner has one (site paths in the app, others in a new tab). */
function SlideLink({ banner, children }: { banner: BannerCarousel_BannerFragment; children: ReactNode }) {
  const link = banner.link?.trim();
  const style = { display: 'block', h: 'full', focusRing: 'inside' } as const;
  if (!link) return <>{children}</>;
  if (isExternal(link)) {
    return (
      <Box asChild {...style}>
        <a href={link} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      </Box>
    );
  }
  return (
    <Box asChild {...style}>
      <RouterLink to={link}>{children}</RouterLink>
    </Box>
  );
}

const controlStyle = {
  bg: 'blackAlpha.500',
  color: 'white',
  borderRadius: 'full',
  _hover: { bg: 'blackAlpha.700' },
  focusVisibleRing: 'outside',
  focusRingColor: 'white',
} as const;

/**
 * The home-page carousel: slides advance every 5 s and pause while hovered or focused (or after
 * the pause button); previous/next buttons and one dot per slide. Only the current slide is
 * exposed to assistive technology and the keyboard.
 */
export function BannerCarousel({
  banners,
  loading,
  interval = BANNER_INTERVAL_MS,
}: {
  banners: BannerCarousel_BannerFragment[] | undefined;
  loading?: boolean;
  interval?: number;
}) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const count = banners?.length ?? 0;
  const current = count ? index % count : 0;
  const paused = hovered || focused || stopped || count < 2;

  useEffect(() => {
    if (paused) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), interval);
    return () => clearInterval(timer);
  }, [paused, count, interval, index]);

  if (loading && !banners) {
    return <Skeleton role="status" aria-label="轮播图加载中" w="full" aspectRatio={RATIO} borderRadius="0" />;
  }

  if (!banners || count === 0) {
    return (
      <Flex
        aria-label="欢迎"
        role="region"
        w="full"
        aspectRatio={{ base: '2 / 1', md: RATIO }}
        direction="column"
        align="center"
        justify="center"
        textAlign="center"
        px="6"
        bgGradient="to-br"
        gradientFrom="brand.800"
        gradientTo="brand.500"
        color="white"
      >
        <Text fontSize={{ base: '2xl', md: '4xl' }} fontWeight="bold" letterSpacing="widest">
          欢迎访问{SITE.name}
        </Text>
        <Text mt="3" fontSize={{ base: 'sm', md: 'lg' }} color="whiteAlpha.900">
          阅读点亮城市 · 书香温暖生活
        </Text>
      </Flex>
    );
  }

  const go = (next: number) => setIndex(((next % count) + count) % count);

  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label="馆讯轮播"
      position="relative"
      overflow="hidden"
      bg="brand.900"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Box aria-live={paused ? 'polite' : 'off'} aspectRatio={RATIO} overflow="hidden">
        <Flex h="full" transform={`translateX(-${current * 100}%)`} transition="transform 0.6s ease" _motionReduce={{ transition: 'none' }}>
          {banners.map((banner, i) => {
            const hidden = i !== current;
            return (
              <Box
                key={banner.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`第 ${i + 1} 张，共 ${count} 张：${banner.title}`}
                aria-hidden={hidden || undefined}
                inert={hidden}
                flex="0 0 100%"
                h="full"
              >
                <SlideLink banner={banner}>
                  <Image
                    // The first banner is the home page's largest paint: a width that fits the screen, fetched first.
                    src={imageAtWidth(banner.image, 1200)}
                    srcSet={imageSrcSet(banner.image)}
                    sizes="100vw"
                    alt={banner.title}
                    w="full"
                    h="full"
                    objectFit="cover"
                    draggable={false}
                    fetchPriority={i === 0 ? 'high' : undefined}
                    loading={i === 0 ? 'eager' : 'lazy'}
                  />
                </SlideLink>
              </Box>
            );
          })}
        </Flex>
      </Box>

      {count > 1 && (
        <>
          <IconButton
            aria-label="上一张"
            {...controlStyle}
            size={{ base: 'xs', md: 'lg' }}
            position="absolute"
            top="50%"
            left={{ base: '2', md: '6' }}
            transform="translateY(-50%)"
            onClick={() => go(current - 1)}
          >
            <LuChevronLeft />
          </IconButton>
          <IconButton
            aria-label="下一张"
            {...controlStyle}
            size={{ base: 'xs', md: 'lg' }}
            position="absolute"
            top="50%"
            right={{ base: '2', md: '6' }}
            transform="translateY(-50%)"
            onClick={() => go(current + 1)}
          >
            <LuChevronRight />
          </IconButton>
          <HStack
            position="absolute"
            bottom={{ base: '0.5', md: '14' }}
            left="50%"
            transform="translateX(-50%)"
            gap={{ base: '0', md: '1' }}
            bg={{ base: 'transparent', md: 'blackAlpha.400' }}
            px="2"
            py={{ base: '0', md: '1' }}
            borderRadius="full"
          >
            {banners.map((banner, i) => (
              <Box
                as="button"
                key={banner.id}
                aria-label={`第 ${i + 1} 张：${banner.title}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
                display="flex"
                alignItems="center"
                justifyContent="center"
                minW={{ base: '5', md: '6' }}
                h={{ base: '5', md: '6' }}
                cursor="pointer"
                borderRadius="full"
                focusVisibleRing="outside"
                focusRingColor="white"
              >
                <Box
                  aria-hidden="true"
                  h="2"
                  w={i === current ? '6' : '2'}
                  borderRadius="full"
                  bg={i === current ? 'white' : 'whiteAlpha.600'}
                  transition="width 0.3s, background 0.3s"
                />
              </Box>
            ))}
            <IconButton
              aria-label={stopped ? '播放轮播' : '暂停轮播'}
              variant="ghost"
              size="2xs"
              color="white"
              borderRadius="full"
              _hover={{ bg: 'whiteAlpha.300' }}
              focusVisibleRing="outside"
              focusRingColor="white"
              onClick={() => setStopped((value) => !value)}
            >
              {stopped ? <LuPlay /> : <LuPause />}
            </IconButton>
          </HStack>
        </>
      )}
    </Box>
  );
}
