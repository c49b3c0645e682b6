import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentsConfig } from '#shared/schemas/checkout.ts';
import { paymentsEndpoints } from '#shared/endpoints/payments.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

export const paymentsConfigQueryKey = ['payments', 'config'] as const;

export function getPaymentsConfig(): Promise<PaymentsConfig> {
  return callEndpoint(paymentsEndpoints.config);
}

export function usePaymentsConfig() {
  return useQuery(queryOptions({ queryKey: paymentsConfigQueryKey, queryFn: getPaymentsConfig }));
}
