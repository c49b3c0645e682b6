/** The back office's backup line (issue 15 item 5), Catalan only like the rest of the back office. */
export const backupStatusStrings = {
  last: (when: string, size: string) => `Darrera còpia de seguretat: ${when} (${size})`,
  none: 'Encara no hi ha cap còpia de seguretat.',
} as const;
