import { createReadStream, openSync, readSync, closeSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { BackupPassphraseError, backupCryptoMessages, decryptStream, isEncrypted } from '#server/backup/crypto.ts';
import { backupFormat, backupVersion, type BackupHeader } from '#server/backup/dump.ts';

export const backupReadMessages = {
  notBackup: 'Aquest fitxer no és una còpia de seguretat del club. / This file is not a club backup.',
  needsPassphrase:
    'La còpia està xifrada: indiqueu la contrasenya amb BACKUP_PASSPHRASE o --passphrase-file. / The backup is encrypted: give its passphrase with BACKUP_PASSPHRASE or --passphrase-file.',
  newerVersion: 'Aquesta còpia és d’un format més nou que aquest programa: actualitzeu-lo. / This backup has a newer format: upgrade first.',
} as const;

export class BackupFileError extends Error {}

/** Whether the file on disk is encrypted (its first bytes). */
export function fileIsEncrypted(file: string): boolean {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(8);
    readSync(fd, head, 0, 8, 0);
    return isEncrypted(head);
  } finally {
    closeSync(fd);
  }
}

/**
 * The backup's lines, decrypted and decompressed as they are read. A wrong passphrase shows as the gzip data being
 * garbage (or the tag not matching at the end): both become the one "wrong passphrase" error.
 */
export async function* backupLines(file: string, passphrase: string | undefined): AsyncGenerator<string> {
  const encrypted = fileIsEncrypted(file);
  if (encrypted && !passphrase) throw new BackupFileError(backupReadMessages.needsPassphrase);
  let source: Readable = createReadStream(file);
  if (encrypted) source = source.pipe(decryptStream(passphrase!));
  const gunzip = createGunzip();
  let failure: unknown;
  const fail = (err: unknown) => {
    failure ??= err;
    gunzip.destroy(err as Error);
  };
  source.on('error', fail);
  source.pipe(gunzip);
  const lines = createInterface({ input: gunzip, crlfDelay: Number.POSITIVE_INFINITY });
  try {
    for await (const line of lines) {
      if (line) yield line;
    }
  } catch (err) {
    throw translate(failure ?? err, encrypted);
  } finally {
    lines.close();
    gunzip.destroy();
    source.destroy();
  }
  if (failure) throw translate(failure, encrypted);
}

function translate(err: unknown, encrypted: boolean): Error {
  if (err instanceof BackupPassphraseError || err instanceof BackupFileError) return err;
  if ((err as NodeJS.ErrnoException).code?.startsWith('Z_'))
    return new BackupFileError(encrypted ? backupCryptoMessages.wrongPassphrase : backupReadMessages.notBackup);
  return err as Error;
}

/** Parses and checks the header line. */
export function parseHeader(line: string | undefined): BackupHeader {
  let header: Partial<BackupHeader>;
  try {
    header = JSON.parse(line ?? '') as Partial<BackupHeader>;
  } catch {
    throw new BackupFileError(backupReadMessages.notBackup);
  }
  if (header.format !== backupFormat || !Array.isArray(header.tables)) throw new BackupFileError(backupReadMessages.notBackup);
  if ((header.version ?? 0) > backupVersion) throw new BackupFileError(backupReadMessages.newerVersion);
  return header as BackupHeader;
}

/** Only the header: the first line (the rest of the file is not read). */
export async function readHeader(file: string, passphrase: string | undefined): Promise<BackupHeader> {
  for await (const line of backupLines(file, passphrase)) return parseHeader(line);
  throw new BackupFileError(backupReadMessages.notBackup);
}
