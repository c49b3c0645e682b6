import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import type { PaymentsConfig } from '#shared/schemas/checkout.ts';

export const paymentsConfigQueryKey = ['payments', 'config'] as const;

export function getPaymentsConfig(): Promise<PaymentsConfig> {
  return getJson<PaymentsConfig>('/api/payments/config');
}

export function usePaymentsConfig() {
  return useQuery(queryOptions({ queryKey: paymentsConfigQueryKey, queryFn: getPaymentsConfig }));
}
