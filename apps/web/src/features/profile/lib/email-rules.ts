const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5 for the new address: required ("This field is required"), then a valid e-mail. */
export function emailProblem(email: string): 'required' | 'email' | null {
  if (!email.trim()) return 'required';
  return EMAIL.test(email.trim()) ? null : 'email';
}
