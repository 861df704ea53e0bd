import { useQuery } from '@apollo/client/react';
import { Button, Heading, HStack, Input, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { AppDialog } from '../../../components/ui/dialog';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { LuSearch } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { Pager } from '../../../components/Pager';
import { formatDateTime } from '../../../lib/format';
import { pageFrom } from '../../../lib/page-param';
import { graphql } from '../../gql';
import { AdjustPointsPanel } from './AdjustPointsPanel';
import { PointLedgerPanel } from './PointLedgerPanel';

const AdminPointAccountsQuery = graphql(`
  query AdminPointAccountsQuery($keyword: String, $page: Int!, $pageSize: Int!) {
    pointAccounts(keyword: $keyword, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      items {
        readerId
        name
        cardNumber
        phone
        balance
        updatedAt
      }
    }
  }
`);

const PAGE_SIZE = 20;
type Account = { readerId: string; name: string; balance: number };
type Open = { kind: 'ledger' | 'adjust'; account: Account } | undefined;

function RowDialog({ title, open, onClose, children }: { title: string; open: boolean; onClose(): void; children: ReactNode }) {
  return (
    <AppDialog open={open} onClose={onClose} size="lg" scrollBehavior="inside" title={title} bodyProps={{ pb: '6' }}>
      {children}
    </AppDialog>
  );
}

/** 用户管理 › 用户积分 (/admin/userStore/userIntegration): readers with their balances, each one's 积分明细 and 调整积分. */
export function UserPointsPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const keyword = params.get('keyword') ?? '';
  const searchForm = useForm<{ keyword: string }>({ defaultValues: { keyword } });
  const [open, setOpen] = useState<Open>();
  const { data, loading, error, refetch } = useQuery(AdminPointAccountsQuery, {
    variables: { keyword: keyword || undefined, page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.pointAccounts;

  const go = (next: { keyword?: string; page?: number }) => {
    const search = new URLSearchParams(params);
    if (next.keyword !== undefined) {
      if (next.keyword) search.set('keyword', next.keyword);
      else search.delete('keyword');
      search.delete('page');
    }
    if (next.page) search.set('page', String(next.page));
    setParams(search);
  };
  const search = searchForm.handleSubmit(({ keyword: typed }) => go({ keyword: typed.trim() }));

  let content: ReactNode;
  if (!list && loading) content = <Skeleton h="48" role="status" aria-label="用户积分加载中" />;
  else if (!list) content = <Text color="fg.muted">{error ? '加载失败，请稍后重试' : ''}</Text>;
  else if (list.items.length === 0) content = <Text color="fg.muted">没有找到读者</Text>;
  else
    content = (
      <>
        <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="bg">
          <Table.Root size="sm" aria-label="用户积分">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>姓名</Table.ColumnHeader>
                <Table.ColumnHeader>读者证号</Table.ColumnHeader>
                <Table.ColumnHeader>手机号</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">当前积分</Table.ColumnHeader>
                <Table.ColumnHeader>最近变动</Table.ColumnHeader>
                <Table.ColumnHeader>操作</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.items.map((account) => (
                <Table.Row key={account.readerId}>
                  <Table.Cell>{account.name}</Table.Cell>
                  <Table.Cell>{account.cardNumber}</Table.Cell>
                  <Table.Cell>{account.phone ?? '—'}</Table.Cell>
                  <Table.Cell textAlign="end" fontWeight="semibold">
                    {account.balance}
                  </Table.Cell>
                  <Table.Cell>{account.updatedAt ? formatDateTime(account.updatedAt) : '—'}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="1">
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette="brand"
                        aria-label={`${account.name}的积分明细`}
                        onClick={() => setOpen({ kind: 'ledger', account })}
                      >
                        积分明细
                      </Button>
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette="brand"
                        aria-label={`调整${account.name}的积分`}
                        onClick={() => setOpen({ kind: 'adjust', account })}
                      >
                        调整积分
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        <Pager page={list.page} pageSize={list.pageSize} total={list.total} onChange={(p) => go({ page: p })} />
      </>
    );

  return (
    <Stack gap="4">
      <Heading as="h2" size="xl" fontWeight="semibold">
        用户积分
      </Heading>
      <HStack as="form" onSubmit={(e) => void search(e)} gap="2" maxW="md" role="search" aria-label="查找读者">
        <Input size="sm" {...searchForm.register('keyword')} placeholder="姓名、读者证号或手机号" aria-label="关键词" />
        <Button size="sm" type="submit" colorPalette="brand">
          <LuSearch /> 查询
        </Button>
      </HStack>
      {content}
      <RowDialog title={open ? `积分明细：${open.account.name}` : ''} open={open?.kind === 'ledger'} onClose={() => setOpen(undefined)}>
        {open?.kind === 'ledger' && <PointLedgerPanel readerId={open.account.readerId} readerName={open.account.name} />}
      </RowDialog>
      <RowDialog title={open ? `调整积分：${open.account.name}` : ''} open={open?.kind === 'adjust'} onClose={() => setOpen(undefined)}>
        {open?.kind === 'adjust' && (
          <AdjustPointsPanel
            readerId={open.account.readerId}
            balance={open.account.balance}
            onDone={() => {
              setOpen(undefined);
              void refetch();
            }}
          />
        )}
      </RowDialog>
    </Stack>
  );
}
