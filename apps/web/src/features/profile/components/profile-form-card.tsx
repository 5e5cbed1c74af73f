import { useId, type ComponentProps, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Form } from '@/components/form/form';

/** One of the profile editor's forms: a titled card (the title names the form). */
export function ProfileFormCard<In extends FieldValues, Out>({
  form,
  onSubmit,
  title,
  intro,
  testId,
  children,
}: Pick<ComponentProps<typeof Form<In, Out>>, 'form' | 'onSubmit' | 'children'> & {
  title: string;
  intro?: ReactNode;
  testId: string;
}) {
  const titleId = useId();
  return (
    <Form
      form={form}
      ns="profile"
      onSubmit={onSubmit}
      aria-labelledby={titleId}
      className="space-y-6 rounded-2xl border border-line p-6"
      data-testid={testId}
    >
      <div>
        <h2 id={titleId} className="text-xl font-semibold">
          {title}
        </h2>
        {intro}
      </div>
      {children}
    </Form>
  );
}
