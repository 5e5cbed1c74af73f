import { useState } from 'react';
import { readUiState, writeUiState } from '@/lib/ui-state';

/**
 * The sidebar's state, mirrored for the server, which cannot read localStorage: the BFF renders a
 * signed-in page with the sidebar as this cookie says (`closed`; open without it).
 */
export const SIDEBAR_COOKIE = 'sidebar';

/** What the server renders with: the request's cookie, set by the page's render (render-page.tsx). */
let serverSidebarOpen = true;

/** The sidebar's state for what the server renders next (the BFF's renders run one at a time). */
export function setServerSidebarOpen(open: boolean) {
  serverSidebarOpen = open;
}

/** Open (labels and icons) unless the user collapsed it last time: kept in `ui-state` (spec). */
export function readSidebarOpen(): boolean {
  if (typeof window === 'undefined') return serverSidebarOpen;
  return readUiState().sidebarOpen ?? true;
}

/** The cookie as `ui-state` says, written only when it differs (a write is a round trip). */
function mirrorSidebarCookie(open: boolean) {
  if (typeof document === 'undefined') return;
  const closed = document.cookie.split('; ').includes(`${SIDEBAR_COOKIE}=closed`);
  if (closed === !open) return;
  const secure = document.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = open
    ? `${SIDEBAR_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
    : `${SIDEBAR_COOKIE}=closed; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

export function saveSidebarOpen(open: boolean) {
  writeUiState({ sidebarOpen: open });
  mirrorSidebarCookie(open);
}

/** The sidebar's open flag, read once when the dashboard mounts and saved on every change. */
export function useSidebarOpen(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(() => {
    const stored = readSidebarOpen();
    // Stored before the cookie existed: the next page the server renders has it right.
    mirrorSidebarCookie(stored);
    return stored;
  });
  return [
    open,
    (next) => {
      setOpen(next);
      saveSidebarOpen(next);
    },
  ];
}
