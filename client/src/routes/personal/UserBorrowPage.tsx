import { useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Alert, Badge, Box, Button, Card, Flex, Heading, HStack, Link, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { LuRefreshCw } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { confirm } from '../../components/ConfirmDialog';
import { Pager } from '../../components/Pager';
import { showError, showSuccess, showWarning } from '../../components/ui/toaster';
import { ResourceCover } from '../../features/resources/ResourceCover';
import { resourceDetailPath } from '../../features/resources/kinds';
import { EmptyNote } from '../../features/site/EmptyNote';
import { graphql } from '../../gql';
import type { UserBorrowPage_LoanFragment } from '../../gql/graphql';
import { DEFAULT_FAILURE, reportFailure } from '../../lib/error-catalogue';
import { formatDate } from '../../lib/format';
import { libraryDate } from '../../lib/library-time';

export const UserBorrowPage_loan = graphql(`
  fragment UserBorrowPage_loan on Loan {
    id
    borrowedAt
    dueAt
    renewals
    returnedAt
    state
    overdue
    resourceId
    resourceKind
    title
    cover
    callNumber
    barcode
    location
  }
`);

const LoansQuery = graphql(`
  query UserBorrowPageLoans($page: Int!, $pageSize: Int!, $current: Boolean!) {
    myLoans(page: $page, pageSize: $pageSize, current: $current) {
      total
      page
      pageSize
      items {
        ...UserBorrowPage_loan
      }
    }
  }
`);

const RequestsQuery = graphql(`
  query UserBorrowPageRequests {
    myLoanRequests {
      id
      state
      resourceId
      title
      barcode
      location
      createdAt
    }
  }
`);

const RenewMutation = graphql(`
  mutation UserBorrowPageRenew($loanId: ID!) {
    renewLoan(loanId: $loanId) {
      ...UserBorrowPage_loan
    }
  }
`);

const RenewAllMutation = graphql(`
  mutation UserBorrowPageRenewAll {
    renewAllLoans {
      loanId
      renewed
      message
      loan {
        ...UserBorrowPage_loan
      }
    }
  }
`);

const CancelRequestMutation = graphql(`
  mutation UserBorrowPageCancelRequest($requestId: ID!) {
    cancelLoanRequest(requestId: $requestId) {
      id
      state
    }
  }
`);

export const PAGE_SIZE = 10;
/** A loan due within this many days gets the due-soon warning. */
export const DUE_SOON_DAYS = 3;

type Tab = 'current' | 'history';
type Loan = UserBorrowPage_LoanFragment;

/** Whole days from today to the due date (negative when past), on the library's calendar (as its notices count them). */
export const daysUntil = (dueAt: string, now: Date = new Date()) => dayjs(libraryDate(new Date(dueAt))).diff(dayjs(libraryDate(now)), 'day');

/** The refusal a reader is told (BAD_USER_INPUT, NOT_FOUND), or undefined for a failure the error catalogue shows. */
function refusalOf(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const first = error.errors[0];
  const status = first?.extensions?.status as number | undefined;
  return status === 400 || status === 404 ? first.message : undefined;
}

/** Failures that are not a rule's refusal: through the error catalogue, as every other call. */
function reportOther(error: unknown) {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    reportFailure({ status: first?.extensions?.status as number | undefined, message: first?.message });
  } else reportFailure({ message: undefined });
}

function DueBadge({ loan }: { loan: Loan }) {
  if (loan.returnedAt) {
    return (
      <Badge colorPalette="gray" variant="subtle">
        已归还
      </Badge>
    );
  }
  if (loan.overdue) {
    return (
      <Badge colorPalette="red" variant="solid">
        已逾期
      </Badge>
    );
  }
  const days = daysUntil(loan.dueAt);
  if (days <= DUE_SOON_DAYS) {
    return (
      <Badge colorPalette="orange" variant="solid">
        {days <= 0 ? '今天到期' : `${days} 天后到期`}
      </Badge>
    );
  }
  return (
    <Badge colorPalette="green" variant="subtle">
      借阅中
    </Badge>
  );
}

function LoanRow({ loan, refusal, renewing, onRenew }: { loan: Loan; refusal?: string; renewing: boolean; onRenew?: () => void }) {
  const dueSoon = !loan.returnedAt && !loan.overdue && daysUntil(loan.dueAt) <= DUE_SOON_DAYS;
  return (
    <Card.Root as="li" size="sm" borderRadius="lg" data-testid="loan" borderColor={loan.overdue && !loan.returnedAt ? 'red.300' : undefined}>
      <Card.Body>
        <Flex gap="4" align="flex-start">
          <ResourceCover kind={loan.resourceKind} cover={loan.cover} title={loan.title} width={100} w={{ base: '16', md: '20' }} flexShrink={0} />
          <Stack gap="1.5" flex="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Link asChild fontWeight="semibold" color="fg" _hover={{ color: 'brand.700' }}>
                <RouterLink to={resourceDetailPath(loan.resourceKind, loan.resourceId)}>{loan.title}</RouterLink>
              </Link>
              <DueBadge loan={loan} />
              {loan.renewals > 0 && (
                <Badge colorPalette="blue" variant="subtle">
                  已续借 {loan.renewals} 次
                </Badge>
              )}
            </HStack>
            <Flex gap={{ base: '1', md: '4' }} wrap="wrap" direction={{ base: 'column', sm: 'row' }} fontSize="sm" color="fg.muted">
              {loan.callNumber && <Text>索书号 {loan.callNumber}</Text>}
              {loan.barcode && <Text>条码号 {loan.barcode}</Text>}
              <Text>借出日期 {formatDate(loan.borrowedAt)}</Text>
              <Text
                color={loan.overdue && !loan.returnedAt ? 'red.600' : dueSoon ? 'orange.600' : undefined}
                fontWeight={dueSoon || loan.overdue ? 'semibold' : undefined}
              >
                应还日期 {formatDate(loan.dueAt)}
              </Text>
              {loan.returnedAt && <Text>归还日期 {formatDate(loan.returnedAt)}</Text>}
            </Flex>
            {dueSoon && (
              <Text fontSize="sm" color="orange.700" role="status">
                即将到期，请按时归还或续借
              </Text>
            )}
            {loan.overdue && !loan.returnedAt && (
              <Text fontSize="sm" color="red.600" role="status">
                已超过应还日期，请尽快到馆归还
              </Text>
            )}
            {refusal && (
              <Text fontSize="sm" color="red.600" role="alert">
                未能续借：{refusal}
              </Text>
            )}
          </Stack>
          {onRenew && (
            <Button
              size="sm"
              colorPalette="brand"
              variant="outline"
              flexShrink={0}
              onClick={onRenew}
              loading={renewing}
              aria-label={`续借《${loan.title}》`}
            >
              续借
            </Button>
          )}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

function OpenRequests() {
  const { data, refetch } = useQuery(RequestsQuery);
  const [cancel] = useMutation(CancelRequestMutation, { context: { quiet: true } });
  const requests = data?.myLoanRequests ?? [];
  if (requests.length === 0) return null;
  const onCancel = async (id: string, title: string) => {
    if (!(await confirm({ title: '取消预约', text: `确定取消《${title}》的预约吗？` }))) return;
    try {
      await cancel({ variables: { requestId: id } });
      showSuccess('已取消预约');
      await refetch();
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) showError(refusal);
      else reportOther(error);
    }
  };
  return (
    <Alert.Root status="info" borderRadius="lg" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>预约待取（请携带读者证到馆办理借阅）</Alert.Title>
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {requests.map((request) => (
            <Flex as="li" key={request.id} gap="2" align="center" wrap="wrap" justify="space-between">
              <Text fontSize="sm">
                《{request.title}》{request.location ? ` · ${request.location}` : ''}
                {request.barcode ? ` · 条码号 ${request.barcode}` : ''} · {formatDate(request.createdAt)} 预约
              </Text>
              <Button size="xs" variant="outline" onClick={() => void onCancel(request.id, request.title)}>
                取消预约
              </Button>
            </Flex>
          ))}
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
}

function LoanList({ current, page, onPage }: { current: boolean; page: number; onPage(page: number): void }) {
  const { data, loading, error, refetch } = useQuery(LoansQuery, { variables: { page, pageSize: PAGE_SIZE, current } });
  const [renew] = useMutation(RenewMutation, { context: { quiet: true } });
  const [renewAll, { loading: renewingAll }] = useMutation(RenewAllMutation, { context: { quiet: true } });
  const [renewing, setRenewing] = useState<string>();
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const loans = data?.myLoans;

  const onRenew = async (loan: Loan) => {
    setRenewing(loan.id);
    try {
      const result = await renew({ variables: { loanId: loan.id } });
      setRefusals(({ [loan.id]: _done, ...rest }) => rest);
      showSuccess(`续借成功，新的应还日期为 ${formatDate(result.data?.renewLoan.dueAt)}`);
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) {
        setRefusals((r) => ({ ...r, [loan.id]: refusal }));
        showError(refusal);
      } else reportOther(error);
    } finally {
      setRenewing(undefined);
    }
  };

  const onRenewAll = async () => {
    try {
      const result = await renewAll();
      const outcomes = result.data?.renewAllLoans ?? [];
      const refused = outcomes.filter((o) => !o.renewed);
      setRefusals(Object.fromEntries(refused.map((o) => [o.loanId, o.message ?? DEFAULT_FAILURE])));
      const renewedCount = outcomes.length - refused.length;
      if (renewedCount > 0) showSuccess(`已续借 ${renewedCount} 册`);
      if (refused.length > 0) {
        const first = refused[0].message ?? DEFAULT_FAILURE;
        (renewedCount > 0 ? showWarning : showError)(refused.length === 1 ? `1 册未能续借：${first}` : `${refused.length} 册未能续借，原因见列表`);
      }
      // Renewed loans may change the order (soonest due first).
      if (renewedCount > 0) await refetch();
    } catch (error) {
      reportOther(error);
    }
  };

  if (error && !loans) {
    return (
      <Alert.Root status="error" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>借阅信息加载失败</Alert.Title>
          <Alert.Description>{error.message}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => void refetch().catch(() => undefined)}>
          重新加载
        </Button>
      </Alert.Root>
    );
  }
  if (!loans) {
    return (
      <Stack gap="3" aria-busy={loading} role="status" aria-label="借阅信息加载中">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="24" borderRadius="lg" />
        ))}
      </Stack>
    );
  }

  const overdue = loans.items.filter((loan) => loan.overdue).length;
  const dueSoon = loans.items.filter((loan) => !loan.overdue && daysUntil(loan.dueAt) <= DUE_SOON_DAYS).length;

  return (
    <Stack gap="4">
      {current && loans.total > 0 && (
        <Flex gap="3" align={{ base: 'stretch', sm: 'center' }} justify="space-between" direction={{ base: 'column', sm: 'row' }}>
          <Text color="fg.muted" fontSize="sm">
            在借 {loans.total} 册{overdue > 0 ? `，${overdue} 册已逾期` : ''}
            {dueSoon > 0 ? `，${dueSoon} 册即将到期` : ''}
          </Text>
          <Button colorPalette="brand" size="sm" onClick={() => void onRenewAll()} loading={renewingAll}>
            <LuRefreshCw /> 全部续借
          </Button>
        </Flex>
      )}
      {current && dueSoon + overdue > 0 && (
        <Alert.Root status={overdue > 0 ? 'error' : 'warning'} borderRadius="lg" data-testid="due-warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{overdue > 0 ? '有图书已逾期' : '有图书即将到期'}</Alert.Title>
            <Alert.Description>
              {overdue > 0 ? '逾期图书不能续借，请尽快到馆归还。' : `${DUE_SOON_DAYS} 天内到期的图书请按时归还，或在到期前续借。`}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {loans.items.length === 0 ? (
        <EmptyNote title={current ? '当前没有借阅中的图书' : '暂无借阅历史'} description="可在馆藏图书的详情页预约借阅，到馆办理借书">
          <Button asChild size="sm" colorPalette="brand" variant="outline">
            <RouterLink to="/resources/book">浏览馆藏图书</RouterLink>
          </Button>
        </EmptyNote>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {loans.items.map((loan) => (
            <LoanRow
              key={loan.id}
              loan={loan}
              refusal={refusals[loan.id]}
              renewing={renewing === loan.id}
              onRenew={current ? () => void onRenew(loan) : undefined}
            />
          ))}
        </Stack>
      )}
      {loans.total > PAGE_SIZE && <Pager page={page} pageSize={PAGE_SIZE} total={loans.total} onChange={onPage} label="借阅分页" />}
    </Stack>
  );
}

/** /personal/userBorrow (我的借阅): current loans with due dates and renewals, the history, open requests. */
export function UserBorrowPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'history' ? 'history' : 'current';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const go = (next: { tab?: Tab; page?: number }) => {
    const nextTab = next.tab ?? tab;
    const nextPage = next.page ?? 1;
    setParams({ ...(nextTab === 'history' ? { tab: 'history' } : {}), ...(nextPage > 1 ? { page: String(nextPage) } : {}) });
  };

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        我的借阅
      </Heading>
      <Box bg="white" borderRadius="lg" borderWidth="1px" borderColor="border.muted" p={{ base: '3', md: '5' }}>
        <Tabs.Root
          value={tab}
          onValueChange={(details) => go({ tab: details.value as Tab })}
          variant="line"
          colorPalette="brand"
          lazyMount
          unmountOnExit
        >
          <Tabs.List mb="4">
            <Tabs.Trigger value="current">当前借阅</Tabs.Trigger>
            <Tabs.Trigger value="history">借阅历史</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="current" p="0">
            <Stack gap="4">
              <OpenRequests />
              <LoanList current page={page} onPage={(p) => go({ page: p })} />
            </Stack>
          </Tabs.Content>
          <Tabs.Content value="history" p="0">
            <LoanList current={false} page={page} onPage={(p) => go({ page: p })} />
          </Tabs.Content>
        </Tabs.Root>
      </Box>
    </Stack>
  );
}
