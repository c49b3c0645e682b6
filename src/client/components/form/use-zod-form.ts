import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

type ZodFormOptions<S extends FormSchema> = Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> & {
  defaultValues: z.input<S>;
  /** What the schema checks, when not the fields as they are (e.g. leave out a hidden part). */
  prepare?: (values: z.input<S>) => z.input<S>;
};

/**
 * react-hook-form on a shared Zod schema: the fields hold the schema's input (texts as typed), `handleSubmit` gets
 * its parsed output. `names` lists the fields, for `applyServerFieldErrors`.
 */
export function useZodForm<S extends FormSchema>(schema: S, { prepare, ...options }: ZodFormOptions<S>) {
  const resolve = zodResolver(schema);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    ...options,
    resolver: prepare ? (values, context, opts) => resolve(prepare(values), context, opts) : resolve,
  });
  return { ...form, names: Object.keys(options.defaultValues) };
}
