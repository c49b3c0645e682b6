import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { type Config, sessionSecretFile } from '#server/config.ts';

/**
 * What a restored server needs besides the rows (issue 22 finding 4, decision 208): the session secret, which signs
 * cookies and the links mailed to families and keys the volunteers' second factors (their authenticator secrets are
 * stored encrypted with it, their recovery codes hashed with it). A backup carries it in its header, protected as
 * the backup is (encrypted with the passphrase when there is one).
 */
export type BackupKeys = { sessionSecret: string };

export const backupKeysOf = (config: Pick<Config, 'sessionSecret'>): BackupKeys => ({ sessionSecret: config.sessionSecret });

export const backupKeysMessages = {
  adopted: (file: string) =>
    `Secret de sessió de la còpia desat a ${file}: els voluntaris entren amb els mateixos codis de verificació i els enllaços enviats a les famílies continuen funcionant.`,
  envDiffers: (file: string) =>
    `Atenció: SESSION_SECRET no és el secret del servidor de la còpia, i els codis de verificació en dos passos dels voluntaris no es reconeixeran. El de la còpia s'ha desat a ${file}: poseu-lo a SESSION_SECRET (o traieu SESSION_SECRET perquè el servidor el llegeixi d'aquest fitxer).`,
  missing:
    "Aquesta còpia no porta el secret de sessió (és d'abans de la decisió 208): perquè els voluntaris entrin amb els seus codis de verificació, poseu a SESSION_SECRET el secret del servidor antic.",
} as const;

/**
 * After a restore into `dataDir`: the backup's secret becomes the restored server's own (DATA_DIR/session-secret,
 * owner-only), replacing the one the command generated for the new directory. SESSION_SECRET in the environment wins
 * at start-up, so when it is set and differs the operator is told what to do. Returns the message to print.
 */
export function adoptBackupKeys(dataDir: string, keys: BackupKeys | undefined, envSecret: string | undefined): string {
  // A header is data from a file: anything but a secret as the server would use one counts as none.
  if (typeof keys?.sessionSecret !== 'string' || keys.sessionSecret.length < 32 || /\s/.test(keys.sessionSecret)) return backupKeysMessages.missing;
  const file = sessionSecretFile(dataDir);
  const current = existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
  if (current !== keys.sessionSecret) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    writeFileSync(file, keys.sessionSecret, { mode: 0o600 });
  }
  if (envSecret && envSecret !== keys.sessionSecret) return backupKeysMessages.envDiffers(file);
  return backupKeysMessages.adopted(file);
}
