import { Badge, Box, HStack, Image, Text } from '@chakra-ui/react';
import { formatDateTime, thumbnail } from './format';
import type { Column, Row } from './types';

type Item = Row & Record<string, unknown>;

const Empty = () => (
  <Text as="span" color="fg.subtle">
    —
  </Text>
);

/** One cell of a list, by the column's kind: text, image thumbnail, boolean tag, date, enum label, list of texts, number. */
export function CellValue({ column, item }: { column: Column<Item>; item: Item }) {
  if (column.render) return <>{column.render(item)}</>;
  const value = item[column.key];
  switch (column.kind) {
    case 'image':
      return typeof value === 'string' && value ? (
        <Image src={thumbnail(value, 100)} alt="" loading="lazy" width="14" height="9" objectFit="cover" rounded="sm" bg="bg.muted" />
      ) : (
        <Box width="14" height="9" rounded="sm" bg="bg.muted" />
      );
    case 'boolean': {
      const [yes, no] = column.labels ?? ['是', '否'];
      return (
        <Badge colorPalette={value ? 'green' : 'gray'} variant="subtle" size="sm">
          {value ? yes : no}
        </Badge>
      );
    }
    case 'date':
      return value ? (
        <Text as="span" whiteSpace="nowrap">
          {formatDateTime(value)}
        </Text>
      ) : (
        <Empty />
      );
    case 'enum': {
      // A set of values (a reader's rights): one tag each.
      if (Array.isArray(value)) {
        return value.length ? (
          <HStack gap="1" wrap="wrap">
            {value.map((v) => (
              <Badge key={String(v)} variant="outline" size="sm">
                {column.options?.find((o) => o.value === v)?.label ?? String(v)}
              </Badge>
            ))}
          </HStack>
        ) : (
          <Empty />
        );
      }
      const option = column.options?.find((o) => o.value === value);
      return value ? (
        <Badge variant="outline" size="sm">
          {option?.label ?? String(value)}
        </Badge>
      ) : (
        <Empty />
      );
    }
    case 'list': {
      const text = Array.isArray(value) ? value.join('、') : '';
      return text ? (
        <Text as="span" display="block" truncate maxWidth="40" title={text}>
          {text}
        </Text>
      ) : (
        <Empty />
      );
    }
    case 'number':
      return typeof value === 'number' ? (
        <Text as="span" fontVariantNumeric="tabular-nums">
          {value}
        </Text>
      ) : (
        <Empty />
      );
    default:
      return value === null || value === undefined || value === '' ? (
        <Empty />
      ) : column.primary ? (
        <Text as="span" lineClamp={2} title={String(value)} fontWeight="medium">
          {String(value)}
        </Text>
      ) : (
        <Text as="span" display="block" truncate maxWidth="48" title={String(value)}>
          {String(value)}
        </Text>
      );
  }
}
