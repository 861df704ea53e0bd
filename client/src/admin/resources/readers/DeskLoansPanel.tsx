import { useMutation, useQuery } from '@apollo/client/react';
import { Button, HStack, Input, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useForm, useWatch } from 'react-hook-form';
import { showSuccess } from '../../../components/ui/toaster';
import { formatDateTime } from '../../crud/format';
import { graphql } from '../../gql';

const ReaderLoans = graphql(`
  query AdminReaderLoans($readerId: ID!) {
    loans: adminReaderLoans(readerId: $readerId, pageSize: 100) {
      total
      items {
        id
        title
        barcode
        borrowedAt
        dueAt
        overdue
        copyId
      }
    }
  }
`);

const LendCopy = graphql(`
  mutation DeskLendCopy($barcode: String!, $readerId: ID!) {
    result: lendCopy(barcode: $barcode, readerId: $readerId) {
      id
    }
  }
`);

const ReturnCopy = graphql(`
  mutation DeskReturnCopy($copyId: ID!) {
    result: returnCopy(copyId: $copyId) {
      id
    }
  }
`);

export const LENT = '借出成功';
export const RETURNED = '归还成功';

/**
 * 借还 at the desk for one reader (a row dialog of 用户管理, when the portal is its own
 * circulation system): the reader's current loans with 归还 on each, and a barcode box with 借出
 * (a scanner types the barcode and Enter). Refusals come from the circulation rules, in Chinese.
 */
export function DeskLoansPanel({ readerId }: { readerId: string }) {
  const { data, loading, error, refetch } = useQuery(ReaderLoans, { variables: { readerId }, fetchPolicy: 'network-only' });
  const [lend, lending] = useMutation(LendCopy);
  const [giveBack, returning] = useMutation(ReturnCopy);
  const form = useForm<{ barcode: string }>({ defaultValues: { barcode: '' } });
  const typed = useWatch({ control: form.control, name: 'barcode' }).trim();
  const busy = lending.loading || returning.loading;

  const lendOne = form.handleSubmit(async ({ barcode }) => {
    if (!barcode.trim()) return;
    try {
      await lend({ variables: { barcode: barcode.trim(), readerId } });
      form.reset();
      showSuccess(LENT);
      await refetch();
    } catch {
      // The error link has said why (已借出, 已达上限…).
    }
  });
  const returnOne = async (copyId: string) => {
    try {
      await giveBack({ variables: { copyId } });
      showSuccess(RETURNED);
      await refetch();
    } catch {
      // The error link has said why.
    }
  };

  const loans = data?.loans.items ?? [];
  return (
    <Stack gap="4">
      <form onSubmit={(event) => void lendOne(event)}>
        <HStack gap="2">
          <Input aria-label="条码号" placeholder="扫描或输入条码号" {...form.register('barcode')} />
          <Button type="submit" colorPalette="brand" disabled={busy || !typed}>
            借出
          </Button>
        </HStack>
      </form>
      <Text fontWeight="medium">当前借阅{data ? `（${data.loans.total}）` : ''}</Text>
      {!data && loading ? (
        <Skeleton height="16" />
      ) : error && !data ? (
        <Text color="fg.muted">借阅记录加载失败</Text>
      ) : loans.length === 0 ? (
        <Text color="fg.muted">该读者没有在借的图书</Text>
      ) : (
        <Table.Root size="sm" aria-label="当前借阅">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>题名</Table.ColumnHeader>
              <Table.ColumnHeader>条码号</Table.ColumnHeader>
              <Table.ColumnHeader>应还时间</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {loans.map((loan) => (
              <Table.Row key={loan.id}>
                <Table.Cell>{loan.title}</Table.Cell>
                <Table.Cell>{loan.barcode}</Table.Cell>
                <Table.Cell color={loan.overdue ? 'fg.error' : undefined}>
                  {formatDateTime(loan.dueAt)}
                  {loan.overdue ? '（已逾期）' : ''}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Button
                    size="xs"
                    variant="outline"
                    disabled={busy || !loan.copyId}
                    aria-label={`归还 ${loan.title}`}
                    onClick={() => returnOne(loan.copyId!)}
                  >
                    归还
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}
