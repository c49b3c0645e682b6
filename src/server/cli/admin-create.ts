// `npm run admin:create -- <username> [--role <role>]`: creates the account (an administrator unless --role says
// otherwise) or sets a new password, which ends the account's sessions, in the configured database. The password is
// read from standard input when it is piped, or asked for without echo, and must pass the volunteers' password policy
// (decision 188). On PGlite it refuses while a server holds the same DATA_DIR (the lock in db/client.ts).
import { ConfigError, loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { setPasswordCost } from '#server/features/admin/passwords.ts';
import { ensureAccountFromCli } from '#server/features/users/cli-account.ts';
import { passwordProblem } from '#server/features/users/password-policy.ts';
import { HttpError } from '#server/http-error.ts';
import { isRole, type Role, roleLabels, roles } from '#shared/permissions.ts';
import { passwordMessages, usernameSchema } from '#shared/schemas/users.ts';

const adminCreateMessages = {
  usage: `Ús: npm run admin:create -- <usuari> [--role <rol>] [--reset-second-factor]   (rol: ${roles.join(', ')}; per defecte admin; la contrasenya es demana o es llegeix de l’entrada estàndard; --reset-second-factor treu la verificació en dos passos del compte, que l’haurà de tornar a activar en entrar)`,
  mismatch: passwordMessages.mismatch,
} as const;

/** `<username> [--role <role>] [--reset-second-factor]`, or undefined when the arguments are not that. */
function parseArgs(argv: string[]): { username: string; role: Role | undefined; resetSecondFactor: boolean } | undefined {
  const rest = [...argv];
  let role: Role | undefined;
  const reset = rest.indexOf('--reset-second-factor');
  if (reset !== -1) rest.splice(reset, 1);
  const flag = rest.indexOf('--role');
  if (flag !== -1) {
    const value = rest[flag + 1];
    if (!isRole(value)) return undefined;
    role = value;
    rest.splice(flag, 2);
  }
  const username = (rest[0] ?? '').trim();
  if (!username || rest.length !== 1 || username.startsWith('--')) return undefined;
  return { username, role, resetSecondFactor: reset !== -1 };
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
  const args = parseArgs(argv);
  if (!args) {
    console.error(adminCreateMessages.usage);
    return 2;
  }
  const checked = usernameSchema.safeParse(args.username);
  if (!checked.success) {
    console.error(checked.error.issues[0]?.message);
    return 1;
  }
  const username = checked.data;
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
  const problem = await passwordProblem(password, username);
  if (problem) {
    console.error(problem.message);
    return 1;
  }
  const config = loadConfig();
  setPasswordCost(config.passwordHashCost);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const outcome = await ensureAccountFromCli(database.db, username, password, args.role, { resetSecondFactor: args.resetSecondFactor });
    const said = {
      created: `creat amb el rol ${roleLabels[args.role ?? 'admin']}`,
      updated: 'contrasenya actualitzada; s’han tancat les seves sessions obertes',
      unchanged: 'ja existia amb aquesta contrasenya',
    };
    const role = outcome.roleChanged && args.role ? `; ara té el rol ${roleLabels[args.role]}` : '';
    const reset = outcome.secondFactorReset ? '; verificació en dos passos treta (l’haurà de tornar a activar en entrar)' : '';
    console.log(`Compte «${username}»: ${said[outcome.account]}${role}${reset}.`);
    return 0;
  } catch (err) {
    if (err instanceof HttpError) {
      console.error(err.message);
      return 1;
    }
    throw err;
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
