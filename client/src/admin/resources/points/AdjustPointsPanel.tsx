import { useMutation } from '@apollo/client/react';
import { Button, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
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

/** Checks the form as the server does (the server has the last word, and the balance rule). */
export function adjustmentErrors(delta: string, reason: string): { delta?: string; reason?: string } {
  const errors: { delta?: string; reason?: string } = {};
  const value = Number(delta);
  if (!/^[+-]?\d+$/.test(delta.trim())) errors.delta = '请输入整数积分，扣减请填负数';
  else if (value === 0) errors.delta = '调整积分不能为0';
  else if (Math.abs(value) > MAX) errors.delta = `单次调整不能超过${MAX}分`;
  if (!reason.trim()) errors.reason = '请填写调整原因';
  else if (reason.trim().length > 200) errors.reason = '调整原因不能超过200个字';
  return errors;
}

/**
 * 调整积分 of one reader (a dialog of 用户积分): a positive number adds, a negative one removes; the
 * reason is required and kept with the entry, and the change is audited. The balance cannot go below 0.
 */
export function AdjustPointsPanel({ readerId, balance, onDone }: { readerId: string; balance: number; onDone(): void }) {
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ delta?: string; reason?: string }>({});
  const [adjust, { loading }] = useMutation(AdjustPoints);

  const submit = async () => {
    const found = adjustmentErrors(delta, reason);
    setErrors(found);
    if (found.delta || found.reason) return;
    try {
      await adjust({ variables: { readerId, input: { delta: Number(delta), reason: reason.trim() } } });
    } catch {
      // The error catalogue has shown the refusal (积分不足…); the form keeps what was typed.
      return;
    }
    showSuccess(ADJUSTED);
    onDone();
  };

  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted">
        当前积分：{balance}
      </Text>
      <Field.Root invalid={!!errors.delta} required>
        <Field.Label>调整积分</Field.Label>
        <Input inputMode="numeric" value={delta} onChange={(e) => setDelta(e.target.value)} placeholder="增加填正数，扣减填负数" />
        {errors.delta ? <Field.ErrorText>{errors.delta}</Field.ErrorText> : <Field.HelperText>调整后积分不能为负数</Field.HelperText>}
      </Field.Root>
      <Field.Root invalid={!!errors.reason} required>
        <Field.Label>调整原因</Field.Label>
        <Textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={200} rows={3} />
        {errors.reason && <Field.ErrorText>{errors.reason}</Field.ErrorText>}
      </Field.Root>
      <HStack justify="flex-end">
        <Button colorPalette="brand" loading={loading} onClick={() => void submit()}>
          确定调整
        </Button>
      </HStack>
    </Stack>
  );
}
