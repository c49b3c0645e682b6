// `npm run admin:create -- <username>`: creates the administrator (or sets a new password, which ends the account's
// sessions) in the configured database. The password is read from standard input when it is piped, or asked for
// without echo. On PGlite it refuses while a server holds the same DATA_DIR (the lock in db/client.ts).
import { ConfigError, loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { ensureAdmin } from '#server/features/admin/users.ts';

const adminCreateMessages = {
  usage: 'Ús: npm run admin:create -- <usuari>   (la contrasenya es demana o es llegeix de l’entrada estàndard)',
  badUsername: 'Usuari invàlid: de 3 a 100 caràcters, lletres, xifres i . _ @ -',
  shortPassword: 'La contrasenya ha de tenir com a mínim 8 caràcters.',
  mismatch: 'Les contrasenyes no coincideixen.',
} as const;

function validateAdminCredentials(username: string, password: string): string | undefined {
  if (!/^[\p{L}\p{N}._@-]{3,100}$/u.test(username)) return adminCreateMessages.badUsername;
  if ([...password].length < 8) return adminCreateMessages.shortPassword;
  if (password.length > 256) return 'La contrasenya és massa llarga (màxim 256 caràcters).';
  return undefined;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

/** Asks on the terminal without showing what is typed. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.setEncoding('utf8');
    stdin.resume();
    let value = '';
    const finish = () => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          finish();
          resolve(value);
          return;
        }
        if (ch === '\u0003' || ch === '\u0004') {
          finish();
          reject(new Error('cancel·lat'));
          return;
        }
        if (ch === '\u007f' || ch === '\b') value = [...value].slice(0, -1).join('');
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function main(argv: string[]): Promise<number> {
  // What it creates in DATA_DIR is owner-only, as the server's (issue 10 item 12).
  process.umask(0o077);
  const username = (argv[0] ?? '').trim();
  if (!username || argv.length > 1) {
    console.error(adminCreateMessages.usage);
    return 2;
  }
  let password: string;
  if (process.stdin.isTTY) {
    password = await promptHidden('Contrasenya: ');
    const again = await promptHidden('Repetiu la contrasenya: ');
    if (again !== password) {
      console.error(adminCreateMessages.mismatch);
      return 1;
    }
  } else {
    password = await readStdin();
  }
  const problem = validateAdminCredentials(username, password);
  if (problem) {
    console.error(problem);
    return 1;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const outcome = await ensureAdmin(database.db, username, password);
    const said = {
      created: 'creat',
      updated: 'contrasenya actualitzada; s’han tancat les seves sessions obertes',
      unchanged: 'ja existia amb aquesta contrasenya',
    };
    console.log(`Administrador «${username}»: ${said[outcome]}.`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError || err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
