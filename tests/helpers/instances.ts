import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import type { Config } from '#server/config.ts';
import { type Database, openDatabase } from '#server/db/client.ts';
import type { MailMessage } from '#server/mail/mailer.ts';
import { testConfig } from './app.ts';
import { migratedPostgres } from './postgres.ts';

export type Instance = { app: FastifyInstance; database: Database; url: string; mails: MailMessage[] };

/**
 * Several app instances, each with its own pool and its own port, on one fresh PostgreSQL database: what a load
 * balancer in front of several machines would see.
 */
export async function instancesOnPostgres(
  count: number,
  overrides: Partial<Config> = {},
): Promise<{ instances: Instance[]; dispose: () => Promise<void> }> {
  const { url, drop } = await migratedPostgres();
  const instances: Instance[] = [];
  for (let i = 0; i < count; i += 1) {
    const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
    const mails: MailMessage[] = [];
    const app = await buildApp(testConfig(overrides), {
      database,
      mailer: {
        deliver: async (m) => {
          mails.push(m);
        },
      },
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    instances.push({ app, database, url: address, mails });
  }
  return {
    instances,
    dispose: async () => {
      for (const i of instances) {
        await i.app.close();
        await i.database.close();
      }
      await drop();
    },
  };
}
