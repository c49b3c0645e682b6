import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.ts';

const base = { DATA_DIR: '.tmp/config-test', SESSION_SECRET: 's'.repeat(40) };

describe('configuration', () => {
  it('has the documented defaults', () => {
    const c = loadConfig(base);
    expect(c.port).toBe(3000);
    expect(c.host).toBe('0.0.0.0');
    expect(c.seedDemo).toBe(true);
    expect(c.payments.provider).toBe('test');
    expect(c.databaseUrl).toBeUndefined();
  });

  it('chooses stripe when a secret key is set', () => {
    expect(loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_x' }).payments.provider).toBe('stripe');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ PAYMENTS_PROVIDER: 'paypal' }, 'PAYMENTS_PROVIDER'],
    [{ PAYMENTS_PROVIDER: 'stripe' }, 'STRIPE_SECRET_KEY'],
    [{ NODE_ENV: 'production' }, 'PAYMENTS_PROVIDER'],
    [{ NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: '1', SESSION_SECRET: '' }, 'SESSION_SECRET'],
    [{ ADMIN_USERNAME: 'admin' }, 'ADMIN_PASSWORD'],
    [{ MAIL_FROM: 'not-an-email' }, 'MAIL_FROM'],
    [{ NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: '1' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'ftp://cbllivia.cat' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'https://cbllivia.cat/?a=1' }, 'PUBLIC_URL'],
  ])('stops with a one-line message naming the variable for %o', (env, name) => {
    let error: unknown;
    try {
      loadConfig({ ...base, ...env });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain(name);
    expect(message).not.toContain('\n');
  });

  it('allows the test provider in production only with ALLOW_TEST_PAYMENTS=1', () => {
    const c = loadConfig({ ...base, NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: '1', PUBLIC_URL: 'https://cbllivia.cat' });
    expect(c.isProduction).toBe(true);
    expect(c.payments.provider).toBe('test');
  });

  describe('production defaults (issue 10 item 13)', () => {
    const production = { ...base, NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: '1', PUBLIC_URL: 'https://cbllivia.cat/' };

    it('seeds demo content in production only when SEED_DEMO=1 is given', () => {
      expect(loadConfig(production).seedDemo).toBe(false);
      expect(loadConfig({ ...production, SEED_DEMO: '' }).seedDemo).toBe(false);
      expect(loadConfig({ ...production, SEED_DEMO: '1' }).seedDemo).toBe(true);
      expect(loadConfig({ ...base, NODE_ENV: 'development' }).seedDemo).toBe(true);
      expect(loadConfig({ ...base, NODE_ENV: 'development', SEED_DEMO: '0' }).seedDemo).toBe(false);
    });

    it('takes absolute URLs from PUBLIC_URL (without its trailing slash), else http://localhost:PORT outside production', () => {
      expect(loadConfig(production).publicUrl).toBe('https://cbllivia.cat');
      expect(loadConfig({ ...base, PUBLIC_URL: 'https://club.example/web/' }).publicUrl).toBe('https://club.example/web');
      expect(loadConfig(base).publicUrl).toBe('http://localhost:3000');
      expect(loadConfig({ ...base, PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    });
  });
});
