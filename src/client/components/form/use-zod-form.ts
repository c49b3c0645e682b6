import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * react-hook-form on a shared Zod schema: the fields hold the schema's input (texts as typed), `handleSubmit` gets
 * its parsed output. `names` lists the fields, for `applyServerFieldErrors`.
 */
export function useZodForm<S extends FormSchema>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> & { defaultValues: z.input<S> },
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver: zodResolver(schema) });
  return { ...form, names: Object.keys(options.defaultValues) };
}
