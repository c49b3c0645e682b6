import type { z } from 'zod';
import type { Endpoint } from '#shared/endpoints/endpoint.ts';

/**
 * The schemas of a feature's answers, one per endpoint of its path file (`satisfies ResponsesOf<typeof xEndpoints>`:
 * an endpoint without one, or one without an endpoint, does not compile). `null`: the answer is not JSON to check
 * (no body, a file, a calendar).
 */
export type ResponsesOf<G extends Readonly<Record<string, Endpoint>>> = { readonly [K in keyof G]: z.ZodType | null };

/** What an endpoint answers, given the registry of response schemas (`responses.ts`). */
export type ResponseIn<R, E extends Endpoint> = E['feature'] extends keyof R
  ? E['name'] extends keyof R[E['feature']]
    ? R[E['feature']][E['name']] extends z.ZodType
      ? z.output<R[E['feature']][E['name']]>
      : undefined
    : never
  : never;
