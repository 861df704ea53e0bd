import { useMutation } from '@apollo/client/react';
import { Button, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { showSuccess } from '../../../components/ui/toaster';
import { graphql } from '../../gql';

const AdjustPoints = graphql(`
  mutation AdjustPoints($readerId: ID!, $input: PointAdjustmentInput!) {
    result: adjustPoints(readerId: $readerId, input: $input) {
      id
      delta
      balanceAfter
    }
  }
`);

export const ADJUSTED = '积分已调整';
const MAX = 100000;

/** The form's checks, as the server makes them (the server has the last word, and the balance rule). */
const RULES = {
  delta: (delta: string): true | string => {
    const value = Number(delta);
    if (!/^[+-]?\d+$/.test(delta.trim())) return '请输入整数积分，扣减请填负数';
    if (value === 0) return '调整积分不能为0';
    return Math.abs(value) <= MAX || `单次调整不能超过${MAX}分`;
  },
  reason: (reason: string): true | string => {
    if (!reason.trim()) return '请填写调整原因';
    return reason.trim().length <= 200 || '调整原因不能超过200个字';
  },
};

/**
 * 调整积分 of one reader (a dialog of 用户积分): a positive number adds, a negative one removes; the
 * reason is required and kept with the entry, and the change is audited. The balance cannot go below 0.
 */
export function AdjustPointsPanel({ readerId, balance, onDone }: { readerId: string; balance: number; onDone(): void }) {
  // An error stays until the next try (reValidateMode).
  const form = useForm<{ delta: string; reason: string }>({ defaultValues: { delta: '', reason: '' }, reValidateMode: 'onSubmit' });
  const { errors } = form.formState;
  const [adjust, { loading }] = useMutation(AdjustPoints);

  const submit = form.handleSubmit(async ({ delta, reason }) => {
    try {
      await adjust({ variables: { readerId, input: { delta: Number(delta), reason: reason.trim() } } });
    } catch {
      // The error catalogue has shown the refusal (积分不足…); the form keeps what was typed.
      return;
    }
    showSuccess(ADJUSTED);
    onDone();
  });

  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted">
        当前积分：{balance}
      </Text>
      <FormField label="调整积分" error={errors.delta?.message} required helper="调整后积分不能为负数">
        <Input inputMode="numeric" {...form.register('delta', { validate: RULES.delta })} placeholder="增加填正数，扣减填负数" />
      </FormField>
      <FormField label="调整原因" error={errors.reason?.message} required>
        <Textarea {...form.register('reason', { validate: RULES.reason })} maxLength={200} rows={3} />
      </FormField>
      <HStack justify="flex-end">
        <Button colorPalette="brand" loading={loading} onClick={() => void submit()}>
          确定调整
        </Button>
      </HStack>
    </Stack>
  );
}
