/** Two letters for an avatar without a picture: "Ada Lovelace" -> "AL", else the e-mail's first. */
export function initials(fullName: string | null, email: string): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length === 0
      ? [email.trim().charAt(0)]
      : words.length === 1
        ? [words[0]!.charAt(0)]
        : [words[0]!.charAt(0), words[words.length - 1]!.charAt(0)];
  return letters.join('').toLocaleUpperCase() || '?';
}
