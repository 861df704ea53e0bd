import { Box, Text } from '@chakra-ui/react';
import { SiteContainer } from './SiteContainer';

/**
 * The band at the top of an inner page: the section's name on the library blue with a faint
 * bookshelf pattern. Not a heading: each page's own h1 names the page.
 */
export function PageBand({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Box bgGradient="to-r" gradientFrom="brand.800" gradientTo="brand.600" color="white" position="relative" overflow="hidden">
      <Box
        aria-hidden="true"
        position="absolute"
        inset="0"
        opacity="0.12"
        backgroundImage="repeating-linear-gradient(90deg, rgba(255,255,255,.9) 0 6px, transparent 6px 22px, rgba(255,255,255,.5) 22px 30px, transparent 30px 52px)"
        backgroundSize="auto 100%"
        maskImage="linear-gradient(to left, black, transparent 70%)"
      />
      <SiteContainer py={{ base: '5', md: '10' }} position="relative">
        <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" letterSpacing="wider">
          {title}
        </Text>
        {subtitle && (
          <Text mt="1" fontSize="sm" color="whiteAlpha.800" letterSpacing="widest" textTransform="uppercase">
            {subtitle}
          </Text>
        )}
        <Box mt="3" w="12" h="1" bg="accent.400" borderRadius="full" aria-hidden="true" />
      </SiteContainer>
    </Box>
  );
}
