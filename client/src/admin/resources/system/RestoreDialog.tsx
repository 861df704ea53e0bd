import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { useForm, useWatch } from 'react-hook-form';
import { AppDialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';

/** What the administrator may type to confirm a restore, besides the backup's name (server: RESTORE_CONFIRMATION). */
export const RESTORE_CONFIRMATION = '确认恢复';

/**
 * 恢复's typed confirmation: the backup's name or 确认恢复 must be typed before 恢复 is enabled (the
 * server checks it again). A restore replaces every record and uploaded file with the backup's.
 */
export function RestoreDialog({
  backupName,
  busy,
  onConfirm,
  onClose,
}: {
  backupName?: string;
  busy: boolean;
  onConfirm(confirmation: string): void;
  onClose(): void;
}) {
  const form = useForm<{ confirmation: string }>({ defaultValues: { confirmation: '' } });
  const typed = useWatch({ control: form.control, name: 'confirmation' }).trim();
  const confirmed = typed === backupName || typed === RESTORE_CONFIRMATION;
  return (
    <AppDialog
      open={!!backupName}
      onClose={onClose}
      size="md"
      role="alertdialog"
      title="恢复备份"
      form={{
        onSubmit: (event) =>
          void form.handleSubmit(({ confirmation }) => {
            if (confirmed) onConfirm(confirmation.trim());
          })(event),
      }}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            取消
          </Button>
          <Button type="submit" colorPalette="red" disabled={!confirmed} loading={busy} loadingText="校验中">
            恢复
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text>
          将用备份 <strong>{backupName}</strong> 替换当前的全部数据和上传文件，备份之后的修改都会丢失。恢复期间网站暂停服务。
        </Text>
        <FormField label={`请输入备份名称或“${RESTORE_CONFIRMATION}”以确认`} required>
          <Input {...form.register('confirmation')} autoComplete="off" placeholder={RESTORE_CONFIRMATION} />
        </FormField>
      </Stack>
    </AppDialog>
  );
}
