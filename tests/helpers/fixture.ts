import type { FastifyInstance } from 'fastify';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { AppDeps } from '#server/app.ts';
import type { Config } from '#server/config.ts';
import type { Database, Db } from '#server/db/client.ts';
import type { MailMessage } from '#server/mail/mailer.ts';
import type { Role } from '#shared/permissions.ts';
import { type AdminSession, addAdmin, asAdmin, loginAs, testAdmin } from './admin.ts';
import { createTestApp, type TestApp } from './app.ts';

export type TestAppOptions = {
  /** Sign in a volunteer before the file's tests: `true` (an admin) or a role; the session is `t.session`. */
  signedIn?: true | Role;
  /** Tables emptied before each test (children before parents), and the public lists' cache dropped with them. */
  wipe?: PgTable[];
  config?: Partial<Config>;
  env?: Record<string, string>;
  setup?: (app: FastifyInstance) => void;
  deps?: Pick<AppDeps, 'payments' | 'mailer' | 'logStream' | 'sweepIntervalMs'>;
};

export type TestAppFixture = {
  readonly app: FastifyInstance;
  readonly db: Db;
  readonly database: Database;
  readonly mails: MailMessage[];
  /** The signed-in volunteer's session (options.signedIn). */
  readonly session: AdminSession;
  /** The signed-in volunteer as tests/helpers/registrations.ts's loginAsAdmin gives it: headers with the CSRF token. */
  readonly admin: { headers: Record<string, string> };
  /** Headers of a same-origin request of that volunteer. */
  asAdmin: () => { cookie: string; origin: string };
  /** The same request headers plus the session's CSRF token, for a write. */
  asAdminWriting: () => { cookie: string; origin: string; 'x-csrf-token': string };
};

/**
 * The set-up most API test files share (decision 195): a test app on a fresh copy of the run's migrated template,
 * opened before the file's tests and closed after them; optionally a volunteer signed in, and tables wiped before
 * each test. Call it at the top of a file (or of a describe block):
 *
 *   const t = withTestApp({ signedIn: true, wipe: [campusRegistrations, campus] });
 *   it('…', async () => { const res = await t.app.inject({ url: '/api/admin/campus', headers: t.asAdmin() }); });
 */
export function withTestApp(options: TestAppOptions = {}): TestAppFixture {
  let opened: TestApp | undefined;
  let session: AdminSession | undefined;
  const ready = () => {
    if (!opened) throw new Error('withTestApp: the app is opened in beforeAll; use it inside a test or a hook');
    return opened;
  };
  const signedIn = () => {
    if (!session) throw new Error('withTestApp: no volunteer signed in (options.signedIn)');
    return session;
  };
  beforeAll(async () => {
    opened = await createTestApp(options.config, options.env, options.setup, options.deps);
    if (options.signedIn) {
      const role = options.signedIn === true ? 'admin' : options.signedIn;
      await addAdmin(opened.database.db, testAdmin.username, testAdmin.password, role);
      session = await loginAs(opened.app);
    }
  });
  afterAll(async () => {
    await opened?.close();
  });
  if (options.wipe?.length) {
    beforeEach(async () => {
      const { database, app } = ready();
      for (const table of options.wipe ?? []) await database.db.delete(table);
      app.publicCache.clear();
    });
  }
  return {
    get app() {
      return ready().app;
    },
    get db() {
      return ready().database.db;
    },
    get database() {
      return ready().database;
    },
    get mails() {
      return ready().mails;
    },
    get session() {
      return signedIn();
    },
    get admin() {
      const { cookie, csrfToken } = signedIn();
      return { headers: { cookie, 'x-csrf-token': csrfToken, origin: 'http://localhost:80', host: 'localhost:80' } };
    },
    asAdmin: () => asAdmin(signedIn()),
    asAdminWriting: () => ({ ...asAdmin(signedIn()), 'x-csrf-token': signedIn().csrfToken }),
  };
}
