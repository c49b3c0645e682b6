import { useSyncExternalStore } from 'react';

/** The customer's details, shared by the cart panel and /checkout; kept only in memory, cleared after a purchase. */
export type CustomerDetails = { name: string; email: string; phone: string };

const empty: CustomerDetails = { name: '', email: '', phone: '' };
let details = empty;
const listeners = new Set<() => void>();

export const customerDetails = {
  get: () => details,
  set(patch: Partial<CustomerDetails>) {
    details = { ...details, ...patch };
    for (const l of listeners) l();
  },
  clear() {
    details = empty;
    for (const l of listeners) l();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useCustomerDetails(): CustomerDetails {
  return useSyncExternalStore(customerDetails.subscribe, customerDetails.get, customerDetails.get);
}
