import { useLocation } from 'react-router';
import { ButtonLink } from './button';
import { StateMessage } from './state-message';

/** "No active session", with a sign-in link that comes back to this page. */
export function SignedOutState({
  title,
  text,
  signIn,
  testId,
}: {
  title: string;
  text: string;
  signIn: string;
  testId: string;
}) {
  const { pathname, search } = useLocation();
  return (
    <div data-testid={testId}>
      <StateMessage tone="error" title={title} text={text}>
        <ButtonLink to={`/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`}>
          {signIn}
        </ButtonLink>
      </StateMessage>
    </div>
  );
}
