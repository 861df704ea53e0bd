import { Badge, Box, HStack, Table, Text } from '@chakra-ui/react';
import { graphql } from '../../../gql';
import type { BookHoldings_BookFragment } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format';
import { EmptyNote } from '../../site/EmptyNote';
import { COPY_STATUS_COLORS, COPY_STATUS_LABELS } from './copy-status';
import { DetailSection } from './DetailSection';
import { LoanRequestButton } from './LoanRequestButton';

export const BookHoldings_book = graphql(`
  fragment BookHoldings_book on Book {
    id
    callNumber
    availableCopies
    copies {
      id
      barcode
      location
      status
      dueAt
      library {
        id
        name
      }
    }
  }
`);

/** 可借 N 本 (of the copies held), as a badge: green when a copy is on the shelf. */
export function Availability({ book }: { book: Pick<BookHoldings_BookFragment, 'availableCopies' | 'copies'> }) {
  const held = book.copies.length;
  return (
    <Badge size="lg" colorPalette={book.availableCopies > 0 ? 'green' : 'gray'} variant="subtle">
      可借 {book.availableCopies} 本{held > 0 ? ` / 馆藏 ${held} 本` : ''}
    </Badge>
  );
}

/** 馆藏信息: each copy with its library, call number, location, status and due date; 预约借阅 while one is on the shelf. */
export function BookHoldings({ book }: { book: BookHoldings_BookFragment }) {
  return (
    <DetailSection
      id="holdings"
      title="馆藏信息"
      aside={
        <HStack gap="3" wrap="wrap">
          <Availability book={book} />
          <LoanRequestButton bookId={book.id} availableCopies={book.availableCopies} />
        </HStack>
      }
    >
      {book.copies.length === 0 ? (
        <EmptyNote title="暂无馆藏信息" />
      ) : (
        // Focusable, so a keyboard can scroll the table on a narrow screen.
        <Box overflowX="auto" tabIndex={0} role="region" aria-label="馆藏表格">
          <Table.Root size="sm" variant="outline" striped>
            <Table.Header>
              <Table.Row bg="brand.50">
                <Table.ColumnHeader>馆藏馆</Table.ColumnHeader>
                <Table.ColumnHeader>索书号</Table.ColumnHeader>
                <Table.ColumnHeader>条码号</Table.ColumnHeader>
                <Table.ColumnHeader>馆藏地点</Table.ColumnHeader>
                <Table.ColumnHeader>状态</Table.ColumnHeader>
                <Table.ColumnHeader>应还日期</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {book.copies.map((copy) => (
                <Table.Row key={copy.id}>
                  <Table.Cell>{copy.library?.name ?? '—'}</Table.Cell>
                  <Table.Cell>{book.callNumber ?? '—'}</Table.Cell>
                  <Table.Cell>{copy.barcode}</Table.Cell>
                  <Table.Cell>{copy.location ?? '—'}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={COPY_STATUS_COLORS[copy.status]} variant="subtle">
                      {COPY_STATUS_LABELS[copy.status]}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell>
                    {copy.status === 'ON_LOAN' && copy.dueAt ? (
                      formatDate(copy.dueAt)
                    ) : (
                      <Text as="span" color="fg.muted">
                        —
                      </Text>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </DetailSection>
  );
}
