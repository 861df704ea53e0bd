import { Box, Button, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import type { PdfSession } from './pdf-engine';

const THUMBNAIL_WIDTH = 120;

/** One page's thumbnail, drawn when it scrolls into the panel (a long document draws only what is seen). */
function Thumbnail({ session, page, current, onChoose }: { session: PdfSession; page: number; current: boolean; onChoose(page: number): void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    let drawn = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (drawn || !entries.some((entry) => entry.isIntersecting)) return;
        drawn = true;
        observer.disconnect();
        // A page that cannot be drawn keeps its blank frame and number.
        session.renderThumbnail(page, element, THUMBNAIL_WIDTH).catch(() => undefined);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [session, page]);
  return (
    <Button
      variant="ghost"
      h="auto"
      p="1.5"
      flexDirection="column"
      gap="1"
      aria-label={`第 ${page} 页`}
      aria-current={current ? 'page' : undefined}
      bg={current ? 'brand.50' : undefined}
      onClick={() => onChoose(page)}
    >
      <Box as="canvas" ref={canvas} w={`${THUMBNAIL_WIDTH}px`} minH="40px" bg="white" boxShadow="sm" aria-hidden="true" />
      <Text as="span" fontSize="xs" color="fg.muted">
        {page}
      </Text>
    </Button>
  );
}

/** Every page as a thumbnail, the current one marked. */
export function PdfThumbnails({ session, current, onChoose }: { session: PdfSession; current: number; onChoose(page: number): void }) {
  return (
    <Box as="ul" listStyleType="none" m="0" p="0" display="flex" flexDirection="column" alignItems="center" gap="1" aria-label="缩略图">
      {Array.from({ length: session.pageCount }, (_, i) => (
        <li key={i + 1}>
          <Thumbnail session={session} page={i + 1} current={current === i + 1} onChoose={onChoose} />
        </li>
      ))}
    </Box>
  );
}
