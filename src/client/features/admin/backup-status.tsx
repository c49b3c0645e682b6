import { backupStatusQuery } from '#client/api/get-backup-status.ts';
import { backupStatusStrings as s } from '#client/features/admin/backup-status-strings.ts';
import { formatDateTime } from '#shared/dates.ts';

/** Megabytes with one decimal, Catalan style ("1,6 MB"); a backup below 0.1 MB still says 0,1. */
const megabytes = (bytes: number) =>
  `${new Intl.NumberFormat('ca', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Math.max(0.1, bytes / 1024 / 1024))} MB`;

/** One discreet line under the back office: when the newest backup was taken, and its size (issue 15 item 5). */
export function BackupStatusLine() {
  const { data } = backupStatusQuery.useQuery();
  if (!data) return null;
  const last = data.lastBackup;
  return (
    <p className="mx-auto max-w-7xl px-4 pb-6 text-xs text-stone-600" data-testid="backup-status">
      {last ? s.last(formatDateTime(last.at), megabytes(last.bytes)) : s.none}
    </p>
  );
}
