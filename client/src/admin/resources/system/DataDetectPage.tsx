import { useApolloClient, useMutation } from '@apollo/client/react';
import { Badge, Button, Card, Heading, HStack, List, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPlay, LuWrench } from 'react-icons/lu';
import { confirm } from '../../../components/ConfirmDialog';
import { showSuccess } from '../../../components/ui/toaster';
import { formatDateTimeSeconds } from '../../../lib/format';
import { graphql } from '../../gql';
import type { AdminDataCheckQuery, DataCheckRule } from '../../gql/graphql';

const DataCheckQuery = graphql(`
  query AdminDataCheck {
    dataCheck {
      checkedAt
      items {
        rule
        name
        description
        count
        samples
        fixLabel
        fixConfirm
      }
    }
  }
`);

const FixDataCheckMutation = graphql(`
  mutation AdminFixDataCheck($rule: DataCheckRule!) {
    fixDataCheck(rule: $rule) {
      rule
      fixed
      item {
        rule
        name
        description
        count
        samples
        fixLabel
        fixConfirm
      }
    }
  }
`);

type Report = AdminDataCheckQuery['dataCheck'];
type Item = Report['items'][number];

/**
 * 数据检测 (/admin/dataDetect): integrity checks run on 开始检测 (they scan large tables, so not on
 * every visit); each row shows what was found and, where a fix is safe, a button that asks first.
 */
export function DataDetectPage() {
  const client = useApolloClient();
  const [report, setReport] = useState<Report>();
  const [running, setRunning] = useState(false);
  const [failed, setFailed] = useState(false);
  const [fix, { loading: fixing }] = useMutation(FixDataCheckMutation);
  const [fixingRule, setFixingRule] = useState<DataCheckRule>();

  const run = async () => {
    setRunning(true);
    setFailed(false);
    try {
      const { data } = await client.query({ query: DataCheckQuery, fetchPolicy: 'network-only' });
      if (data) setReport(data.dataCheck);
    } catch {
      // The error catalogue has shown what went wrong.
      setFailed(true);
    } finally {
      setRunning(false);
    }
  };

  const runFix = async (item: Item) => {
    if (!(await confirm({ text: item.fixConfirm ?? undefined, confirmLabel: item.fixLabel ?? '确定' }))) return;
    setFixingRule(item.rule);
    try {
      const { data } = await fix({ variables: { rule: item.rule } });
      if (!data) return;
      const result = data.fixDataCheck;
      setReport((current) => current && { ...current, items: current.items.map((row) => (row.rule === result.rule ? result.item : row)) });
      showSuccess(`已处理 ${result.fixed} 项`);
    } catch {
      // Shown by the error catalogue; the row keeps its findings.
    } finally {
      setFixingRule(undefined);
    }
  };

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="xl" fontWeight="semibold">
          数据检测
        </Heading>
        <Button colorPalette="brand" onClick={() => void run()} loading={running} loadingText="检测中">
          <LuPlay /> {report ? '重新检测' : '开始检测'}
        </Button>
      </HStack>
      <Text color="fg.muted" fontSize="sm">
        {report
          ? `检测时间：${formatDateTimeSeconds(report.checkedAt)}`
          : '检查上传文件、检索文档、资源计数和子项的完整性。检测会扫描全部数据，数据量大时需要一些时间。'}
      </Text>
      {failed && !report && <Text color="fg.muted">检测失败，请稍后重试</Text>}
      {report && (
        <Card.Root variant="outline" bg="bg">
          <Card.Body p="0">
            <Table.ScrollArea>
              <Table.Root size="sm" aria-label="数据检测结果">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader w="48">检测项</Table.ColumnHeader>
                    <Table.ColumnHeader w="24">问题数</Table.ColumnHeader>
                    <Table.ColumnHeader>说明</Table.ColumnHeader>
                    <Table.ColumnHeader w="36">处理</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {report.items.map((item) => (
                    <Table.Row key={item.rule} verticalAlign="top">
                      <Table.Cell fontWeight="semibold">{item.name}</Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={item.count ? 'orange' : 'green'} variant="subtle">
                          {item.count ? `${item.count} 项` : '正常'}
                        </Badge>
                      </Table.Cell>
                      <Table.Cell whiteSpace="normal">
                        <Text>{item.description}</Text>
                        {item.samples.length > 0 && (
                          <List.Root mt="2" ps="4" fontSize="xs" color="fg.muted" aria-label={`${item.name}示例`}>
                            {item.samples.map((sample) => (
                              <List.Item key={sample} wordBreak="break-all">
                                {sample}
                              </List.Item>
                            ))}
                          </List.Root>
                        )}
                      </Table.Cell>
                      <Table.Cell>
                        {item.count > 0 && item.fixLabel ? (
                          <Button
                            size="xs"
                            colorPalette="brand"
                            variant="outline"
                            onClick={() => void runFix(item)}
                            loading={fixing && fixingRule === item.rule}
                            disabled={fixing}
                          >
                            <LuWrench /> {item.fixLabel}
                          </Button>
                        ) : item.count > 0 ? (
                          <Text fontSize="xs" color="fg.muted">
                            需手动处理
                          </Text>
                        ) : null}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
