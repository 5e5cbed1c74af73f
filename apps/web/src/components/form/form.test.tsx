import { EmailField as EmailRule, PasswordField as PasswordRule } from '@app/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import i18n from '@/lib/i18n';
import { Form, useZodForm } from './form';
import { SubmitButton } from './form-status';
import { required } from './rules';
import { EmailField, PasswordField, TextField } from './text-field';

// A sign-up-like form over the contract's own fields, worded from the account screens' texts.
const schema = z.object({
  email: EmailRule,
  nickname: z.string(),
  password: required(PasswordRule),
});

function SignUp({ onSubmit }: { onSubmit: (values: z.output<typeof schema>) => void }) {
  const form = useZodForm(schema, { defaultValues: { email: '', nickname: '', password: '' } });
  return (
    <Form form={form} ns="auth" onSubmit={onSubmit}>
      <EmailField name="email" label="Email" description="We never share it." />
      <TextField name="nickname" label="Nickname" />
      <PasswordField name="password" label="Password" />
      <SubmitButton pending={false} pendingLabel="Sending…">
        Create account
      </SubmitButton>
    </Form>
  );
}

async function renderSignUp() {
  const onSubmit = vi.fn();
  render(
    <Suspense fallback={null}>
      <SignUp onSubmit={onSubmit} />
    </Suspense>,
  );
  const fields = {
    email: await screen.findByRole('textbox', { name: 'Email' }),
    nickname: screen.getByRole('textbox', { name: 'Nickname' }),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Create account' }),
  };
  return { onSubmit, user: userEvent.setup(), ...fields };
}

/** The text of the field's error, found through its aria-describedby. */
function errorOf(field: HTMLElement) {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.find((id) => id.endsWith('-error'));
  return error ? document.getElementById(error)?.textContent : undefined;
}

afterEach(() => i18n.changeLanguage('en'));

describe('a form of the toolkit', () => {
  it('shows no error while a field is being filled in, then the contract’s message once it is left', async () => {
    const { user, email, nickname } = await renderSignUp();
    await user.type(email, 'ana@');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Please enter a valid email')).toBeNull();

    await user.click(nickname);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(email)).toBe('Please enter a valid email');
    // The description stays tied to the field beside the error.
    expect(email.getAttribute('aria-describedby')).toMatch(/-description .*-error$/);
  });

  it('on submit, shows every error and puts the focus on the first wrong field', async () => {
    const { user, email, password, submit, onSubmit } = await renderSignUp();
    await user.click(submit);

    expect(errorOf(email)).toBe('This field is required');
    expect(errorOf(password)).toBe('This field is required');
    expect(document.activeElement).toBe(email);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps a shown error up to date as the person types, and submits what the schema made of it', async () => {
    const { user, email, password, submit, onSubmit } = await renderSignUp();
    await user.click(submit);
    await user.type(password, 'short');
    expect(errorOf(password)).toBe('Password must be at least 8 characters');
    await user.type(password, '-but-long-now');
    expect(password.getAttribute('aria-invalid')).toBeNull();

    await user.type(email, '  Ana@Example.com ');
    expect(errorOf(email)).toBeUndefined();
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith(
      { email: 'ana@example.com', nickname: '', password: 'short-but-long-now' },
      expect.anything(),
    );
  });

  it('words the contract’s messages in the page’s language', async () => {
    const { user, email, submit } = await renderSignUp();
    await i18n.changeLanguage('fr');
    await user.click(submit);
    expect(errorOf(email)).toBe('Ce champ est obligatoire');
  });

  it('shows and hides a password with a switch that says its state', async () => {
    const { user, password } = await renderSignUp();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password.getAttribute('type')).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(password.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });
});

describe('a form whose rules load when it is reached', () => {
  function Invite({
    rules,
    onSubmit,
  }: {
    rules: () => Promise<z.ZodObject<{ email: typeof EmailRule }>>;
    onSubmit: (values: { email: string }) => void;
  }) {
    const form = useZodForm(rules, { defaultValues: { email: '' } });
    return (
      <Form form={form} ns="auth" onSubmit={onSubmit}>
        <EmailField name="email" label="Email" />
        <SubmitButton pending={false} pendingLabel="Sending…">
          Send
        </SubmitButton>
      </Form>
    );
  }

  it('loads them when the focus reaches the form, once, and checks with them', async () => {
    const rules = vi.fn(() => Promise.resolve(z.object({ email: EmailRule })));
    const onSubmit = vi.fn();
    render(<Invite rules={rules} onSubmit={onSubmit} />);
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(rules).not.toHaveBeenCalled();

    const user = userEvent.setup();
    await user.click(email);
    expect(rules).toHaveBeenCalledTimes(1);
    await user.type(email, 'ana@');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(errorOf(email)).toBe('Please enter a valid email'));
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(email, 'example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: 'ana@example.com' }, expect.anything()),
    );
    expect(rules).toHaveBeenCalledTimes(1);
  });

  it('sends the values as typed when its rules cannot be loaded: the BFF checks them alike', async () => {
    const rules = vi.fn(() => Promise.reject(new Error('chunk failed')));
    const onSubmit = vi.fn();
    render(<Invite rules={rules} onSubmit={onSubmit} />);
    const email = await screen.findByRole('textbox', { name: 'Email' });
    const user = userEvent.setup();
    await user.type(email, 'ana@');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // Tried three times (after 0.5 s and 1.5 s), as a lazy screen's chunk is.
    await vi.waitFor(
      () => expect(onSubmit).toHaveBeenCalledWith({ email: 'ana@' }, expect.anything()),
      {
        timeout: 4000,
      },
    );
    expect(rules).toHaveBeenCalledTimes(3);
  });
});
