import { z } from 'zod';

// Catalan messages for every schema, and no code generation (the CSP forbids eval).
z.config(z.locales.ca());
z.config({ jitless: true });
