import { createCipheriv, createDecipheriv, type DecipherGCM, randomBytes, scrypt } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

/**
 * An encrypted backup (`.backup.gz.enc`) is the gzip stream sealed with AES-256-GCM: `CBLENC01`, a random 16-byte
 * salt, a random 12-byte nonce, the ciphertext, the 16-byte tag. The key comes from the passphrase through scrypt
 * (N=2^15, r=8, p=1: about a tenth of a second and 32 MB, once per file). The magic is authenticated data, so a
 * file of another format version cannot be passed off as this one.
 */
const magic = Buffer.from('CBLENC01');
const saltBytes = 16;
const nonceBytes = 12;
const tagBytes = 16;
const headerBytes = magic.length + saltBytes + nonceBytes;

export const backupCryptoMessages = {
  wrongPassphrase: 'La contrasenya de la còpia no és correcta, o el fitxer està malmès. / Wrong passphrase or damaged file.',
  notEncrypted: 'Aquest fitxer no és una còpia xifrada. / This file is not an encrypted backup.',
} as const;

export class BackupPassphraseError extends Error {}

function deriveKey(passphrase: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(passphrase, salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Whether a file's first bytes are those of an encrypted backup. */
export const isEncrypted = (head: Buffer) => head.subarray(0, magic.length).equals(magic);

/** A transform that encrypts what goes through it (header first, tag last). */
export async function encryptStream(passphrase: string): Promise<Transform> {
  const salt = randomBytes(saltBytes);
  const nonce = randomBytes(nonceBytes);
  const cipher = createCipheriv('aes-256-gcm', await deriveKey(passphrase, salt), nonce);
  cipher.setAAD(magic);
  let started = false;
  return new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      if (!started) {
        started = true;
        this.push(Buffer.concat([magic, salt, nonce]));
      }
      done(null, cipher.update(chunk));
    },
    flush(done: TransformCallback) {
      if (!started) this.push(Buffer.concat([magic, salt, nonce]));
      this.push(cipher.final());
      done(null, cipher.getAuthTag());
    },
  });
}

/**
 * A transform that decrypts an encrypted backup. The tag is the last 16 bytes, so they are held back until the end;
 * a wrong passphrase or a changed byte fails at `flush` (a restore reads everything inside one transaction, so
 * nothing it wrote before then is committed).
 */
export function decryptStream(passphrase: string): Transform {
  let head = Buffer.alloc(0);
  let decipher: DecipherGCM | undefined;
  let tail = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      const run = async () => {
        let data = chunk;
        if (!decipher) {
          head = Buffer.concat([head, data]);
          if (head.length < headerBytes) return;
          if (!isEncrypted(head)) throw new BackupPassphraseError(backupCryptoMessages.notEncrypted);
          const salt = head.subarray(magic.length, magic.length + saltBytes);
          const nonce = head.subarray(magic.length + saltBytes, headerBytes);
          decipher = createDecipheriv('aes-256-gcm', await deriveKey(passphrase, salt), nonce);
          decipher.setAAD(magic);
          data = head.subarray(headerBytes);
        }
        tail = Buffer.concat([tail, data]);
        if (tail.length > tagBytes) {
          const out = decipher.update(tail.subarray(0, tail.length - tagBytes));
          tail = tail.subarray(tail.length - tagBytes);
          this.push(out);
        }
      };
      run().then(() => done(), done);
    },
    flush(done: TransformCallback) {
      if (!decipher || tail.length !== tagBytes) return done(new BackupPassphraseError(backupCryptoMessages.wrongPassphrase));
      try {
        decipher.setAuthTag(tail);
        done(null, decipher.final());
      } catch {
        done(new BackupPassphraseError(backupCryptoMessages.wrongPassphrase));
      }
    },
  });
}
