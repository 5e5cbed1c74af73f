import { zodResolver } from '@hookform/resolvers/zod';
import { createContext, use, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FormProvider,
  useForm,
  useFormState,
  type FieldValues,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { messageKey } from './messages';

/**
 * A form over a schema of the contract (or one built from its fields): react-hook-form checks it
 * with zod, so each rule and its message exist once. Errors show once a field was left or the form
 * submitted, then follow the typing; a submit with errors puts the focus on the first wrong field.
 */
export function useZodForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    // The resolver's own generics cannot follow a generic schema; its types are the schema's.
    resolver: zodResolver(schema as never) as never,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
  });
}

/** The translation namespace whose `validation.*` (and `form.showPassword`) texts a form shows. */
const FormNamespace = createContext('common');
export const useFormNamespace = () => use(FormNamespace);

/**
 * The `<form>` of a `useZodForm`: its fields find it by context, its errors are worded from
 * `ns`, and `onSubmit` only receives values that passed the schema (its output: trimmed…).
 */
export function Form<In extends FieldValues, Out>({
  form,
  ns,
  onSubmit,
  children,
  ...props
}: Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate'> & {
  form: UseFormReturn<In, unknown, Out>;
  ns: string;
  onSubmit: SubmitHandler<Out>;
}) {
  return (
    <FormProvider {...form}>
      <FormNamespace value={ns}>
        {/* POST: were it ever sent by the browser itself, its fields never go in the address. */}
        <form
          method="post"
          noValidate
          onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
          {...props}
        >
          {children}
        </form>
      </FormNamespace>
    </FormProvider>
  );
}

/** The error of a field of the surrounding form, in the form's language (none while hidden). */
export function useFieldError(name: string): string | undefined {
  const { t } = useTranslation(useFormNamespace());
  const { errors } = useFormState({ name });
  const message = errors[name]?.message;
  return typeof message === 'string' ? t(`validation.${messageKey(message)}`) : undefined;
}
