import { useEffect, useState } from 'react';
import { rest } from '../../../lib/rest';
import type { RestoreProgressView } from './RestoreProgressCard';

export const RESTORE_STATUS_PATH = 'admin/backup/restore-status';

/**
 * Polls the restore's progress every second while it runs (every other request is answered 503
 * then; this path is the one that answers), and says when it is over.
 */
export function useRestoreProgress(onFinished: () => void) {
  const [progress, setProgress] = useState<RestoreProgressView>();
  const running = progress?.state === 'RUNNING';
  // Opened (or reloaded) while a restore runs: the list answers 503 then, this path answers.
  useEffect(() => {
    let stopped = false;
    void rest<RestoreProgressView | null>('GET', RESTORE_STATUS_PATH, { admin: true, quiet: true }).then((answer) => {
      if (!stopped && answer.ok && answer.data?.state === 'RUNNING') setProgress(answer.data);
    });
    return () => {
      stopped = true;
    };
  }, []);
  useEffect(() => {
    if (!running) return;
    let stopped = false;
    const timer = setInterval(async () => {
      const answer = await rest<RestoreProgressView | null>('GET', RESTORE_STATUS_PATH, { admin: true, quiet: true });
      if (stopped || !answer.ok || !answer.data) return;
      setProgress(answer.data);
      if (answer.data.state !== 'RUNNING') onFinished();
    }, 1000);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [running, onFinished]);
  return [progress, setProgress] as const;
}
