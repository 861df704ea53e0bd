import { Box, Button } from '@chakra-ui/react';
import type { PdfOutlineItem } from './pdf-engine';

/** The PDF's own outline (bookmarks), nested as the file nests it. */
export function PdfOutline({ items, onChoose }: { items: PdfOutlineItem[]; onChoose(item: PdfOutlineItem): void }) {
  return (
    <Box as="ul" listStyleType="none" m="0" p="0" aria-label="目录">
      {items.map((item, index) => (
        <li key={`${index}-${item.title}`}>
          <Button
            size="xs"
            variant="ghost"
            w="full"
            justifyContent="flex-start"
            whiteSpace="normal"
            textAlign="left"
            h="auto"
            py="1"
            onClick={() => onChoose(item)}
          >
            {item.title}
          </Button>
          {item.items.length > 0 && (
            <Box pl="3">
              <PdfOutline items={item.items} onChoose={onChoose} />
            </Box>
          )}
        </li>
      ))}
    </Box>
  );
}
