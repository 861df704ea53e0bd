import { Box, Button, chakra, HStack, Skeleton } from '@chakra-ui/react';

interface CaptchaImageProps {
  /** data: URL from adminCaptcha; undefined while loading. */
  image?: string;
  loading?: boolean;
  onRefresh(): void;
}

/** The admin login captcha (120 × 40, smaller on phones): click the picture or 换一张 for a new one. */
export function CaptchaImage({ image, loading, onRefresh }: CaptchaImageProps) {
  return (
    <HStack gap="1" flexShrink={0}>
      <chakra.button
        type="button"
        title="看不清？点击换一张"
        onClick={onRefresh}
        disabled={loading}
        borderWidth="1px"
        borderColor="border"
        borderRadius="md"
        overflow="hidden"
        w={{ base: '96px', sm: '120px' }}
        h={{ base: '32px', sm: '40px' }}
        bg="white"
        cursor="pointer"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' }}
      >
        {image ? (
          <chakra.img src={image} alt="验证码图片" w="full" h="full" display="block" opacity={loading ? 0.5 : 1} />
        ) : (
          <Skeleton w="full" h="full" />
        )}
      </chakra.button>
      <Box>
        <Button type="button" variant="plain" size="sm" colorPalette="brand" px="1" onClick={onRefresh} disabled={loading}>
          换一张
        </Button>
      </Box>
    </HStack>
  );
}
