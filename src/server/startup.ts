import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ConfigError } from '#server/config.ts';
import { lockTransaction } from '#server/db/locks.ts';
import { countAdmins, createAdminIfMissing, ensureAdmin } from '#server/features/admin/users.ts';
import { passwordProblem } from '#server/features/users/password-policy.ts';
import { seedDemo } from '#server/seed/demo.ts';

/**
 * Start-up data: the configured admin (created when missing, never overwritten), a first admin with a printed random password outside production,
 * and demo content on an empty database. Runs under an advisory lock so two instances starting together agree.
 */
export async function prepareData(app: FastifyInstance): Promise<void> {
  const { config, db } = app;
  await db.transaction(async (tx) => {
    await lockTransaction(tx, 'startup');
    if (config.admin) {
      // Create-only (decision 053): an existing account keeps its password, whatever ADMIN_PASSWORD says now. A new
      // one follows the volunteers' password policy (decision 188): 12 characters, not a common password.
      const { username, password } = config.admin;
      const outcome = await createAdminIfMissing(tx, username, password, async () => {
        const problem = await passwordProblem(password, username);
        if (problem) throw new ConfigError(`Configuració invàlida: ADMIN_PASSWORD: ${problem} No s'ha creat el compte ${username}.`);
      });
      if (outcome === 'created') app.log.info({ username: config.admin.username }, 'admin created from ADMIN_USERNAME');
      else
        app.log.info(
          { username: config.admin.username },
          "l'administrador d'ADMIN_USERNAME ja existeix: ADMIN_PASSWORD no en canvia la contrasenya (feu servir `npm run admin:create`)",
        );
    } else if (!config.isProduction && (await countAdmins(tx)) === 0) {
      const password = randomBytes(12).toString('base64url');
      await ensureAdmin(tx, 'admin', password);
      // Printed once, on purpose: there is no default password.
      console.log(`\n  Administrador creat: usuari "admin", contrasenya "${password}" (es mostra només ara)\n`);
    } else if ((await countAdmins(tx)) === 0) {
      app.log.warn('no hi ha cap administrador: creeu-lo amb `npm run admin:create -- <usuari>` o ADMIN_USERNAME/ADMIN_PASSWORD');
    }
    if (config.seedDemo) {
      const seeded = await seedDemo(tx);
      if (seeded) app.log.info('demo content seeded');
    }
  });
}
