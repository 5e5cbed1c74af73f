import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** How long a success state shows before its redirect (the page also offers to go at once). */
export const REDIRECT_DELAY_MS = 2000;

/** Goes to `to` (replacing this page in the history) once `ready`, after a short pause. */
export function useRedirectAfter(ready: boolean, to: string, delay = REDIRECT_DELAY_MS) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => void navigate(to, { replace: true }), delay);
    return () => clearTimeout(timer);
  }, [ready, to, delay, navigate]);
}
