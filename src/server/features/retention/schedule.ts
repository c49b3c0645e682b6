/** The job runs this long after the nightly backup's time, so the night's backup (decision 185) precedes it. */
export const minutesAfterBackup = 30;

/** "HH:MM" plus `minutes`, on a 24-hour clock (03:30 → 04:00; 23:45 → 00:15). */
export function retentionTime(backupTime: string, minutes = minutesAfterBackup): string {
  const [hh = 0, mm = 0] = backupTime.split(':').map(Number);
  const total = (((hh * 60 + mm + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
