import { Button, Text } from '@chakra-ui/react';
import { AppDialog } from '../../../components/ui/dialog';

/** 删除's confirmation: the archive and its row go for good. */
export function RemoveBackupDialog({
  backupName,
  busy,
  onConfirm,
  onClose,
}: {
  backupName?: string;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  return (
    <AppDialog
      open={!!backupName}
      onClose={onClose}
      size="sm"
      role="alertdialog"
      title="删除备份"
      closeButton={false}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            取消
          </Button>
          <Button colorPalette="red" onClick={onConfirm} loading={busy}>
            删除
          </Button>
        </>
      }
    >
      <Text>确定删除备份 {backupName} 吗？备份文件将一并删除，无法找回。</Text>
    </AppDialog>
  );
}
