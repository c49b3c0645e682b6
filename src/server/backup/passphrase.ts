import { readFileSync } from 'node:fs';

export const passphraseMessages = {
  unreadable: (file: string) => `No es pot llegir el fitxer de contrasenya ${file}. / Cannot read the passphrase file ${file}.`,
  short: 'La contrasenya de la còpia ha de tenir com a mínim 12 caràcters. / The backup passphrase needs at least 12 characters.',
} as const;

/**
 * The backup passphrase: the first line of `--passphrase-file` (so it never shows in the process list or the
 * shell's history), else BACKUP_PASSPHRASE from the configuration, else none.
 */
export function resolvePassphrase(file: string | undefined, fromConfig: string | undefined): string | undefined {
  if (!file) return fromConfig;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(passphraseMessages.unreadable(file));
  }
  const line = text.split(/\r?\n/)[0] ?? '';
  if ([...line].length < 12) throw new Error(passphraseMessages.short);
  return line;
}
