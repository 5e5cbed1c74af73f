import { useState, type FormEvent } from 'react';
import type { ValidationKey } from './validation';

type Errors<F> = Partial<Record<keyof F, ValidationKey>>;

/**
 * The state of an account form: values, and each field's error shown once the field was left
 * (blur) or the form submitted, then kept up to date as the person types. On a submit with
 * errors the first invalid field (in the order of `initial`) gets the focus.
 */
export function useForm<F extends Record<string, string>>(
  idPrefix: string,
  initial: F,
  validate: (values: F) => Errors<F>,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof F, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const found = validate(values);
  const errors: Errors<F> = {};
  for (const name of Object.keys(found) as (keyof F)[])
    if (submitted || touched[name]) errors[name] = found[name];

  const id = (name: keyof F) => `${idPrefix}-${String(name)}`;
  const set = (name: keyof F, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const blur = (name: keyof F) => setTouched((t) => (t[name] ? t : { ...t, [name]: true }));

  /** The props every text field of the form takes. */
  const field = (name: keyof F) => ({
    id: id(name),
    name: String(name),
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    onBlur: () => blur(name),
  });

  const onSubmit = (submit: (values: F) => void) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const invalid = (Object.keys(initial) as (keyof F)[]).find((name) => found[name]);
    if (invalid) {
      document.getElementById(id(invalid))?.focus();
      return;
    }
    submit(values);
  };

  return { values, errors, id, set, blur, field, onSubmit };
}
