import { createContext, use, useEffect, useMemo, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FormProvider,
  useForm,
  useFormState,
  type FieldValues,
  type Resolver,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { loadOnce } from '@/lib/lazy';
import { messageKey } from './messages';

type FormSchema = z.ZodType<unknown, FieldValues>;

/**
 * The resolver of a form's schema, made when the form first checks its values: zod's resolver is
 * a chunk of its own, and so may the schema be (`() => import(…)`), so that a screen whose form
 * is not used yet paints without zod and the contract. `load` starts loading both (tried again,
 * as a lazy screen's chunk is). Should they still not load, the values go as typed: the BFF
 * checks them by the same rules and answers 400 with their words.
 */
function lazyResolver(schema: FormSchema | (() => Promise<FormSchema>)) {
  let made: Resolver | undefined;
  const load = loadOnce(() =>
    Promise.all([
      import('@hookform/resolvers/zod'),
      typeof schema === 'function' ? schema() : schema,
    ]).then(
      ([{ zodResolver }, loaded]) => (made = zodResolver(loaded as never) as unknown as Resolver),
    ),
  );
  const resolve: Resolver = (values, context, options) =>
    made
      ? made(values, context, options)
      : load().then(
          (resolver) => resolver(values, context, options),
          () => ({ values, errors: {} }),
        );
  return { load, resolve };
}

/** How each form's rules start loading, for `Form` to call when someone reaches the form. */
const rulesLoaders = new WeakMap<object, () => Promise<unknown>>();
const loadRules = (control: object) =>
  void rulesLoaders
    .get(control)?.()
    .catch(() => {});

/**
 * A form over a schema of the contract (or one built from its fields): react-hook-form checks it
 * with zod, so each rule and its message exist once. Errors show once a field was left or the form
 * submitted, then follow the typing; a submit with errors puts the focus on the first wrong field.
 * `schema` may be given as its import, a function made once outside the component
 * (`const inviteForm = () => import('./invite-form').then((m) => m.InviteForm)`): its rules and
 * zod then load when the pointer or the focus reaches the form, or at its first check, not with
 * the screen. A schema given as is loads zod's resolver as soon as the form is shown.
 */
export function useZodForm<S extends FormSchema>(
  schema: S | (() => Promise<S>),
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  // A schema that changes (one made from a setting that loaded) makes a new resolver.
  const rules = useMemo(() => lazyResolver(schema), [schema]);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    // The resolver's own generics cannot follow a generic schema; its types are the schema's.
    resolver: rules.resolve as never,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
  });
  rulesLoaders.set(form.control, rules.load);
  const eager = typeof schema !== 'function';
  useEffect(() => {
    if (eager) rules.load().catch(() => {});
  }, [eager, rules]);
  return form;
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
          onFocus={() => loadRules(form.control)}
          onPointerEnter={() => loadRules(form.control)}
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
