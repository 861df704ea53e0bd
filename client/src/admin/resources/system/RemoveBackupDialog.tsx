import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

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
    <Dialog.Root open={!!backupName} onOpenChange={(e) => !e.open && onClose()} placement="center" size="sm" role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>删除备份</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>确定删除备份 {backupName} 吗？备份文件将一并删除，无法找回。</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                取消
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={busy}>
                删除
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
